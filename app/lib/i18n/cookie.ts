import { parse, serialize } from "cookie";
import { isLocale, type Locale } from "./locales";

/**
 * The language a visitor last switched to (ADR 25). It never decides which
 * language a URL serves: it only picks the language of places that have no
 * language in their URL, such as the page an unknown path is sent to.
 */
export const LANGUAGE_COOKIE = "kamo_lang";

export function chosenLocale(cookieHeader: string | null): Locale | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[LANGUAGE_COOKIE];
  return value && isLocale(value) ? value : undefined;
}

/** The Set-Cookie / document.cookie text that remembers a choice for a year. */
export function languageCookie(locale: Locale): string {
  return serialize(LANGUAGE_COOKIE, locale, {
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    sameSite: "lax",
  });
}
