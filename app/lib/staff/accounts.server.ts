import type { DB } from "~/db/client.server";
import { recordAudit, type AuditActor } from "./audit.server";
import {
  decoyPasswordHash,
  generatePassword,
  hashPassword,
  verifyPassword,
} from "./password.server";
import { parseRoles, type StaffRole } from "./roles";
import { createSession, deleteUserSessions, type SessionPolicy } from "./sessions.server";
import { clearAccountFailures, lockedUntil, recordFailure } from "./throttle.server";
import { verifyTotp } from "./totp.server";

/** Staff accounts: creation, sign-in, passwords, two-step sign-in, roles. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  hasTotp: boolean;
  disabled: boolean;
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
}

type UserRow = {
  id: number;
  email: string;
  name: string;
  roles: string;
  totp_secret: string | null;
  disabled: number;
  must_change_password: number;
  created_at: string;
  updated_at: string;
};

function toAccount(row: UserRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: parseRoles(row.roles),
    hasTotp: row.totp_secret !== null,
    disabled: row.disabled === 1,
    mustChangePassword: row.must_change_password === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the audit log keeps about an account: never the hash or the TOTP secret. */
function auditView(account: StaffAccount) {
  return {
    email: account.email,
    name: account.name,
    roles: account.roles.join(", "),
    twoStep: account.hasTotp ? "on" : "off",
    disabled: account.disabled ? "yes" : "no",
  };
}

const accountColumns = [
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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function listAccounts(db: DB): Promise<StaffAccount[]> {
  const rows = await db.selectFrom("staff_users").select(accountColumns).orderBy("email").execute();
  return rows.map(toAccount);
}

export async function findAccount(db: DB, id: number): Promise<StaffAccount | null> {
  const row = await db
    .selectFrom("staff_users")
    .select(accountColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

export class AccountExistsError extends Error {}

export interface NewAccount {
  email: string;
  name: string;
  roles: StaffRole[];
  password: string;
  totpSecret?: string | null;
  /** Accounts made by an admin get a one-time password that must be changed. */
  mustChangePassword: boolean;
}

export async function createAccount(db: DB, actor: AuditActor, input: NewAccount) {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing) throw new AccountExistsError(`An account for ${email} already exists.`);
    const row = await trx
      .insertInto("staff_users")
      .values({
        email,
        name: input.name.trim(),
        password_hash: passwordHash,
        roles: input.roles.join(","),
        totp_secret: input.totpSecret ?? null,
        totp_last_step: null,
        must_change_password: input.mustChangePassword ? 1 : 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning(accountColumns)
      .executeTakeFirstOrThrow();
    const account = toAccount(row);
    await recordAudit(trx, actor, {
      action: "staff.create",
      entityType: "staff_user",
      entityId: account.id,
      summary: `Created the account ${email} (${account.roles.join(", ")})`,
      after: auditView(account),
    });
    return account;
  });
}

export type SignInResult =
  | { ok: true; token: string; account: StaffAccount }
  | { ok: false; reason: "invalid" | "code-required" | "bad-code" | "locked"; retryAt?: Date };

export interface SignInAttempt {
  email: string;
  password: string;
  code: string;
  clientIp: string;
  userAgent: string;
}

/**
 * Checks a sign-in and opens a session. Wrong email and wrong password look
 * the same (same message, same time); every failure counts towards the
 * per-account and per-IP limits.
 */
export async function signIn(
  db: DB,
  attempt: SignInAttempt,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(attempt.email);
  const locked = await lockedUntil(db, email, attempt.clientIp, now);
  if (locked) return { ok: false, reason: "locked", retryAt: locked };

  const row = await db
    .selectFrom("staff_users")
    .select([...accountColumns, "password_hash", "totp_last_step"])
    .where("email", "=", email)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(
    attempt.password,
    row?.password_hash ?? (await decoyPasswordHash()),
  );
  if (!row || !passwordOk || row.disabled === 1) {
    await recordFailure(db, email, attempt.clientIp, now);
    return { ok: false, reason: "invalid" };
  }
  if (row.totp_secret) {
    if (attempt.code.trim() === "") return { ok: false, reason: "code-required" };
    const step = verifyTotp(row.totp_secret, attempt.code, row.totp_last_step, now.getTime());
    if (step === null) {
      await recordFailure(db, email, attempt.clientIp, now);
      return { ok: false, reason: "bad-code" };
    }
    await db
      .updateTable("staff_users")
      .set({ totp_last_step: step })
      .where("id", "=", row.id)
      .execute();
  }
  await clearAccountFailures(db, email);
  const token = await createSession(
    db,
    row.id,
    { clientIp: attempt.clientIp, userAgent: attempt.userAgent },
    policy,
    now,
  );
  const account = toAccount(row);
  await recordAudit(
    db,
    { user: { id: account.id, email: account.email }, clientIp: attempt.clientIp },
    {
      action: "staff.sign-in",
      entityType: "staff_user",
      entityId: account.id,
      summary: `Signed in`,
    },
  );
  return { ok: true, token, account };
}

export class WrongPasswordError extends Error {}

/** Changes a member's own password (checking the current one) and ends their other sessions. */
export async function changeOwnPassword(
  db: DB,
  actor: AuditActor & { user: { id: number; email: string } },
  input: { current: string; next: string; keepSessionId: string },
): Promise<void> {
  const row = await db
    .selectFrom("staff_users")
    .select(["password_hash"])
    .where("id", "=", actor.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.current, row.password_hash))) throw new WrongPasswordError();
  const hash = await hashPassword(input.next);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ password_hash: hash, must_change_password: 0, updated_at: new Date().toISOString() })
      .where("id", "=", actor.user.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "staff.password-change",
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: "Changed their password (other sessions signed out)",
    });
  });
  await deleteUserSessions(db, actor.user.id, input.keepSessionId);
}

/** Turns two-step sign-in on once the member has shown a valid code for the new secret. */
export async function enableTotp(
  db: DB,
  actor: AuditActor & { user: { id: number; email: string } },
  secret: string,
  code: string,
): Promise<boolean> {
  const step = verifyTotp(secret, code, null);
  if (step === null) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ totp_secret: secret, totp_last_step: step, updated_at: new Date().toISOString() })
      .where("id", "=", actor.user.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "staff.two-step-on",
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: "Turned on two-step sign-in",
    });
  });
  return true;
}

export interface AccountChanges {
  name: string;
  roles: StaffRole[];
  disabled: boolean;
}

export class LastAdminError extends Error {}

async function activeAdminCount(db: DB, exceptId: number): Promise<number> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["roles"])
    .where("disabled", "=", 0)
    .where("id", "!=", exceptId)
    .execute();
  return rows.filter((r) => parseRoles(r.roles).includes("admin")).length;
}

/** An admin's edit of an account. The last active admin cannot lose the role or be disabled. */
export async function updateAccount(
  db: DB,
  actor: AuditActor,
  id: number,
  changes: AccountChanges,
): Promise<StaffAccount> {
  const before = await findAccount(db, id);
  if (!before) throw new Error("no such account");
  const staysAdmin = changes.roles.includes("admin") && !changes.disabled;
  if (before.roles.includes("admin") && !before.disabled && !staysAdmin) {
    if ((await activeAdminCount(db, id)) === 0)
      throw new LastAdminError(
        "This is the only active administrator; make someone else an administrator first.",
      );
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("staff_users")
      .set({
        name: changes.name.trim(),
        roles: changes.roles.join(","),
        disabled: changes.disabled ? 1 : 0,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .returning(accountColumns)
      .executeTakeFirstOrThrow();
    const after = toAccount(row);
    if (changes.disabled || changes.roles.join() !== before.roles.join())
      await trx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "staff.update",
      entityType: "staff_user",
      entityId: id,
      summary: `Updated the account ${after.email}`,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/**
 * An admin's reset: a new one-time password (returned, to hand over in
 * person or by phone), optionally clearing two-step sign-in for a lost phone;
 * all the member's sessions end.
 */
export async function resetAccess(
  db: DB,
  actor: AuditActor,
  id: number,
  options: { clearTotp: boolean },
): Promise<string> {
  const account = await findAccount(db, id);
  if (!account) throw new Error("no such account");
  const password = generatePassword();
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({
        password_hash: hash,
        must_change_password: 1,
        ...(options.clearTotp ? { totp_secret: null, totp_last_step: null } : {}),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "staff.reset",
      entityType: "staff_user",
      entityId: id,
      summary: `Reset the password of ${account.email}${options.clearTotp ? " and turned off two-step sign-in" : ""}`,
    });
  });
  return password;
}
