// `npm run db:migrate` and `npm run db:seed`: bring the database up to date, or
// also seed the sample content, without starting the server (for a deploy step,
// or to look at a fresh database). Uses the same environment as the server:
// SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
//
//   migrate   apply the migrations not yet applied
//   seed      migrate, then run each sample-content seeder that has not run on
//             this database (whatever SEED_SAMPLE_CONTENT says: asking is enough)
//   backup <file>    (SQLite) a consistent copy while the site runs, with the
//                    local uploads folder, in one file (app/db/backup.server.ts)
//   restore <file>   (SQLite) check a backup and put it in place of DATA_DIR's
//                    database and uploads; refused while a server runs there
import path from "node:path";
import { backupSqlite, restoreSqlite } from "~/db/backup.server";
import { getEnv, type Env } from "~/lib/env.server";
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedSampleContent } from "~/db/seed.server";
import { registerSeeders } from "~/shell/seeders.server";
import { runMain } from "./run-main";

const usage =
  "usage: npm run db:migrate | npm run db:seed | npm run db:backup -- <file> | npm run db:restore -- <file>";

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command === "backup" || command === "restore")
    return backupOrRestore(command, process.argv[3]);
  if (command !== "migrate" && command !== "seed") {
    console.error(usage);
    process.exit(2);
  }
  const database = getDatabase();
  try {
    const migrated = await migrateToLatest(database.db);
    console.log(
      migrated.length > 0
        ? `[db] ${database.description}: applied migrations ${migrated.join(", ")}`
        : `[db] ${database.description}: schema already up to date`,
    );
    if (command === "seed") {
      registerSeeders();
      const seeded = await seedSampleContent(database.db);
      console.log(
        seeded.length > 0
          ? `[db] seeded sample content: ${seeded.join(", ")}`
          : "[db] sample content already seeded",
      );
    }
  } finally {
    await database.close();
  }
}

async function backupOrRestore(command: "backup" | "restore", file: string | undefined) {
  if (!file) {
    console.error(usage);
    process.exit(2);
  }
  // npm runs scripts in the project's folder; a relative name means the caller's.
  file = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const env = getEnv();
  if (env.DATABASE_URL) {
    console.error(
      `[db] ${command} is for SQLite; on PostgreSQL use pg_dump and pg_restore (docs/operations/backups.md)`,
    );
    process.exit(2);
  }
  if (command === "backup") {
    const done = await backupSqlite({
      database: path.join(env.DATA_DIR, "site.db"),
      uploads: localUploads(env) ? path.join(env.DATA_DIR, "uploads") : undefined,
      target: file,
    });
    console.log(
      `[db] backup ${done.file}: ${done.bytes} bytes, ${done.migrations.length} migrations, ` +
        (localUploads(env) ? `${done.files} uploaded files` : "uploads are in S3 (not copied)"),
    );
    if (!env.DATA_KEYS)
      console.log(
        `[db] keep ${path.join(env.DATA_DIR, "data-keys")} apart from the backup: without it the sealed fields cannot be read`,
      );
    return;
  }
  const done = restoreSqlite({
    backup: file,
    dataDir: env.DATA_DIR,
    localUploads: localUploads(env),
  });
  console.log(
    `[db] restored ${done.database} (${done.migrations.length} migrations, ${done.files} uploaded files)` +
      (done.keptAside.length > 0 ? `; what was there is kept as ${done.keptAside.join(", ")}` : ""),
  );
}

function localUploads(env: Env): boolean {
  return !env.STORAGE_S3_ENDPOINT;
}

runMain(main);
