import type { Translation } from "~/lib/i18n/localize";

/**
 * Every cookie this website sets, with its purpose and how long it lasts
 * (issue 44; ADR 62). Each is strictly needed for something the visitor or
 * a member of staff asked for, so the site needs no cookie banner. The
 * privacy policy lists them in both languages, and a browser test
 * (tests/e2e/cookies.spec.ts) fails when the site sets a cookie this list
 * does not name. The forms set none: their session is a signed value inside
 * the form itself.
 */
export interface SiteCookie {
  /** The cookie's name as the browser stores it. */
  name: string;
  purpose: string;
  lifetime: string;
}

export const siteCookies: readonly SiteCookie[] = [
  {
    name: "kamo_lang",
    purpose:
      "Remembers the language you last switched to, so that an address without a language opens in it. Set only when you use the language switch.",
    lifetime: "One year.",
  },
  {
    name: "__Host-kamo-staff",
    purpose:
      "Keeps a member of our staff signed in to the staff area. Never set for visitors to the public pages.",
    lifetime:
      "Until sign-out, 30 minutes without activity, or 12 hours at most, whichever comes first.",
  },
  {
    name: "__Host-kamo-staff-step",
    purpose: "Holds a staff sign-in between the password and the second step (a code or passkey).",
    lifetime: "Five minutes.",
  },
  {
    name: "__Host-kamo-privacy",
    purpose:
      "Remembers, for a few minutes, the mobile number or email address you proved with a one-time code on the privacy requests page, so you can make your requests. Set only after a correct code; Finish removes it.",
    lifetime: "20 minutes, or until you press Finish.",
  },
];

/**
 * The same cookies under the names a plain-HTTP development or test server
 * gives them: browsers refuse the __Host- prefix without HTTPS, so there the
 * prefix is dropped (app/staff/auth/sessions.server.ts).
 */
export function cookieNamesWithoutHttps(): string[] {
  return siteCookies.map((cookie) => cookie.name.replace(/^__Host-/, ""));
}

/** The list as the privacy policy's cookie section shows it. */
export function cookieListOf(cookies: readonly SiteCookie[], words: { lasts: string }): string[] {
  return cookies.map(
    (cookie) => `${cookie.name}: ${cookie.purpose} ${words.lasts} ${cookie.lifetime}`,
  );
}

export type CookieTranslation = Translation<SiteCookie>;
