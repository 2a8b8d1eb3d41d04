import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * Erasure and retention (issue 44, ADR 64).
 *
 * - `erasures`: one row per erasure of a person's data, as the record that
 *   it happened: what kinds of rows went and how many of each, when, why and
 *   by whom. It holds nothing of the person: no name, number, address or
 *   row id that could be joined back to them.
 * - `erasure_crm_requests`: the outbox that asks the CRM to erase the same
 *   records (the shared queue's columns, ADR 6 and 37), one per erasure.
 *   The CRM finds a person by mobile and e-mail, so the row keeps them,
 *   sealed (ADR 61), only until the CRM confirms; then they are blanked.
 * - `retention_runs`: one row per day the retention job ran (the unique day
 *   makes it once a day whatever number of machines start it), with the
 *   counts it erased per kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("erasures")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("erased_at", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("erased_by", "text", (c) => c.notNull())
    .addColumn("counts_json", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("erasure_crm_requests")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("erasure_id", "integer", (c) =>
      c.notNull().unique().references("erasures.id").onDelete("cascade"),
    )
    .addColumn("subject_sealed", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The outbox's columns (app/db/outbox/queue.server.ts).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("last_status", "integer")
    .addColumn("delivered_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("erasure_crm_requests_due")
    .on("erasure_crm_requests")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("retention_runs")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("run_day", "text", (c) => c.notNull().unique())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("counts_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("error", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("retention_runs").execute();
  await db.schema.dropTable("erasure_crm_requests").execute();
  await db.schema.dropTable("erasures").execute();
}
