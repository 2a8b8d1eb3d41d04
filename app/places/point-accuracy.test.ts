import { describe, expect, it } from "vitest";
import { distanceStepKm, isRough, shownDistance } from "./point-accuracy";

describe("distanceStepKm", () => {
  it("gives tenths only when both points are exact", () => {
    expect(distanceStepKm("exact", "exact")).toBe(0.1);
    expect(distanceStepKm("exact", "checked")).toBe(1);
    expect(distanceStepKm("pin", "exact")).toBe(1);
  });

  it("gives 5 or 10 km when a point is only a town's or a district's centre", () => {
    expect(distanceStepKm("area", "exact")).toBe(5);
    expect(distanceStepKm("exact", "area")).toBe(5);
    expect(distanceStepKm("district", "exact")).toBe(10);
    expect(distanceStepKm("area", "area")).toBe(10);
  });
});

describe("shownDistance", () => {
  it("never shows a tenth of a km from a point known to a few km (issue 42's Anekal shop)", () => {
    // 0.3 km from a shared estimate for the PIN: "under 5 km", not "0.3 km".
    expect(shownDistance(0.3, distanceStepKm("area", "exact"))).toEqual({ km: 5, under: true });
    expect(shownDistance(0.3, distanceStepKm("checked", "exact"))).toEqual({ km: 1, under: true });
    expect(shownDistance(0.3, distanceStepKm("exact", "exact"))).toEqual({ km: 0.3, under: false });
  });

  it("rounds to the step, keeping tenths under 10 km only for exact points", () => {
    expect(shownDistance(4.94, 0.1)).toEqual({ km: 4.9, under: false });
    expect(shownDistance(12.44, 0.1)).toEqual({ km: 12, under: false });
    expect(shownDistance(31.4, 1)).toEqual({ km: 31, under: false });
    expect(shownDistance(31.4, 5)).toEqual({ km: 30, under: false });
    expect(shownDistance(33, 5)).toEqual({ km: 35, under: false });
    expect(shownDistance(44, 10)).toEqual({ km: 40, under: false });
    expect(shownDistance(0.04, 0.1)).toEqual({ km: 0.1, under: true });
  });
});

describe("isRough", () => {
  it("is true for a town's or a district's centre only", () => {
    expect(["exact", "checked", "pin", "area", "district"].map((a) => isRough(a as never))).toEqual(
      [false, false, false, true, true],
    );
  });
});
