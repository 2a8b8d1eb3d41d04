import type { Kysely } from "kysely";

/**
 * Staff sign-in hardening (issue 23).
 *
 * - `staff_sign_in_limits` replaces `staff_sign_in_throttle`: attempts are now
 *   counted before the password is checked (in-flight ones included), per
 *   address, per (account, address) pair and per account, and the account
 *   counter slows attempts down instead of locking the account. The old
 *   table held only short-lived counters, so nothing is carried over.
 * - `audit_log.user_agent`: security events name the browser as well as the
 *   address. Null for entries written before this migration and for the
 *   command line.
 * - `staff_sessions.sign_in_notice`: failed attempts since the member's
 *   previous sign-in, shown to them once they are in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_sign_in_throttle").execute();
  await db.schema
    .createTable("staff_sign_in_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("next_allowed_at", "text")
    .addColumn("last_success_at", "text")
    .execute();

  await db.schema.alterTable("audit_log").addColumn("user_agent", "text").execute();
  // The owner's notice looks up an account's recent sign-in events.
  await db.schema
    .createIndex("audit_log_entity")
    .on("audit_log")
    .columns(["entity_type", "entity_id"])
    .execute();

  await db.schema.alterTable("staff_sessions").addColumn("sign_in_notice", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_sessions").dropColumn("sign_in_notice").execute();
  await db.schema.dropIndex("audit_log_entity").execute();
  await db.schema.alterTable("audit_log").dropColumn("user_agent").execute();
  await db.schema.dropTable("staff_sign_in_limits").execute();
  await db.schema
    .createTable("staff_sign_in_throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .execute();
}
