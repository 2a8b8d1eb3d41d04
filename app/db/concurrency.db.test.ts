import path from "node:path";
import SQLite from "better-sqlite3";
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

  // Only SQLite has the problem: PostgreSQL locks rows, not the whole database.
  it.runIf(testDialect() === "sqlite")(
    "a transaction holds the write lock from its start, so read-then-write cannot fail half-way",
    async () => {
      testDb = await createTestDatabase();
      // Another process on the same file (the staff CLI, a second server): with no
      // busy timeout it reports at once whether it could write.
      const other = new SQLite(path.join(testDb.options.dataDir, "site.db"));
      other.pragma("busy_timeout = 0");
      const otherWrite = () =>
        other
          .prepare("insert into app_meta (key, value, updated_at) values (?, 'x', 'now')")
          .run(`other-${Math.random()}`);
      try {
        await testDb.handle.db.transaction().execute(async (trx) => {
          await sql`select count(*) from app_meta`.execute(trx);
          // With a DEFERRED begin this write would succeed and ours below would
          // then fail with SQLITE_BUSY; with IMMEDIATE the other writer waits.
          expect(otherWrite).toThrow(/locked|busy/i);
          await sql`insert into app_meta (key, value, updated_at) values ('ours', 'y', 'now')`.execute(
            trx,
          );
        });
        const ours = other.prepare("select value from app_meta where key = 'ours'").get();
        expect(ours).toEqual({ value: "y" });
        expect(otherWrite).not.toThrow();
      } finally {
        other.close();
      }
    },
  );
});
