import { seeders } from "~/db/seed.server";
import { catalogueSeeder } from "~/catalogue/seed.server";
import { contentSeeder } from "~/editorial/seed.server";
import { investorDocumentsSeeder } from "~/investors/seed.server";

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
