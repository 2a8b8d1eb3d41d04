import crypto from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import type { DB } from "~/db/client.server";
import { parseRoles, type StaffRole } from "~/staff/shell/roles";
import { prunePendingSignIns } from "./pending-sign-ins.server";
import type { SignInNotice } from "./sign-in-notice";
import { pruneSignInLimits } from "./throttle.server";
import { findSessionUserRow } from "./user-store.server";
import { pruneChallenges } from "./webauthn.server";

/**
 * Staff sessions, and the only module that reads or writes `staff_sessions`
 * (ADR 53): a random token in a cookie, its SHA-256 in the database (a
 * stolen database does not yield usable cookies). Each session has its own
 * CSRF token. Idle and absolute time-outs are checked on every request.
 */
export const SESSION_COOKIE_SECURE = "__Host-kamo-staff";
// Browsers refuse __Host- cookies without Secure, so plain-HTTP development and
// tests use an unprefixed name; production behind HTTPS always gets the prefix.
export const SESSION_COOKIE_PLAIN = "kamo-staff";

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  mustChangePassword: boolean;
  hasTotp: boolean;
  /** An authenticator app or a passkey; without one, only the setup can be reached (ADR 36). */
  hasSecondFactor: boolean;
}

export interface ActiveSession {
  id: string;
  csrfToken: string;
  user: SessionUser;
  signInNotice: SignInNotice | null;
  /** Set when a recovery code opened this session: how many were left then. */
  recoveryCodesLeft: number | null;
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function cookieName(https: boolean): string {
  return https ? SESSION_COOKIE_SECURE : SESSION_COOKIE_PLAIN;
}

export function readSessionToken(request: Request, https: boolean): string | null {
  const value = parseCookie(request.headers.get("cookie") ?? "")[cookieName(https)];
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function sessionCookie(token: string, https: boolean, policy: SessionPolicy): string {
  return sessionSetCookie(token, policy.absoluteHours * 3600, https);
}

export function clearedSessionCookie(https: boolean): string {
  return sessionSetCookie("", 0, https);
}

function sessionSetCookie(value: string, maxAge: number, https: boolean): string {
  return stringifySetCookie({
    name: cookieName(https),
    value,
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    maxAge,
    secure: https,
  });
}

export async function createSession(
  db: DB,
  userId: number,
  meta: {
    clientIp: string;
    userAgent: string;
    notice?: SignInNotice | null;
    recoveryCodesLeft?: number | null;
  },
  policy: SessionPolicy,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("staff_sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      csrf_token: crypto.randomBytes(32).toString("base64url"),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.absoluteHours * 3_600_000).toISOString(),
      client_ip: meta.clientIp,
      user_agent: meta.userAgent.slice(0, 300),
      sign_in_notice: meta.notice ? JSON.stringify(meta.notice) : null,
      recovery_codes_left: meta.recoveryCodesLeft ?? null,
    })
    .execute();
  return token;
}

/** The live session for a cookie token, or null (unknown, expired, idle too long, account disabled). */
export async function findSession(
  db: DB,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const row = await db
    .selectFrom("staff_sessions")
    .select([
      "id",
      "user_id",
      "csrf_token",
      "last_seen_at",
      "expires_at",
      "sign_in_notice",
      "recovery_codes_left",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  // The member's row from its own store (ADR 48): a second query, by primary
  // key, on the few requests staff make, rather than a join across owners.
  const member = await findSessionUserRow(db, row.user_id);
  const idleLimit = new Date(row.last_seen_at).getTime() + policy.idleMinutes * 60_000;
  if (!member || member.disabled || new Date(row.expires_at) <= now || idleLimit <= now.getTime()) {
    await db.deleteFrom("staff_sessions").where("id", "=", id).execute();
    return null;
  }
  // Refresh last_seen_at at most once a minute: enough for the idle time-out, few writes.
  if (now.getTime() - new Date(row.last_seen_at).getTime() > 60_000) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return {
    id,
    csrfToken: row.csrf_token,
    user: {
      id: member.id,
      email: member.email,
      name: member.name,
      roles: parseRoles(member.roles),
      mustChangePassword: member.must_change_password === 1,
      hasTotp: member.totp_secret !== null,
      // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
      hasSecondFactor: member.totp_secret !== null || Boolean(Number(member.has_passkey)),
    },
    signInNotice: row.sign_in_notice ? (JSON.parse(row.sign_in_notice) as SignInNotice) : null,
    recoveryCodesLeft: row.recovery_codes_left,
  };
}

/** The member has read the notices (failed attempts, a recovery code used); stop showing them in this session. */
export async function dismissSignInNotice(db: DB, sessionId: string): Promise<void> {
  await db
    .updateTable("staff_sessions")
    .set({ sign_in_notice: null, recovery_codes_left: null })
    .where("id", "=", sessionId)
    .execute();
}

export async function deleteSession(db: DB, token: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id", "=", hashToken(token)).execute();
}

/** Sign out everywhere: every session of the account, optionally keeping the current one. */
export async function deleteUserSessions(db: DB, userId: number, keepSessionId?: string) {
  let query = db.deleteFrom("staff_sessions").where("user_id", "=", userId);
  if (keepSessionId) query = query.where("id", "!=", keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countUserSessions(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes sessions past either time-out, stale sign-in counters, pending sign-ins and challenges; run from time to time. */
export async function pruneExpiredSessions(db: DB, policy: SessionPolicy, now = new Date()) {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000).toISOString();
  const sessions = await db
    .deleteFrom("staff_sessions")
    .where((eb) =>
      eb.or([eb("expires_at", "<=", now.toISOString()), eb("last_seen_at", "<=", idleCutoff)]),
    )
    .executeTakeFirst();
  await pruneSignInLimits(db, now);
  await prunePendingSignIns(db, now);
  await pruneChallenges(db, now);
  return Number(sessions.numDeletedRows);
}

export type { SignInNotice } from "./sign-in-notice";
