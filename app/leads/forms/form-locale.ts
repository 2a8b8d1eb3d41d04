import { defaultLocale, localeOfUrl, localizeHref, type Locale } from "~/lib/i18n/locales";

/**
 * The language a lead form answers in (ADR 25: the URL decides). A form on
 * its own page posts to that page (/hi/dealer). The enquiry forms embedded in
 * other pages post to /forms/<form>, one path for every language, so a Hindi
 * page puts the language on the action as ?lang=hi, as downloads do.
 */
export function formLocale(location: { pathname: string; search: string }): Locale {
  return localeOfUrl(location);
}

/**
 * Where a form posts from a page in `locale`, given where it posts in English:
 * /dealer → /hi/dealer, /forms/quick-contact → /forms/quick-contact?lang=hi.
 */
export function formActionIn(action: string, locale: string): string {
  if (locale === defaultLocale || !action.startsWith("/forms/"))
    return localizeHref(action, locale);
  return `${action}${action.includes("?") ? "&" : "?"}lang=${encodeURIComponent(locale)}`;
}
