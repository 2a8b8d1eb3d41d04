import { pinCode } from "~/lib/forms/fields";
import type { LatLon } from "~/places/geo";
import { messages } from "./messages";
import type { PinDirectory } from "~/places/pin-data";
import type { PinAccuracy } from "~/places/point-accuracy";

/**
 * From what a visitor typed in the PIN box to a point to search around.
 * Pure: the directory is passed in (`places/pin-directory.server.ts` holds the real
 * one), so tests use a small one of their own.
 */

export interface PinLocation extends LatLon {
  pin: string;
  area: string;
  district: string;
  state: string;
  /**
   * How well the point stands for the PIN: a hand-checked or own point is
   * good to a few km, an area's or a district's centre only roughly
   * (places/point-accuracy.ts); distances are rounded, and the page words it, to suit.
   */
  accuracy: PinAccuracy;
}

/**
 * `malformed`: not six digits starting 1-9, so certainly not a PIN code.
 * `unknown`: shaped like one, but not in our directory (a mistyped digit,
 * or a PIN newer than the data).
 */
export type PinError = "malformed" | "unknown";

export type PinLookup =
  | { ok: true; location: PinLocation }
  | { ok: false; error: PinError; message: string; input: string };

export type PinParse = { ok: true; pin: string } | { ok: false; message: string };

/** The site's PIN rule: spaces dropped ("226 010"), then six digits, the first 1-9. */
export function parsePin(input: string): PinParse {
  const result = pinCode.safeParse(input);
  if (result.success) return { ok: true, pin: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? messages.pinMalformed };
}

export function locatePin(input: string, directory: Pick<PinDirectory, "find">): PinLookup {
  const parsed = parsePin(input);
  if (!parsed.ok) return { ok: false, error: "malformed", message: parsed.message, input };
  const place = directory.find(parsed.pin);
  if (!place)
    return { ok: false, error: "unknown", message: messages.pinUnknown(parsed.pin), input };
  const point = place.point ?? place.districtCentre;
  return {
    ok: true,
    location: {
      pin: place.pin,
      area: place.area,
      district: place.district,
      state: place.state,
      lat: point.lat,
      lon: point.lon,
      accuracy: place.accuracy,
    },
  };
}

export interface StateCities {
  state: string;
  cities: string[];
}

const collator = new Intl.Collator("en-IN", { sensitivity: "base" });

/**
 * The choices for the state-and-city search: each state once, its cities
 * once each (spelling variants that differ only in case or accents count as
 * one; the first seen is kept), both in alphabetical order. Fed with the
 * directory's districts now, and with the dealers' own cities once dealers
 * live in the database.
 */
export function groupCitiesByState(
  records: Iterable<{ state: string; city: string }>,
): StateCities[] {
  const byState = new Map<string, string[]>();
  for (const { state, city } of records) {
    const cities = byState.get(state) ?? [];
    if (!cities.some((known) => collator.compare(known, city) === 0)) cities.push(city);
    byState.set(state, cities);
  }
  return [...byState]
    .map(([state, cities]) => ({ state, cities: cities.sort(collator.compare) }))
    .sort((a, b) => collator.compare(a.state, b.state));
}
