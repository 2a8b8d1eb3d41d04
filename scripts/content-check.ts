// `npm run content:check`: every outside address (web link or mail address) in
// the content files and in the database's content tables, grouped by where it
// is, so the company can see what to replace before going live (issue 26;
// README, "Editing content"). Addresses that can never work (names reserved
// for examples, ids a platform cannot have issued) are marked ✗ and make the
// command exit 1.
//
//   npm run content:check              the content files and the database the
//                                      server uses (DATA_DIR or DATABASE_URL)
//   npm run content:check -- --sample  the content files and a throwaway
//                                      database holding only the sample content
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDatabase, openDatabase, type DatabaseHandle } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedSampleContent } from "~/db/seed.server";
import {
  addressesInContentFiles,
  addressesInDatabase,
  formatReport,
  type ContentAddress,
} from "~/shell/content-addresses.server";
import { sampleContentSeeders } from "~/shell/seeders.server";
import { runMain } from "./run-main";

const usage = "usage: npm run content:check [-- --sample]";

async function sampleDatabase(): Promise<DatabaseHandle & { folder: string }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-content-check-"));
  const handle = openDatabase({ dataDir: folder });
  await migrateToLatest(handle.db);
  await seedSampleContent(handle.db, sampleContentSeeders);
  return { ...handle, folder };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== "--sample")) {
    console.error(usage);
    process.exit(2);
  }
  const sample = args.includes("--sample");
  const files = addressesInContentFiles();
  console.log(formatReport("Content files", files));

  const database: DatabaseHandle & { folder?: string } = sample
    ? await sampleDatabase()
    : getDatabase();
  let rows: ContentAddress[];
  try {
    rows = await addressesInDatabase(database.db);
  } finally {
    await database.close();
    if (database.folder) fs.rmSync(database.folder, { recursive: true, force: true });
  }
  const title = sample ? "Database (sample content only)" : `Database (${database.description})`;
  console.log(`\n${formatReport(title, rows)}`);
  if (!sample && rows.length === 0)
    console.log("  (no content tables or no content yet: `npm run db:seed`, or add --sample)");

  const broken = [...files, ...rows].filter((entry) => entry.problem);
  console.log(
    broken.length === 0
      ? "\nEvery address may work. Replace the sample ones with the company's own before going live."
      : `\n✗ ${broken.length} place(s) hold an address that leads nowhere (marked ✗ above).`,
  );
  if (broken.length > 0) process.exitCode = 1;
}

runMain(main);
