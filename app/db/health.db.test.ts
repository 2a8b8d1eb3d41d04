import path from "node:path";
import SQLite from "better-sqlite3";
import { sql, type KyselyPlugin } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import { captureLogs, type CapturedLogs } from "../../tests/log-capture";
import { adminQuery } from "../../tests/postgres-template";
import { createHealthCheck } from "./health.server";

/**
 * What /healthz reports (ADR 35), caused for real on each database: writes
 * that fail while reads work (a read-only database: SQLite's writer set
 * read-only as a read-only remount makes it, PostgreSQL's
 * default_transaction_read_only), a write lock held by another connection
 * (SQLite), and many checks at once.
 */
let testDb: TestDatabase | undefined;
let logs: CapturedLogs | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  logs?.restore();
  logs = undefined;
  await testDb?.cleanup();
  testDb = undefined;
});

/** Makes every write of the database fail, or work again, while reads go on. */
async function setReadOnly(db: TestDatabase, readOnly: boolean): Promise<void> {
  if (testDialect() === "sqlite") {
    // The writer connection (PRAGMAs go to it): writes fail with SQLITE_READONLY.
    await sql.raw(`pragma query_only = ${readOnly ? "on" : "off"}`).execute(db.handle.db);
    return;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = new URL(db.options.databaseUrl!).pathname.slice(1);
  await adminQuery(
    adminUrl,
    readOnly
      ? `ALTER DATABASE ${name} SET default_transaction_read_only = on`
      : `ALTER DATABASE ${name} RESET default_transaction_read_only`,
  );
  // Open connections keep their setting; new ones take the database's.
  await adminQuery(
    adminUrl,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  );
  // The pool drops its idle connections as it hears they were ended.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe(`/healthz's check on ${testDialect()}`, () => {
  it("answers 200 when the database reads and writes", async () => {
    testDb = await createTestDatabase();
    expect(await createHealthCheck(testDb.handle).check()).toEqual({ status: 200, body: "ok\n" });
  });

  it("answers 503 while every write fails though reads work, and 200 once writes work again", async () => {
    testDb = await createTestDatabase();
    const captured = (logs = captureLogs());
    let clock = 0;
    const health = createHealthCheck(testDb.handle, { now: () => clock, probeWaitMs: 5_000 });
    expect((await health.check()).status).toBe(200);
    await setReadOnly(testDb, true);
    clock += 2_000;
    // Reads still work.
    await expect(sql`select 1`.execute(testDb.handle.db)).resolves.toBeDefined();
    const failing = await health.check();
    expect(failing).toEqual({ status: 503, body: "database writes failing\n" });
    // Said once in the log, with the reason; not in the public answer.
    const failingLines = captured.lines.filter((line) => line.msg === "database writes failing");
    expect(failingLines).toHaveLength(1);
    expect(JSON.stringify(failingLines[0]!.err)).toMatch(/read/i);
    await setReadOnly(testDb, false);
    clock += 2_000;
    expect(await health.check()).toEqual({ status: 200, body: "ok\n" });
  });

  it("probes writes once for many checks at once, and reuses the answer for its time", async () => {
    testDb = await createTestDatabase();
    let writes = 0;
    const counter: KyselyPlugin = {
      transformQuery(args) {
        if (args.node.kind === "InsertQueryNode") writes++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    let clock = 0;
    const health = createHealthCheck(
      { ...testDb.handle, db: testDb.handle.db.withPlugin(counter) },
      { now: () => clock, probeTtlMs: 2_000, probeWaitMs: 5_000 },
    );
    const reports = await Promise.all(Array.from({ length: 20 }, () => health.check()));
    expect(reports.every((r) => r.status === 200)).toBe(true);
    expect(writes).toBe(1);
    clock += 1_500;
    await Promise.all(Array.from({ length: 5 }, () => health.check()));
    expect(writes).toBe(1);
    clock += 1_000;
    await Promise.all(Array.from({ length: 5 }, () => health.check()));
    expect(writes).toBe(2);
  });

  it.runIf(testDialect() === "sqlite")(
    "answers at once while another process holds the write lock: 200 saying so, 503 once it has lasted past the grace",
    async () => {
      testDb = await createTestDatabase();
      let clock = 0;
      const health = createHealthCheck(testDb.handle, {
        now: () => clock,
        probeWaitMs: 100,
        busyGraceMs: 30_000,
      });
      const other = new SQLite(path.join(testDb.options.dataDir, "site.db"));
      try {
        other.exec("begin immediate");
        const started = performance.now();
        // The probe waits for the lock (about a second); /healthz does not.
        expect((await health.check()).status).toBe(200);
        expect(performance.now() - started).toBeLessThan(500);
        await vi.waitFor(
          async () => {
            clock += 2_000;
            expect((await health.check()).body).toMatch(/waiting for a lock/);
          },
          { timeout: 5_000, interval: 200 },
        );
        const waitingSince = clock;
        clock = waitingSince + 31_000;
        await vi.waitFor(
          async () => {
            const report = await health.check();
            expect(report.status).toBe(503);
            expect(report.body).toMatch(/blocked by a lock/);
          },
          { timeout: 5_000, interval: 200 },
        );
      } finally {
        if (other.inTransaction) other.exec("commit");
        other.close();
      }
      clock += 2_000;
      await vi.waitFor(
        async () => expect(await health.check()).toEqual({ status: 200, body: "ok\n" }),
        {
          timeout: 5_000,
          interval: 100,
        },
      );
    },
  );
});
