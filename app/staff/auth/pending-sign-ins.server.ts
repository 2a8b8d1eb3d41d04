import crypto from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import type { DB } from "~/db/client.server";

/**
 * A right password waiting for its second step. The browser holds a random
 * token in a short-lived cookie of its own, the database its SHA-256; it
 * opens nothing by itself, only the second step's form and passkey challenge.
 * The second step then needs neither the password again nor anything the
 * first step's form could leak.
 */
export const PENDING_COOKIE_SECURE = "__Host-kamo-staff-step";
export const PENDING_COOKIE_PLAIN = "kamo-staff-step";
export const PENDING_MINUTES = 5;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface PendingSignIn {
  /** SHA-256 of the token, as stored. */
  id: string;
  userId: number;
  expiresAt: string;
}

export async function createPendingSignIn(
  db: DB,
  userId: number,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("staff_pending_sign_ins")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PENDING_MINUTES * 60_000).toISOString(),
    })
    .execute();
  return token;
}

export async function findPendingSignIn(
  db: DB,
  token: string,
  now = new Date(),
): Promise<PendingSignIn | null> {
  const row = await db
    .selectFrom("staff_pending_sign_ins")
    .select(["id", "user_id", "expires_at"])
    .where("id", "=", hashToken(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at } : null;
}

/** Ends a pending sign-in, once: true for the one request that found it. */
export async function finishPendingSignIn(db: DB, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("staff_pending_sign_ins")
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function prunePendingSignIns(db: DB, now = new Date()): Promise<void> {
  await db
    .deleteFrom("staff_pending_sign_ins")
    .where("expires_at", "<=", now.toISOString())
    .execute();
}

function pendingCookieName(https: boolean): string {
  return https ? PENDING_COOKIE_SECURE : PENDING_COOKIE_PLAIN;
}

export function readPendingToken(request: Request, https: boolean): string | null {
  const value = parseCookie(request.headers.get("cookie") ?? "")[pendingCookieName(https)];
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function pendingCookie(token: string, https: boolean): string {
  return stringifySetCookie({
    name: pendingCookieName(https),
    value: token,
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    maxAge: token ? PENDING_MINUTES * 60 : 0,
    secure: https,
  });
}

export const clearedPendingCookie = (https: boolean) => pendingCookie("", https);
