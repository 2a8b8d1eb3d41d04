import type { DB } from "~/db/client.server";
import { recordAudit } from "~/staff/audit/record.server";
import { factorsOf, hasSecondFactor } from "./factors.server";
import {
  ChangeRefused,
  changeWithProof,
  proveItIsYou,
  type Proof,
  type ReauthProblem,
  type SignedInActor,
} from "./reauth.server";
import { prepareRecoveryCodes, storeRecoveryCodes } from "./recovery-code-store.server";
import { securityActions } from "./security-events";
import { deleteUserSessions } from "./sessions.server";
import { verifyTotp } from "./totp.server";
import { setTotp, setTotpWhereNone } from "./user-store.server";
import type { RelyingParty } from "./webauthn.server";

export { claimTotpStep } from "./factors.server";

/**
 * The authenticator app (TOTP): turning it on, moving it to a new phone, and
 * turning it off. An account with no second factor yet turns it on with a
 * code from the app alone (its first sign-in, ADR 36) and is given its
 * recovery codes; once the account has any factor, every change needs the
 * current password and a current factor (the app, a passkey or a recovery
 * code), and moving or removing the app ends every other session of the
 * account, so whoever holds a stolen session or password cannot quietly move
 * the account to their own phone.
 */
export type TwoStepResult =
  | {
      ok: true;
      endedSessions: number;
      /** Given when this was the account's first factor: to be shown once. */
      recoveryCodes?: string[] | null;
    }
  | {
      ok: false;
      problem: ReauthProblem | "bad-new-code" | "already-on" | "not-on" | "required";
      retryAt?: Date;
    };

/**
 * Turns the app on, once the member has shown a valid code for the new
 * secret. Without proof only while the account has no factor at all; an
 * account with a passkey adds the app with `proof`.
 */
export async function enableTotp(
  db: DB,
  actor: SignedInActor,
  secret: string,
  code: string,
  proof?: Proof,
  rp: RelyingParty | null = null,
): Promise<TwoStepResult> {
  const step = verifyTotp(secret, code, null);
  if (step === null) return { ok: false, problem: "bad-new-code" };
  const before = await factorsOf(db, actor.user.id);
  if (before.totp) return { ok: false, problem: "already-on" };
  const first = !hasSecondFactor(before);
  let proved: Parameters<typeof changeWithProof>[2] = {
    ok: true,
    claim: null,
    done: async () => {},
  };
  if (!first) {
    const check = await proveItIsYou(db, actor, proof ?? { password: "" }, { factor: true, rp });
    if (!check.ok) return check;
    proved = check;
  }
  const codes = first ? await prepareRecoveryCodes() : null;
  const changed = await changeWithProof<void, "already-on">(db, actor, proved, async (trx) => {
    // Only where none is set (replacing one goes through replaceTotp and its
    // checks), and without proof only while no passkey arrived meanwhile.
    if (!(await setTotpWhereNone(trx, actor.user.id, secret, step)))
      throw new ChangeRefused("already-on");
    if (first && (await factorsOf(trx, actor.user.id)).passkeys > 0)
      throw new ChangeRefused("already-on");
    await recordAudit(trx, actor, {
      action: securityActions.twoStepOn,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: "Turned on two-step sign-in with an authenticator app",
    });
    if (codes) {
      await storeRecoveryCodes(trx, actor.user.id, codes);
      await recordAudit(trx, actor, {
        action: securityActions.recoveryCodesGenerated,
        entityType: "staff_user",
        entityId: actor.user.id,
        summary: `Made ${codes.codes.length} recovery codes with the first second factor`,
      });
    }
  });
  if (!changed.ok) return { ok: false, problem: changed.problem };
  return { ok: true, endedSessions: 0, recoveryCodes: codes?.codes ?? null };
}

export interface ChangeProof {
  currentPassword: string;
  /** A code from the app in use, or a recovery code. */
  currentCode?: string;
  /** Or a passkey's answer. */
  passkey?: unknown;
  /** The session making the change; every other one ends. */
  keepSessionId: string;
}

/**
 * Swaps the stored secret (or clears it) once the proof's factor is used up,
 * ends the other sessions and records it, in one transaction.
 */
async function changeSecret(
  db: DB,
  actor: SignedInActor,
  proof: ChangeProof,
  next: { secret: string; step: number } | null,
  rp: RelyingParty | null,
): Promise<TwoStepResult> {
  const check = await proveItIsYou(
    db,
    { ...actor, sessionId: proof.keepSessionId },
    { password: proof.currentPassword, code: proof.currentCode, passkey: proof.passkey },
    { factor: true, rp },
  );
  if (!check.ok) return check;
  const changed = await changeWithProof<number, "not-on" | "required">(
    db,
    actor,
    check,
    async (trx) => {
      const factors = await factorsOf(trx, actor.user.id);
      if (!factors.totp) throw new ChangeRefused("not-on");
      // The app may go only when a passkey stays: every account keeps a factor.
      if (!next && factors.passkeys === 0) throw new ChangeRefused("required");
      await setTotp(trx, actor.user.id, next);
      const endedSessions = await deleteUserSessions(trx, actor.user.id, proof.keepSessionId);
      await recordAudit(trx, actor, {
        action: next ? securityActions.twoStepReplace : securityActions.twoStepOff,
        entityType: "staff_user",
        entityId: actor.user.id,
        summary: `${next ? "Moved two-step sign-in to a new authenticator" : "Turned off the authenticator app"} (${endedSessions} other session${endedSessions === 1 ? "" : "s"} signed out)`,
      });
      return endedSessions;
    },
  );
  if (!changed.ok) return { ok: false, problem: changed.problem };
  return { ok: true, endedSessions: changed.value };
}

/** Moves two-step sign-in to a new authenticator: proof of a current factor, a code from the new one. */
export async function replaceTotp(
  db: DB,
  actor: SignedInActor,
  input: ChangeProof & { newSecret: string; newCode: string },
  rp: RelyingParty | null = null,
): Promise<TwoStepResult> {
  const step = verifyTotp(input.newSecret, input.newCode, null);
  if (step === null) return { ok: false, problem: "bad-new-code" };
  if (!(await factorsOf(db, actor.user.id)).totp) return { ok: false, problem: "not-on" };
  return changeSecret(db, actor, input, { secret: input.newSecret, step }, rp);
}

/** Turns the app off; only while a passkey stays, since every account keeps a second factor. */
export async function turnOffTotp(
  db: DB,
  actor: SignedInActor,
  input: ChangeProof,
  rp: RelyingParty | null = null,
): Promise<TwoStepResult> {
  const factors = await factorsOf(db, actor.user.id);
  if (!factors.totp) return { ok: false, problem: "not-on" };
  if (factors.passkeys === 0) return { ok: false, problem: "required" };
  return changeSecret(db, actor, input, null, rp);
}
