import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { adminQuery, databaseUrl } from "./postgres-template";

/**
 * A fresh, migrated database for one test file. Data-layer tests are named
 * `*.db.test.ts`; `npm test` runs them twice: on SQLite, and on PostgreSQL with
 * TEST_DATABASE_URL pointing at a server where we may create databases.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection details, so a test can open a second handle (another "app server"). */
  options: { dataDir: string; databaseUrl?: string };
  cleanup(): Promise<void>;
}

export function testDialect(): "sqlite" | "postgres" {
  return process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
}

export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-test-"));
  if (!adminUrl) {
    const handle = openDatabase({ dataDir });
    if (migrate) await migrateToLatest(handle.db);
    return {
      handle,
      options: { dataDir },
      cleanup: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `kamo_test_${crypto.randomBytes(6).toString("hex")}`;
  // A copy of the database the run migrated once (tests/postgres-template.ts)
  // is already migrated; FILE_COPY was the quickest way to make one.
  const template = migrate ? inject("postgresTemplate") : undefined;
  await adminQuery(
    adminUrl,
    template
      ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`
      : `CREATE DATABASE ${name}`,
  );
  const url = databaseUrl(adminUrl, name);
  const handle = openDatabase({ dataDir, databaseUrl: url });
  if (migrate && !template) await migrateToLatest(handle.db);
  return {
    handle,
    options: { dataDir, databaseUrl: url },
    cleanup: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
