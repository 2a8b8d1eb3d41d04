import type { Kysely } from "kysely";

/**
 * The request that queued each outbox message (issue 45, ADR 66): its
 * X-Request-Id, or NULL when a job queued it (the daily digest, the
 * retention run). The worker delivering a message writes its log lines
 * under that id, so one request can be followed from the form to the CRM's
 * or the mail relay's answer. An id names no one: it is random, or a
 * proxy's, and says nothing about the visitor.
 */
export const OUTBOX_TABLES = [
  "lead_deliveries",
  "alert_deliveries",
  "visit_changes",
  "visit_messages",
  "erasure_crm_requests",
  "privacy_codes",
  "breach_notices",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of OUTBOX_TABLES)
    await db.schema.alterTable(table).addColumn("request_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of OUTBOX_TABLES)
    await db.schema.alterTable(table).dropColumn("request_id").execute();
}
