import { z } from "zod";
import { indianStates } from "~/lib/forms/options";
import { haversineKm, isInIndia, type LatLon } from "./geo";
import { pinDataSchema, type PinData } from "./pin-data";

/**
 * Turns GeoNames' postal-code file for India (IN.txt: one row per post
 * office, tab-separated) into `pin-locations.json`: one point per PIN, a
 * centre per district, and a fallback where a point is bad (ADR 19).
 * Used only by `scripts/generate-pin-data.ts`; pure so it can be tested on a
 * few hand-made rows.
 */

/** GeoNames' spellings that differ from the official names in the site's state list. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  "Andaman & Nicobar Islands": "Andaman and Nicobar Islands",
  Chattisgarh: "Chhattisgarh",
  "Jammu & Kashmir": "Jammu and Kashmir",
  Pondicherry: "Puducherry",
};

/** Ladakh became a Union Territory in 2019; GeoNames still files its districts under Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(["Leh", "Kargil"]);

/**
 * Districts renamed since GeoNames took the names, or spelled in a way no
 * local would, keyed by "official state|GeoNames district". The report
 * lists entries the source no longer has, and the script then fails.
 */
const DISTRICT_NAMES: Readonly<Record<string, string>> = {
  "Haryana|Gurgaon": "Gurugram",
  "Jammu and Kashmir|Ananthnag": "Anantnag",
  "Jammu and Kashmir|Bandipur": "Bandipora",
  "Jammu and Kashmir|Rajauri": "Rajouri",
  "Maharashtra|Ahmed Nagar": "Ahilyanagar",
  "Maharashtra|Aurangabad": "Chhatrapati Sambhajinagar",
  "Maharashtra|Osmanabad": "Dharashiv",
  "Maharashtra|Raigarh(MH)": "Raigad",
  "Telangana|K.V.Rangareddy": "Ranga Reddy",
  "Telangana|Karim Nagar": "Karimnagar",
  "Telangana|Mahabub Nagar": "Mahabubnagar",
  "Uttar Pradesh|Allahabad": "Prayagraj",
  "Uttar Pradesh|Faizabad": "Ayodhya",
  "Uttar Pradesh|Jyotiba Phule Nagar": "Amroha",
  "Uttar Pradesh|Kheri": "Lakhimpur Kheri",
  "Uttar Pradesh|Sant Ravidas Nagar": "Bhadohi",
};

/**
 * A PIN's point is dropped (and its district's centre used) when it lies
 * further from that centre than this, or than `OUTLIER_SPREAD_FACTOR` times
 * the district's median PIN distance, whichever is more. It catches 48 of
 * 19,238 PINs. Against another set of PIN points (ADR 19), those PINs' own
 * points were a median 136 km off and their district centres 44 km.
 */
export const OUTLIER_MIN_KM = 100;
export const OUTLIER_SPREAD_FACTOR = 3;

const officialStates = new Set(indianStates.map((choice) => choice.value));

const sourceRow = z.tuple([
  z.literal("IN"),
  z.string().regex(/^[1-9]\d{5}$/),
  z.string().trim().min(1), // place (post office)
  z.string().trim().min(1), // state
  z.string(),
  z.string().trim().min(1), // district
  z.string(),
  z.string(),
  z.string(),
  z.string(), // latitude
  z.string(), // longitude
  z.string(), // accuracy: 1 estimated, 4 from a GeoNames place, 6 centroid; empty if unknown
]);

export type CoordinateProblem = "missing" | "zero" | "outside India";

export interface PinDataReport {
  rows: number;
  /** Rows that could not be read at all (wrong columns, bad PIN, no names). */
  rejectedRows: number;
  /** Rows kept for their PIN's district, but whose point was unusable. */
  unusablePoints: Record<CoordinateProblem, number>;
  /** Rows whose latitude and longitude had been swapped, put right. */
  swappedPoints: number;
  pins: number;
  /** PINs located at their district's centre because none of their rows had a point. */
  pinsWithoutPoint: number;
  /** PINs whose point was too far from their district's centre to trust. */
  pinsFarFromDistrict: number;
  districts: number;
  states: number;
  /** Entries of DISTRICT_NAMES that matched no row: the table needs updating. */
  unusedRenames: string[];
}

interface Row {
  pin: string;
  place: string;
  state: string;
  district: string;
  point: LatLon | null;
  accuracy: number;
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Component-wise median: one wild point cannot drag it, as it would a mean. */
function medianPoint(points: LatLon[]): LatLon {
  return { lat: median(points.map((p) => p.lat)), lon: median(points.map((p) => p.lon)) };
}

/**
 * India lies entirely at 6-37.5°N and 68-97.5°E; those ranges do not
 * overlap, so a pair that fits them only the other way round was swapped.
 */
export function cleanPoint(
  lat: number,
  lon: number,
): { point: LatLon; swapped: boolean } | { problem: CoordinateProblem } {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return { problem: "missing" };
  if (lat === 0 || lon === 0) return { problem: "zero" };
  if (isInIndia({ lat, lon })) return { point: { lat, lon }, swapped: false };
  if (isInIndia({ lat: lon, lon: lat })) return { point: { lat: lon, lon: lat }, swapped: true };
  return { problem: "outside India" };
}

/** "Parvatipuram H.O" → "Parvatipuram": the office type means nothing to a visitor. */
export function areaName(place: string): string {
  return place.replace(/\s+(?:G\.?P\.?O|H\.?O|S\.?O|B\.?O)\.?$/i, "").trim() || place;
}

function officialState(sourceState: string, district: string): string {
  const state = STATE_NAMES[sourceState] ?? sourceState;
  if (state === "Jammu and Kashmir" && LADAKH_DISTRICTS.has(district)) return "Ladakh";
  if (!officialStates.has(state))
    throw new Error(
      `pin data: state "${sourceState}" is not in the site's state list; add it to STATE_NAMES`,
    );
  return state;
}

function readRows(tsv: string, report: PinDataReport, renamesUsed: Set<string>): Row[] {
  const rows: Row[] = [];
  for (const line of tsv.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    report.rows++;
    const parsed = sourceRow.safeParse(line.split("\t"));
    if (!parsed.success) {
      report.rejectedRows++;
      continue;
    }
    const [, pin, place, sourceState, , sourceDistrict, , , , lat, lon, accuracy] = parsed.data;
    const state = officialState(sourceState.trim(), sourceDistrict.trim());
    const renameKey = `${state}|${sourceDistrict.trim()}`;
    const renamed = DISTRICT_NAMES[renameKey];
    if (renamed) renamesUsed.add(renameKey);
    const cleaned = cleanPoint(
      lat.trim() === "" ? Number.NaN : Number(lat),
      lon.trim() === "" ? Number.NaN : Number(lon),
    );
    if ("problem" in cleaned) report.unusablePoints[cleaned.problem]++;
    else if (cleaned.swapped) report.swappedPoints++;
    rows.push({
      pin,
      place: place.trim(),
      state,
      district: renamed ?? sourceDistrict.trim(),
      point: "point" in cleaned ? cleaned.point : null,
      accuracy: Number(accuracy) || 0,
    });
  }
  return rows;
}

interface PinDraft {
  pin: string;
  state: string;
  district: string;
  area: string;
  point: LatLon | null;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const districtKey = (pin: { state: string; district: string }) => `${pin.state}|${pin.district}`;

/**
 * One PIN from its post offices' rows: the state and district most of them
 * name; the median of the points GeoNames rates most accurate; as its area,
 * the office nearest that point.
 */
function draftPin(pin: string, rows: Row[]): PinDraft {
  const [winner] = [...groupBy(rows, districtKey)].sort(
    (a, b) => b[1].length - a[1].length || compareText(a[0], b[0]),
  );
  const [state, district] = winner![0].split("|") as [string, string];
  const located = rows.filter((row) => row.point);
  const best = Math.max(0, ...located.map((row) => row.accuracy));
  const trusted = located.filter((row) => row.accuracy === best);
  const point = trusted.length ? medianPoint(trusted.map((row) => row.point!)) : null;
  const byCloseness = [...(trusted.length ? trusted : rows)].sort(
    (a, b) =>
      (point ? haversineKm(point, a.point!) - haversineKm(point, b.point!) : 0) ||
      compareText(a.place, b.place),
  );
  return { pin, state, district, area: areaName(byCloseness[0]!.place), point };
}

function districtCentres(pins: PinDraft[]): Map<string, LatLon> {
  const located = groupBy(
    pins.filter((pin) => pin.point),
    districtKey,
  );
  return new Map(
    [...located].map(([key, list]) => [key, medianPoint(list.map((pin) => pin.point!))]),
  );
}

export function buildPinData(
  tsv: string,
  source: PinData["source"],
): { data: PinData; report: PinDataReport } {
  const report: PinDataReport = {
    rows: 0,
    rejectedRows: 0,
    unusablePoints: { missing: 0, zero: 0, "outside India": 0 },
    swappedPoints: 0,
    pins: 0,
    pinsWithoutPoint: 0,
    pinsFarFromDistrict: 0,
    districts: 0,
    states: 0,
    unusedRenames: [],
  };
  const renamesUsed = new Set<string>();
  const rows = readRows(tsv, report, renamesUsed);
  report.unusedRenames = Object.keys(DISTRICT_NAMES).filter((key) => !renamesUsed.has(key));

  const pins = [...groupBy(rows, (row) => row.pin)].map(([pin, pinRows]) => draftPin(pin, pinRows));
  report.pinsWithoutPoint = pins.filter((pin) => !pin.point).length;

  // A PIN far outside the spread of its district's other PINs is more likely
  // a geocoding slip than a real outlier; its district centre is safer.
  const firstCentres = districtCentres(pins);
  for (const [key, members] of groupBy(pins, districtKey)) {
    const centre = firstCentres.get(key);
    if (!centre) continue;
    const located = members.filter((pin) => pin.point);
    const spread = median(located.map((pin) => haversineKm(centre, pin.point!)));
    const limit = Math.max(OUTLIER_MIN_KM, OUTLIER_SPREAD_FACTOR * spread);
    for (const pin of located)
      if (haversineKm(centre, pin.point!) > limit) {
        pin.point = null;
        report.pinsFarFromDistrict++;
      }
  }
  const centres = districtCentres(pins);

  // A district none of whose PINs has a point cannot place them at all; they
  // are left out, and the locator reports them as unknown.
  const placeable = pins.filter((pin) => centres.has(districtKey(pin)));
  const states = indianStates
    .map((choice) => choice.value)
    .filter((state) => placeable.some((pin) => pin.state === state));
  const districtKeys = [...new Set(placeable.map(districtKey))].sort((a, b) => {
    const [stateA, nameA] = a.split("|") as [string, string];
    const [stateB, nameB] = b.split("|") as [string, string];
    return states.indexOf(stateA) - states.indexOf(stateB) || compareText(nameA, nameB);
  });
  const districtIndex = new Map(districtKeys.map((key, i) => [key, i]));

  const data = pinDataSchema.parse({
    source,
    states,
    districts: districtKeys.map((key) => {
      const [state, name] = key.split("|") as [string, string];
      const centre = centres.get(key)!;
      return [states.indexOf(state), name, round4(centre.lat), round4(centre.lon)];
    }),
    pins: placeable
      .sort((a, b) => Number(a.pin) - Number(b.pin))
      .map((pin) => [
        Number(pin.pin),
        districtIndex.get(districtKey(pin))!,
        pin.point ? round4(pin.point.lat) : null,
        pin.point ? round4(pin.point.lon) : null,
        pin.area,
      ]),
  });
  report.pins = data.pins.length;
  report.districts = data.districts.length;
  report.states = data.states.length;
  return { data, report };
}
