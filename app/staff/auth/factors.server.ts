import type { DB } from "~/db/client.server";
import {
  claimRecoveryCode,
  matchRecoveryCode,
  recoveryCodesLeft,
} from "./recovery-code-store.server";
import { verifyTotp } from "./totp.server";
import { markTotpStepUsed, passkeyCount, totpSecretOf } from "./user-store.server";
import {
  checkPasskeyAnswer,
  spendPasskey,
  type ChallengeOwner,
  type ChallengePurpose,
  type PasskeyClaim,
  type RelyingParty,
} from "./webauthn.server";

/**
 * The second factors (ADR 36): an authenticator app (TOTP), passkeys, and
 * recovery codes as the spare. Checking an answer and using it up are two
 * steps: the check is read-only (and slow: hashes, signatures), the use is
 * one conditional update per factor that only one request can win, made in
 * the same transaction as whatever the answer allows.
 */
export type FactorClaim =
  { kind: "totp"; secret: string; step: number } | { kind: "recovery"; id: number } | PasskeyClaim;

/** What a member typed or their browser signed: a code (app or recovery), or a passkey's answer. */
export interface FactorAnswer {
  code?: string;
  passkey?: unknown;
}

export interface FactorAccount {
  id: number;
  totp_secret: string | null;
  totp_last_step: number | null;
}

/** Where a passkey answer's challenge must have come from. */
export interface PasskeyContext {
  rp: RelyingParty | null;
  owner: ChallengeOwner;
  purpose: ChallengePurpose;
}

export type FactorCheck = { ok: true; claim: FactorClaim } | { ok: false; why: string };

const SIX_DIGITS = /^\d{3} ?\d{3}$/;

/** Checks an answer against the account's factors, without using it up. */
export async function checkFactor(
  db: DB,
  account: FactorAccount,
  answer: FactorAnswer,
  passkey: PasskeyContext | null,
  now = new Date(),
): Promise<FactorCheck> {
  if (answer.passkey !== undefined && answer.passkey !== null && answer.passkey !== "") {
    if (!passkey) return { ok: false, why: "a passkey where none was asked for" };
    const checked = await checkPasskeyAnswer(
      db,
      passkey.rp,
      account.id,
      answer.passkey,
      passkey.owner,
      passkey.purpose,
      now,
    );
    return checked.ok ? checked : { ok: false, why: checked.why };
  }
  const code = (answer.code ?? "").trim();
  if (SIX_DIGITS.test(code)) {
    if (!account.totp_secret)
      return { ok: false, why: "an authenticator code, but no app is set up" };
    const step = verifyTotp(account.totp_secret, code, account.totp_last_step, now.getTime());
    return step === null
      ? { ok: false, why: "wrong or already used two-step code" }
      : { ok: true, claim: { kind: "totp", secret: account.totp_secret, step } };
  }
  const id = await matchRecoveryCode(db, account.id, code);
  return id === null
    ? { ok: false, why: "wrong or already used recovery code" }
    : { ok: true, claim: { kind: "recovery", id } };
}

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
  return markTotpStepUsed(db, userId, secret, step);
}

/** Uses a checked answer up; false when another request used it first. */
export async function spendFactor(
  db: DB,
  userId: number,
  claim: FactorClaim,
  now = new Date(),
): Promise<boolean> {
  switch (claim.kind) {
    case "totp":
      return claimTotpStep(db, userId, claim.secret, claim.step);
    case "recovery":
      return claimRecoveryCode(db, claim.id, now);
    case "passkey":
      return spendPasskey(db, claim, now);
  }
}

export interface AccountFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
}

/** Which factors an account has: the second step offers these, the account page lists them. */
export async function factorsOf(db: DB, userId: number): Promise<AccountFactors> {
  const totpSecret = await totpSecretOf(db, userId);
  const passkeys = await passkeyCount(db, userId);
  return {
    totp: Boolean(totpSecret),
    passkeys,
    recoveryCodes: await recoveryCodesLeft(db, userId),
  };
}

/** An app or a passkey; recovery codes are the spare, not a factor of their own. */
export const hasSecondFactor = (factors: AccountFactors) => factors.totp || factors.passkeys > 0;
