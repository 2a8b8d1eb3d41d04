/**
 * What /dealers shows for its query string: a PIN search, a search from the
 * visitor's own location, a state's cities, a city's dealers, or why none of
 * them. Plain data from the loader (dealer-search.server.ts); the page's
 * components turn it into words in the page's language.
 */
import type { LocalName } from "./district-names";
import type { LocationSource } from "./dealer-record";
import type { PlaceName } from "./place-name";
import type { PinAccuracy, ShownDistance } from "~/places/point-accuracy";

/** A dealer as the page lists it: what a visitor needs, nothing staff-only. */
export interface ListedDealer {
  code: string;
  name: string;
  phone: string;
  whatsapp: boolean;
  address: string;
  locality: string;
  city: string;
  state: string;
  pin: string;
  lat: number;
  lon: number;
  /** "pin": the shop's point is its PIN's centre, so directions go by its address. */
  locationSource: LocationSource;
  hours: string;
  /** As shown, rounded to what both points allow (places/point-accuracy.ts); absent in a city's list. */
  distance?: ShownDistance;
  /** Whether it stocks the plan's paint; absent when the page has no paint to ask about. */
  stocksPaint?: boolean;
}

/** The plan's paint, when the page was opened with one we sell. */
export interface PaintRef {
  slug: string;
  name: string;
}

/**
 * How a list treats the plan's paint: `only` the shops that stock it; `all`
 * the shops, marking those that do (the visitor asked); `fallback` all
 * shops, because none near stocks it; `none` when there is no paint.
 */
export type PaintFilter = "only" | "all" | "fallback" | "none";

/** A PIN's place as a person names it, its district in the page's language. */
export type PlaceNameIn = Omit<PlaceName, "district"> & { district: LocalName };

interface Nearest {
  origin: { lat: number; lon: number };
  radiusKm: number;
  dealers: ListedDealer[];
  paint: PaintRef | null;
  paintFilter: PaintFilter;
}

export type DealerSearch =
  | { kind: "none" }
  | ({ kind: "pin"; pin: string; place: PlaceNameIn; accuracy: PinAccuracy } & Nearest)
  | ({ kind: "near"; accuracy: "exact" } & Nearest)
  | { kind: "pin-error"; error: "malformed" | "unknown"; input: string; pin: string }
  | { kind: "location-error" }
  | { kind: "state"; state: string; cities: string[] }
  | {
      kind: "city";
      state: string;
      city: string;
      dealers: ListedDealer[];
      more: boolean;
      paint: PaintRef | null;
      paintFilter: PaintFilter;
    }
  | { kind: "city-error"; error: "state" | "city"; state: string; city: string };
