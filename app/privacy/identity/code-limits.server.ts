import { sql } from "kysely";
import type { DB } from "~/db/client.server";

/**
 * The only module that reads or writes privacy_code_limits: one-time codes
 * counted per number, per address and per client, by the hour (ADR 63). A
 * code costs us a text and lets somebody pester a stranger's phone, so each
 * key has a small allowance. Taking one is a single conditional upsert:
 * PostgreSQL makes concurrent ones on a key wait on its row, SQLite runs one
 * write at a time, so a burst of simultaneous requests cannot pass the limit
 * (the pattern of the alert sign-ups' mail limits, ADR 33).
 */
export const CODE_LIMIT_WINDOW_MS = 3_600_000;

export type LimitTaken = { taken: true } | { taken: false; retryAfterSeconds: number };

/** Counts one code under `key` unless its hour already has `limit`. */
export async function takeCodeAllowance(
  db: DB,
  key: string,
  limit: number,
  now: Date,
): Promise<LimitTaken> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - CODE_LIMIT_WINDOW_MS).toISOString();
  // An hour that has ended starts again with this code; otherwise it counts if there is room.
  const ended = sql<boolean>`privacy_code_limits.window_start <= ${since}`;
  const taken = await db
    .insertInto("privacy_code_limits")
    .values({ key, window_start: at, taken: 1 })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({
          window_start: sql<string>`CASE WHEN ${ended} THEN ${at} ELSE privacy_code_limits.window_start END`,
          taken: sql<number>`CASE WHEN ${ended} THEN 1 ELSE privacy_code_limits.taken + 1 END`,
        })
        .where(sql<boolean>`${ended} OR privacy_code_limits.taken < ${limit}`),
    )
    .returning("taken")
    .executeTakeFirst();
  if (taken) return { taken: true };
  const row = await db
    .selectFrom("privacy_code_limits")
    .select("window_start")
    .where("key", "=", key)
    .executeTakeFirst();
  const ends = Date.parse(row?.window_start ?? at) + CODE_LIMIT_WINDOW_MS;
  return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** Gives back one code counted under `key` (another limit refused it, so it was never sent). */
export async function returnCodeAllowance(db: DB, key: string): Promise<void> {
  await db
    .updateTable("privacy_code_limits")
    .set({ taken: sql<number>`taken - 1` })
    .where("key", "=", key)
    .where("taken", ">", 0)
    .execute();
}

/** Counters whose hour is over. */
export async function pruneCodeLimits(db: DB, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CODE_LIMIT_WINDOW_MS).toISOString();
  await db.deleteFrom("privacy_code_limits").where("window_start", "<=", since).execute();
}
