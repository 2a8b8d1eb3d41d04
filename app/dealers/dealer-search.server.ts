import type { DB } from "~/db/client.server";
import type { Dealer } from "./dealer-record";
import { citiesWithDealers, dealersInCity, nearestDealers } from "./dealer-store.server";
import { roundDistanceKm } from "./geo";
import { findPinLocation, pinDataSource } from "./pin-directory.server";
import type { DealerSearch, ListedDealer } from "./dealer-page-types";
import type { StateCities } from "./pins";

/** What /dealers shows for its query string (ADR 19). */

const listed = (dealer: Dealer & { distanceKm?: number }): ListedDealer => ({
  code: dealer.code,
  name: dealer.name,
  phone: dealer.phone,
  whatsapp: dealer.whatsapp,
  address: dealer.address,
  locality: dealer.locality,
  city: dealer.city,
  state: dealer.state,
  pin: dealer.pin,
  lat: dealer.lat,
  lon: dealer.lon,
  hours: dealer.hours,
  ...(dealer.distanceKm === undefined ? {} : { distanceKm: roundDistanceKm(dealer.distanceKm) }),
});

export interface DealerPage {
  search: DealerSearch;
  /** States that have dealers, with their cities, for the state-and-city form. */
  states: StateCities[];
  source: ReturnType<typeof pinDataSource>;
  /** 400 for a malformed PIN or an unknown state or city, 404 for an unknown PIN. */
  status: number;
}

export async function dealerPage(db: DB, params: URLSearchParams): Promise<DealerPage> {
  const states = await citiesWithDealers(db);
  const page = (search: DealerSearch, status = 200): DealerPage => ({
    search,
    states,
    source: pinDataSource(),
    status,
  });
  const pinInput = (params.get("pin") ?? "").slice(0, 40);
  if (pinInput.trim()) {
    const found = findPinLocation(pinInput);
    if (!found.ok)
      return page(
        {
          kind: "pin-error",
          error: found.error,
          input: pinInput.trim(),
          pin: pinInput.replace(/\s/g, ""),
        },
        found.error === "malformed" ? 400 : 404,
      );
    const { location } = found;
    const { dealers, radiusKm } = await nearestDealers(db, location);
    return page({
      kind: "pin",
      pin: location.pin,
      area: location.area,
      district: location.district,
      state: location.state,
      approximate: location.approximate,
      origin: { lat: location.lat, lon: location.lon },
      radiusKm,
      dealers: dealers.map(listed),
    });
  }
  const state = (params.get("state") ?? "").slice(0, 80);
  const city = (params.get("city") ?? "").slice(0, 80);
  if (!state) return page({ kind: "none" }, city ? 400 : 200);
  const inState = states.find((entry) => entry.state === state);
  if (!inState) return page({ kind: "city-error", error: "state", state, city }, 400);
  if (!city) return page({ kind: "state", state, cities: inState.cities });
  if (!inState.cities.includes(city))
    return page({ kind: "city-error", error: "city", state, city }, 400);
  const { dealers, more } = await dealersInCity(db, state, city);
  return page({ kind: "city", state, city, dealers: dealers.map(listed), more });
}
