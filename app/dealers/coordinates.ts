import { INDIA_BOUNDS, boxContains, type LatLon } from "~/places/geo";

/**
 * A shop's coordinates as staff paste them from a map app (issue 42): Google
 * Maps copies "12.97160, 77.59460", Apple Maps "12.9716° N, 77.5946° E", and
 * a GPS app may give degrees, minutes and seconds (12°58'17.8"N 77°35'40.6"E).
 * Latitude comes first unless the letters say otherwise. Pure: the staff form
 * and its tests use it.
 */

export type CoordinatesProblem = "empty" | "unreadable" | "swapped" | "outside";

export type ParsedCoordinates =
  ({ ok: true } & LatLon) | { ok: false; problem: CoordinatesProblem };

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
const PART = String.raw`(\d{1,2}(?:\.\d+)?)`;
/** One coordinate's size: degrees, then maybe minutes and seconds. */
const SIZE =
  String.raw`${NUMBER}\s*(?:[°º]\s*)?` +
  String.raw`(?:${PART}\s*['′]\s*)?(?:${PART}\s*(?:"|″|'')\s*)?`;
/** One coordinate: a hemisphere letter before or after its size (five groups). */
const COORDINATE = String.raw`([NSEW])?\s*${SIZE}([NSEW])?`;
/** The same with the letter before and an empty group for the one after. */
const LETTER_FIRST = String.raw`([NSEW])\s*${SIZE}()`;
const SEPARATOR = String.raw`(?:\s*[,;]\s*|\s+)`;
const PAIR = new RegExp(String.raw`^${COORDINATE}${SEPARATOR}${COORDINATE}$`, "i");
/**
 * Letters before each number ("N 26.85 E 80.99", as GPS units write them),
 * tried first: otherwise the first number would take the second's letter.
 */
const PAIR_LETTERS_FIRST = new RegExp(
  String.raw`^${LETTER_FIRST}${SEPARATOR}${LETTER_FIRST}$`,
  "i",
);

interface Reading {
  value: number;
  axis: "lat" | "lon" | null;
}

function reading(groups: (string | undefined)[]): Reading | null {
  const [before, degrees, minutes, seconds, after] = groups;
  if (before && after) return null;
  const letter = (before ?? after ?? "").toUpperCase();
  const whole = Number(degrees);
  const minute = minutes === undefined ? 0 : Number(minutes);
  const second = seconds === undefined ? 0 : Number(seconds);
  if (minute >= 60 || second >= 60) return null;
  if ((minutes !== undefined || seconds !== undefined) && !Number.isInteger(whole)) return null;
  const size = Math.abs(whole) + minute / 60 + second / 3600;
  const negative = whole < 0 || Object.is(whole, -0) || letter === "S" || letter === "W";
  const axis =
    letter === "N" || letter === "S" ? "lat" : letter === "E" || letter === "W" ? "lon" : null;
  return { value: negative ? -size : size, axis };
}

/** About 10 cm: more digits than any map app gives, fewer than floating-point noise. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function parseCoordinates(text: string): ParsedCoordinates {
  const trimmed = text
    .trim()
    .replace(/^\((.*)\)$/s, "$1")
    .trim();
  if (!trimmed) return { ok: false, problem: "empty" };
  const match = PAIR_LETTERS_FIRST.exec(trimmed) ?? PAIR.exec(trimmed);
  if (!match) return { ok: false, problem: "unreadable" };
  const first = reading(match.slice(1, 6));
  const second = reading(match.slice(6, 11));
  if (!first || !second) return { ok: false, problem: "unreadable" };
  if (first.axis && first.axis === second.axis) return { ok: false, problem: "unreadable" };
  // Letters decide which is which; without them, latitude comes first.
  const [lat, lon] =
    first.axis === "lon" || second.axis === "lat" ? [second, first] : [first, second];
  const point = { lat: round6(lat.value), lon: round6(lon.value) };
  if (boxContains(INDIA_BOUNDS, point)) return { ok: true, ...point };
  const unlettered = first.axis === null && second.axis === null;
  if (unlettered && boxContains(INDIA_BOUNDS, { lat: point.lon, lon: point.lat }))
    return { ok: false, problem: "swapped" };
  return { ok: false, problem: "outside" };
}

/** "12.97160, 77.59460": five decimals (about a metre), as Google Maps copies them. */
export function formatCoordinates(point: LatLon): string {
  return `${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}`;
}
