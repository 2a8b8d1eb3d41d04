/**
 * Length and area conversion. The foot is the international foot, defined
 * since 1959 as exactly 0.3048 m, so both factors below are exact decimals;
 * India's building trade uses the same foot.
 */
export const METRES_PER_FOOT = 0.3048;
/** 0.3048², exact: one square foot in square metres. */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

export type AreaUnit = "sqft" | "sqm";
export type LengthUnit = "ft" | "m";

/** The length a visitor measures in when they give areas in `unit`. */
export const lengthUnitOf: Record<AreaUnit, LengthUnit> = { sqft: "ft", sqm: "m" };

export const feetToMetres = (feet: number): number => feet * METRES_PER_FOOT;
export const metresToFeet = (metres: number): number => metres / METRES_PER_FOOT;
export const squareFeetToSquareMetres = (sqft: number): number =>
  sqft * SQUARE_METRES_PER_SQUARE_FOOT;
export const squareMetresToSquareFeet = (sqm: number): number =>
  sqm / SQUARE_METRES_PER_SQUARE_FOOT;

/** An area in the visitor's unit, in square metres. */
export function toSquareMetres(area: number, unit: AreaUnit): number {
  return unit === "sqm" ? area : squareFeetToSquareMetres(area);
}

/** A length in metres, in the visitor's unit (feet when they work in square feet). */
export function fromMetres(metres: number, unit: AreaUnit): number {
  return unit === "sqm" ? metres : metresToFeet(metres);
}

/** An area in square metres, in the visitor's unit. */
export function fromSquareMetres(sqm: number, unit: AreaUnit): number {
  return unit === "sqm" ? sqm : squareMetresToSquareFeet(sqm);
}
