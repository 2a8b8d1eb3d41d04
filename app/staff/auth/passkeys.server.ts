import crypto from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "zod";
import type { DB } from "~/db/client.server";
import { recordAudit } from "~/staff/audit/record.server";
import { PASSKEY_NAME_MAX } from "./factor-limits";
import { hasSecondFactor, factorsOf } from "./factors.server";
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
import { deletePasskey, insertPasskey, passkeyRowByCredential } from "./user-store.server";
import {
  CHALLENGE_MINUTES,
  consumeChallenge,
  issueChallenge,
  passkeysOf,
  type RelyingParty,
} from "./webauthn.server";

export { relyingPartyFor, type RelyingParty } from "./webauthn.server";

/**
 * Passkeys as a second factor (ADR 36): registering one (named), listing,
 * removing. A member with no factor yet registers their first without more
 * proof, as they set up an app today; once the account has a factor, adding
 * or removing a passkey needs the password and a current factor, so a stolen
 * session cannot plant its own key or remove the owner's.
 */
export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(db: DB, userId: number): Promise<PasskeyView[]> {
  return (await passkeysOf(db, userId)).map(({ id, name, createdAt, lastUsedAt }) => ({
    id,
    name,
    createdAt,
    lastUsedAt,
  }));
}

/** A stable, meaningless handle for the account: authenticators file its passkeys under it. */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  const digest = crypto.createHash("sha256").update(`kamo-staff-user:${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

/** What the browser needs to make a passkey for this account; the challenge is kept for the session. */
export async function passkeyRegistrationOptions(
  db: DB,
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
  sessionId: string,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(db, user.id);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    challenge: await issueChallenge(db, `session:${sessionId}`, "register", now),
    timeout: CHALLENGE_MINUTES * 60_000,
    attestationType: "none",
    // The same key twice would add nothing.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/** A challenge to sign with an existing passkey, to confirm a change (re-authentication). */
export async function passkeyProofOptions(
  db: DB,
  rp: RelyingParty,
  userId: number,
  sessionId: string,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await passkeysOf(db, userId);
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: await issueChallenge(db, `session:${sessionId}`, "confirm", now),
    timeout: CHALLENGE_MINUTES * 60_000,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: "preferred",
  });
}

export { PASSKEY_NAME_MAX };

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/)
  .max(8192);
const registrationAnswer = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

function readRegistration(value: unknown): RegistrationResponseJSON | null {
  let parsed = value;
  if (typeof value === "string") {
    if (value.length > 40_000) return null;
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const checked = registrationAnswer.safeParse(parsed);
  return checked.success ? (checked.data as RegistrationResponseJSON) : null;
}

export type PasskeyChangeResult =
  | { ok: true; endedSessions: number; recoveryCodes: string[] | null }
  | {
      ok: false;
      problem: ReauthProblem | "bad-response" | "last-factor" | "not-found" | "duplicate";
      retryAt?: Date;
    };

/**
 * Stores the passkey the browser made, after checking its answer signs our
 * challenge for this session from our origin. The first factor of an account
 * also brings its recovery codes, returned to be shown once.
 */
export async function addPasskey(
  db: DB,
  rp: RelyingParty,
  actor: SignedInActor & { sessionId: string },
  input: { name: string; response: unknown; proof?: Proof },
  now = new Date(),
): Promise<PasskeyChangeResult> {
  const first = !hasSecondFactor(await factorsOf(db, actor.user.id));
  const check = first
    ? null
    : await proveItIsYou(db, actor, input.proof ?? { password: "" }, { factor: true, rp }, now);
  if (check && !check.ok) return check;
  if (check && !check.claim) return { ok: false, problem: "wrong-code" };
  const response = readRegistration(input.response);
  if (!response) return { ok: false, problem: "bad-response" };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) =>
        consumeChallenge(db, challenge, `session:${actor.sessionId}`, "register", now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, problem: "bad-response" };
  }
  if (!verified.verified) return { ok: false, problem: "bad-response" };
  const { credential } = verified.registrationInfo;
  const name = input.name.trim().slice(0, PASSKEY_NAME_MAX) || "Passkey";
  const codes = first ? await prepareRecoveryCodes() : null;
  const store = async (trx: DB) => {
    if (await passkeyRowByCredential(trx, credential.id)) throw new ChangeRefused("duplicate");
    // The first factor needs no proof only while there is still none.
    if (first && hasSecondFactor(await factorsOf(trx, actor.user.id)))
      throw new ChangeRefused("wrong-code");
    await insertPasskey(trx, {
      user_id: actor.user.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      name,
      created_at: now.toISOString(),
    });
    await recordAudit(trx, actor, {
      action: securityActions.passkeyAdd,
      entityType: "staff_user",
      entityId: actor.user.id,
      summary: `Added the passkey "${name}"`,
    });
    if (codes) {
      await storeRecoveryCodes(trx, actor.user.id, codes, now);
      await recordAudit(trx, actor, {
        action: securityActions.recoveryCodesGenerated,
        entityType: "staff_user",
        entityId: actor.user.id,
        summary: `Made ${codes.codes.length} recovery codes with the first second factor`,
      });
    }
  };
  const changed = check
    ? await changeWithProof<void, "duplicate">(db, actor, check, store, now)
    : await changeWithProof<void, "duplicate">(
        db,
        actor,
        { ok: true, claim: null, done: async () => {} },
        store,
        now,
      );
  if (!changed.ok) return { ok: false, problem: changed.problem };
  return { ok: true, endedSessions: 0, recoveryCodes: codes?.codes ?? null };
}

/**
 * Removes one of the member's passkeys with proof, as changing the app does,
 * and signs out their other sessions. The account's last factor stays: an
 * app or another passkey must remain.
 */
export async function removePasskey(
  db: DB,
  rp: RelyingParty | null,
  actor: SignedInActor & { sessionId: string },
  input: { passkeyId: number; proof: Proof },
  now = new Date(),
): Promise<PasskeyChangeResult> {
  const passkey = (await passkeysOf(db, actor.user.id)).find((p) => p.id === input.passkeyId);
  if (!passkey) return { ok: false, problem: "not-found" };
  const check = await proveItIsYou(db, actor, input.proof, { factor: true, rp }, now);
  if (!check.ok) return check;
  if (!check.claim) return { ok: false, problem: "wrong-code" };
  const changed = await changeWithProof<number, "last-factor" | "not-found">(
    db,
    actor,
    check,
    async (trx) => {
      const factors = await factorsOf(trx, actor.user.id);
      if (!factors.totp && factors.passkeys <= 1) throw new ChangeRefused("last-factor");
      if (!(await deletePasskey(trx, passkey.id, actor.user.id)))
        throw new ChangeRefused("not-found");
      const endedSessions = await deleteUserSessions(trx, actor.user.id, actor.sessionId);
      await recordAudit(trx, actor, {
        action: securityActions.passkeyRemove,
        entityType: "staff_user",
        entityId: actor.user.id,
        summary: `Removed the passkey "${passkey.name}" (${endedSessions} other session${endedSessions === 1 ? "" : "s"} signed out)`,
      });
      return endedSessions;
    },
    now,
  );
  if (!changed.ok) return { ok: false, problem: changed.problem };
  return { ok: true, endedSessions: changed.value, recoveryCodes: null };
}
