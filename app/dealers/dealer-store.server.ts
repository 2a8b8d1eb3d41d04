import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { DealerTable } from "~/db/schema/dealers";
import type { Dealer, LocationSource, RangeSlug } from "./dealer-record";
import type { PaintSlug } from "./paints";
import { boundingBox, rankByDistance, type LatLon, type Ranked } from "~/places/geo";
import { groupCitiesByState, type StateCities } from "./pins";

/**
 * The dealers store: the only module that reads or writes the `dealers` table
 * (migrations 0010 and 0017; ADR 48). The public searches (ADR 19, ADR 42),
 * the staff screens' list, edits and imports, and the seeders all come
 * through here. Writes take the caller's transaction, so a staff change and
 * its audit entry commit together. Dealer pages are not kept in the page
 * cache (their answers depend on the visitor's PIN), so no write empties it.
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

// ---------------------------------------------------------------------------
// The staff screens: list, look up, write

/** The staff list's search (app/staff/dealers/dealer-filters.ts reads it from the address). */
export interface DealerQuery {
  /** Matches code, name, city, PIN or phone, ignoring case. */
  q: string;
  state: string;
  status: "active" | "inactive" | "all";
  location: "exact" | "pin" | "all";
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Executor, filters: DealerQuery) {
  let query = db.selectFrom("dealers");
  if (filters.state) query = query.where("state", "=", filters.state);
  if (filters.status === "active") query = query.where(sql<boolean>`active = 1`);
  if (filters.status === "inactive") query = query.where(sql<boolean>`active = 0`);
  if (filters.location !== "all") query = query.where("location_source", "=", filters.location);
  const q = filters.q.trim().toLowerCase();
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(
        (["code", "name", "city", "pin", "phone"] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

export async function countDealers(db: Executor, filters: DealerQuery): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listDealers(
  db: Executor,
  filters: DealerQuery,
  page?: { limit: number; offset: number },
): Promise<Dealer[]> {
  let query = filtered(db, filters).selectAll().orderBy("code");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return (await query.execute()).map(rowToDealer);
}

export async function getDealer(db: Executor, code: string): Promise<Dealer | undefined> {
  const row = await db
    .selectFrom("dealers")
    .selectAll()
    .where("code", "=", code)
    .executeTakeFirst();
  return row ? rowToDealer(row) : undefined;
}

/** Of `codes`, those a dealer already has (in batches under SQLite's parameter limit). */
export async function dealerCodesTaken(db: Executor, codes: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < codes.length; start += 500) {
    const rows = await db
      .selectFrom("dealers")
      .select("code")
      .where("code", "in", codes.slice(start, start + 500))
      .execute();
    for (const row of rows) taken.add(row.code);
  }
  return taken;
}

/** Adds dealers, `now` as their creation time, in batches under SQLite's parameter limit. */
export async function insertDealers(db: Executor, dealers: Dealer[], now: string): Promise<void> {
  for (let start = 0; start < dealers.length; start += 500)
    await db
      .insertInto("dealers")
      .values(
        dealers
          .slice(start, start + 500)
          .map((dealer) => ({ ...dealerColumns(dealer, now), created_at: now })),
      )
      .execute();
}

/** Replaces a dealer's record; its code never changes (it names the shop in exports and the log). */
export async function updateDealerRow(
  db: Executor,
  code: string,
  dealer: Dealer,
  now: string,
): Promise<void> {
  await db
    .updateTable("dealers")
    .set(dealerColumns({ ...dealer, code }, now))
    .where("code", "=", code)
    .execute();
}

export async function setDealerActiveRow(
  db: Executor,
  code: string,
  active: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable("dealers")
    .set({ active: active ? 1 : 0, updated_at: now })
    .where("code", "=", code)
    .execute();
}
