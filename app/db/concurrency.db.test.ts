import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import { isDatabaseReachable, openDatabase } from "./client.server";
import { migrateToLatest } from "./migrate.server";
import { migrations } from "./migrations";

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

describe(`several app servers on one ${testDialect()} database`, () => {
  // PostgreSQL is the multi-server set-up (README: stateless servers + PostgreSQL);
  // on SQLite a second process (the leads CLI) can race the server the same way.
  it("migrate concurrently: both succeed and each migration is applied exactly once", async () => {
    testDb = await createTestDatabase({ migrate: false });
    // A second handle with its own connections, as a second server process would have.
    const second = openDatabase(testDb.options);
    try {
      const [a, b] = await Promise.all([
        migrateToLatest(testDb.handle.db),
        migrateToLatest(second.db),
      ]);
      expect([...a, ...b].sort()).toEqual(Object.keys(migrations).sort());
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
        second.db,
      );
      expect(applied.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    } finally {
      await second.close();
    }
  });

  it("reports the database reachable, and unreachable once closed", async () => {
    testDb = await createTestDatabase();
    const other = openDatabase(testDb.options);
    expect(await isDatabaseReachable(other)).toBe(true);
    await other.close();
    expect(await isDatabaseReachable(other)).toBe(false);
  });
});
