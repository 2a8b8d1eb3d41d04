import type { DB } from "~/db/client.server";
import { localeOfPath } from "~/lib/i18n/locales";
import type { Dealer } from "./dealer-record";
import {
  SEARCH_RADII_KM,
  citiesWithDealers,
  dealersInCity,
  nearestDealers,
  type NearestDealers,
} from "./dealer-store.server";
import { districtNameIn } from "./district-names";
import { INDIA_BOUNDS, boxContains, type LatLon, type Ranked } from "~/places/geo";
import { findPaint, type Paint } from "./paints";
import { pinDataSource, pinDirectory } from "~/places/pin-directory.server";
import { findPinLocation } from "./pin-search.server";
import { pinPlaceName } from "./place-name";
import { distanceStepKm, shownDistance, type PointAccuracy } from "~/places/point-accuracy";
import type { DealerSearch, ListedDealer, PaintFilter, PaintRef } from "./dealer-page-types";
import type { StateCities } from "./pins";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("dealers");

/**
 * What /dealers shows for its query string (ADR 19, ADR 42). The page's own
 * parameters: `pin`; `lat` and `lon`, the visitor's location from "Use my
 * location"; `state` and `city`; `all=1` to list every shop when the plan
 * names a paint. The plan's `product` (app/plan/plan.ts) asks for the shops
 * that stock it.
 */

/** The parameters the page reads besides the plan's, for the page cache and the links. */
export const DEALER_QUERY_PARAMS = ["pin", "lat", "lon", "state", "city", "all"] as const;

/** Where a shop's own point is only its PIN's, the distance is as good as that PIN's point. */
function dealerAccuracy(dealer: Dealer): PointAccuracy {
  if (dealer.locationSource === "exact") return "exact";
  return pinDirectory().find(dealer.pin)?.accuracy ?? "district";
}

const listed = (
  dealer: Dealer & { distanceKm?: number },
  origin: PointAccuracy | null,
  paint: Paint | null,
): ListedDealer => ({
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
  locationSource: dealer.locationSource,
  hours: dealer.hours,
  ...(dealer.distanceKm === undefined || origin === null
    ? {}
    : {
        distance: shownDistance(dealer.distanceKm, distanceStepKm(origin, dealerAccuracy(dealer))),
      }),
  ...(paint ? { stocksPaint: dealer.paints.includes(paint.slug) } : {}),
});

export interface DealerPage {
  search: DealerSearch;
  /** States that have dealers, with their cities, for the state-and-city form. */
  states: StateCities[];
  source: ReturnType<typeof pinDataSource>;
  /** 400 for a malformed PIN, a bad location or an unknown state or city, 404 for an unknown PIN. */
  status: number;
}

/**
 * The visitor's location as sent by "Use my location": two decimal numbers
 * in India. Three decimals are kept (about 100 m, enough to rank shops and
 * not enough to find a door); the rest is dropped before anything uses it.
 */
function readLocation(params: URLSearchParams): LatLon | "bad" | null {
  const lat = (params.get("lat") ?? "").trim();
  const lon = (params.get("lon") ?? "").trim();
  if (!lat && !lon) return null;
  const number = /^-?\d{1,3}(\.\d{1,12})?$/;
  if (!number.test(lat) || !number.test(lon)) return "bad";
  const point = {
    lat: Math.round(Number(lat) * 1000) / 1000,
    lon: Math.round(Number(lon) * 1000) / 1000,
  };
  return boxContains(INDIA_BOUNDS, point) ? point : "bad";
}

/**
 * The nearest shops that stock `paint`, or, when none within the widest
 * search does (or the visitor asked for all), the nearest shops.
 */
async function nearestFor(
  db: DB,
  origin: LatLon,
  paint: Paint | null,
  all: boolean,
): Promise<NearestDealers & { paintFilter: PaintFilter }> {
  if (paint && !all) {
    const stocking = await nearestDealers(db, origin, undefined, paint.slug);
    if (stocking.dealers.length > 0) return { ...stocking, paintFilter: "only" };
  }
  const any = await nearestDealers(db, origin);
  return { ...any, paintFilter: paint ? (all ? "all" : "fallback") : "none" };
}

const paintRef = (paint: Paint | null): PaintRef | null =>
  paint ? { slug: paint.slug, name: paint.name } : null;

export async function dealerPage(
  db: DB,
  params: URLSearchParams,
  locale = "en",
): Promise<DealerPage> {
  const states = await citiesWithDealers(db);
  const page = (search: DealerSearch, status = 200): DealerPage => ({
    search,
    states,
    source: pinDataSource(),
    status,
  });
  // The plan's paint (its `product`, app/plan/plan.ts) is a paint's slug, or
  // nothing this page knows: findPaint matches the slugs alone.
  const product = params.get("product");
  const paint = product ? (findPaint(product) ?? null) : null;
  const all = params.get("all") === "1";

  const location = readLocation(params);
  if (location === "bad") return page({ kind: "location-error" }, 400);
  if (location) {
    const found = await nearestFor(db, location, paint, all);
    return page({
      kind: "near",
      accuracy: "exact",
      origin: location,
      radiusKm: found.radiusKm,
      dealers: found.dealers.map((dealer: Ranked<Dealer>) => listed(dealer, "exact", paint)),
      paint: paintRef(paint),
      paintFilter: found.paintFilter,
    });
  }

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
    const { location: at } = found;
    const nearest = await nearestFor(db, at, paint, all);
    const name = pinPlaceName(at);
    return page({
      kind: "pin",
      pin: at.pin,
      place: { ...name, district: districtNameIn(name.district, locale) },
      accuracy: at.accuracy,
      origin: { lat: at.lat, lon: at.lon },
      radiusKm: nearest.radiusKm,
      dealers: nearest.dealers.map((dealer) => listed(dealer, at.accuracy, paint)),
      paint: paintRef(paint),
      paintFilter: nearest.paintFilter,
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
  let inCity = paint && !all ? await dealersInCity(db, state, city, undefined, paint.slug) : null;
  const paintFilter: PaintFilter = !paint
    ? "none"
    : all
      ? "all"
      : inCity?.dealers.length
        ? "only"
        : "fallback";
  if (!inCity?.dealers.length) inCity = await dealersInCity(db, state, city);
  return page({
    kind: "city",
    state,
    city,
    dealers: inCity.dealers.map((dealer) => listed(dealer, null, paint)),
    more: inCity.more,
    paint: paintRef(paint),
    paintFilter,
  });
}

/** The widest search; the page names it when none is near. */
export const WIDEST_SEARCH_KM = SEARCH_RADII_KM.at(-1)!;

/**
 * The page's data for a request, or word that the dealers are unavailable
 * (the page answers 503 and offers to try again). The address is never
 * logged, nor kept anywhere: a located search carries the visitor's position.
 */
export async function dealersLoaderData(db: DB, url: URL) {
  try {
    const page = await dealerPage(db, url.searchParams, localeOfPath(url.pathname));
    return { ...page, unavailable: false as const };
  } catch (error) {
    log.error({ err: error }, "dealer search unavailable");
    return { unavailable: true as const, retryHref: url.pathname + url.search };
  }
}
