import { Migrator, type MigrationProvider } from "kysely";
import type { DB } from "./client.server";
import { dialectOf } from "./dialect";
import { migrations } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. On PostgreSQL, Kysely takes an advisory lock,
 * so several servers may start together. On SQLite its lock is a no-op: a
 * second process (say `npm run leads` while the server starts) can read the
 * migration table just before the first commits and then fail with "already
 * exists". Each migration runs in a transaction, so nothing is half-applied; we
 * simply look again.
 */
export async function migrateToLatest(db: DB, attempts = 5): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      const retryable = dialectOf(db) === "sqlite" && attempt < attempts;
      if (!retryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function migrateOnce(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
