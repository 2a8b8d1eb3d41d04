import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/**
 * The staff area (issue 6): accounts, sessions, sign-in throttling, the audit
 * log, uploaded files, and publishing flags on the content tables. Existing
 * rows stay published (default 1), so the public site looks the same after
 * this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_users")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("roles", "text", (c) => c.notNull())
    .addColumn("totp_secret", "text")
    .addColumn("totp_last_step", "integer")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) =>
      c.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("client_ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staff_sessions_user")
    .on("staff_sessions")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("staff_sign_in_throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("client_ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_created_at")
    .on("audit_log")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("stored_files")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Publishing flags and order. SQLite adds one column per statement.
  for (const table of ["documents", "blog_posts", "news_items", "faqs"]) {
    await db.schema
      .alterTable(table)
      .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn("updated_at", "text").execute();
  }
  await db.schema.alterTable("documents").addColumn("pdf_file_id", "integer").execute();
  for (const table of ["blog_posts", "news_items"]) {
    await db.schema
      .alterTable(table)
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("documents").dropColumn("pdf_file_id").execute();
  for (const table of ["blog_posts", "news_items"])
    await db.schema.alterTable(table).dropColumn("sort_order").execute();
  for (const table of ["documents", "blog_posts", "news_items", "faqs"]) {
    await db.schema.alterTable(table).dropColumn("updated_at").execute();
    await db.schema.alterTable(table).dropColumn("published").execute();
  }
  for (const table of [
    "stored_files",
    "audit_log",
    "staff_sign_in_throttle",
    "staff_sessions",
    "staff_users",
  ])
    await db.schema.dropTable(table).execute();
}
