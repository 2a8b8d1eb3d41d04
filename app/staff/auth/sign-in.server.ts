import { formatIndianDateTime } from "~/staff/leads/format";
import type { DB } from "~/db/client.server";
import { limitKeyOfAddress } from "~/lib/forms/rate-limit.server";
import {
  accountColumns,
  normalizeEmail,
  toAccount,
  type StaffAccount,
} from "~/staff/accounts/accounts.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { decoyPasswordHash, verifyPassword } from "./password.server";
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
import { verifyTotp } from "./totp.server";
import { claimTotpStep } from "./two-step.server";

/**
 * Staff sign-in: limits first, then the password, then the two-step code, then
 * a session. Wrong email and wrong password look the same to the visitor (same
 * message, same time, same limits); the audit log tells admins which it was.
 */
export type SignInResult =
  | { ok: true; token: string; account: StaffAccount }
  | {
      ok: false;
      reason: "invalid" | "code-required" | "bad-code" | "locked" | "slowed";
      retryAt?: Date;
    };

export interface SignInAttempt {
  email: string;
  password: string;
  code: string;
  clientIp: string;
  userAgent: string;
}

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
  const failed = { db, ticket, email, attempt, now };

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
    const why = !row ? "no such account" : !passwordOk ? "wrong password" : "account disabled";
    await recordFailure({ ...failed, accountId: row?.id ?? null, why });
    return { ok: false, reason: "invalid" };
  }
  if (row.totp_secret) {
    if (attempt.code.trim() === "") {
      await settleUnfinished(db, ticket);
      return { ok: false, reason: "code-required" };
    }
    const step = verifyTotp(row.totp_secret, attempt.code, row.totp_last_step, now.getTime());
    if (step === null || !(await claimTotpStep(db, row.id, row.totp_secret, step))) {
      await recordFailure({
        ...failed,
        accountId: row.id,
        why: "wrong or already used two-step code",
      });
      return { ok: false, reason: "bad-code" };
    }
  }
  await settleSuccess(db, ticket, now);
  const account = toAccount(row);
  const notice = await failedAttemptsSinceLastSignIn(db, account.id);
  const token = await createSession(
    db,
    row.id,
    { clientIp: attempt.clientIp, userAgent: attempt.userAgent, notice },
    policy,
    now,
  );
  await recordAudit(
    db,
    {
      user: { id: account.id, email: account.email },
      clientIp: attempt.clientIp,
      userAgent: attempt.userAgent,
    },
    {
      action: securityActions.signIn,
      entityType: "staff_user",
      entityId: account.id,
      summary: notice
        ? `Signed in (${notice.count} failed attempt${notice.count === 1 ? "" : "s"} since the previous sign-in)`
        : "Signed in",
    },
  );
  return { ok: true, token, account };
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
  const ofAccount = db
    .selectFrom("audit_log")
    .where("entity_type", "=", "staff_user")
    .where("entity_id", "=", String(userId));
  const previous = await ofAccount
    .select("created_at")
    .where("action", "=", securityActions.signIn)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  let failures = ofAccount.where("action", "=", securityActions.signInFailed);
  if (previous) failures = failures.where("created_at", ">", previous.created_at);
  const counted = await failures
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const count = Number(counted.n);
  if (count === 0) return null;
  const recent = await failures
    .select(["created_at", "client_ip"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(5)
    .execute();
  return {
    since: previous?.created_at ?? null,
    count,
    recent: recent.map((r) => ({ at: r.created_at, address: r.client_ip })),
  };
}
