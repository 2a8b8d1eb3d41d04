import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Investor alerts after issue 41.
 *
 * alert_subscribers.public_id: the id a subscriber's links carry, 128 random
 * bits in base64url, so a link no longer tells how many people signed up
 * before it. Every stored subscriber gets one here; the integer key stays the
 * internal one (foreign keys, queue rows). PostgreSQL makes it NOT NULL;
 * SQLite cannot add that to a column of a table that has rows without
 * rebuilding the table (and every table that references it), so there the
 * unique index and the typed inserts (public_id is required) hold it.
 *
 * alert_mail_limits: counters for the mail a stranger can make us send (a
 * confirmation, or "already subscribed"): one row per mailbox and one per
 * recipient domain, each counting the mails of its current hour. A conditional
 * upsert on the key takes a mail, so any number of sign-ups at once, on any
 * number of servers, get no more than the limit.
 */
// As newPublicId (subscriptions.server.ts) makes them; a migration keeps its own copy, never edited.
const PUBLIC_ID_BYTES = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("alert_subscribers").addColumn("public_id", "text").execute();
  const rows = await sql<{ id: number }>`SELECT id FROM alert_subscribers`.execute(db);
  for (const { id } of rows.rows)
    await sql`UPDATE alert_subscribers SET public_id = ${randomBytes(PUBLIC_ID_BYTES).toString("base64url")}
      WHERE id = ${id}`.execute(db);
  await db.schema
    .createIndex("alert_subscribers_public_id")
    .on("alert_subscribers")
    .column("public_id")
    .unique()
    .execute();
  if (dialectOf(db) === "postgres")
    await sql`ALTER TABLE alert_subscribers ALTER COLUMN public_id SET NOT NULL`.execute(db);

  await db.schema
    .createTable("alert_mail_limits")
    // "mailbox:<HMAC of the mailbox>" or "domain:<domain>": no address is kept here.
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("sent", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("alert_mail_limits").execute();
  await db.schema.dropIndex("alert_subscribers_public_id").execute();
  await db.schema.alterTable("alert_subscribers").dropColumn("public_id").execute();
}
