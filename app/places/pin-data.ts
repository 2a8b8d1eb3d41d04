import { z } from "zod";
import { indianStates } from "~/lib/forms/options";
import { INDIA_BOUNDS, type LatLon } from "./geo";
import type { PinAccuracy } from "./point-accuracy";

/**
 * The shape of `pin-locations.json`, the committed PIN-code directory that
 * `scripts/generate-pin-data.ts` writes from GeoNames (ADR 19). Compact rows
 * rather than objects keep the file near 1 MB for 19,000 PINs:
 *
 * - `states`: official names, as in the site's state list;
 * - `districts`: [state index, name, latitude, longitude], the district's
 *   centre (the median of its PINs that have good coordinates);
 * - `pins`: [PIN, district index, latitude, longitude, area name], sorted by
 *   PIN; latitude and longitude are null where the source's point was bad,
 *   and such a PIN is located at its district's centre instead.
 */

const stateNames = indianStates.map((choice) => choice.value) as [string, ...string[]];

const latitude = z.number().min(INDIA_BOUNDS.minLat).max(INDIA_BOUNDS.maxLat);
const longitude = z.number().min(INDIA_BOUNDS.minLon).max(INDIA_BOUNDS.maxLon);
const index = z.number().int().nonnegative();
const name = z.string().trim().min(1).max(80);

export const pinDataSchema = z
  .object({
    /** Where the data came from and under which licence, for attribution. */
    source: z.object({
      name: z.string().min(1),
      package: z.string().min(1),
      licence: z.string().min(1),
      url: z.url(),
    }),
    states: z.array(z.enum(stateNames)).min(1),
    districts: z.array(z.tuple([index, name, latitude, longitude])).min(1),
    pins: z
      .array(
        z.tuple([
          z.number().int().min(100000).max(999999),
          index,
          latitude.nullable(),
          longitude.nullable(),
          name,
        ]),
      )
      .min(1),
  })
  .superRefine((data, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: "custom", message });
    if (new Set(data.states).size !== data.states.length) problem("a state is listed twice");
    const districtKeys = new Set<string>();
    data.districts.forEach(([state, districtName], i) => {
      if (state >= data.states.length)
        problem(`district ${i} names state ${state}, which does not exist`);
      const key = `${state}/${districtName}`;
      if (districtKeys.has(key)) problem(`district ${districtName} is listed twice in one state`);
      districtKeys.add(key);
    });
    let previous = 0;
    for (const [pin, district, lat, lon] of data.pins) {
      if (pin <= previous) problem(`PIN ${pin} is out of order or repeated`);
      previous = pin;
      if (district >= data.districts.length)
        problem(`PIN ${pin} names district ${district}, which does not exist`);
      if ((lat === null) !== (lon === null))
        problem(`PIN ${pin} has only one of latitude and longitude`);
    }
  });

export type PinData = z.infer<typeof pinDataSchema>;

/** One PIN code as the locator uses it. */
export interface PinPlace {
  pin: string;
  /** The locality the source names for the PIN (a post office's area), or the checked one's. */
  area: string;
  district: string;
  state: string;
  /**
   * The PIN's best point: checked by hand, its own, or one it shares with
   * many PINs; null when the source had no usable one.
   */
  point: LatLon | null;
  /** How well `point` stands for the PIN (point-accuracy.ts); `district` when it is null. */
  accuracy: PinAccuracy;
  districtCentre: LatLon;
}

/**
 * A PIN's centre placed by hand at its locality's published coordinates,
 * where GeoNames' point is a district's or plainly wrong (pin-corrections.ts).
 */
export interface PinCorrection extends LatLon {
  pin: string;
  /** The locality the point is the centre of, as the source names it. */
  locality: string;
  /** Where the coordinates come from. */
  source: string;
}

/**
 * GeoNames gives one point to many PINs where it knows only the town or the
 * district (106 Bengaluru PINs share one, 28 km from the GPO). A point this
 * many PINs share is an area's, not a PIN's.
 */
export const SHARED_POINT_PINS = 5;

export interface District {
  name: string;
  state: string;
  centre: LatLon;
}

export interface PinDirectory {
  find(pin: string): PinPlace | undefined;
  /** Every PIN, in PIN order. */
  readonly places: readonly PinPlace[];
  readonly districts: readonly District[];
}

/** Builds the lookup structures once; `find` is then one Map access. */
export function createPinDirectory(
  data: PinData,
  corrections: readonly PinCorrection[] = [],
): PinDirectory {
  const districts: District[] = data.districts.map(([state, districtName, lat, lon]) => ({
    name: districtName,
    state: data.states[state]!,
    centre: { lat, lon },
  }));
  const sharing = new Map<string, number>();
  for (const [, , lat, lon] of data.pins)
    if (lat !== null) sharing.set(`${lat},${lon}`, (sharing.get(`${lat},${lon}`) ?? 0) + 1);
  const checked = new Map(corrections.map((correction) => [correction.pin, correction]));
  const byPin = new Map<string, PinPlace>();
  for (const [pin, districtIndex, lat, lon, area] of data.pins) {
    const district = districts[districtIndex]!;
    const correction = checked.get(String(pin));
    const own = lat === null || lon === null ? null : { lat, lon };
    byPin.set(String(pin), {
      pin: String(pin),
      // A checked centre is its locality's: named so, not after a post office near GeoNames' point.
      area: correction?.locality ?? area,
      district: district.name,
      state: district.state,
      point: correction ? { lat: correction.lat, lon: correction.lon } : own,
      accuracy: correction
        ? "checked"
        : !own
          ? "district"
          : sharing.get(`${own.lat},${own.lon}`)! >= SHARED_POINT_PINS
            ? "area"
            : "pin",
      districtCentre: district.centre,
    });
  }
  for (const pin of checked.keys())
    if (!byPin.has(pin))
      throw new Error(`PIN correction for ${pin}, which is not in the directory`);
  return { find: (pin) => byPin.get(pin), places: [...byPin.values()], districts };
}
