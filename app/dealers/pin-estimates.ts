import { haversineKm } from "~/places/geo";
import { SHARED_POINT_PINS, type PinCorrection, type PinData } from "~/places/pin-data";

/**
 * What migration 0017 needs to know about PIN points, frozen when it was
 * written (app/db/migrations/0017_pin_estimates.json, made by
 * scripts/generate-pin-estimates.ts): the points that stand for a PIN only
 * roughly, with the PINs they stand for, and where those PINs' centres were
 * checked by hand. A shop found on such a point was placed there from its
 * PIN, not where it is. A migration must not change once shipped, so it
 * carries this copy rather than reading the directory, which may be updated.
 */
export interface PinEstimates {
  note: string;
  /** [lat, lon, PINs]: a point shared by many PINs, a district's centre, or a PIN point found wrong. */
  estimates: [number, number, number[]][];
  /** PIN → [lat, lon]: its centre as checked by hand, where its shops are moved to. */
  checked: Record<string, [number, number]>;
}

/** A checked centre this far from GeoNames' own point for the PIN shows that point was wrong. */
const WRONG_POINT_KM = 2;

export function pinEstimates(data: PinData, corrections: readonly PinCorrection[]): PinEstimates {
  const sharing = new Map<string, number>();
  for (const [, , lat, lon] of data.pins)
    if (lat !== null) sharing.set(`${lat},${lon}`, (sharing.get(`${lat},${lon}`) ?? 0) + 1);
  const checked = new Map(corrections.map((correction) => [correction.pin, correction]));
  const groups = new Map<string, [number, number, number[]]>();
  const result: PinEstimates = {
    note: "Migration 0017: PIN points that stand for a PIN only roughly, frozen when it was written (ADR 42).",
    estimates: [],
    checked: {},
  };
  for (const [pin, districtIndex, lat, lon] of data.pins) {
    const [, , centreLat, centreLon] = data.districts[districtIndex]!;
    const correction = checked.get(String(pin));
    let point: [number, number] | null = null;
    if (lat === null || lon === null) point = [centreLat, centreLon];
    else if (sharing.get(`${lat},${lon}`)! >= SHARED_POINT_PINS) point = [lat, lon];
    else if (correction && haversineKm({ lat, lon }, correction) > WRONG_POINT_KM)
      point = [lat, lon];
    if (!point) continue;
    const key = point.join(",");
    const group = groups.get(key) ?? [point[0], point[1], []];
    group[2].push(pin);
    groups.set(key, group);
    if (correction) result.checked[String(pin)] = [correction.lat, correction.lon];
  }
  result.estimates = [...groups.values()];
  return result;
}
