import { parseCookie, stringifySetCookie } from "cookie";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { open, seal, type KeyRing } from "~/lib/crypto/sealed.server";
import { isChannel, type Contact } from "./contact";

/**
 * Who has proven what, between the steps of /privacy/requests (ADR 63).
 *
 * - The challenge: after a code is sent, the code form carries the code's id
 *   and the contact it went to, sealed (AES-256-GCM, bound to its purpose),
 *   so the person does not type the number twice and cannot swap it.
 * - The session: once the code is right, a cookie holds the proven contact,
 *   sealed the same way, for 20 minutes. Sealed, not just signed: it names
 *   a mobile or an address, which the browser's storage need not show.
 *   Its own expiry is inside the seal, so a kept copy dies on time too.
 *
 * Both are sealed with the data key ring: every server of the site opens
 * them, and rotating the key keeps them readable until they expire.
 */
export const SESSION_MINUTES = 20;
export const PRIVACY_COOKIE_SECURE = "__Host-kamo-privacy";
// Browsers refuse __Host- cookies without Secure: plain-HTTP development and tests use this.
export const PRIVACY_COOKIE_PLAIN = "kamo-privacy";

const SESSION_CONTEXT = "privacy.session";
const CHALLENGE_CONTEXT = "privacy.challenge";

export function privacyCookieName(https: boolean): string {
  return https ? PRIVACY_COOKIE_SECURE : PRIVACY_COOKIE_PLAIN;
}

interface Sealed {
  c: string;
  v: string;
  exp: number;
  id?: number;
}

function openSealed(ring: KeyRing, context: string, value: string, now: Date): Sealed | undefined {
  try {
    const parsed = JSON.parse(open(ring, context, value)) as Sealed;
    if (!isChannel(parsed.c) || typeof parsed.v !== "string" || !(parsed.exp > now.getTime()))
      return undefined;
    return parsed;
  } catch {
    // Tampered with, from another field, or from a key no longer in the ring: not proven.
    return undefined;
  }
}

/** The Set-Cookie of a proven contact's session. */
export function privacySessionCookie(
  contact: Contact,
  https: boolean,
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): string {
  const exp = now.getTime() + SESSION_MINUTES * 60_000;
  const value = seal(
    ring,
    SESSION_CONTEXT,
    JSON.stringify({ c: contact.channel, v: contact.value, exp }),
  );
  return setCookie(privacyCookieName(https), value, SESSION_MINUTES * 60, https);
}

/** The Set-Cookie that ends the session. */
export function clearedPrivacySessionCookie(https: boolean): string {
  return setCookie(privacyCookieName(https), "", 0, https);
}

function setCookie(name: string, value: string, maxAge: number, https: boolean): string {
  return stringifySetCookie({
    name,
    value,
    path: "/",
    httpOnly: true,
    // Lax: a form posted from another site does not carry it.
    sameSite: "lax",
    maxAge,
    secure: https,
  });
}

/** The contact a request's cookie proves, or undefined. */
export function provenContact(
  request: Request,
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): Contact | undefined {
  const https = new URL(request.url).protocol === "https:";
  const value = parseCookie(request.headers.get("cookie") ?? "")[privacyCookieName(https)];
  if (!value) return undefined;
  const sealed = openSealed(ring, SESSION_CONTEXT, value, now);
  return sealed && isChannel(sealed.c) ? { channel: sealed.c, value: sealed.v } : undefined;
}

/** The code form's hidden token: which code, sent to which contact; good while the code is. */
export function challengeToken(
  codeId: number,
  contact: Contact,
  expiresAt: string,
  ring: KeyRing = dataKeyRing(),
): string {
  return seal(
    ring,
    CHALLENGE_CONTEXT,
    JSON.stringify({
      id: codeId,
      c: contact.channel,
      v: contact.value,
      exp: Date.parse(expiresAt),
    }),
  );
}

/** What a challenge token says, or undefined when it is not ours or is out of date. */
export function readChallenge(
  token: string,
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): { codeId: number; contact: Contact } | undefined {
  const sealed = openSealed(ring, CHALLENGE_CONTEXT, token, now);
  if (!sealed || !isChannel(sealed.c) || !Number.isInteger(sealed.id)) return undefined;
  return { codeId: sealed.id!, contact: { channel: sealed.c, value: sealed.v } };
}
