import { createHmac, timingSafeEqual } from "node:crypto";
import { loadFormSessionSecret } from "~/leads/form-session.server";

/**
 * Signed links in alert mails (ADR 33). A token names a subscriber and says
 * what it may do; it is signed with HMAC-SHA256 under a key derived from the
 * app secret (the one that signs form sessions), over the subscriber's link
 * nonce too, so a deleted and re-created subscription never honours old links.
 * Confirmation links expire (48 hours); manage and unsubscribe links do not,
 * because a mail read a year later must still let its reader leave.
 */
export type TokenPurpose = "confirm" | "manage";

export const CONFIRM_LINK_HOURS = 48;

export interface TokenSubject {
  id: number;
  nonce: string;
}

async function key(): Promise<Buffer> {
  // A key of its own: a form-session signature can never pass as a link signature.
  return createHmac("sha256", await loadFormSessionSecret())
    .update("investor-alert-links")
    .digest();
}

function mac(secret: Buffer, purpose: TokenPurpose, subject: TokenSubject, expires: number) {
  return createHmac("sha256", secret)
    .update(`${purpose}|${subject.id}|${subject.nonce}|${expires}`)
    .digest("base64url");
}

/** "<id>.<expires or 0>.<signature>": URL-safe, no padding. */
export async function signToken(
  purpose: TokenPurpose,
  subject: TokenSubject,
  now = Date.now(),
): Promise<string> {
  const expires = purpose === "confirm" ? now + CONFIRM_LINK_HOURS * 3_600_000 : 0;
  return `${subject.id}.${expires}.${mac(await key(), purpose, subject, expires)}`;
}

/** The subscriber id a token claims, before its signature is checked against that subscriber. */
export function tokenSubscriberId(token: string | null): number | undefined {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  return match ? Number(match[1]) : undefined;
}

export type TokenCheck = "valid" | "expired" | "invalid";

export async function checkToken(
  token: string,
  purpose: TokenPurpose,
  subject: TokenSubject,
  now = Date.now(),
): Promise<TokenCheck> {
  const [id, expiresText, signature = ""] = token.split(".");
  if (Number(id) !== subject.id) return "invalid";
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(await key(), purpose, subject, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  if (purpose === "confirm" && expires < now) return "expired";
  return "valid";
}
