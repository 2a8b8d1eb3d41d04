import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("submission_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("fields_json", "text", (c) => c.notNull())
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("spam_reason", "text")
    .addColumn("client_ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

  await db.schema
    .createTable("lead_deliveries")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("lead_id", "integer", (c) =>
      c.notNull().unique().references("leads.id").onDelete("cascade"),
    )
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
  // The worker's claim query: due pending rows and expired leases, oldest first.
  await db.schema
    .createIndex("lead_deliveries_due")
    .on("lead_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_deliveries").execute();
  await db.schema.dropTable("leads").execute();
}
