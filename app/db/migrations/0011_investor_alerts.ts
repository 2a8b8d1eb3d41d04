import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * Investor e-mail alerts (issue 29, ADR 33): subscribers and their categories,
 * one alert per published document, and the mail queue, one row per mail to
 * one subscriber, with the lead outbox's queue columns (ADR 6). A subscriber's
 * rows go with the subscriber (ON DELETE CASCADE): unsubscribing deletes the
 * address and every mail still waiting for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("alert_subscribers")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("all_categories", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("digest", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("link_nonce", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("confirmation_sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("alert_subscriber_categories")
    .addColumn("subscriber_id", "integer", (c) =>
      c.notNull().references("alert_subscribers.id").onDelete("cascade"),
    )
    .addColumn("category", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("alert_subscriber_categories_pk", ["subscriber_id", "category"])
    .execute();
  // Publication selects the subscribers of one category.
  await db.schema
    .createIndex("alert_subscriber_categories_category")
    .on("alert_subscriber_categories")
    .columns(["category", "subscriber_id"])
    .execute();

  await db.schema
    .createTable("investor_alerts")
    .addColumn("id", idType(db), idColumn(db))
    // One alert per document however often it is unpublished and published again.
    .addColumn("document_id", "integer", (c) =>
      c.notNull().unique().references("documents.id").onDelete("cascade"),
    )
    .addColumn("category", "text", (c) => c.notNull())
    /** The day in India (yyyy-mm-dd) whose digest lists it. */
    .addColumn("digest_day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("investor_alerts_digest_day")
    .on("investor_alerts")
    .column("digest_day")
    .execute();

  await db.schema
    .createTable("alert_deliveries")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("subscriber_id", "integer", (c) =>
      c.notNull().references("alert_subscribers.id").onDelete("cascade"),
    )
    /** confirm, already (a second sign-up of a subscribed address), alert or digest. */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("alert_id", "integer", (c) => c.references("investor_alerts.id").onDelete("cascade"))
    .addColumn("digest_day", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("message_id", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // Exactly one mail per subscriber and alert, and per subscriber and digest day, however
    // many servers schedule them (NULLs are distinct, so other kinds are not constrained).
    .addUniqueConstraint("alert_deliveries_alert_once", ["subscriber_id", "alert_id"])
    .addUniqueConstraint("alert_deliveries_digest_once", ["subscriber_id", "digest_day"])
    .execute();
  await db.schema
    .createIndex("alert_deliveries_due")
    .on("alert_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("alert_deliveries").execute();
  await db.schema.dropTable("investor_alerts").execute();
  await db.schema.dropTable("alert_subscriber_categories").execute();
  await db.schema.dropTable("alert_subscribers").execute();
}
