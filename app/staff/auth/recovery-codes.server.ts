import type { DB } from "~/db/client.server";
import { recordAudit } from "~/staff/audit/record.server";
import {
  changeWithProof,
  proveItIsYou,
  type Proof,
  type ReauthProblem,
  type SignedInActor,
} from "./reauth.server";
import {
  prepareRecoveryCodes,
  recoveryCodesLeft,
  storeRecoveryCodes,
} from "./recovery-code-store.server";
import { securityActions } from "./security-events";
import type { RelyingParty } from "./webauthn.server";

export { recoveryCodesLeft };

export type RegenerateResult =
  | { ok: true; codes: string[] }
  | { ok: false; problem: ReauthProblem | "no-factor"; retryAt?: Date };

/**
 * A new set of recovery codes, shown once; every older code stops working.
 * Needs the password and a current factor (the app, a passkey, or one of the
 * old codes), so a stolen session cannot print itself a way back in.
 */
export async function regenerateRecoveryCodes(
  db: DB,
  actor: SignedInActor,
  proof: Proof,
  rp: RelyingParty | null = null,
  now = new Date(),
): Promise<RegenerateResult> {
  const check = await proveItIsYou(db, actor, proof, { factor: true, rp }, now);
  if (!check.ok) return check;
  if (!check.claim) return { ok: false, problem: "no-factor" };
  const prepared = await prepareRecoveryCodes();
  const changed = await changeWithProof(db, actor, check, async (trx) => {
    await storeRecoveryCodes(trx, actor.user.id, prepared, now);
    await recordAudit(trx, actor, {
      action: securityActions.recoveryCodesGenerated,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: `Made ${prepared.codes.length} new recovery codes; the old ones no longer work`,
    });
  });
  return changed.ok ? { ok: true, codes: prepared.codes } : changed;
}
