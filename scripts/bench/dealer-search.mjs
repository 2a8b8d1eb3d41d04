// The dealer search against 10,000 dealers (issue 28: p99 under 50 ms on
// SQLite and on PostgreSQL; ADR 19). Generates 10,000 sample dealers with the
// committed generator, loads them into a throwaway SQLite database (and, when
// TEST_DATABASE_URL or DATABASE_URL is set, into a throwaway database created
// on that PostgreSQL server and dropped afterwards; the named database itself
// is never written), then times nearest-dealer searches around different PINs
// and city searches, one at a time, as the page's loader makes them.
// Prints p50 and p99; never asserts a time.
//
//   npx tsx scripts/bench/dealer-search.mjs [searches]     (default 1,000)
// From scripts/bench.mjs it runs as a child process (it needs tsx for app code).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { nowIso } from "~/db/dialect";
import { dealerColumns, dealersInCity, nearestDealers } from "~/dealers/dealer-store.server";
import { pinDirectory } from "~/places/pin-directory.server";
import { generateSampleDealers, seededRandom } from "~/dealers/sample-dealers.server";

const DEALERS = 10_000;
const searches = Number(process.argv[2] ?? 1_000);

const places = pinDirectory().places;
const dealers = generateSampleDealers(places, { count: DEALERS, seed: "kamo-bench-dealers" });

/** Search origins: PINs drawn at random from the whole directory, the same on every run. */
const random = seededRandom("kamo-bench-dealer-searches");
const origins = Array.from({ length: searches }, () => {
  const place = places[Math.floor(random() * places.length)];
  return place.point ?? place.districtCentre;
});
const cities = Array.from({ length: searches }, () => {
  const dealer = dealers[Math.floor(random() * dealers.length)];
  return [dealer.state, dealer.city];
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeEach(items, run) {
  // A few untimed rounds first: the first queries pay for statement preparation and cold pages.
  for (const item of items.slice(0, 20)) await run(item);
  const times = [];
  for (const item of items) {
    const start = performance.now();
    await run(item);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1) };
}

async function measure(handle, label) {
  await migrateToLatest(handle.db);
  const now = nowIso();
  const load = performance.now();
  await handle.db.transaction().execute(async (trx) => {
    for (let start = 0; start < dealers.length; start += 500)
      await trx
        .insertInto("dealers")
        .values(
          dealers
            .slice(start, start + 500)
            .map((dealer) => ({ ...dealerColumns(dealer, now), created_at: now })),
        )
        .execute();
  });
  const loadMs = performance.now() - load;
  let found = 0;
  const nearest = await timeEach(origins, async (origin) => {
    found += (await nearestDealers(handle.db, origin)).dealers.length;
  });
  const city = await timeEach(cities, ([state, name]) => dealersInCity(handle.db, state, name));
  const line = (what, r) =>
    `  ${what.padEnd(22)}p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, max ${r.maxMs.toFixed(1)} ms`;
  console.log(
    `\n# Dealer search, ${label}: ${DEALERS} dealers (loaded in ${(loadMs / 1000).toFixed(1)} s), ${searches} searches each, one at a time (target p99 < 50 ms)`,
  );
  console.log(line("nearest to a PIN", nearest));
  console.log(
    `  ${"".padEnd(22)}(${(found / (searches + 20)).toFixed(1)} dealers listed on average)`,
  );
  console.log(line("a city's dealers", city));
  return { nearest, city };
}

const results = {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-bench-dealers-"));
const sqlite = openDatabase({ dataDir });
try {
  results.sqlite = await measure(sqlite, "SQLite");
} finally {
  await sqlite.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (serverUrl) {
  const name = `kamo_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
  try {
    results.postgres = await measure(postgres, "PostgreSQL");
  } finally {
    await postgres.close();
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  }
} else {
  console.log("\n# Dealer search, PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)");
}

if (process.env.BENCH_DEALERS_JSON)
  fs.writeFileSync(process.env.BENCH_DEALERS_JSON, JSON.stringify(results));
