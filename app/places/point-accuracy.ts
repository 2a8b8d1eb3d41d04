/**
 * How well we know where a point is, and so how a distance between two
 * points may be shown (issue 42, ADR 42). Pure: the page, the map and the
 * tests share it.
 *
 * - `exact`: the visitor's device said where they are (rounded to about
 *   100 m before it reached us), or staff gave the shop's own coordinates;
 * - `checked`: a PIN's centre we placed by hand at its locality's published
 *   coordinates (pin-corrections.ts), good to about a km;
 * - `pin`: a PIN's own point in GeoNames, a few km from the middle of its area;
 * - `area`: a point GeoNames gives to many PINs at once, the centre of a town
 *   or a district rather than of the PIN (51 of Bengaluru's PINs share one,
 *   28 km from the GPO);
 * - `district`: no point for the PIN at all, its district's centre instead.
 */
export type PointAccuracy = "exact" | "checked" | "pin" | "area" | "district";

/** Roughly how far, in km, the point may be from where it stands for. */
export const UNCERTAINTY_KM: Readonly<Record<PointAccuracy, number>> = {
  exact: 0.1,
  checked: 1,
  pin: 3,
  area: 15,
  district: 25,
};

/** Accuracies a PIN's point can have; `exact` is only for devices and shops. */
export type PinAccuracy = Exclude<PointAccuracy, "exact">;

/** Whether a page should warn that this point is only roughly known (town or district). */
export const isRough = (accuracy: PointAccuracy) => accuracy === "area" || accuracy === "district";

/**
 * The step a distance between two points is rounded to: a tenth of a km only
 * when both are exact, whole km when both are within a few km, 5 or 10 km
 * when one of them is only a town's or a district's centre. Showing "0.3 km"
 * from a point that may be 15 km out is what issue 42 reported.
 */
export function distanceStepKm(from: PointAccuracy, to: PointAccuracy): number {
  const uncertainty = UNCERTAINTY_KM[from] + UNCERTAINTY_KM[to];
  if (uncertainty <= 0.3) return 0.1;
  if (uncertainty <= 4.5) return 1;
  if (uncertainty <= 20) return 5;
  return 10;
}

/**
 * A distance as a visitor should read it: "about N km", or "under N km" when
 * it rounds to nothing at the step its points allow. With the finest step,
 * one decimal under 10 km and whole km above, as the locator always showed.
 */
export interface ShownDistance {
  km: number;
  under: boolean;
}

export function shownDistance(km: number, stepKm: number): ShownDistance {
  const step = stepKm === 0.1 && km >= 10 ? 1 : stepKm;
  // Rounded to the step in whole tenths, so 0.1 + 0.2 never shows 0.30000000000000004.
  const rounded = Math.round(Math.round(km / step) * step * 10) / 10;
  if (rounded < step) return { km: step, under: true };
  return { km: rounded, under: false };
}
