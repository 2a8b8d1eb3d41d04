import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import { getEnv } from "~/lib/env.server";
import { watchPool } from "~/lib/metrics/registry.server";
import { singleton } from "~/lib/singleton.server";
import type { DialectName } from "./dialect";
import { observeQuery } from "./query-metrics.server";
import type { Database } from "./schema";
import { LockAwareSqliteDialect } from "./sqlite-driver.server";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("db");

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: DialectName;
  /** Where the data lives, for log lines (never includes a password). */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Times every statement for the metrics (kamo_db_query_duration_seconds), when they are on. */
  timeQueries?: boolean;
}

/** Opens SQLite under dataDir, or PostgreSQL when a URL is given. */
export function openDatabase({
  dataDir,
  databaseUrl,
  timeQueries = false,
}: DatabaseOptions): DatabaseHandle {
  const queryLog = timeQueries ? { log: observeQuery } : {};
  if (databaseUrl) {
    // pg is loaded on the first query: a server on SQLite never loads it, and
    // its dozens of files are no part of every start (ADR 22).
    const pool = async () => {
      const { default: pg } = await import("pg");
      const created = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      // An idle client that loses its server must not crash the process.
      created.on("error", (error) => log.error({ err: error }, "idle PostgreSQL client error"));
      // Nor may one in use: the pool listens only while a client is idle, and
      // a client that loses its server while checked out (a query running, a
      // transaction open) emits "error" with nobody listening, which ended the
      // process. Its query fails with the error anyway, and the pool drops it.
      created.on("connect", (client) =>
        client.on("error", (error) => log.error({ err: error }, "PostgreSQL connection lost")),
      );
      // Connections in use, idle and waited for, read when metrics are scraped.
      watchPool(created);
      return created;
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog });
    const url = new URL(databaseUrl);
    return {
      db,
      dialect: "postgres",
      description: `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`,
      close: () => db.destroy(),
    };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "site.db");
  // WAL, a reader and a writer connection, transactions that begin IMMEDIATE,
  // and a wait for the write lock that never blocks the event loop (ADR 35).
  const db = new Kysely<Database>({ dialect: new LockAwareSqliteDialect(file), ...queryLog });
  return { db, dialect: "sqlite", description: `SQLite ${file}`, close: () => db.destroy() };
}

/** The process-wide database, opened from the validated environment on first use. */
export function getDatabase(): DatabaseHandle {
  return singleton("database", () => {
    const env = getEnv();
    return openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      timeQueries: env.METRICS_PORT !== undefined,
    });
  });
}

/** Shorthand for query modules: the Kysely instance of the process-wide database. */
export function db(): DB {
  return getDatabase().db;
}

/** True when the database answers a trivial query (used by /healthz). */
export async function isDatabaseReachable(
  handle: DatabaseHandle = getDatabase(),
): Promise<boolean> {
  try {
    await sql`select 1`.execute(handle.db);
    return true;
  } catch {
    return false;
  }
}
