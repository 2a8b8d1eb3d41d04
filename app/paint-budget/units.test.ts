import { describe, expect, it } from "vitest";
import {
  feetToMetres,
  fromMetres,
  fromSquareMetres,
  METRES_PER_FOOT,
  metresToFeet,
  SQUARE_METRES_PER_SQUARE_FOOT,
  squareFeetToSquareMetres,
  squareMetresToSquareFeet,
  toSquareMetres,
} from "./units";

describe("unit conversion", () => {
  it("uses the exact international foot and its square", () => {
    expect(METRES_PER_FOOT).toBe(0.3048);
    expect(SQUARE_METRES_PER_SQUARE_FOOT).toBe(0.09290304);
    // 0.3048 × 0.3048 = 0.09290304 exactly (in decimal; the float product may differ in the last bit).
    expect(SQUARE_METRES_PER_SQUARE_FOOT).toBeCloseTo(METRES_PER_FOOT ** 2, 15);
  });

  it("converts lengths both ways", () => {
    expect(feetToMetres(10)).toBeCloseTo(3.048, 12);
    expect(feetToMetres(1)).toBe(0.3048);
    expect(metresToFeet(0.3048)).toBe(1);
    // A 2.1 m door is 6 ft 10.7 in.
    expect(metresToFeet(2.1)).toBeCloseTo(6.889763779527559, 12);
    expect(metresToFeet(feetToMetres(12.5))).toBeCloseTo(12.5, 12);
  });

  it("converts areas both ways", () => {
    // A 12 × 10 ft room: 120 sq ft = 11.1483648 sq m.
    expect(squareFeetToSquareMetres(120)).toBeCloseTo(11.1483648, 12);
    // 100 sq m is the 1,076.39 sq ft estate agents quote.
    expect(squareMetresToSquareFeet(100)).toBeCloseTo(1076.391041671, 8);
    expect(squareMetresToSquareFeet(squareFeetToSquareMetres(404.25))).toBeCloseTo(404.25, 10);
  });

  it("reads the visitor's unit: feet with square feet, metres with square metres", () => {
    expect(toSquareMetres(100, "sqm")).toBe(100);
    expect(toSquareMetres(100, "sqft")).toBeCloseTo(9.290304, 12);
    expect(fromSquareMetres(9.290304, "sqft")).toBeCloseTo(100, 12);
    expect(fromSquareMetres(9.290304, "sqm")).toBe(9.290304);
    expect(fromMetres(2.1, "sqm")).toBe(2.1);
    expect(fromMetres(0.3048, "sqft")).toBe(1);
  });
});
