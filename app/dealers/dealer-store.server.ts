import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { DealerTable } from "~/db/schema/dealers";
import type { Dealer, LocationSource, RangeSlug } from "./dealer-record";
import type { PaintSlug } from "./paints";
import { boundingBox, rankByDistance, type LatLon, type Ranked } from "./geo";
import { groupCitiesByState, type StateCities } from "./pins";

/**
 * Dealers in the database (migrations 0010 and 0017) and the public searches
 * on them (ADR 19, ADR 42). The staff screens write through app/staff/dealers
 * and read the records back with the mapping here.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A PIN search widens until it has `NEAREST_LIMIT` dealers: most towns fill
 * the first box; a remote PIN may need the last. Beyond it the page says none
 * is near.
 */
export const SEARCH_RADII_KM = [25, 50, 100, 250] as const;
export const NEAREST_LIMIT = 10;
/** A city seldom has more shops than this; the page says when the list is cut. */
export const CITY_LIMIT = 60;

export function rowToDealer(row: Selectable<DealerTable>): Dealer {
  return {
    code: row.code,
    name: row.name,
    contactPerson: row.contact_person,
    phone: row.phone,
    whatsapp: row.whatsapp === 1,
    address: row.address,
    locality: row.locality,
    city: row.city,
    district: row.district,
    state: row.state,
    pin: row.pin,
    lat: Number(row.lat),
    lon: Number(row.lon),
    locationSource: row.location_source === "pin" ? "pin" : ("exact" as LocationSource),
    hours: row.hours,
    products: row.products.split(";").map((slug) => slug.trim()) as RangeSlug[],
    paints: slugList(row.paints) as PaintSlug[],
    active: row.active === 1,
  };
}

const slugList = (text: string) =>
  text
    .split(";")
    .map((slug) => slug.trim())
    .filter(Boolean);

/** A Dealer as the columns it is stored in (without id and created_at). */
export function dealerColumns(dealer: Dealer, now: string) {
  return {
    code: dealer.code,
    name: dealer.name,
    contact_person: dealer.contactPerson,
    phone: dealer.phone,
    whatsapp: dealer.whatsapp ? 1 : 0,
    address: dealer.address,
    locality: dealer.locality,
    city: dealer.city,
    district: dealer.district,
    state: dealer.state,
    pin: dealer.pin,
    lat: dealer.lat,
    lon: dealer.lon,
    location_source: dealer.locationSource,
    hours: dealer.hours,
    products: dealer.products.join("; "),
    paints: dealer.paints.join("; "),
    active: dealer.active ? 1 : 0,
    updated_at: now,
  };
}

/**
 * The bounding-box query. It reads only what ranking needs (the id and the
 * point, all in the index on SQLite), so a wide box over a dense region stays
 * cheap; the nearest rows are read whole afterwards. `active = 1` is written
 * as a literal, not a bound parameter, so SQLite can prove the partial index
 * `dealers_lat_lon` (WHERE active = 1) applies; with a parameter it would not
 * use it.
 */
export function dealersInBoxQuery(
  db: Executor,
  centre: LatLon,
  radiusKm: number,
  paint?: PaintSlug,
) {
  const box = boundingBox(centre, radiusKm);
  const query = db
    .selectFrom("dealers")
    .select(["id", "lat", "lon"])
    .where(sql<boolean>`active = 1`)
    .where("lat", ">=", box.minLat)
    .where("lat", "<=", box.maxLat)
    .where("lon", ">=", box.minLon)
    .where("lon", "<=", box.maxLon);
  return paint ? query.where(stocks(paint)) : query;
}

/**
 * The shop lists the paint. `paints` is "slug; slug", so the slug is matched
 * between its separators ("weather-classic" must not match
 * "weather-classic-max"); slugs hold only letters, digits and hyphens, none
 * of them special to LIKE. The rows come from the lat/lon index, then the
 * table: a box holds a few dozen shops.
 */
function stocks(paint: PaintSlug) {
  return sql<boolean>`('; ' || paints || ';') LIKE ${`%; ${paint};%`}`;
}

export interface NearestDealers {
  dealers: Ranked<Dealer>[];
  /** The radius the list was found within; the last of SEARCH_RADII_KM when none or few are near. */
  radiusKm: number;
}

/**
 * The active dealers nearest `origin`, nearest first, by straight-line
 * distance; with `paint`, only those who stock it.
 */
export async function nearestDealers(
  db: Executor,
  origin: LatLon,
  limit = NEAREST_LIMIT,
  paint?: PaintSlug,
): Promise<NearestDealers> {
  let found: Ranked<{ id: number; lat: number; lon: number }>[] = [];
  let radiusKm: number = SEARCH_RADII_KM[0];
  for (const radius of SEARCH_RADII_KM) {
    radiusKm = radius;
    const rows = await dealersInBoxQuery(db, origin, radius, paint).execute();
    found = rankByDistance(
      rows.map((row) => ({ id: row.id, lat: Number(row.lat), lon: Number(row.lon) })),
      origin,
      // Ids sort as text here only to break exact ties the same way every time.
      { radiusKm: radius, limit, key: (row) => String(row.id).padStart(12, "0") },
    );
    if (found.length >= limit) break;
  }
  if (found.length === 0) return { dealers: [], radiusKm };
  const rows = await db
    .selectFrom("dealers")
    .selectAll()
    .where(
      "id",
      "in",
      found.map((row) => row.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, rowToDealer(row)]));
  return {
    dealers: found.map((row) => ({ ...byId.get(row.id)!, distanceKm: row.distanceKm })),
    radiusKm,
  };
}

export interface CityDealers {
  dealers: Dealer[];
  /** True when the city has more active dealers than were listed. */
  more: boolean;
}

/** A city's active dealers by name (with `paint`, those who stock it); `dealers_state_city` finds them. */
export async function dealersInCity(
  db: Executor,
  state: string,
  city: string,
  limit = CITY_LIMIT,
  paint?: PaintSlug,
): Promise<CityDealers> {
  let query = db
    .selectFrom("dealers")
    .selectAll()
    .where("state", "=", state)
    .where("city", "=", city)
    .where(sql<boolean>`active = 1`);
  if (paint) query = query.where(stocks(paint));
  const rows = await query
    .orderBy("name")
    .orderBy("code")
    .limit(limit + 1)
    .execute();
  return { dealers: rows.slice(0, limit).map(rowToDealer), more: rows.length > limit };
}

/** The states and cities that have an active dealer, for the state-and-city search. */
export async function citiesWithDealers(db: Executor): Promise<StateCities[]> {
  const rows = await db
    .selectFrom("dealers")
    .select(["state", "city"])
    .distinct()
    .where(sql<boolean>`active = 1`)
    .execute();
  return groupCitiesByState(rows);
}
