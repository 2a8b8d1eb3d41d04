import type { DB } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { checkFactor, factorsOf, spendFactor, type FactorClaim } from "./factors.server";
import { verifyPassword } from "./password.server";
import { recoveryCodesLeft } from "./recovery-code-store.server";
import { securityActions } from "./security-events";
import { takeReauthAttempt } from "./throttle.server";
import { findCredentialRow } from "./user-store.server";
import type { RelyingParty } from "./webauthn.server";

/**
 * A signed-in member proving it is really them before a sensitive change
 * (new password; adding, moving or removing a second factor; new recovery
 * codes): the current password and, for factor changes, a current second
 * factor: a code from the app, a recovery code, or a passkey's answer to a
 * challenge made for this session. A stolen session alone is then not
 * enough, and its guesses are limited.
 */
export type SignedInActor = AuditActor & {
  user: { id: number; email: string };
  /** The session making the change: a passkey's challenge belongs to it. */
  sessionId?: string;
};

export type ReauthProblem = "wrong-password" | "wrong-code" | "throttled";

/** What the member gave to prove it is them. */
export interface Proof {
  password: string;
  /** A 6-digit code from the app, or a recovery code. */
  code?: string;
  /** A passkey's signed answer (JSON), instead of a code. */
  passkey?: unknown;
}

export type ReauthResult =
  | {
      ok: true;
      /** The factor that answered, still to be used up (changeWithProof does it); null when none was asked. */
      claim: FactorClaim | null;
      /** Call once the change is made: a right answer does not count against the limit. */
      done: () => Promise<void>;
    }
  | { ok: false; problem: ReauthProblem; retryAt?: Date };

export async function proveItIsYou(
  db: DB,
  actor: SignedInActor,
  proof: Proof,
  /** factor: ask for a second factor too, when the account has one. */
  options: { factor: boolean; rp?: RelyingParty | null } = { factor: false },
  now = new Date(),
): Promise<ReauthResult> {
  const taken = await takeReauthAttempt(db, actor.user.id, now);
  if (!taken.ok) return { ok: false, problem: "throttled", retryAt: taken.refusal.retryAt };
  const row = await findCredentialRow(db, actor.user.id);
  const fail = async (problem: ReauthProblem, what: string): Promise<ReauthResult> => {
    await recordAudit(db, actor, {
      action: securityActions.reauthFailed,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: `Entered a wrong ${what} while signed in, to change sign-in settings`,
    });
    return { ok: false, problem };
  };
  if (!(await verifyPassword(proof.password, row.password_hash)))
    return fail("wrong-password", "current password");
  let claim: FactorClaim | null = null;
  const factors = options.factor ? await factorsOf(db, actor.user.id) : null;
  if (factors && (factors.totp || factors.passkeys > 0 || factors.recoveryCodes > 0)) {
    const passkey =
      actor.sessionId !== undefined
        ? {
            rp: options.rp ?? null,
            owner: `session:${actor.sessionId}` as const,
            purpose: "confirm" as const,
          }
        : null;
    const checked = await checkFactor(
      db,
      row,
      { code: proof.code, passkey: proof.passkey },
      passkey,
      now,
    );
    if (!checked.ok)
      return fail("wrong-code", proof.passkey ? "passkey answer" : "two-step or recovery code");
    claim = checked.claim;
  }
  return { ok: true, claim, done: taken.handBack };
}

/** A change refused inside its transaction, which is then rolled back (the proof's factor stays unused). */
export class ChangeRefused<Problem extends string> extends Error {
  constructor(readonly problem: Problem) {
    super(`change refused: ${problem}`);
  }
}

/**
 * Uses the proof's factor up and makes the change, in one transaction: of
 * two changes proved with the same code or answer, one is made. A
 * ChangeRefused thrown by `change` rolls both back.
 */
export async function changeWithProof<T, Problem extends string = never>(
  db: DB,
  actor: SignedInActor,
  proved: Extract<ReauthResult, { ok: true }>,
  change: (trx: DB) => Promise<T>,
  now = new Date(),
): Promise<{ ok: true; value: T } | { ok: false; problem: Problem | "wrong-code" }> {
  try {
    const value = await db.transaction().execute(async (trx) => {
      // Another request used this code or answer first.
      if (proved.claim && !(await spendFactor(trx, actor.user.id, proved.claim, now)))
        throw new ChangeRefused("wrong-code");
      if (proved.claim?.kind === "recovery") {
        const left = await recoveryCodesLeft(trx, actor.user.id);
        await recordAudit(trx, actor, {
          action: securityActions.recoveryCodeUsed,
          entityType: "staff_user",
          entityId: actor.user.id,
          summary: `Used a recovery code to confirm a change (${left} left)`,
        });
      }
      return change(trx);
    });
    await proved.done();
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ChangeRefused) return { ok: false, problem: error.problem as Problem };
    throw error;
  }
}
