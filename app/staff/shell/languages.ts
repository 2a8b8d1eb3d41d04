import { translationLocales } from "~/lib/i18n/fallback";

/**
 * The staff area is in English (an internal tool), so it names the site's
 * other languages in English: "Hindi", not "हिंदी". Intl knows the names, so a
 * third language in app/lib/i18n/locales.ts needs nothing here.
 */
const names = new Intl.DisplayNames(["en"], { type: "language" });

export function languageName(code: string): string {
  return names.of(code) ?? code;
}

/** A route's :locale when it names a language content is translated into. */
export function isTranslationLocale(code: string | undefined): code is string {
  return code !== undefined && translationLocales().includes(code);
}
