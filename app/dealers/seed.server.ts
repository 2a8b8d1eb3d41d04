import type { Seeder } from "~/db/seed.server";
import { nowIso } from "~/db/dialect";
import { dealerCodesTaken, insertDealers } from "./dealer-store.server";
import { pinDirectory } from "~/places/pin-directory.server";
import {
  DEFAULT_SAMPLE_COUNT,
  DEFAULT_SAMPLE_SEED,
  generateSampleDealers,
} from "./sample-dealers.server";
import { LOCALITY_SAMPLE_DEALERS } from "./sample-localities";

/**
 * The 4,200 sample dealers, made by the same seeded generator as the
 * committed sample-dealers.csv (so the database and the file hold the same
 * shops) rather than read from it: the server bundle then carries no 1 MB CSV.
 */
export const dealersSeeder: Seeder = {
  name: "dealers",
  async seed(db) {
    const dealers = generateSampleDealers(pinDirectory().places, {
      count: DEFAULT_SAMPLE_COUNT,
      seed: DEFAULT_SAMPLE_SEED,
    });
    await insertDealers(db, dealers, nowIso());
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
    const taken = await dealerCodesTaken(
      db,
      LOCALITY_SAMPLE_DEALERS.map((dealer) => dealer.code),
    );
    const fresh = LOCALITY_SAMPLE_DEALERS.filter((dealer) => !taken.has(dealer.code));
    await insertDealers(db, fresh, nowIso());
  },
};
