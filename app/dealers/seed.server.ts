import type { Seeder } from "~/db/seed.server";
import { nowIso } from "~/db/dialect";
import { dealerColumns } from "./dealer-store.server";
import { pinDirectory } from "./pin-directory.server";
import {
  DEFAULT_SAMPLE_COUNT,
  DEFAULT_SAMPLE_SEED,
  generateSampleDealers,
} from "./sample-dealers.server";
import { LOCALITY_SAMPLE_DEALERS } from "./sample-localities";

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 19 columns a row. */
const BATCH = 500;

/**
 * The 4,200 sample dealers, made by the same seeded generator as the
 * committed sample-dealers.csv (so the database and the file hold the same
 * shops) rather than read from it: the server bundle then carries no 1 MB CSV.
 */
export const dealersSeeder: Seeder = {
  name: "dealers",
  async seed(db) {
    const now = nowIso();
    const dealers = generateSampleDealers(pinDirectory().places, {
      count: DEFAULT_SAMPLE_COUNT,
      seed: DEFAULT_SAMPLE_SEED,
    });
    for (let start = 0; start < dealers.length; start += BATCH)
      await db
        .insertInto("dealers")
        .values(
          dealers
            .slice(start, start + BATCH)
            .map((dealer) => ({ ...dealerColumns(dealer, now), created_at: now })),
        )
        .execute();
  },
};

/**
 * The hand-placed shops of Bengaluru and Mumbai (issue 42, sample-localities.ts):
 * a seeder of their own, so a database seeded before them gets them too.
 * A code already taken (staff may have used one) is left as it is.
 */
export const localityDealersSeeder: Seeder = {
  name: "dealers-localities",
  async seed(db) {
    const now = nowIso();
    const taken = new Set(
      (
        await db
          .selectFrom("dealers")
          .select("code")
          .where(
            "code",
            "in",
            LOCALITY_SAMPLE_DEALERS.map((dealer) => dealer.code),
          )
          .execute()
      ).map((row) => row.code),
    );
    const fresh = LOCALITY_SAMPLE_DEALERS.filter((dealer) => !taken.has(dealer.code));
    if (fresh.length === 0) return;
    await db
      .insertInto("dealers")
      .values(fresh.map((dealer) => ({ ...dealerColumns(dealer, now), created_at: now })))
      .execute();
  },
};
