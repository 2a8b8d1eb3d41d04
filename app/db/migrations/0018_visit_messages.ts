import { sql, type Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * Messages to the visitor about their booked visit (issue 42, ADR 45).
 *
 * - `visit_bookings.locale`: the language of the page the visit was booked
 *   on, so every message about it (and a reschedule months later) is in that
 *   language. Bookings made before this migration take it from their lead,
 *   where the submission recorded it (`_locale` in fields_json, absent for
 *   English).
 * - `visit_messages`: one row per message on one channel (an SMS to the
 *   mobile, a mail when the visitor gave an address) for each event (booked,
 *   rescheduled, cancelled), written in the same transaction as the event,
 *   with the date and slot it announces. It is its own delivery on the
 *   shared outbox queue (app/db/outbox, ADR 6 and 37). The number and the
 *   address are not copied here: they are read from the lead when sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("visit_bookings")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await sql`update visit_bookings set locale = 'hi' where lead_id in (select id from leads where fields_json like ${'%"_locale":"hi"%'})`.execute(
    db,
  );

  await db.schema
    .createTable("visit_messages")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("booking_id", "integer", (c) =>
      c.notNull().references("visit_bookings.id").onDelete("cascade"),
    )
    .addColumn("change_id", "integer", (c) => c.references("visit_changes.id").onDelete("cascade"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("visit_date", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The outbox's columns (app/db/outbox/queue.server.ts).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    // The gateway's HTTP status or the SMTP reply, and its id of what was sent.
    .addColumn("last_status", "integer")
    .addColumn("provider_id", "text")
    .addColumn("sent_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("visit_messages_due")
    .on("visit_messages")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("visit_messages_booking")
    .on("visit_messages")
    .column("booking_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visit_messages").execute();
  await db.schema.alterTable("visit_bookings").dropColumn("locale").execute();
}
