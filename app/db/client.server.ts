import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
import { getEnv } from "~/lib/env.server";
import { singleton } from "~/lib/singleton.server";
import type { DialectName } from "./dialect";
import type { Database } from "./schema";

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
}

/**
 * SQLite begins transactions DEFERRED by default: a transaction that reads and then
 * writes takes the write lock only at its first write, and if another process wrote
 * in between it fails at once with SQLITE_BUSY (the busy timeout cannot help, as
 * waiting would break isolation). BEGIN IMMEDIATE takes the write lock up front,
 * so a second writer (the CLI, a test, another process) waits its turn instead.
 * Plain reads outside transactions are unaffected.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Opens SQLite under dataDir, or PostgreSQL when a URL is given. */
export function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    // pg is loaded on the first query: a server on SQLite never loads it, and
    // its dozens of files are no part of every start (ADR 22).
    const pool = async () => {
      const { default: pg } = await import("pg");
      const created = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      // An idle client that loses its server must not crash the process.
      created.on("error", (error) =>
        console.error(`[db] idle PostgreSQL client error: ${error.message}`),
      );
      return created;
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
  const sqlite = new SQLite(file);
  // WAL lets page reads continue while a lead is written; the busy timeout makes
  // a second writer wait rather than fail.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", description: `SQLite ${file}`, close: () => db.destroy() };
}

/** The process-wide database, opened from the validated environment on first use. */
export function getDatabase(): DatabaseHandle {
  return singleton("database", () => {
    const env = getEnv();
    return openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
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
