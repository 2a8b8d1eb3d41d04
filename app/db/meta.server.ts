import type { DB } from "./client.server";

/**
 * The only module that reads or writes the app_meta table: small facts the
 * servers sharing a database agree on, one value per key (the content
 * version, the form-session secret, which seeders ran, the health probe's
 * stamp). Each caller owns its keys; none of these writes changes a public
 * page by itself (contentChanged, which does, writes here).
 */

/** The value kept under `key`, or undefined when there is none. */
export async function readMeta(db: DB, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value;
}

/** Sets `key` to `value`, whether or not it had one. */
export async function writeMeta(db: DB, key: string, value: string, at: string): Promise<void> {
  await db
    .insertInto("app_meta")
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
    .execute();
}

/** Sets `key` only when it has no value yet: the first of two racing servers wins. */
export async function writeMetaOnce(db: DB, key: string, value: string, at: string): Promise<void> {
  await db
    .insertInto("app_meta")
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

/**
 * Claims `key` inside the caller's transaction: throws when it is already
 * taken, so a concurrent claimer waits for the first, then fails.
 */
export async function claimMeta(db: DB, key: string, value: string, at: string): Promise<void> {
  await db.insertInto("app_meta").values({ key, value, updated_at: at }).execute();
}
