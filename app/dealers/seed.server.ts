import type { Seeder } from "~/db/seed.server";
import { nowIso } from "~/db/dialect";
import { dealerColumns } from "./dealer-store.server";
import { pinDirectory } from "./pin-directory.server";
import {
  DEFAULT_SAMPLE_COUNT,
  DEFAULT_SAMPLE_SEED,
  generateSampleDealers,
} from "./sample-dealers.server";

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
