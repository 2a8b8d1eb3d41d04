import { spawnSync } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "~/db/migrations";
import { sampleContentSeeders } from "~/shell/seeders.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../tests/db-utils";

const root = path.resolve(import.meta.dirname, "..");

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

/** Runs `tsx scripts/db.ts <command>` as `npm run db:<command>` does, against the test database. */
function runCli(command: string, options: TestDatabase["options"]) {
  return spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/catalogues/register.mjs", "scripts/db.ts", command],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: options.dataDir,
        // Empty means "not set": the child must not inherit a PostgreSQL URL on the SQLite run.
        DATABASE_URL: options.databaseUrl ?? "",
      },
      encoding: "utf8",
      timeout: 180_000,
    },
  );
}

async function count(db: TestDatabase["handle"]["db"], table: string): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n);
}

describe(`npm run db:migrate and db:seed on ${testDialect()}`, () => {
  // Each run starts a process through tsx: seconds apiece, a minute or more on a
  // machine busy with other test runs.
  it(
    "migrates an empty database, then seeds it, without a server",
    { timeout: 360_000 },
    async () => {
      testDb = await createTestDatabase({ migrate: false });
      const { db } = testDb.handle;

      const migrate = runCli("migrate", testDb.options);
      expect(migrate.stderr).toBe("");
      expect(migrate.status).toBe(0);
      expect(migrate.stdout).toContain(`applied migrations ${Object.keys(migrations).join(", ")}`);
      expect(await count(db, "kysely_migration")).toBe(Object.keys(migrations).length);
      // Tables exist, and migrating leaves them empty of sample content.
      expect(await count(db, "catalogue_products")).toBe(0);
      expect(await count(db, "documents")).toBe(0);

      const seed = runCli("seed", testDb.options);
      expect(seed.stderr).toBe("");
      expect(seed.status).toBe(0);
      expect(seed.stdout).toContain("schema already up to date");
      expect(seed.stdout).toContain(
        `seeded sample content: ${sampleContentSeeders.map((seeder) => seeder.name).join(", ")}`,
      );
      expect(await count(db, "catalogue_products")).toBeGreaterThan(0);
      expect(await count(db, "documents")).toBeGreaterThan(0);
      expect(await count(db, "blog_posts")).toBeGreaterThan(0);
      // The company has over 4,000 dealers; the sample has as many (issue 28).
      expect(await count(db, "dealers")).toBeGreaterThanOrEqual(4000);
    },
  );
});
