import { afterAll, beforeAll, expect, test } from "vitest";
import { seedSampleContent } from "~/db/seed.server";
import { createTestDatabase, type TestDatabase } from "../../tests/db-utils";
import { leadingNowhere, stalePendingEntries } from "../../tests/pending-sample-addresses";
import { addressesInDatabase } from "./content-addresses.server";
import { sampleContentSeeders } from "./seeders.server";

/**
 * Issue 26, "Sample addresses": the sample content every new site starts with
 * (documents, news, blog, FAQ, catalogue) links nowhere that cannot work.
 * Slow: it seeds the whole sample, drawing every sample PDF once.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedSampleContent(t.handle.db, sampleContentSeeders);
}, 120_000);
afterAll(() => t.cleanup());

test("the sample database holds no address that leads nowhere", async () => {
  const found = await addressesInDatabase(t.handle.db);
  // The sample filings cite the exchanges: the scan reads what was seeded.
  expect(found.some((entry) => entry.address.value.startsWith("https://www.bseindia.com/"))).toBe(
    true,
  );
  expect(leadingNowhere(found)).toEqual([]);
  const values = found.map((entry) => entry.address.value);
  expect(stalePendingEntries("database", values)).toEqual([]);
});
