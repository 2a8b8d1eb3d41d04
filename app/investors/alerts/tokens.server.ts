import { createHmac, timingSafeEqual } from "node:crypto";
import { loadFormSessionSecret } from "~/leads/submit/form-session-signer.server";

/**
 * Signed links in alert mails (ADR 33). A token names a subscriber and says
 * what it may do; it is signed with HMAC-SHA256 under a key derived from the
 * app secret (the one that signs form sessions), over the subscriber's link
 * nonce too, so a deleted and re-created subscription never honours old links.
 * Confirmation links expire (48 hours); manage and unsubscribe links do not,
 * because a mail read a year later must still let its reader leave.
 *
 * The subscriber is named by its public id (random, issue 41), never by its
 * row number, which counted the sign-ups. Links mailed before that named the
 * row number; they are still honoured (see LegacyClaim) so that nobody loses
 * the way out of a mail they already have, and none is issued any more.
 */
export type TokenPurpose = "confirm" | "manage";

export const CONFIRM_LINK_HOURS = 48;

export interface TokenSubject {
  /** alert_subscribers.public_id: 22 characters of base64url. */
  publicId: string;
  nonce: string;
}

/** What a token says it names, before its signature is checked against that subscriber. */
export type TokenClaim = { publicId: string } | LegacyClaim;
/** A token from before the public ids: "<row id>.<expires>.<signature>". */
export interface LegacyClaim {
  legacyId: number;
}

const SIGNATURE = "([A-Za-z0-9_-]{43})";
const CURRENT = new RegExp(`^([A-Za-z0-9_-]{22})\\.(\\d{1,15})\\.${SIGNATURE}$`);
const LEGACY = new RegExp(`^(\\d{1,12})\\.(\\d{1,15})\\.${SIGNATURE}$`);

async function derivedKey(label: string): Promise<Buffer> {
  return createHmac("sha256", await loadFormSessionSecret())
    .update(label)
    .digest();
}

// A key of its own: a form-session signature can never pass as a link signature.
const linkKey = () => derivedKey("investor-alert-links");

function mac(secret: Buffer, text: string): string {
  return createHmac("sha256", secret).update(text).digest("base64url");
}

/** What a current token signs; "v2" keeps it apart from anything a legacy token signed. */
const signed = (purpose: TokenPurpose, subject: TokenSubject, expires: number) =>
  `v2|${purpose}|${subject.publicId}|${subject.nonce}|${expires}`;

const signedLegacy = (purpose: TokenPurpose, id: number, nonce: string, expires: number) =>
  `${purpose}|${id}|${nonce}|${expires}`;

/** "<public id>.<expires or 0>.<signature>": URL-safe, no padding. */
export async function signToken(
  purpose: TokenPurpose,
  subject: TokenSubject,
  now = Date.now(),
): Promise<string> {
  const expires = purpose === "confirm" ? now + CONFIRM_LINK_HOURS * 3_600_000 : 0;
  return `${subject.publicId}.${expires}.${mac(await linkKey(), signed(purpose, subject, expires))}`;
}

export function tokenClaim(token: string | null): TokenClaim | undefined {
  const current = CURRENT.exec(token ?? "");
  if (current) return { publicId: current[1]! };
  const legacy = LEGACY.exec(token ?? "");
  return legacy ? { legacyId: Number(legacy[1]) } : undefined;
}

export type TokenCheck = "valid" | "expired" | "invalid";

/** Checks a token against the subscriber its claim found (id: the row's, for legacy tokens). */
export async function checkToken(
  token: string,
  purpose: TokenPurpose,
  subject: TokenSubject & { id: number },
  now = Date.now(),
): Promise<TokenCheck> {
  const claim = tokenClaim(token);
  if (!claim) return "invalid";
  const [, expiresText = "", signature = ""] = token.split(".");
  const expires = Number(expiresText);
  let text: string;
  if ("publicId" in claim) {
    if (claim.publicId !== subject.publicId) return "invalid";
    text = signed(purpose, subject, expires);
  } else {
    if (claim.legacyId !== subject.id) return "invalid";
    text = signedLegacy(purpose, subject.id, subject.nonce, expires);
  }
  const expected = Buffer.from(mac(await linkKey(), text));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  if (purpose === "confirm" && expires < now) return "expired";
  return "valid";
}

/**
 * The throttle's key for a mailbox, kept instead of the address: the limits
 * table then holds nothing that names a person once their hour is over.
 */
export async function mailboxDigest(mailboxKey: string): Promise<string> {
  return mac(await derivedKey("investor-alert-mailboxes"), mailboxKey);
}
