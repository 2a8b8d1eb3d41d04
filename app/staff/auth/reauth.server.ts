import type { DB } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { verifyPassword } from "./password.server";
import { securityActions } from "./security-events";
import { takeReauthAttempt } from "./throttle.server";
import { verifyTotp } from "./totp.server";

/**
 * A signed-in member proving it is really them before a sensitive change
 * (new password, new or no two-step sign-in): the current password and,
 * when asked, a current code from the authenticator already set up. A
 * stolen session alone is then not enough, and its guesses are limited.
 */
export type SignedInActor = AuditActor & { user: { id: number; email: string } };

export type ReauthProblem = "wrong-password" | "wrong-code" | "throttled";

export type ReauthResult =
  | {
      ok: true;
      /** The two-step secret the code was checked against, and the code's time step. */
      totp: { secret: string; step: number } | null;
      /** Call once the change is made: a right answer does not count against the limit. */
      done: () => Promise<void>;
    }
  | { ok: false; problem: ReauthProblem; retryAt?: Date };

export async function proveItIsYou(
  db: DB,
  actor: SignedInActor,
  answers: { password: string; code?: string },
  now = new Date(),
): Promise<ReauthResult> {
  const taken = await takeReauthAttempt(db, actor.user.id, now);
  if (!taken.ok) return { ok: false, problem: "throttled", retryAt: taken.refusal.retryAt };
  const row = await db
    .selectFrom("staff_users")
    .select(["password_hash", "totp_secret", "totp_last_step"])
    .where("id", "=", actor.user.id)
    .executeTakeFirstOrThrow();
  const fail = async (problem: ReauthProblem, what: string): Promise<ReauthResult> => {
    await recordAudit(db, actor, {
      action: securityActions.reauthFailed,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: `Entered a wrong ${what} while signed in, to change sign-in settings`,
    });
    return { ok: false, problem };
  };
  if (!(await verifyPassword(answers.password, row.password_hash)))
    return fail("wrong-password", "current password");
  let totp: { secret: string; step: number } | null = null;
  if (answers.code !== undefined && row.totp_secret) {
    const step = verifyTotp(row.totp_secret, answers.code, row.totp_last_step, now.getTime());
    if (step === null) return fail("wrong-code", "two-step code");
    totp = { secret: row.totp_secret, step };
  }
  return { ok: true, totp, done: taken.handBack };
}
