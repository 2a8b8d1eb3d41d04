import { sql, type Kysely } from "kysely";
import { dialectOf, idColumn, idType } from "../dialect";

/**
 * Two factors for every member of staff (issue 41, ADR 36).
 *
 * - `staff_recovery_codes`: one-time codes, scrypt hashes only; `used_at` is
 *   set by one conditional update, so a code opens at most one session.
 * - `staff_passkeys`: WebAuthn credentials (id, COSE public key, signature
 *   counter, transports) with the name the member gave them.
 * - `staff_webauthn_challenges`: each challenge we hand a browser, for the
 *   session or the half-finished sign-in it belongs to; taken back once.
 * - `staff_pending_sign_ins`: a right password waiting for its second step,
 *   known by the SHA-256 of a short-lived cookie token.
 * - `staff_sessions.recovery_codes_left`: set when the session was opened
 *   with a recovery code, so the owner is told how many are left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // WebAuthn counters are unsigned 32-bit; PostgreSQL's integer is signed.
  const counterType = dialectOf(db) === "postgres" ? sql`bigint` : sql`integer`;

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("user_id", "integer", (c) =>
      c.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_recovery_codes_user")
    .on("staff_recovery_codes")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("staff_passkeys")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("user_id", "integer", (c) =>
      c.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("credential_id", "text", (c) => c.notNull().unique())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", counterType, (c) => c.notNull())
    .addColumn("transports", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_passkeys_user")
    .on("staff_passkeys")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("staff_webauthn_challenges")
    .addColumn("challenge", "text", (c) => c.primaryKey())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_pending_sign_ins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) =>
      c.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable("staff_sessions")
    .addColumn("recovery_codes_left", "integer")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_sessions").dropColumn("recovery_codes_left").execute();
  await db.schema.dropTable("staff_pending_sign_ins").execute();
  await db.schema.dropTable("staff_webauthn_challenges").execute();
  await db.schema.dropTable("staff_passkeys").execute();
  await db.schema.dropTable("staff_recovery_codes").execute();
}
