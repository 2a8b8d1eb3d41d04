import { useLocation } from "react-router";
import { localeInfo, localeOfPath, type Locale, type LocaleInfo } from "./locales";
import type { MessageSet, Translate } from "./messages";

/** The language of the page being shown, read from its URL (ADR 25). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

export function useLocaleInfo(): LocaleInfo {
  return localeInfo(useLocale());
}

/** A capability's messages in the page's language. */
export function useMessages<K extends string>(messages: MessageSet<K>): Translate<K> {
  return messages.in(useLocale());
}
