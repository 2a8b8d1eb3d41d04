import crypto from "node:crypto";
import ipaddr from "ipaddr.js";
import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
} from "@simplewebauthn/server";
import { z } from "zod";
import type { DB } from "~/db/client.server";
import { advancePasskeyCounter, passkeyRowByCredential, passkeyRowsOf } from "./user-store.server";

/**
 * What passkeys (WebAuthn) need on the server beyond the library: where the
 * relying party is, the challenges we hand out (each taken back once, by the
 * session or half-finished sign-in it was made for), and checking a signed
 * answer against an account's own passkeys. @simplewebauthn/server does the
 * cryptography (CBOR, COSE keys, signatures, the counter rule).
 */
export interface RelyingParty {
  /** The host name passkeys are bound to; a passkey made for it works only there. */
  id: string;
  name: string;
  /** The origin the browser must report (scheme, host and port of SITE_URL). */
  origin: string;
}

/**
 * The relying party of a site at `siteUrl`, or null when passkeys cannot work
 * there: browsers refuse an IP address as a relying-party id, so a server
 * reached by address only offers the authenticator app and recovery codes.
 */
export function relyingPartyFor(siteUrl: string): RelyingParty | null {
  const url = new URL(siteUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(host)) return null;
  return { id: host, name: "Kamo Paints staff", origin: url.origin };
}

/** Who a challenge was made for: a signed-in session, or a sign-in waiting for its second step. */
export type ChallengeOwner = `session:${string}` | `pending:${string}`;
export type ChallengePurpose = "register" | "confirm" | "sign-in";

/** Long enough to find the key and touch it; the browser's own timeout is the same. */
export const CHALLENGE_MINUTES = 5;

/**
 * A new challenge, as bytes for the library's options (which send them
 * base64url-encoded, the form the browser's answer quotes and we store).
 */
export async function issueChallenge(
  db: DB,
  owner: ChallengeOwner,
  purpose: ChallengePurpose,
  now = new Date(),
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(crypto.randomBytes(32));
  const challenge = Buffer.from(bytes).toString("base64url");
  // One open challenge per owner and purpose: asking again replaces it.
  await db
    .deleteFrom("staff_webauthn_challenges")
    .where("owner", "=", owner)
    .where("purpose", "=", purpose)
    .execute();
  await db
    .insertInto("staff_webauthn_challenges")
    .values({
      challenge,
      owner,
      purpose,
      expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
    })
    .execute();
  return bytes;
}

/**
 * Takes a challenge back, once: true only for the one request whose delete
 * found it, still fresh, made for this owner and purpose. A signed answer can
 * therefore never be used twice, however many copies are sent at once.
 */
export async function consumeChallenge(
  db: DB,
  challenge: string,
  owner: ChallengeOwner,
  purpose: ChallengePurpose,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .deleteFrom("staff_webauthn_challenges")
    .where("challenge", "=", challenge)
    .where("owner", "=", owner)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function pruneChallenges(db: DB, now = new Date()): Promise<void> {
  await db
    .deleteFrom("staff_webauthn_challenges")
    .where("expires_at", "<=", now.toISOString())
    .execute();
}

export interface StoredPasskey {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: AuthenticatorTransport[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type PasskeyRow = {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

function toPasskey(row: PasskeyRow): StoredPasskey {
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    // PostgreSQL returns bigint columns as text.
    counter: Number(row.counter),
    transports: row.transports ? (row.transports.split(",") as AuthenticatorTransport[]) : [],
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function passkeysOf(db: DB, userId: number): Promise<StoredPasskey[]> {
  const rows = await passkeyRowsOf(db, userId);
  return rows.map(toPasskey);
}

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/)
  .max(4096);

/**
 * The shape of a browser's answer to navigator.credentials.get() as JSON, so
 * that nonsense sent by hand is a refusal and never reaches the library as
 * something it does not expect.
 */
const authenticationAnswer = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** A passkey answer, read from a form field's JSON; null when it is not one. */
export function readPasskeyAnswer(value: unknown): AuthenticationResponseJSON | null {
  let parsed: unknown = value;
  if (typeof value === "string") {
    if (value.length > 20_000) return null;
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const checked = authenticationAnswer.safeParse(parsed);
  return checked.success ? (checked.data as AuthenticationResponseJSON) : null;
}

/** A passkey that answered correctly, and the counter it reported, not yet stored. */
export interface PasskeyClaim {
  kind: "passkey";
  passkeyId: number;
  name: string;
  counter: number;
  newCounter: number;
}

export type PasskeyCheck = { ok: true; claim: PasskeyClaim } | { ok: false; why: string };

/**
 * Checks a signed answer: it must come from one of the account's own
 * passkeys, sign a challenge we made for `owner` (taken back here), come from
 * our origin, and carry a counter above the stored one unless the
 * authenticator keeps none (then both stay 0).
 */
export async function checkPasskeyAnswer(
  db: DB,
  rp: RelyingParty | null,
  userId: number,
  answer: unknown,
  owner: ChallengeOwner,
  purpose: ChallengePurpose,
  now = new Date(),
): Promise<PasskeyCheck> {
  if (!rp) return { ok: false, why: "passkeys are not available at this address" };
  const response = readPasskeyAnswer(answer);
  if (!response) return { ok: false, why: "an answer that is not a passkey's" };
  const row = await passkeyRowByCredential(db, response.id);
  if (!row) return { ok: false, why: "a passkey this site does not know" };
  const passkey = toPasskey(row);
  if (passkey.userId !== userId) return { ok: false, why: "a passkey of another account" };
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(db, challenge, owner, purpose, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, "base64url"),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      // A second factor after the password: the touch is enough, a PIN is not required.
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, why: "a passkey answer that did not verify" };
    return {
      ok: true,
      claim: {
        kind: "passkey",
        passkeyId: passkey.id,
        name: passkey.name,
        counter: passkey.counter,
        newCounter: result.authenticationInfo.newCounter,
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/counter/i.test(message))
      return { ok: false, why: "a passkey whose counter went back (a copied key?)" };
    return { ok: false, why: "a passkey answer that did not verify" };
  }
}

/**
 * Stores the counter a verified answer reported, only if no other answer
 * moved it past that meanwhile: of two answers at once, one gets through.
 */
export async function spendPasskey(
  db: DB,
  claim: PasskeyClaim,
  now = new Date(),
): Promise<boolean> {
  return advancePasskeyCounter(db, claim.passkeyId, claim.newCounter, now);
}
