import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * Home visits booked with a consultation (issue 42, ADR 41).
 *
 * - `visit_areas`: where consultants go and how many visits each part of a
 *   day can take, set by sales staff. `pins` lists PIN prefixes and whole
 *   PINs; the longest match wins, so a list of PINs can carve a town out of
 *   a wider prefix. Days off are weekdays (0 = Sunday) and dates.
 * - `visit_bookings`: one per consultation lead that booked a time. A booked
 *   visit holds a numbered seat of its slot; the unique (area, date, slot,
 *   seat) index is what makes "full" true whatever runs at once. A cancelled
 *   booking gives its seat up (seat NULL: NULLs never collide in a unique
 *   index, on either engine) and keeps its date and slot for the record.
 * - `visit_changes`: every reschedule and cancellation, with its reason and
 *   who made it, and at the same time the queue that takes it to the CRM
 *   (the shared outbox columns, ADR 6 and 37).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("visit_areas")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("pins", "text", (c) => c.notNull())
    .addColumn("morning_visits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("afternoon_visits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("evening_visits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("weekly_off", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("closed_dates", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("visit_bookings")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("lead_id", "integer", (c) =>
      c.notNull().unique().references("leads.id").onDelete("cascade"),
    )
    .addColumn("area_id", "integer", (c) => c.notNull().references("visit_areas.id"))
    .addColumn("visit_date", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("seat", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("pin", "text", (c) => c.notNull())
    .addColumn("locality", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("visit_bookings_seat")
    .on("visit_bookings")
    .columns(["area_id", "visit_date", "slot", "seat"])
    .unique()
    .execute();
  // The staff list by day, and each day's count per area and slot.
  await db.schema
    .createIndex("visit_bookings_day")
    .on("visit_bookings")
    .columns(["visit_date", "area_id", "slot"])
    .execute();

  await db.schema
    .createTable("visit_changes")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("booking_id", "integer", (c) =>
      c.notNull().references("visit_bookings.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("from_date", "text", (c) => c.notNull())
    .addColumn("from_slot", "text", (c) => c.notNull())
    .addColumn("to_date", "text")
    .addColumn("to_slot", "text")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("staff_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The outbox's columns (app/db/outbox/queue.server.ts).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("last_error", "text")
    .addColumn("last_status", "integer")
    .addColumn("delivered_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("visit_changes_due")
    .on("visit_changes")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("visit_changes_booking")
    .on("visit_changes")
    .column("booking_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visit_changes").execute();
  await db.schema.dropTable("visit_bookings").execute();
  await db.schema.dropTable("visit_areas").execute();
}
