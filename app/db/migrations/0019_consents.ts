import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * Consent given with a lead, and with an investor alert sign-up (issue 44,
 * DPDP Act s. 6, Rule 3; ADR 62).
 *
 * - `lead_consents`: one row per purpose a visitor agreed to when sending a
 *   lead form (the request itself; marketing messages when they ticked the
 *   box), with the version of the notice they were shown (a hash of its
 *   text in their language), the language, the way the form was sent and
 *   when; `withdrawn_at` is set when they withdraw that purpose. A changed
 *   notice is a new version: rows already written keep the one they had.
 *   The rows go with their lead (on delete cascade).
 * - `alert_subscribers`: the same for a sign-up, whose one purpose is the
 *   alerts it asked for (withdrawing it is unsubscribing, which deletes the
 *   row): the notice version, the channel and when it was given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_consents")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("notice_version", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("given_at", "text", (c) => c.notNull())
    .addColumn("withdrawn_at", "text")
    .addUniqueConstraint("lead_consents_lead_purpose", ["lead_id", "purpose"])
    .execute();

  await db.schema.alterTable("alert_subscribers").addColumn("notice_version", "text").execute();
  await db.schema.alterTable("alert_subscribers").addColumn("consent_channel", "text").execute();
  await db.schema.alterTable("alert_subscribers").addColumn("consent_given_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("alert_subscribers").dropColumn("consent_given_at").execute();
  await db.schema.alterTable("alert_subscribers").dropColumn("consent_channel").execute();
  await db.schema.alterTable("alert_subscribers").dropColumn("notice_version").execute();
  await db.schema.dropTable("lead_consents").execute();
}
