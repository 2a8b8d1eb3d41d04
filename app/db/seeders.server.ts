import { seeders } from "./seed.server";
import { catalogueSeeder } from "./seeds/catalogue.server";
import { contentSeeder } from "./seeds/content.server";
import { investorDocumentsSeeder } from "./seeds/investor-documents.server";

/**
 * Registers every domain's sample-content seeder, once. Each domain adds one
 * line here when it gains tables (catalogue, documents, blog/news/FAQ).
 */
let registered = false;

export function registerSeeders(): void {
  if (registered) return;
  registered = true;
  seeders.push(catalogueSeeder, investorDocumentsSeeder, contentSeeder);
}
