import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import { migrateToLatest } from "./migrate.server";
import { migrations } from "./migrations";
import { seedSampleContent, type Seeder } from "./seed.server";

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

describe(`migrations and seeding on ${testDialect()}`, () => {
  it("applies every migration once and is a no-op the second time", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const first = await migrateToLatest(testDb.handle.db);
    expect(first).toEqual(Object.keys(migrations));
    const second = await migrateToLatest(testDb.handle.db);
    expect(second).toEqual([]);
  });

  it("runs each seeder once, and rolls back a seeder that fails half-way", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    let runs = 0;
    const good: Seeder = {
      name: "good",
      seed: async (trx) => {
        runs++;
        await trx
          .insertInto("app_meta")
          .values({ key: "sample", value: "x", updated_at: "2026-01-01" })
          .execute();
      },
    };
    const bad: Seeder = {
      name: "bad",
      seed: async (trx) => {
        await trx
          .insertInto("app_meta")
          .values({ key: "half", value: "x", updated_at: "2026-01-01" })
          .execute();
        throw new Error("disk full");
      },
    };
    expect(await seedSampleContent(db, [good])).toEqual(["good"]);
    expect(await seedSampleContent(db, [good])).toEqual([]);
    expect(runs).toBe(1);
    await expect(seedSampleContent(db, [bad])).rejects.toThrow("disk full");
    const half = await db
      .selectFrom("app_meta")
      .select("key")
      .where("key", "in", ["half", "seeded:bad"])
      .execute();
    expect(half).toEqual([]);
  });

  it("answers a trivial query", async () => {
    testDb = await createTestDatabase();
    const result = await sql<{ one: number }>`select 1 as one`.execute(testDb.handle.db);
    expect(Number(result.rows[0]?.one)).toBe(1);
  });
});
