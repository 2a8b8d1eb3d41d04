import { sql } from "kysely";
import type { DB } from "~/db/client.server";

/**
 * Counters for the mail a stranger's sign-up makes us send (issue 41), in the
 * database so they hold across servers: one row per key (a mailbox's digest,
 * or a recipient domain) counting the mails of the hour that began with its
 * first. Taking a mail is one conditional upsert: PostgreSQL makes concurrent
 * ones on a key wait for each other on its row, SQLite runs one write
 * transaction at a time, so no burst of sign-ups gets past the limit.
 */
export const MAIL_LIMIT_WINDOW_MS = 3_600_000;

export type MailTaken = { taken: true } | { taken: false; retryAfterSeconds: number };

/** Counts a mail under `key` unless its hour already has `limit` (0: no limit, nothing counted). */
export async function takeMail(db: DB, key: string, limit: number, now: Date): Promise<MailTaken> {
  if (limit <= 0) return { taken: true };
  const at = now.toISOString();
  const since = new Date(now.getTime() - MAIL_LIMIT_WINDOW_MS).toISOString();
  // A window that has ended starts again with this mail; otherwise the mail counts if there is room.
  const ended = sql<boolean>`alert_mail_limits.window_start <= ${since}`;
  const taken = await db
    .insertInto("alert_mail_limits")
    .values({ key, window_start: at, sent: 1 })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({
          window_start: sql<string>`CASE WHEN ${ended} THEN ${at} ELSE alert_mail_limits.window_start END`,
          sent: sql<number>`CASE WHEN ${ended} THEN 1 ELSE alert_mail_limits.sent + 1 END`,
        })
        .where(sql<boolean>`${ended} OR alert_mail_limits.sent < ${limit}`),
    )
    .returning("sent")
    .executeTakeFirst();
  if (taken) return { taken: true };
  const row = await db
    .selectFrom("alert_mail_limits")
    .select("window_start")
    .where("key", "=", key)
    .executeTakeFirst();
  const ends = Date.parse(row?.window_start ?? at) + MAIL_LIMIT_WINDOW_MS;
  return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** Counters whose hour is over: they would start again anyway. */
export async function pruneMailLimits(db: DB, now: Date): Promise<void> {
  const since = new Date(now.getTime() - MAIL_LIMIT_WINDOW_MS).toISOString();
  await db.deleteFrom("alert_mail_limits").where("window_start", "<=", since).execute();
}
