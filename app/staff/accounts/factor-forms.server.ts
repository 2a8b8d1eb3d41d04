import type { DB } from "~/db/client.server";
import { staffRelyingParty } from "~/staff/auth/auth.server";
import { factorsOf } from "~/staff/auth/factors.server";
import type { Proof, ReauthProblem } from "~/staff/auth/reauth.server";
import { retryMessage } from "~/staff/auth/retry-message";
import type { ProofChoices } from "~/staff/accounts/ProofFields";
import { PROOF_NAMES, type Errors, type ProofNames } from "~/staff/accounts/proof-names";

export { PROOF_NAMES, type Errors, type ProofNames };

/**
 * What the account's security pages share on the server: reading the proof
 * fields of a form (ProofFields), and turning a refused proof into messages
 * on the fields it came from.
 */

export const proofMessages = {
  password: "Enter your current password.",
  code: "Enter a code from your authenticator app or a recovery code, or confirm with a passkey.",
  wrongPassword: "That is not your current password.",
  wrongCode:
    "That code is not right, or it was already used. Enter the newest code from your app, or an unused recovery code.",
  wrongPasskey: "That passkey was not accepted. Use one registered to your account, or a code.",
};

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/** The proof a form carries, or the fields it lacks. */
export function readProof(
  form: FormData,
  names: ProofNames = PROOF_NAMES,
): { ok: true; proof: Proof } | { ok: false; errors: Errors } {
  const password = text(form, names.password, 200);
  const code = text(form, names.code, 40).trim();
  const passkey = text(form, names.passkey, 20_000);
  const errors: Errors = {};
  if (password === "") errors[names.password] = proofMessages.password;
  if (code === "" && passkey === "") errors[names.code] = proofMessages.code;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, proof: { password, ...(passkey ? { passkey } : { code }) } };
}

/** A refused proof as messages on its fields ("form" for the page's own notice). */
export function proofRefusal(
  problem: ReauthProblem,
  proof: Proof,
  retryAt: Date | undefined,
  names: ProofNames = PROOF_NAMES,
): Errors {
  switch (problem) {
    case "wrong-password":
      return { [names.password]: proofMessages.wrongPassword };
    case "wrong-code":
      return proof.passkey
        ? { [names.passkey]: proofMessages.wrongPasskey }
        : { [names.code]: proofMessages.wrongCode };
    case "throttled":
      return { form: retryMessage(retryAt) };
  }
}

/** Which factors the member can prove it is them with, for ProofFields. */
export async function proofChoices(db: DB, userId: number): Promise<ProofChoices> {
  const factors = await factorsOf(db, userId);
  return { ...factors, passkeysHere: staffRelyingParty() !== null };
}
