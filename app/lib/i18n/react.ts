import { useLocation } from "react-router";
import { localeInfo, localeOfUrl, type Locale, type LocaleInfo } from "./locales";
import type { MessageSet, Translate } from "./messages";

/**
 * The language of the page being shown, read from its URL (ADR 25): its
 * prefix, or the `?lang=` of a form's shared no-JavaScript page.
 */
export function useLocale(): Locale {
  return localeOfUrl(useLocation());
}

export function useLocaleInfo(): LocaleInfo {
  return localeInfo(useLocale());
}

/** A capability's messages in the page's language. */
export function useMessages<K extends string>(messages: MessageSet<K>): Translate<K> {
  return messages.in(useLocale());
}
