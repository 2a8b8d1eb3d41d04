import type { Locale } from "./locales";

/**
 * The language a visitor last switched to (ADR 25). It never decides which
 * language a URL serves: it only picks the language of places that have no
 * language in their URL, such as the page an unknown path is sent to
 * (read on the server by cookie.server.ts).
 */
export const LANGUAGE_COOKIE = "kamo_lang";

const YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

/**
 * The document.cookie text that remembers a choice for a year. Written out
 * rather than made by the `cookie` package, which would put 1.5 KB into every
 * page's script: the name and the value are our own fixed codes, which need
 * no encoding. cookie.test.ts checks it against the package's serialize.
 */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
}
