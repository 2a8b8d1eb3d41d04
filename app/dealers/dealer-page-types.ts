/**
 * What /dealers shows for its query string: a PIN search, a state's cities,
 * a city's dealers, or why none of them. Plain data from the loader
 * (dealer-search.server.ts); the page's components turn it into words in
 * the page's language.
 */

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
  hours: string;
  /** Rounded as shown (roundDistanceKm); absent in a city's list. */
  distanceKm?: number;
}

export type DealerSearch =
  | { kind: "none" }
  | {
      kind: "pin";
      pin: string;
      area: string;
      district: string;
      state: string;
      approximate: boolean;
      origin: { lat: number; lon: number };
      radiusKm: number;
      dealers: ListedDealer[];
    }
  | { kind: "pin-error"; error: "malformed" | "unknown"; input: string; pin: string }
  | { kind: "state"; state: string; cities: string[] }
  | { kind: "city"; state: string; city: string; dealers: ListedDealer[]; more: boolean }
  | { kind: "city-error"; error: "state" | "city"; state: string; city: string };
