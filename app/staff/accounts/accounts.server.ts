import type { DB } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { generatePassword, hashPassword } from "~/staff/auth/password.server";
import { proveItIsYou, type SignedInActor } from "~/staff/auth/reauth.server";
import { parseRoles, type StaffRole } from "~/staff/shell/roles";
import { securityActions } from "~/staff/auth/security-events";
import { deleteRecoveryCodes } from "~/staff/auth/recovery-code-store.server";
import { deleteUserSessions } from "~/staff/auth/sessions.server";
import {
  activeRolesExcept,
  deletePasskeysOf,
  emailTaken,
  findAccountRow,
  insertUser,
  listAccountRows,
  setPassword,
  updateProfile,
} from "~/staff/auth/user-store.server";

/**
 * Staff accounts: creation, passwords, roles, an admin's reset. Signing in is
 * in sign-in.server.ts, two-step sign-in in two-step.server.ts. The rows
 * are read and written through staff/auth/user-store.server.ts.
 */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  hasTotp: boolean;
  /** How many passkeys the account has (0 where not looked up, e.g. at sign-in). */
  passkeys: number;
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
  passkey_count?: number | string | bigint;
};

export function toAccount(row: UserRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: parseRoles(row.roles),
    hasTotp: row.totp_secret !== null,
    passkeys: Number(row.passkey_count ?? 0),
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
    twoStep:
      [account.hasTotp ? "app" : "", account.passkeys > 0 ? `${account.passkeys} passkey(s)` : ""]
        .filter(Boolean)
        .join(", ") || "off",
    disabled: account.disabled ? "yes" : "no",
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function listAccounts(db: DB): Promise<StaffAccount[]> {
  const rows = await listAccountRows(db);
  return rows.map((row) => toAccount({ ...row, passkey_count: row.passkey_count ?? 0 }));
}

export async function findAccount(db: DB, id: number): Promise<StaffAccount | null> {
  const row = await findAccountRow(db, id);
  return row ? toAccount({ ...row, passkey_count: row.passkey_count ?? 0 }) : null;
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
    if (await emailTaken(trx, email))
      throw new AccountExistsError(`An account for ${email} already exists.`);
    const row = await insertUser(trx, {
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
    });
    const account = toAccount(row);
    await recordAudit(trx, actor, {
      action: securityActions.create,
      entityType: "staff_user",
      entityId: account.id,
      summary: `Created the account ${email} (${account.roles.join(", ")})`,
      after: auditView(account),
    });
    return account;
  });
}

export type PasswordChangeResult =
  { ok: true } | { ok: false; problem: "wrong-password" | "throttled"; retryAt?: Date };

/** Changes a member's own password (checking the current one) and ends their other sessions. */
export async function changeOwnPassword(
  db: DB,
  actor: SignedInActor,
  input: { current: string; next: string; keepSessionId: string },
): Promise<PasswordChangeResult> {
  const check = await proveItIsYou(db, actor, { password: input.current });
  if (!check.ok)
    return {
      ok: false,
      problem: check.problem === "throttled" ? "throttled" : "wrong-password",
      retryAt: check.retryAt,
    };
  const hash = await hashPassword(input.next);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, actor.user.id, { hash, mustChange: false });
    const count = await deleteUserSessions(trx, actor.user.id, input.keepSessionId);
    await recordAudit(trx, actor, {
      action: securityActions.passwordChange,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: `Changed their password (${count} other session${count === 1 ? "" : "s"} signed out)`,
    });
  });
  await check.done();
  return { ok: true };
}

export interface AccountChanges {
  name: string;
  roles: StaffRole[];
  disabled: boolean;
}

export class LastAdminError extends Error {}

/** Raised when an admin tries to change their own roles: another admin must do it. */
export class OwnRolesError extends Error {
  constructor() {
    super("You cannot change your own roles. Ask another administrator to do it.");
  }
}

async function activeAdminCount(db: DB, exceptId: number): Promise<number> {
  const rows = await activeRolesExcept(db, exceptId);
  return rows.filter((r) => parseRoles(r.roles).includes("admin")).length;
}

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) =>
  [...a].sort().join() === [...b].sort().join();

/**
 * An admin's edit of an account. Nobody changes their own roles (so a stolen
 * admin session cannot quietly widen itself, and no admin is the only check
 * on themselves); the last active admin cannot lose the role or be disabled.
 */
export async function updateAccount(
  db: DB,
  actor: AuditActor,
  id: number,
  changes: AccountChanges,
): Promise<StaffAccount> {
  const before = await findAccount(db, id);
  if (!before) throw new Error("no such account");
  const rolesChanged = !sameRoles(before.roles, changes.roles);
  if (rolesChanged && actor.user?.id === id) throw new OwnRolesError();
  const staysAdmin = changes.roles.includes("admin") && !changes.disabled;
  if (before.roles.includes("admin") && !before.disabled && !staysAdmin) {
    if ((await activeAdminCount(db, id)) === 0)
      throw new LastAdminError(
        "This is the only active administrator; make someone else an administrator first.",
      );
  }
  return db.transaction().execute(async (trx) => {
    const row = await updateProfile(trx, id, {
      name: changes.name.trim(),
      roles: changes.roles.join(","),
      disabled: changes.disabled ? 1 : 0,
    });
    const after = toAccount(row);
    if (changes.disabled || rolesChanged) await deleteUserSessions(trx, id);
    await recordAudit(trx, actor, {
      action: rolesChanged ? securityActions.rolesChange : securityActions.update,
      entityType: "staff_user",
      entityId: id,
      summary: rolesChanged
        ? `Changed the roles of ${after.email} from ${before.roles.join(", ") || "none"} to ${after.roles.join(", ") || "none"}`
        : `Updated the account ${after.email}`,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/**
 * An admin's reset: a new one-time password (returned, to hand over in
 * person or by phone), optionally removing every second factor (the app,
 * passkeys, recovery codes) for someone who lost them all, who then sets one
 * up again at their next sign-in; all the member's sessions end.
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
    await setPassword(trx, id, { hash, mustChange: true, clearTotp: options.clearTotp });
    if (options.clearTotp) {
      await deletePasskeysOf(trx, id);
      await deleteRecoveryCodes(trx, id);
    }
    await deleteUserSessions(trx, id);
    await recordAudit(trx, actor, {
      action: securityActions.reset,
      entityType: "staff_user",
      entityId: id,
      summary: `Reset the password of ${account.email}${options.clearTotp ? " and removed their second factors (app, passkeys, recovery codes)" : ""}`,
    });
  });
  return password;
}
