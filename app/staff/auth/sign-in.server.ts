import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { formatIndianDateTime } from "~/lib/i18n/format";
import type { DB } from "~/db/client.server";
import { limitKeyOfAddress } from "~/lib/forms/rate-limit.server";
import { normalizeEmail, toAccount, type StaffAccount } from "~/staff/accounts/accounts.server";
import { failuresSinceLastSuccess } from "~/staff/audit/audit-log.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import {
  checkFactor,
  factorsOf,
  hasSecondFactor,
  spendFactor,
  type AccountFactors,
  type FactorAnswer,
  type FactorClaim,
  type PasskeyContext,
} from "./factors.server";
import { decoyPasswordHash, verifyPassword } from "./password.server";
import {
  createPendingSignIn,
  findPendingSignIn,
  finishPendingSignIn,
} from "./pending-sign-ins.server";
import { recoveryCodesLeft } from "./recovery-code-store.server";
import { securityActions } from "./security-events";
import { createSession, type SessionPolicy, type SignInNotice } from "./sessions.server";
import {
  SIGN_IN_LIMITS,
  settleFailure,
  settleSuccess,
  settleUnfinished,
  takeSignInAttempt,
  type AttemptTicket,
} from "./throttle.server";
import { findSignInRow } from "./user-store.server";
import {
  CHALLENGE_MINUTES,
  issueChallenge,
  passkeysOf,
  type RelyingParty,
} from "./webauthn.server";

/**
 * Staff sign-in: limits first, then the password, then the second factor
 * (ADR 36), then a session. Wrong email and wrong password look the same to
 * the visitor (same message, same time, same limits); the audit log tells
 * admins which it was.
 *
 * A right password alone opens no session for an account with a second
 * factor: it starts a pending sign-in (pending-sign-ins.server.ts), whose
 * second step takes a code from the app, a recovery code or a passkey. A code
 * sent with the password is checked at once, in one post. An account with no
 * factor yet gets a session that reaches only the setup (auth.server.ts).
 * Each answer to the second step is counted like a password attempt.
 */
export type SignInResult =
  | {
      ok: true;
      token: string;
      account: StaffAccount;
      /** Set when a recovery code opened the session: how many the account has left. */
      recoveryCodesLeft: number | null;
    }
  | { ok: false; reason: "second-step"; pendingToken: string }
  | {
      ok: false;
      /** expired: the second step's pending sign-in is gone (used, timed out, or never was). */
      reason: "invalid" | "bad-code" | "locked" | "slowed" | "expired";
      retryAt?: Date;
    };

export interface SignInAttempt {
  email: string;
  password: string;
  code: string;
  clientIp: string;
  userAgent: string;
}

type UserRow = Awaited<ReturnType<typeof findSignInRow>>;

export async function signIn(
  db: DB,
  attempt: SignInAttempt,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(attempt.email);
  // Counted per client (an IPv6 /64 is one), so new addresses in one block get no new tries.
  const taken = await takeSignInAttempt(db, email, limitKeyOfAddress(attempt.clientIp), now);
  if (!taken.ok) return { ok: false, reason: taken.refusal.reason, retryAt: taken.refusal.retryAt };
  const { ticket } = taken;

  const row = await findSignInRow(db, { email });
  const passwordOk = await verifyPassword(
    attempt.password,
    row?.password_hash ?? (await decoyPasswordHash()),
  );
  if (!row || !passwordOk || row.disabled === 1) {
    const why = !row ? "no such account" : !passwordOk ? "wrong password" : "account disabled";
    await recordFailure({ db, ticket, email, attempt, now, accountId: row?.id ?? null, why });
    return { ok: false, reason: "invalid" };
  }
  const step = { db, ticket, row, attempt, now, policy };
  // No factor yet: the session reaches only the setup of one (auth.server.ts).
  if (!hasSecondFactor(await factorsOf(db, row.id))) return openSession(step, null);
  if (attempt.code.trim() === "") {
    await settleUnfinished(db, ticket);
    return {
      ok: false,
      reason: "second-step",
      pendingToken: await createPendingSignIn(db, row.id, now),
    };
  }
  return finishSecondStep(step, { code: attempt.code }, null, null);
}

/** The second step's answer, for the pending sign-in the cookie names. */
export interface SecondStepAnswer extends FactorAnswer {
  pendingToken: string;
  clientIp: string;
  userAgent: string;
}

export async function secondStep(
  db: DB,
  input: SecondStepAnswer,
  policy: SessionPolicy,
  rp: RelyingParty | null,
  now = new Date(),
): Promise<SignInResult> {
  const pending = await findPendingSignIn(db, input.pendingToken, now);
  if (!pending) return { ok: false, reason: "expired" };
  const row = await findSignInRow(db, { id: pending.userId });
  if (!row || row.disabled === 1) {
    await finishPendingSignIn(db, pending.id);
    return { ok: false, reason: "expired" };
  }
  // Each answer is an attempt on the (account, address) pair, the address and the account.
  const taken = await takeSignInAttempt(db, row.email, limitKeyOfAddress(input.clientIp), now);
  if (!taken.ok) return { ok: false, reason: taken.refusal.reason, retryAt: taken.refusal.retryAt };
  const attempt: SignInAttempt = {
    email: row.email,
    password: "",
    code: input.code ?? "",
    clientIp: input.clientIp,
    userAgent: input.userAgent,
  };
  return finishSecondStep(
    { db, ticket: taken.ticket, row, attempt, now, policy },
    { code: input.code, passkey: input.passkey },
    { rp, owner: `pending:${pending.id}`, purpose: "sign-in" },
    pending.id,
  );
}

/** What the second step's page shows: who is signing in, and which factors they can use. */
export async function pendingSignInView(
  db: DB,
  pendingToken: string,
  now = new Date(),
): Promise<{ email: string; factors: AccountFactors } | null> {
  const pending = await findPendingSignIn(db, pendingToken, now);
  if (!pending) return null;
  const row = await findSignInRow(db, { id: pending.userId });
  if (!row || row.disabled === 1) return null;
  return { email: row.email, factors: await factorsOf(db, row.id) };
}

/**
 * A challenge for the passkey step of a pending sign-in, naming the
 * account's own passkeys; null when there is no such sign-in or passkey.
 */
export async function passkeySignInOptions(
  db: DB,
  rp: RelyingParty,
  pendingToken: string,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const pending = await findPendingSignIn(db, pendingToken, now);
  if (!pending) return null;
  const passkeys = await passkeysOf(db, pending.userId);
  if (passkeys.length === 0) return null;
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: await issueChallenge(db, `pending:${pending.id}`, "sign-in", now),
    timeout: CHALLENGE_MINUTES * 60_000,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: "preferred",
  });
}

interface StepContext {
  db: DB;
  ticket: AttemptTicket;
  row: NonNullable<UserRow>;
  attempt: SignInAttempt;
  now: Date;
  policy: SessionPolicy;
}

class SecondStepGone extends Error {}

/**
 * Checks the answer, then uses it up and ends the pending sign-in in one
 * transaction: of several requests with one code, one answer or one pending
 * sign-in, a single one opens a session.
 */
async function finishSecondStep(
  step: StepContext,
  answer: FactorAnswer,
  passkey: PasskeyContext | null,
  pendingId: string | null,
): Promise<SignInResult> {
  const { db, ticket, row, attempt, now } = step;
  const failed = (why: string) =>
    recordFailure({ db, ticket, email: row.email, attempt, now, accountId: row.id, why });
  const checked = await checkFactor(db, row, answer, passkey, now);
  if (!checked.ok) {
    await failed(checked.why);
    return { ok: false, reason: "bad-code" };
  }
  let used: boolean;
  try {
    used = await db.transaction().execute(async (trx) => {
      if (!(await spendFactor(trx, row.id, checked.claim, now))) return false;
      if (pendingId && !(await finishPendingSignIn(trx, pendingId))) throw new SecondStepGone();
      return true;
    });
  } catch (error) {
    if (!(error instanceof SecondStepGone)) throw error;
    await settleUnfinished(db, ticket);
    return { ok: false, reason: "expired" };
  }
  if (!used) {
    await failed(
      checked.claim.kind === "passkey"
        ? "a passkey answer already used"
        : `already used ${checked.claim.kind === "recovery" ? "recovery" : "two-step"} code`,
    );
    return { ok: false, reason: "bad-code" };
  }
  return openSession(step, checked.claim);
}

/** A right password and (when there is one) second factor: the counts go back, a session starts. */
async function openSession(step: StepContext, claim: FactorClaim | null): Promise<SignInResult> {
  const { db, ticket, row, attempt, now, policy } = step;
  await settleSuccess(db, ticket, now);
  const account = toAccount(row);
  const notice = await failedAttemptsSinceLastSignIn(db, account.id);
  const left = claim?.kind === "recovery" ? await recoveryCodesLeft(db, account.id) : null;
  const token = await createSession(
    db,
    row.id,
    {
      clientIp: attempt.clientIp,
      userAgent: attempt.userAgent,
      notice,
      recoveryCodesLeft: left,
    },
    policy,
    now,
  );
  const actor: AuditActor = {
    user: { id: account.id, email: account.email },
    clientIp: attempt.clientIp,
    userAgent: attempt.userAgent,
  };
  const onAccount = { entityType: "staff_user", entityId: account.id };
  await recordAudit(db, actor, {
    action: securityActions.signIn,
    ...onAccount,
    summary:
      (claim?.kind === "passkey" ? `Signed in with the passkey "${claim.name}"` : "Signed in") +
      (notice
        ? ` (${notice.count} failed attempt${notice.count === 1 ? "" : "s"} since the previous sign-in)`
        : ""),
  });
  if (left !== null)
    await recordAudit(db, actor, {
      action: securityActions.recoveryCodeUsed,
      ...onAccount,
      summary: `Signed in with a recovery code (${left} left)`,
    });
  return { ok: true, token, account, recoveryCodesLeft: left };
}

/** What was typed as the email, for the log: never something that is not an email (a password typed in the wrong box). */
function typedEmail(email: string): string {
  return /^[^\s@]+@[^\s@]+$/.test(email)
    ? email.slice(0, 120)
    : "(something that is not an email address)";
}

/**
 * A failed attempt keeps its count and goes into the audit log, with any
 * lock or slow-down it set off. Only counted attempts get here, so the
 * limits also bound how much an attacker can write to the log.
 */
async function recordFailure({
  db,
  ticket,
  email,
  attempt,
  now,
  accountId,
  why,
}: {
  db: DB;
  ticket: AttemptTicket;
  email: string;
  attempt: SignInAttempt;
  now: Date;
  accountId: number | null;
  why: string;
}): Promise<void> {
  const effects = await settleFailure(db, ticket, now);
  const actor: AuditActor = {
    user: null,
    clientIp: attempt.clientIp,
    userAgent: attempt.userAgent,
  };
  const who = typedEmail(email);
  const onAccount =
    accountId === null
      ? { entityType: "sign-in" }
      : { entityType: "staff_user", entityId: accountId };
  const until = (at: Date) => `${formatIndianDateTime(at.toISOString())} (India time)`;
  await recordAudit(db, actor, {
    action: securityActions.signInFailed,
    ...onAccount,
    summary: `Failed sign-in as ${who}: ${why}`,
  });
  if (effects.pairLocked)
    await recordAudit(db, actor, {
      action: securityActions.signInLocked,
      ...onAccount,
      summary: `Sign-in as ${who} from ${attempt.clientIp} paused until ${until(effects.pairLocked)} after ${SIGN_IN_LIMITS.pair.maxAttempts} attempts`,
    });
  if (effects.addressLocked)
    await recordAudit(db, actor, {
      action: securityActions.signInLocked,
      entityType: "sign-in",
      summary: `Sign-in from ${attempt.clientIp} paused until ${until(effects.addressLocked)} after ${SIGN_IN_LIMITS.address.maxAttempts} attempts on any account`,
    });
  if (effects.accountSlowed)
    await recordAudit(db, actor, {
      action: securityActions.signInSlowed,
      ...onAccount,
      summary: `Sign-in as ${who} from unfamiliar addresses slowed down after ${SIGN_IN_LIMITS.account.freeAttempts} attempts`,
    });
}

/**
 * Failed attempts on the account since its previous successful sign-in,
 * for the notice its owner sees once signed in; null when there were none.
 */
export async function failedAttemptsSinceLastSignIn(
  db: DB,
  userId: number,
): Promise<SignInNotice | null> {
  const { since, count, recent } = await failuresSinceLastSuccess(
    db,
    { type: "staff_user", id: String(userId) },
    { success: securityActions.signIn, failure: securityActions.signInFailed },
    5,
  );
  if (count === 0) return null;
  return {
    since,
    count,
    recent: recent.map((r) => ({ at: r.created_at, address: r.client_ip })),
  };
}
