import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * The rights of the people whose data we hold (issue 44, ADR 63).
 *
 * - `privacy_codes`: one-time codes that prove a person holds a mobile or an
 *   address. The code is kept only as a keyed hash; the person's contact only
 *   as a keyed digest (`identity`). Each row is also its own delivery on the
 *   shared outbox queue (app/db/outbox): `message` holds the text to send
 *   (the destination and the code) sealed under the data key ring, and is
 *   cleared once the message is sent or dead.
 * - `privacy_code_limits`: codes counted per number, per address and per
 *   client, by the hour, so a burst of requests cannot pass the limit.
 * - `privacy_requests`: every request made on /privacy/requests, with its
 *   kind, state, deadline and reply; the contact and the free text sealed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("privacy_codes")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("identity", "text", (c) => c.notNull())
    .addColumn("code_digest", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("wrong_tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("message", "text")
    // The outbox's columns (app/db/outbox/queue.server.ts).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("privacy_codes_due")
    .on("privacy_codes")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("privacy_codes_identity")
    .on("privacy_codes")
    .column("identity")
    .execute();

  await db.schema
    .createTable("privacy_code_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("taken", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("privacy_requests")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("identity", "text", (c) => c.notNull())
    .addColumn("contact", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .addColumn("outcome", "text")
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("deadline_at", "text", (c) => c.notNull())
    .addColumn("reply", "text")
    .addColumn("replied_at", "text")
    .addColumn("replied_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("privacy_requests_identity")
    .on("privacy_requests")
    .column("identity")
    .execute();
  await db.schema
    .createIndex("privacy_requests_deadline")
    .on("privacy_requests")
    .columns(["state", "deadline_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("privacy_requests").execute();
  await db.schema.dropTable("privacy_code_limits").execute();
  await db.schema.dropTable("privacy_codes").execute();
}
