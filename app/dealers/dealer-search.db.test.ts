import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import { captureLogs } from "../../tests/log-capture";
import { seedSampleContent } from "~/db/seed.server";
import type { ListedDealer } from "./dealer-page-types";
import { dealerPage, dealersLoaderData } from "./dealer-search.server";
import { dealersSeeder, localityDealersSeeder } from "./seed.server";

/**
 * What /dealers lists for a search (issue 42), on the sample database: true
 * distances in Bengaluru and Mumbai, the visitor's own location, and the
 * dealers who stock the plan's paint.
 */

let test: TestDatabase;
const db = () => test.handle.db;

beforeAll(async () => {
  test = await createTestDatabase();
  expect(await seedSampleContent(db(), [dealersSeeder, localityDealersSeeder])).toEqual([
    "dealers",
    "dealers-localities",
  ]);
}, 120_000);
afterAll(async () => {
  await test.cleanup();
});

const search = async (query: string, locale = "en") =>
  (await dealerPage(db(), new URLSearchParams(query), locale)).search;

const listed = async (query: string): Promise<ListedDealer[]> => {
  const found = await search(query);
  if (!("dealers" in found)) throw new Error(`no dealers listed for ${query}: ${found.kind}`);
  return found.dealers;
};

/**
 * Great-circle distances worked out apart from our code: Vincenty's formula
 * on the WGS-84 ellipsoid (not our haversine on a sphere), between the
 * published coordinates of each locality (the same sources as
 * places/pin-corrections.ts):
 *
 *   560001 (MG Road)    12.973801 N, 77.611885 E   Wikipedia, "M G Road, Bangalore"
 *   Indiranagar         12.9699, 77.6499           Wikipedia
 *   Koramangala         12.9259, 77.6229           Wikipedia
 *   Jayanagar           12.925, 77.595             Wikipedia
 *   Whitefield          12.97, 77.75               Wikipedia
 *   Electronic City     12.85, 77.67               Wikipedia
 *   Anekal              12°43′ N, 77°42′ E         Imperial Gazetteer of India
 *   400001 (Fort)       18.935, 72.8359            Wikipedia, "Fort (Mumbai precinct)"
 *   Dadar               19.01798, 72.844763        Wikipedia
 *   Chembur             19.051, 72.894             Wikipedia
 *   Andheri             19.119, 72.847             Wikipedia
 *   Powai               19.12, 72.91               Wikipedia
 */
const fromMgRoad = [
  ["KPD-BLR01", 0.0], // MG Road
  ["KPD-BLR03", 4.15], // Indiranagar
  ["KPD-BLR02", 5.43], // Koramangala
  ["KPD-BLR04", 5.7], // Jayanagar
  ["KPD-BLR05", 14.99], // Whitefield
  ["KPD-BLR06", 15.08], // Electronic City
  ["KPD-BLR07", 30.01], // Anekal: issue 42 saw "about 0.3 km"
] as const;
const fromFort = [
  ["KPD-BOM01", 0.0], // Fort
  ["KPD-BOM02", 9.23], // Dadar
  ["KPD-BOM03", 14.22], // Chembur
  ["KPD-BOM04", 20.4], // Andheri East: issue 42 saw 4.9 km
  ["KPD-BOM05", 21.91], // Powai: issue 42 saw 5 km
] as const;

/**
 * Half the 1 km step the distances are shown to from a hand-checked PIN
 * centre, plus the sphere's 0.5 % and a little: closer than the PIN's
 * centre is known (about a km) either way.
 */
const TOLERANCE_KM = 0.5 + 0.005 * 31 + 0.2;

describe(`true distances on ${testDialect()}`, () => {
  for (const [pin, expected] of [
    ["560001", fromMgRoad],
    ["400001", fromFort],
  ] as const)
    it(`lists the shops near ${pin} at their real distances, nearest first`, async () => {
      const dealers = await listed(`pin=${pin}`);
      const shown = dealers.map((dealer) => dealer.distance!.km);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      const ours = dealers.filter((dealer) => expected.some(([code]) => code === dealer.code));
      expect(ours.map((dealer) => dealer.code)).toEqual(expected.map(([code]) => code));
      for (const [code, km] of expected) {
        const dealer = dealers.find((candidate) => candidate.code === code)!;
        const { distance } = dealer;
        if (km < 0.5) expect(distance, code).toEqual({ km: 1, under: true });
        else
          expect(
            Math.abs(distance!.km - km),
            `${code}: shown ${distance!.km}, true ${km}`,
          ).toBeLessThanOrEqual(TOLERANCE_KM);
      }
    });

  it("says where the visitor's PIN point comes from, and how well it is known", async () => {
    expect(await search("pin=560001")).toMatchObject({
      kind: "pin",
      accuracy: "checked",
      place: { kind: "area", area: "MG Road", district: { name: "Bengaluru" } },
    });
    // A PIN whose only point is one 106 PINs share: rough, and rounded to 5 km.
    const rough = await search("pin=560002");
    expect(rough).toMatchObject({ kind: "pin", accuracy: "area" });
    if (rough.kind !== "pin") return;
    for (const dealer of rough.dealers) expect(dealer.distance!.km % 5).toBe(0);
    // Jaipur's head post office is named as a place, in Hindi too.
    expect(await search("pin=302001", "hi")).toMatchObject({
      place: { kind: "gpo", area: null, district: { name: "जयपुर", lang: "hi" } },
    });
  });
});

describe(`the visitor's own location on ${testDialect()}`, () => {
  it("lists the nearest shops from it, with exact distances, near you", async () => {
    // Koramangala's published point, sent as the browser rounds it: three decimals.
    const found = await search("lat=12.926&lon=77.623");
    expect(found).toMatchObject({ kind: "near", accuracy: "exact" });
    if (found.kind !== "near") return;
    expect(found.dealers[0]).toMatchObject({
      code: "KPD-BLR02",
      distance: { km: 0.1, under: true },
    });
    const indiranagar = found.dealers.find((dealer) => dealer.code === "KPD-BLR03")!;
    // Vincenty, 12.926 N 77.623 E to 12.9699 N 77.6499 E: 5.67 km; tenths, as both points are exact.
    expect(indiranagar.distance!.km).toBeCloseTo(5.7, 1);
  });

  it("uses no more than three decimals of it, about 100 m", async () => {
    const precise = await search("lat=12.92612345&lon=77.62298765");
    const rounded = await search("lat=12.926&lon=77.623");
    expect(precise).toEqual(rounded);
  });

  it("answers 400 for a location that is not a number or not in India", async () => {
    for (const query of ["lat=abc&lon=77.6", "lat=51.5&lon=-0.12", "lat=12.9", "lat=&lon=77"]) {
      const page = await dealerPage(db(), new URLSearchParams(query), "en");
      expect(page.status, query).toBe(400);
      expect(page.search.kind, query).toBe("location-error");
    }
  });

  it("keeps the location out of the log when the database fails", async () => {
    // A database that fails every search: its dealers table is gone.
    const broken = await createTestDatabase();
    await sql`DROP TABLE dealers`.execute(broken.handle.db);
    const logs = captureLogs();
    try {
      const result = await dealersLoaderData(
        broken.handle.db,
        new URL("http://x/dealers?lat=12.926&lon=77.623&product=weather-classic-max"),
      );
      expect(result.unavailable).toBe(true);
    } finally {
      logs.restore();
      await broken.cleanup();
    }
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text()).not.toMatch(/12\.926|77\.623/);
  });
});

describe(`the plan's paint on ${testDialect()}`, () => {
  it("lists only the shops that stock it, and says so", async () => {
    const found = await search("pin=560001&product=weather-classic-max");
    expect(found).toMatchObject({
      kind: "pin",
      paint: { slug: "weather-classic-max", name: "Weather Classic Max" },
      paintFilter: "only",
    });
    if (found.kind !== "pin") return;
    const codes = found.dealers.map((dealer) => dealer.code);
    // Koramangala and Whitefield would have to order it; MG Road and Indiranagar have it.
    expect(codes).toEqual(expect.arrayContaining(["KPD-BLR01", "KPD-BLR03", "KPD-BLR07"]));
    expect(codes).not.toContain("KPD-BLR02");
    expect(codes).not.toContain("KPD-BLR05");
    expect(found.dealers.every((dealer) => dealer.stocksPaint)).toBe(true);
  });

  it("lists every shop with all=1, marking those that stock it, and ignores an unknown paint", async () => {
    const all = await listed("pin=560001&product=weather-classic-max&all=1");
    expect(all.find((dealer) => dealer.code === "KPD-BLR02")?.stocksPaint).toBe(false);
    expect(all.find((dealer) => dealer.code === "KPD-BLR01")?.stocksPaint).toBe(true);
    expect(await search("pin=560001&product=no-such-paint")).toMatchObject({ paint: null });
  });

  it("filters a city's list too", async () => {
    const city = await listed("state=Karnataka&city=Bengaluru&product=weather-classic-max");
    expect(city.map((dealer) => dealer.code).sort()).toEqual(["KPD-BLR01", "KPD-BLR03"]);
  });
});
