import type { DB } from "./client.server";
import { nowIso } from "./dialect";

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
    const done = await db
      .selectFrom("app_meta")
      .select("key")
      .where("key", "=", key)
      .executeTakeFirst();
    if (done) continue;
    try {
      await db.transaction().execute(async (trx) => {
        // Claim first: a concurrent server inserting the same key waits, then fails here.
        await trx
          .insertInto("app_meta")
          .values({ key, value: "1", updated_at: nowIso() })
          .execute();
        await seeder.seed(trx);
      });
      ran.push(seeder.name);
    } catch (error) {
      const again = await db
        .selectFrom("app_meta")
        .select("key")
        .where("key", "=", key)
        .executeTakeFirst();
      if (again) continue; // another server seeded it meanwhile
      throw error;
    }
  }
  return ran;
}
