import { Migrator, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import type { Database } from "~/db/schema";
import { migrations } from "~/db/migrations";
import { rowToDealer } from "./dealer-store.server";
import { haversineKm } from "~/places/geo";
import { paintsOfRanges } from "./paints";
import { pinDirectory } from "~/places/pin-directory.server";

/**
 * Migration 0017 (issue 42): each dealer gets where its point comes from and
 * the paints it stocks. Rows written before it are judged from their PIN:
 * a shop standing on a point GeoNames gives to many PINs (or a district's
 * centre, or a PIN point since checked by hand to be elsewhere) was placed
 * there from its PIN, not where it is, so it is moved to the PIN's best centre
 * and marked as a fallback; any other point was someone's and is kept.
 */

const MIGRATION = "0017_dealer_locations";
const before = Object.keys(migrations)[Object.keys(migrations).indexOf(MIGRATION) - 1]!;

let test: TestDatabase;
const db = () => test.handle.db as Kysely<Database>;
const migrator = () =>
  new Migrator({ db: test.handle.db, provider: { getMigrations: async () => migrations } });

const now = "2026-11-26T00:00:00.000Z";
/** A dealer row as migration 0010 stored it, without the columns 0017 adds. */
const oldRow = (code: string, pin: string, at: { lat: number; lon: number }, products: string) => ({
  code,
  name: `Shop ${code}`,
  contact_person: "Asha Verma",
  phone: "9812345678",
  whatsapp: 1,
  address: "1, Main Road",
  locality: "",
  city: "Somewhere",
  district: "Somewhere",
  state: "Karnataka",
  pin,
  lat: at.lat,
  lon: at.lon,
  hours: "Mon-Sat 09:30-20:30; Sun closed",
  products,
  active: 1,
  created_at: now,
  updated_at: now,
});

beforeAll(async () => {
  test = await createTestDatabase({ migrate: false });
  expect(MIGRATION in migrations).toBe(true);
  expect((await migrator().migrateTo(before)).error).toBeUndefined();
  await db()
    .insertInto("dealers")
    .values([
      // Issue 42's shop: an Anekal sample placed (jittered) on the point 106 Bengaluru PINs share.
      oldRow(
        "KPD-01396",
        "562106",
        { lat: 13.22491, lon: 77.5728 },
        "exterior-range; interior-range; distemper-range",
      ),
      // Koramangala: GeoNames' own point for 560034 is 37 km from Koramangala.
      oldRow("KPD-OLD02", "560034", { lat: 13.2601, lon: 77.6625 }, "interior-range"),
      // Typed by staff 10 km from the shared point: the shop's own, kept.
      oldRow("KPD-OLD03", "560002", { lat: 13.14, lon: 77.55 }, "exterior-range"),
      // A PIN with a good point of its own: whatever was typed is kept.
      {
        ...oldRow("KPD-OLD04", "226010", { lat: 26.86001, lon: 80.99 }, "dual-paints-series"),
        state: "Uttar Pradesh",
      },
    ])
    .execute();
  expect((await migrator().migrateTo(MIGRATION)).error).toBeUndefined();
}, 120_000);
afterAll(async () => {
  await test.cleanup();
});

const dealer = async (code: string) =>
  rowToDealer(
    await db().selectFrom("dealers").selectAll().where("code", "=", code).executeTakeFirstOrThrow(),
  );

describe(`migration 0017 on ${testDialect()}`, () => {
  it("moves a shop that stood on a shared PIN estimate to its PIN's centre, marked as a fallback", async () => {
    const anekal = await dealer("KPD-01396");
    expect(anekal.locationSource).toBe("pin");
    expect(anekal).toMatchObject({ lat: 12.7167, lon: 77.7 });
    const koramangala = await dealer("KPD-OLD02");
    expect(koramangala.locationSource).toBe("pin");
    expect(haversineKm(koramangala, { lat: 12.9259, lon: 77.6229 })).toBeLessThan(0.01);
  });

  it("keeps a point someone gave as the shop's own", async () => {
    expect(await dealer("KPD-OLD03")).toMatchObject({
      locationSource: "exact",
      lat: 13.14,
      lon: 77.55,
    });
    expect(await dealer("KPD-OLD04")).toMatchObject({
      locationSource: "exact",
      lat: 26.86001,
      lon: 80.99,
    });
  });

  it("lists the paints of the ranges each shop stocked", async () => {
    expect((await dealer("KPD-01396")).paints).toEqual(
      paintsOfRanges(["exterior-range", "interior-range", "distemper-range"]),
    );
    expect((await dealer("KPD-OLD04")).paints).toEqual([
      "kamodual-luxury-emulsion",
      "kamodual-premium-emulsion",
      "kamodual-gold-emulsion",
    ]);
  });

  it("moved the shop to where the PIN directory now puts its PIN", () => {
    // The migration carries its own copy of the points; they agree today.
    expect(pinDirectory().find("562106")!.point).toEqual({ lat: 12.7167, lon: 77.7 });
  });

  it("goes down and up again", async () => {
    const down = await migrator().migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);
    const columns = (await test.handle.db.introspection.getTables())
      .find((table) => table.name === "dealers")!
      .columns.map((column) => column.name);
    expect(columns).not.toContain("location_source");
    expect(columns).not.toContain("paints");
    expect((await migrator().migrateTo(MIGRATION)).error).toBeUndefined();
    expect((await dealer("KPD-01396")).locationSource).toBe("pin");
  });
});
