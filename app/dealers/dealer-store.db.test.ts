import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import { seedSampleContent } from "~/db/seed.server";
import type { Dealer } from "./dealer-record";
import {
  NEAREST_LIMIT,
  citiesWithDealers,
  dealerColumns,
  dealersInBoxQuery,
  dealersInCity,
  nearestDealers,
} from "./dealer-store.server";
import { haversineKm } from "~/places/geo";
import { findPinLocation } from "./pin-search.server";
import { dealersSeeder } from "./seed.server";

let test: TestDatabase;
const db = () => test.handle.db;

const lucknow = { lat: 26.8467, lon: 80.9462 };
/** Jaipur's centre: a town with ten sample shops within the first search's 25 km. */
const jaipur = { lat: 26.9124, lon: 75.7873 };

beforeAll(async () => {
  test = await createTestDatabase();
  expect(await seedSampleContent(db(), [dealersSeeder])).toEqual(["dealers"]);
}, 120_000);
afterAll(async () => {
  await test.cleanup();
});

const sampleDealer = (overrides: Partial<Dealer>): Dealer => ({
  code: "KPD-T0001",
  name: "Test Paints",
  contactPerson: "Asha Verma",
  phone: "9812345678",
  whatsapp: true,
  address: "1, Station Road",
  locality: "",
  city: "Lucknow",
  district: "Lucknow",
  state: "Uttar Pradesh",
  pin: "226001",
  lat: lucknow.lat,
  lon: lucknow.lon,
  locationSource: "exact",
  hours: "Mon-Sat 09:30-20:30; Sun closed",
  products: ["interior-range"],
  paints: ["velvety"],
  active: true,
  ...overrides,
});

describe(`dealer search on ${testDialect()}`, () => {
  it("seeds over 4,000 sample dealers, each at a real PIN's location", async () => {
    const rows = await db().selectFrom("dealers").select(["pin", "lat", "lon"]).execute();
    expect(rows.length).toBeGreaterThanOrEqual(4000);
    for (const row of rows.slice(0, 200)) {
      const found = findPinLocation(row.pin);
      if (!found.ok) throw new Error(`dealer PIN ${row.pin} is not in the directory`);
      expect(haversineKm(found.location, { lat: row.lat, lon: row.lon })).toBeLessThan(2);
    }
  });

  it("lists the nearest active dealers, nearest first, with exact distances", async () => {
    const { dealers, radiusKm } = await nearestDealers(db(), jaipur);
    expect(dealers).toHaveLength(NEAREST_LIMIT);
    expect(radiusKm).toBe(25);
    const distances = dealers.map((d) => d.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const dealer of dealers) {
      expect(dealer.distanceKm).toBeCloseTo(haversineKm(jaipur, dealer), 9);
      expect(dealer.active).toBe(true);
    }
    // Nothing nearer was left out: the tenth is no further than any active dealer not listed.
    const all = await db()
      .selectFrom("dealers")
      .select(["code", "lat", "lon"])
      .where("active", "=", 1)
      .execute();
    const listed = new Set(dealers.map((d) => d.code));
    const nearestOther = Math.min(
      ...all.filter((row) => !listed.has(row.code)).map((row) => haversineKm(jaipur, row)),
    );
    expect(dealers.at(-1)!.distanceKm).toBeLessThanOrEqual(nearestOther);
  });

  it("widens the search where shops are few, and never lists an inactive one", async () => {
    const far = { lat: 34.1526, lon: 77.5771 }; // Leh
    const { dealers, radiusKm } = await nearestDealers(db(), far);
    expect(radiusKm).toBeGreaterThan(25);
    expect(dealers.length).toBeGreaterThan(0);

    const nearest = (await nearestDealers(db(), lucknow)).dealers[0]!;
    await db().updateTable("dealers").set({ active: 0 }).where("code", "=", nearest.code).execute();
    try {
      const again = await nearestDealers(db(), lucknow);
      expect(again.dealers.map((d) => d.code)).not.toContain(nearest.code);
    } finally {
      await db()
        .updateTable("dealers")
        .set({ active: 1 })
        .where("code", "=", nearest.code)
        .execute();
    }
  });

  it("finds a dealer just inside the radius at the box's widest point", async () => {
    // Due east of the origin at 24.9 km: in the circle, near the box's edge.
    const origin = { lat: 20, lon: 85 };
    const east = { lat: 20, lon: 85 + 24.9 / (111.195 * Math.cos((20 * Math.PI) / 180)) };
    const now = "2026-11-26T00:00:00.000Z";
    await db()
      .insertInto("dealers")
      .values({
        ...dealerColumns(sampleDealer({ code: "KPD-EDGE1", ...east, state: "Odisha" }), now),
        created_at: now,
      })
      .execute();
    const { dealers } = await nearestDealers(db(), origin, 50);
    const edge = dealers.find((d) => d.code === "KPD-EDGE1");
    expect(edge?.distanceKm).toBeGreaterThan(24.5);
    expect(edge!.distanceKm).toBeLessThan(25);
  });

  it("lists a city's dealers by name, and the cities that have dealers", async () => {
    const { dealers } = await dealersInCity(db(), "Uttar Pradesh", "Lucknow");
    expect(dealers.length).toBeGreaterThan(0);
    expect(dealers.every((d) => d.city === "Lucknow" && d.state === "Uttar Pradesh")).toBe(true);
    const names = dealers.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cities = await citiesWithDealers(db());
    expect(cities.find((s) => s.state === "Uttar Pradesh")?.cities).toContain("Lucknow");
    expect(cities.length).toBeGreaterThanOrEqual(30);
  });

  it("answers the box from the lat/lon index, not a full scan", async () => {
    const compiled = dealersInBoxQuery(db(), lucknow, 25).compile();
    const query = sql.raw(inline(compiled.sql, compiled.parameters));
    if (testDialect() === "sqlite") {
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${query}`.execute(db());
      const plan = rows.map((row) => row.detail).join("\n");
      // A covering index: the box is answered from the index alone, the table untouched.
      expect(plan).toMatch(/SEARCH dealers USING COVERING INDEX dealers_lat_lon/);
      expect(plan).not.toMatch(/SCAN dealers/);
    } else {
      // PostgreSQL may rightly prefer a scan of a small table; with scans priced
      // out, the plan shows whether the partial index can answer the query at all.
      const plan = await db()
        .connection()
        .execute(async (connection) => {
          await sql`SET enable_seqscan = off`.execute(connection);
          const { rows } = await sql<{ "QUERY PLAN": string }>`EXPLAIN ${query}`.execute(
            connection,
          );
          await sql`SET enable_seqscan = on`.execute(connection);
          return rows.map((row) => row["QUERY PLAN"]).join("\n");
        });
      expect(plan).toMatch(/dealers_lat_lon/);
    }
  });
});

/** The query with its numbers written in, for EXPLAIN (numbers only, so nothing to escape). */
function inline(text: string, parameters: readonly unknown[]): string {
  let i = 0;
  return text.replace(/\?|\$\d+/g, (match) => {
    const value = match === "?" ? parameters[i++] : parameters[Number(match.slice(1)) - 1];
    if (typeof value !== "number") throw new Error(`not a number: ${String(value)}`);
    return String(value);
  });
}
