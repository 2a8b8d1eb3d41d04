import type { DB } from "./client.server";
import { nowIso } from "./dialect";
import { claimMeta, readMeta } from "./meta.server";

/**
 * A domain's sample content. Each seeder runs once per database: its name is
 * recorded in app_meta in the same transaction as its rows, so a crash half-way
 * leaves nothing behind and two servers starting together seed once.
 */
export interface Seeder {
  name: string;
  seed(db: DB): Promise<void>;
}

/** Registered seeders, in order. Domains append theirs here. */
export const seeders: Seeder[] = [];

export async function seedSampleContent(db: DB, list: Seeder[] = seeders): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of list) {
    const key = `seeded:${seeder.name}`;
    if ((await readMeta(db, key)) !== undefined) continue;
    try {
      await db.transaction().execute(async (trx) => {
        // Claim first: a concurrent server inserting the same key waits, then fails here.
        await claimMeta(trx, key, "1", nowIso());
        await seeder.seed(trx);
      });
      ran.push(seeder.name);
    } catch (error) {
      if ((await readMeta(db, key)) !== undefined) continue; // another server seeded it meanwhile
      throw error;
    }
  }
  return ran;
}
