import crypto from "node:crypto";
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { formWithoutControlCharacters } from "~/lib/control-characters";
import { getEnv } from "~/lib/env.server";
import { CLIENT_IP_HEADER } from "~/lib/forms/rate-limit.server";
import type { StaffRole } from "~/staff/shell/roles";
import { relyingPartyFor, type RelyingParty } from "./webauthn.server";
import {
  findSession,
  readSessionToken,
  type ActiveSession,
  type SessionPolicy,
  type SignInNotice,
} from "./sessions.server";

/**
 * Authorization for the staff area. Every staff loader calls requireStaff and
 * every staff action calls requireStaffAction; nothing under /staff trusts the
 * client to hide what it may not use.
 */
export interface StaffContext {
  user: { id: number; email: string; name: string; roles: StaffRole[] };
  csrfToken: string;
  clientIp: string;
  /** Recorded with every audit entry the member's actions write. */
  userAgent: string;
  sessionId: string;
  /** Failed sign-in attempts since the member's previous sign-in, until dismissed. */
  signInNotice: SignInNotice | null;
  /** Set when a recovery code opened this session: how many were left, until dismissed. */
  recoveryCodesLeft?: number | null;
  /** The page the account must finish first (a new password, a second factor), or null. */
  pendingSetup?: string | null;
}

export const CSRF_FIELD = "_csrf";

/**
 * The staff forms' password fields (routes/account.password.tsx, routes/account.two-step.tsx),
 * which reach their checks exactly as typed: sign-in reads a password untouched.
 */
function isPasswordField(name: string): boolean {
  return /password/i.test(name) || name === "current" || name === "next" || name === "confirm";
}

/** Pages an account must finish first: a new password, then a second factor (ADR 36). */
export const PASSWORD_PAGE = "/staff/account/password";
export const TWO_STEP_PAGE = "/staff/account/two-step";

export function sessionPolicy(): SessionPolicy {
  const env = getEnv();
  return { idleMinutes: env.STAFF_IDLE_MINUTES, absoluteHours: env.STAFF_SESSION_HOURS };
}

/** Where passkeys are bound: SITE_URL's host; null when it is an IP address (no passkeys there). */
export function staffRelyingParty(): RelyingParty | null {
  return relyingPartyFor(getEnv().SITE_URL);
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

export function userAgentOf(request: Request): string {
  return (request.headers.get("user-agent") ?? "").slice(0, 300);
}

export async function currentSession(request: Request): Promise<ActiveSession | null> {
  const token = readSessionToken(request, isHttps(request));
  if (!token) return null;
  return findSession(db(), token, sessionPolicy());
}

function forbidden(message: string): never {
  throw data({ message }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

function contextOf(session: ActiveSession, request: Request): StaffContext {
  return {
    user: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      roles: session.user.roles,
    },
    csrfToken: session.csrfToken,
    clientIp: clientIpOf(request),
    userAgent: userAgentOf(request),
    sessionId: session.id,
    signInNotice: session.signInNotice,
    recoveryCodesLeft: session.recoveryCodesLeft,
    pendingSetup: pendingSetupPath(session),
  };
}

/**
 * Where an account must go first, or null: a one-time password is replaced,
 * then every account, whatever its roles, sets up a second factor before
 * anything else in the staff area answers (ADR 36).
 */
export function pendingSetupPath(session: ActiveSession): string | null {
  if (session.user.mustChangePassword) return PASSWORD_PAGE;
  if (!session.user.hasSecondFactor) return TWO_STEP_PAGE;
  return null;
}

export interface RequireOptions {
  /** The layout and signing out: reachable whatever the account has still to set up. */
  allowPendingSetup?: boolean;
  /** A part of the second factor's setup other than its page (the passkey ceremony). */
  partOfFactorSetup?: boolean;
}

/** Whether a request may go on while the account's setup is pending: only to finish it. */
function allowedDuringSetup(pending: string, path: string, options: RequireOptions): boolean {
  if (options.allowPendingSetup || path === pending) return true;
  return pending === TWO_STEP_PAGE && options.partOfFactorSetup === true;
}

/**
 * The signed-in staff member, for a loader. Anonymous (or timed-out) visitors
 * are sent to sign in and come back; a member without `role` gets a 403.
 */
export async function requireStaff(
  request: Request,
  /** The role the page needs; with several, any one of them will do. */
  role?: StaffRole | readonly StaffRole[],
  options: RequireOptions = {},
): Promise<StaffContext> {
  const url = new URL(request.url);
  const session = await currentSession(request);
  if (!session) {
    const next = url.pathname + url.search;
    throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  const pending = pendingSetupPath(session);
  if (pending && !allowedDuringSetup(pending, url.pathname, options))
    throw redirect(pending, { headers: { "Cache-Control": "no-store" } });
  const needed = typeof role === "string" ? [role] : role;
  if (needed && !needed.some((r) => session.user.roles.includes(r)))
    forbidden("Your account does not have access to this part of the staff area.");
  return contextOf(session, request);
}

/**
 * A cross-site request is refused by its browser-supplied headers (Origin or
 * Sec-Fetch-Site) when present, and by the per-session CSRF token always.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

function tokensMatch(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The signed-in member and the posted form, for an action: POST only, same
 * origin, a valid CSRF token, and `role` (when given). Anything else is a 403
 * (405 for other methods) before the action looks at the data.
 */
export async function requireStaffAction(
  request: Request,
  role: StaffRole | null,
  options: RequireOptions = {},
): Promise<{ staff: StaffContext; form: FormData }> {
  if (request.method !== "POST")
    throw data({ message: "This address only accepts form posts." }, { status: 405 });
  if (!isSameOriginRequest(request))
    forbidden("This change was sent from another website, so it was refused.");
  const session = await currentSession(request);
  if (!session) forbidden("Your session has ended. Sign in again, then repeat the change.");
  const pending = pendingSetupPath(session);
  if (pending && !allowedDuringSetup(pending, new URL(request.url).pathname, options))
    forbidden("Finish setting up your account first.");
  if (role && !session.user.roles.includes(role))
    forbidden("Your account does not have access to this part of the staff area.");
  let form: FormData;
  try {
    // Every staff form passes here, so this is where staff text loses its
    // control characters before anything is saved (issue 41).
    form = formWithoutControlCharacters(await request.formData(), isPasswordField);
  } catch {
    throw data({ message: "The form could not be read. Please try again." }, { status: 400 });
  }
  const sent = form.get(CSRF_FIELD);
  if (typeof sent !== "string" || !tokensMatch(sent, session.csrfToken))
    forbidden("This form has expired. Reload the page and try again.");
  return { staff: contextOf(session, request), form };
}
