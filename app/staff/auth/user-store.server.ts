import type { Insertable } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";

/**
 * The only module that reads or writes `staff_users` and `staff_passkeys`: a
 * staff member's account and the passkeys that sign them in, which live and
 * die together (ADR 53). The rules (who may change what, with which proof, in
 * which transaction) stay with their callers in staff/auth and staff/accounts;
 * every function here takes the database or the caller's transaction, so a
 * change and its audit entry still commit together.
 *
 * The conditional updates (`setTotpWhereNone`, `markTotpStepUsed`,
 * `advancePasskeyCounter`) are the two-factor defences against replay and
 * races: of several requests at once exactly one finds the row as it expects
 * and gets `true`.
 */

/** What an account page shows of a staff user (never the password hash). */
export const accountColumns = [
  "id",
  "email",
  "name",
  "roles",
  "totp_secret",
  "disabled",
  "must_change_password",
  "created_at",
  "updated_at",
] as const;

export const passkeyColumns = [
  "id",
  "user_id",
  "credential_id",
  "public_key",
  "counter",
  "transports",
  "name",
  "created_at",
  "last_used_at",
] as const;

// ---------------------------------------------------------------------------
// Accounts

/** Accounts with how many passkeys each has, for the account pages. */
function accountsWithPasskeys(db: DB) {
  return db
    .selectFrom("staff_users")
    .select(accountColumns)
    .select((eb) =>
      eb
        .selectFrom("staff_passkeys")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .whereRef("staff_passkeys.user_id", "=", "staff_users.id")
        .as("passkey_count"),
    );
}

export function listAccountRows(db: DB) {
  return accountsWithPasskeys(db).orderBy("email").execute();
}

export function findAccountRow(db: DB, id: number) {
  return accountsWithPasskeys(db).where("id", "=", id).executeTakeFirst();
}

/** The account's row with its password hash and last TOTP step, by address or id, for signing in. */
export function findSignInRow(db: DB, where: { email: string } | { id: number }) {
  let query = db
    .selectFrom("staff_users")
    .select([...accountColumns, "password_hash", "totp_last_step"]);
  query =
    "email" in where ? query.where("email", "=", where.email) : query.where("id", "=", where.id);
  return query.executeTakeFirst();
}

/** What proving it is you checks against: the password hash and the app's secret and last step. */
export function findCredentialRow(db: DB, id: number) {
  return db
    .selectFrom("staff_users")
    .select(["id", "password_hash", "totp_secret", "totp_last_step"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

export async function emailTaken(db: DB, email: string): Promise<boolean> {
  const existing = await db
    .selectFrom("staff_users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  return existing !== undefined;
}

export function insertUser(db: DB, values: Insertable<Database["staff_users"]>) {
  return db
    .insertInto("staff_users")
    .values(values)
    .returning(accountColumns)
    .executeTakeFirstOrThrow();
}

/** The roles of every active account but one, to count the administrators left. */
export function activeRolesExcept(db: DB, exceptId: number) {
  return db
    .selectFrom("staff_users")
    .select(["roles"])
    .where("disabled", "=", 0)
    .where("id", "!=", exceptId)
    .execute();
}

export function updateProfile(
  db: DB,
  id: number,
  changes: { name: string; roles: string; disabled: 0 | 1 },
  now = new Date(),
) {
  return db
    .updateTable("staff_users")
    .set({ ...changes, updated_at: now.toISOString() })
    .where("id", "=", id)
    .returning(accountColumns)
    .executeTakeFirstOrThrow();
}

/** A new password hash; `clearTotp` also removes the authenticator app (an admin's reset). */
export async function setPassword(
  db: DB,
  id: number,
  change: { hash: string; mustChange: boolean; clearTotp?: boolean },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("staff_users")
    .set({
      password_hash: change.hash,
      must_change_password: change.mustChange ? 1 : 0,
      ...(change.clearTotp ? { totp_secret: null, totp_last_step: null } : {}),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

// ---------------------------------------------------------------------------
// The authenticator app

export async function totpSecretOf(db: DB, id: number): Promise<string | null | undefined> {
  const user = await db
    .selectFrom("staff_users")
    .select("totp_secret")
    .where("id", "=", id)
    .executeTakeFirst();
  return user?.totp_secret;
}

/** Sets the app's secret only where none is set; false when one already was. */
export async function setTotpWhereNone(
  db: DB,
  id: number,
  secret: string,
  step: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ totp_secret: secret, totp_last_step: step, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("totp_secret", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the app's secret, or removes it (null). */
export async function setTotp(
  db: DB,
  id: number,
  next: { secret: string; step: number } | null,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("staff_users")
    .set({
      totp_secret: next?.secret ?? null,
      totp_last_step: next?.step ?? null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Marks a time step used, once: of several requests carrying the same code,
 * only the one whose update finds the step still unused gets true.
 */
export async function markTotpStepUsed(
  db: DB,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_secret", "=", secret)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------
// Passkeys

export async function passkeyCount(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_passkeys")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What each staff request needs of its session's member: who, which roles, and which second factors. */
export function findSessionUserRow(db: DB, id: number) {
  return db
    .selectFrom("staff_users")
    .select((eb) => [
      "id",
      "email",
      "name",
      "roles",
      "disabled",
      "must_change_password",
      "totp_secret",
      eb
        .exists(
          eb
            .selectFrom("staff_passkeys")
            .select("staff_passkeys.id")
            .whereRef("staff_passkeys.user_id", "=", "staff_users.id"),
        )
        .as("has_passkey"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

export function passkeyRowsOf(db: DB, userId: number) {
  return db
    .selectFrom("staff_passkeys")
    .select(passkeyColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function passkeyRowByCredential(db: DB, credentialId: string) {
  return db
    .selectFrom("staff_passkeys")
    .select(passkeyColumns)
    .where("credential_id", "=", credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(
  db: DB,
  values: Insertable<Database["staff_passkeys"]>,
): Promise<void> {
  await db.insertInto("staff_passkeys").values(values).execute();
}

/** Removes one passkey of the account; false when it was not there. */
export async function deletePasskey(db: DB, id: number, userId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom("staff_passkeys")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}

export async function deletePasskeysOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("staff_passkeys").where("user_id", "=", userId).execute();
}

/**
 * Stores the counter a verified answer reported, only if no other answer
 * moved it past that meanwhile: of two answers at once, one gets true.
 */
export async function advancePasskeyCounter(
  db: DB,
  id: number,
  newCounter: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("staff_passkeys")
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where("id", "=", id)
    .where((eb) => (newCounter === 0 ? eb("counter", "=", 0) : eb("counter", "<", newCounter)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
