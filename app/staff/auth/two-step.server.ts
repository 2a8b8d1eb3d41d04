import type { DB } from "~/db/client.server";
import { recordAudit } from "~/staff/audit/record.server";
import { proveItIsYou, type ReauthProblem, type SignedInActor } from "./reauth.server";
import { securityActions } from "./security-events";
import { deleteUserSessions } from "./sessions.server";
import { verifyTotp } from "./totp.server";

/**
 * Two-step sign-in (TOTP): turning it on, replacing the authenticator, and
 * turning it off. Once it is on, changing it needs the current password and a
 * current code from the authenticator already set up (ADR 7), and ends every
 * other session of the account, so whoever holds a stolen session or password
 * cannot quietly move the account to their own phone.
 */

/**
 * Marks a time step used, once: of several requests carrying the same code,
 * only the one whose update finds the step still unused may go on.
 */
export async function claimTotpStep(
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

export type TwoStepResult =
  | { ok: true; endedSessions: number }
  | {
      ok: false;
      problem: ReauthProblem | "bad-new-code" | "already-on" | "not-on" | "required";
      retryAt?: Date;
    };

/** Turns two-step sign-in on, once the member has shown a valid code for the new secret. */
export async function enableTotp(
  db: DB,
  actor: SignedInActor,
  secret: string,
  code: string,
): Promise<TwoStepResult> {
  const step = verifyTotp(secret, code, null);
  if (step === null) return { ok: false, problem: "bad-new-code" };
  return db.transaction().execute(async (trx): Promise<TwoStepResult> => {
    // Only where none is set: replacing one goes through replaceTotp and its checks.
    const result = await trx
      .updateTable("staff_users")
      .set({ totp_secret: secret, totp_last_step: step, updated_at: new Date().toISOString() })
      .where("id", "=", actor.user.id)
      .where("totp_secret", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { ok: false, problem: "already-on" };
    await recordAudit(trx, actor, {
      action: securityActions.twoStepOn,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: "Turned on two-step sign-in",
    });
    return { ok: true, endedSessions: 0 };
  });
}

interface Proof {
  currentPassword: string;
  currentCode: string;
  /** The session making the change; every other one ends. */
  keepSessionId: string;
}

/**
 * Swaps the stored secret (or clears it) only if the proof's code is still
 * the newest one used, ends the other sessions and records it, in one
 * transaction.
 */
async function changeSecret(
  db: DB,
  actor: SignedInActor,
  proof: Proof,
  next: { secret: string; step: number } | null,
): Promise<TwoStepResult> {
  const check = await proveItIsYou(db, actor, {
    password: proof.currentPassword,
    code: proof.currentCode,
  });
  if (!check.ok) return { ok: false, problem: check.problem, retryAt: check.retryAt };
  const current = check.totp;
  if (!current) return { ok: false, problem: "not-on" };
  const result = await db.transaction().execute(async (trx): Promise<TwoStepResult> => {
    const updated = await trx
      .updateTable("staff_users")
      .set({
        totp_secret: next?.secret ?? null,
        totp_last_step: next?.step ?? null,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", actor.user.id)
      .where("totp_secret", "=", current.secret)
      .where((eb) =>
        eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", current.step)]),
      )
      .executeTakeFirst();
    // Another request used this code (or changed the secret) first.
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: "wrong-code" };
    const endedSessions = await deleteUserSessions(trx, actor.user.id, proof.keepSessionId);
    await recordAudit(trx, actor, {
      action: next ? securityActions.twoStepReplace : securityActions.twoStepOff,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: `${next ? "Moved two-step sign-in to a new authenticator" : "Turned off two-step sign-in"} (${endedSessions} other session${endedSessions === 1 ? "" : "s"} signed out)`,
    });
    return { ok: true, endedSessions };
  });
  if (result.ok) await check.done();
  return result;
}

/** Moves two-step sign-in to a new authenticator: proof of the old one, a code from the new one. */
export async function replaceTotp(
  db: DB,
  actor: SignedInActor,
  input: Proof & { newSecret: string; newCode: string },
): Promise<TwoStepResult> {
  const step = verifyTotp(input.newSecret, input.newCode, null);
  if (step === null) return { ok: false, problem: "bad-new-code" };
  return changeSecret(db, actor, input, { secret: input.newSecret, step });
}

/** Turns two-step sign-in off; not for administrators, who must keep it. */
export async function turnOffTotp(
  db: DB,
  actor: SignedInActor & { user: { roles: readonly string[] } },
  input: Proof,
): Promise<TwoStepResult> {
  if (actor.user.roles.includes("admin")) return { ok: false, problem: "required" };
  return changeSecret(db, actor, input, null);
}
