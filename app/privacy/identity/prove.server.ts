import type { DB } from "~/db/client.server";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { keyedDigest, type KeyRing } from "~/lib/crypto/sealed.server";
import { takeCodeAllowance } from "./code-limits.server";
import { checkCode, identityOf, issueCode, type CodeCheck } from "./code-store.server";
import type { Contact } from "./contact";
import { challengeToken, readChallenge } from "./session.server";

/**
 * Proving who you are on /privacy/requests (ADR 63): ask for a code, type
 * it. The answer to "send me a code" is the same whether or not we hold any
 * data for the number: the code goes out either way (a grievance needs no
 * data of ours), so the page tells nobody whose data we hold.
 */
export interface CodeLimits {
  perContact: number;
  perClient: number;
}

export type CodeRequest =
  | { status: "sent"; challenge: string; contact: Contact }
  | { status: "limited"; retryAfterSeconds: number };

/**
 * Sends a code to `contact`, within the limits: per client first (a client
 * trying many numbers stops there), then per number or address.
 */
export async function requestCode(
  db: DB,
  request: { contact: Contact; clientKey: string; locale: string },
  limits: CodeLimits,
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): Promise<CodeRequest> {
  // The client's address is personal data too: counted under its digest.
  const client = `client:${keyedDigest(ring, "privacy.client", request.clientKey)}`;
  const byClient = await takeCodeAllowance(db, client, limits.perClient, now);
  if (!byClient.taken) return { status: "limited", retryAfterSeconds: byClient.retryAfterSeconds };
  const contactKey = `${request.contact.channel}:${identityOf(request.contact, ring)}`;
  const byContact = await takeCodeAllowance(db, contactKey, limits.perContact, now);
  if (!byContact.taken)
    return { status: "limited", retryAfterSeconds: byContact.retryAfterSeconds };
  const issued = await issueCode(db, request.contact, request.locale, now, { ring });
  return {
    status: "sent",
    challenge: challengeToken(issued.id, request.contact, issued.expiresAt, ring),
    contact: request.contact,
  };
}

export type CodeProof =
  { ok: true; contact: Contact } | (Extract<CodeCheck, { ok: false }> & { contact?: Contact });

/** Checks a typed code against the challenge the code form carried. */
export async function proveCode(
  db: DB,
  challenge: string,
  code: string,
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): Promise<CodeProof> {
  const read = readChallenge(challenge, now, ring);
  if (!read) return { ok: false, reason: "spent" };
  const result = await checkCode(db, { id: read.codeId, contact: read.contact, code }, now, ring);
  return result.ok ? { ok: true, contact: read.contact } : { ...result, contact: read.contact };
}
