import { seeders, type Seeder } from "~/db/seed.server";

/**
 * Registers every domain's sample-content seeder, once. Each domain adds one
 * line here when it gains tables (catalogue, documents, blog/news/FAQ).
 *
 * A seeder's module is loaded only when its sample content is missing: the
 * investor documents' draws sample PDFs with pdf-lib, which every start would
 * otherwise load to find the database seeded already (ADR 22). The name here
 * must be the module's seeder's name, the key that records it has run.
 */
const lazySeeder = (name: string, load: () => Promise<Seeder>): Seeder => ({
  name,
  async seed(db) {
    const seeder = await load();
    if (seeder.name !== name)
      throw new Error(`seeder "${seeder.name}" is registered as "${name}" (app/shell)`);
    await seeder.seed(db);
  },
});

export const sampleContentSeeders: Seeder[] = [
  lazySeeder("catalogue", async () => (await import("~/catalogue/seed.server")).catalogueSeeder),
  lazySeeder(
    "investor-documents",
    async () => (await import("~/investors/documents/seed.server")).investorDocumentsSeeder,
  ),
  // After the documents, which past events link to.
  lazySeeder(
    "investor-calendar",
    async () => (await import("~/investors/calendar/store.server")).calendarSeeder,
  ),
  lazySeeder("blog-news-faq", async () => (await import("~/editorial/seed.server")).contentSeeder),
  // After the English samples it translates, which it finds by their titles.
  lazySeeder(
    "blog-news-faq-hi",
    async () => (await import("~/editorial/seed-hi.server")).contentHindiSeeder,
  ),
  lazySeeder("dealers", async () => (await import("~/dealers/seed.server")).dealersSeeder),
  // Issue 42: Bengaluru's and Mumbai's hand-placed shops, for databases seeded before them too.
  lazySeeder(
    "dealers-localities",
    async () => (await import("~/dealers/seed.server")).localityDealersSeeder,
  ),
  lazySeeder(
    "visit-areas",
    async () => (await import("~/leads/booking/seed.server")).visitAreasSeeder,
  ),
];

let registered = false;

export function registerSeeders(): void {
  if (registered) return;
  registered = true;
  seeders.push(...sampleContentSeeders);
}
