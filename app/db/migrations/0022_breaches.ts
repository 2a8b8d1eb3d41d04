import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * The breach register (issue 44; DPDP Rules 2025, Rule 7; ADR 65).
 *
 * - `breach_incidents`: one personal-data breach as staff recorded it: what
 *   happened (in English, and in Hindi for the notices to Hindi speakers),
 *   when it was found (the Board's 72 hours run from it), when it happened
 *   if known, which kinds of data it reached, how the affected people were
 *   chosen and how many, the steps taken, and when the notices were sent and
 *   the report made to the Board.
 * - `breach_notices`: one notice to one affected person (a lead), in that
 *   lead's language. A draft until staff send the incident's notices, then
 *   a delivery on the shared outbox queue (app/db/outbox, ADR 6 and 37), so
 *   each fails alone. The address is read from the lead when sent, never
 *   copied here; a lead erased takes its notice with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("breach_incidents")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("found_at", "text", (c) => c.notNull())
    .addColumn("occurred_at", "text")
    .addColumn("what_happened_en", "text", (c) => c.notNull())
    .addColumn("what_happened_hi", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("steps_taken_en", "text", (c) => c.notNull())
    .addColumn("steps_taken_hi", "text", (c) => c.notNull().defaultTo(""))
    // Comma-separated kinds (contact, identity, bank, address, dates): the notice's consequences and advice.
    .addColumn("data_kinds", "text", (c) => c.notNull())
    .addColumn("selection_json", "text", (c) => c.notNull())
    .addColumn("affected_count", "integer", (c) => c.notNull())
    .addColumn("notices_sent_at", "text")
    .addColumn("board_reported_at", "text")
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("breach_incidents_found")
    .on("breach_incidents")
    .column("found_at")
    .execute();

  await db.schema
    .createTable("breach_notices")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("incident_id", "integer", (c) =>
      c.notNull().references("breach_incidents.id").onDelete("cascade"),
    )
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The outbox's columns (app/db/outbox/queue.server.ts); "draft" until sent.
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("provider_id", "text")
    .addColumn("sent_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("breach_notices_one_per_lead", ["incident_id", "lead_id"])
    .execute();
  await db.schema
    .createIndex("breach_notices_due")
    .on("breach_notices")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("breach_notices_lead")
    .on("breach_notices")
    .column("lead_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("breach_notices").execute();
  await db.schema.dropTable("breach_incidents").execute();
}
