// `npm run db:migrate` and `npm run db:seed`: bring the database up to date, or
// also seed the sample content, without starting the server (for a deploy step,
// or to look at a fresh database). Uses the same environment as the server:
// SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
//
//   migrate   apply the migrations not yet applied
//   seed      migrate, then run each sample-content seeder that has not run on
//             this database (whatever SEED_SAMPLE_CONTENT says: asking is enough)
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedSampleContent } from "~/db/seed.server";
import { registerSeeders } from "~/shell/seeders.server";
import { runMain } from "./run-main";

const usage = "usage: npm run db:migrate | npm run db:seed   (tsx scripts/db.ts migrate|seed)";

async function main(): Promise<void> {
  const command = process.argv[2];
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

runMain(main);
