import { afterAll, beforeAll, expect, test } from "vitest";
import { getCatalogueSubCategory } from "~/catalogue/catalogue.server";
import { seedCatalogue } from "~/catalogue/seed.server";
import { createTestDatabase, type TestDatabase } from "../../tests/db-utils";
import { company } from "./company";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.handle.db);
});
afterAll(() => t.cleanup());

// Issue 26: the "Other Products" tile (primers, putty) opens the catalogue's
// Primers & Putty page, whose id the sample catalogue gives it.
test("the Other Products tile opens the catalogue's Primers & Putty page", async () => {
  const tile = company.ranges.find((range) => range.name === "Other Products");
  const id = /^\/Product\/(\d+)$/.exec(tile?.href ?? "")?.[1];
  expect(id, "a catalogue page").toBeDefined();
  const page = await getCatalogueSubCategory(Number(id), {
    erp: null,
    database: () => t.handle.db,
  });
  expect(page?.name).toBe("Primers & Putty");
});
