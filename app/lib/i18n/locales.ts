/**
 * The languages of the public site and how a URL names one (ADR 25). The URL
 * alone decides a page's language: English at the spec's paths, every other
 * language under its own prefix (/hi/about). Nothing here reads a header or a
 * cookie, so the same URL always gives the same page, which keeps shared caches
 * and crawlers right.
 *
 * Every function takes the locale list as an optional last argument: the
 * tests prove with a stand-in list that a third language needs only an entry
 * here, its catalogues and its content translations.
 */

export interface LocaleInfo {
  /** The path prefix without its slash, the catalogue file name and the content key. */
  readonly code: string;
  /** BCP 47 tag: `<html lang>`, hreflang, and the Intl locale. */
  readonly tag: string;
  /** Open Graph's spelling of the tag. */
  readonly ogLocale: string;
  /** The language's own name, shown on the switch to it. */
  readonly name: string;
}

export const locales = [
  { code: "en", tag: "en-IN", ogLocale: "en_IN", name: "English" },
  { code: "hi", tag: "hi-IN", ogLocale: "hi_IN", name: "हिंदी" },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof locales)[number]["code"];
export type LocaleList = readonly LocaleInfo[];

/** The first locale is the default: its pages keep the spec's paths, without a prefix. */
export const defaultLocale: Locale = locales[0].code;

/**
 * Paths that exist once for every language: files, feeds, downloads and the
 * staff area. Links to them are never given a language prefix, and app/routes.ts
 * does not register language copies of them (a test holds the two together).
 */
export const sharedPathPrefixes = [
  "/staff",
  "/downloads/",
  "/documents/",
  "/media/",
  "/investors/disclosures.atom",
  "/investors/calendar.ics",
  "/investors/calendar/events/",
  "/investors/listen",
  "/forms/",
  "/plan/summary",
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
  "/img/",
  "/video/",
  "/captions/",
  "/assets/",
  "/fonts/",
] as const;

export function localeInfo(code: string, list: LocaleList = locales): LocaleInfo {
  return list.find((locale) => locale.code === code) ?? list[0]!;
}

export function isLocale(code: string, list: LocaleList = locales): code is Locale {
  return list.some((locale) => locale.code === code);
}

/** The language a path is in: its first segment when that names a non-default locale. */
export function localeOfPath(pathname: string, list: LocaleList = locales): Locale {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1] ?? "";
  const found = list.slice(1).find((locale) => locale.code === first);
  return (found ?? list[0]!).code as Locale;
}

/**
 * Pages that exist once for every language and answer in the language of the
 * page that sent the visitor, named by `?lang=` (formActionIn in app/leads):
 * the no-JavaScript answer of a form embedded in other pages.
 */
const languageInQueryPrefixes = ["/forms/"] as const;

function namesLanguageInQuery(pathname: string): boolean {
  return languageInQueryPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The language of a page from its whole address: the path's prefix, or on a
 * shared page that takes one (/forms/lets-talk?lang=hi) the query. A page in
 * a language is never overruled by a query (/dealer?lang=hi is English).
 */
export function localeOfUrl(
  location: { pathname: string; search?: string },
  list: LocaleList = locales,
): Locale {
  const fromPath = localeOfPath(location.pathname, list);
  if (fromPath !== list[0]!.code || !namesLanguageInQuery(location.pathname)) return fromPath;
  const asked = new URLSearchParams(location.search ?? "").get("lang") ?? "";
  return isLocale(asked, list) ? asked : (list[0]!.code as Locale);
}

/**
 * The same page with its query in another language: the path's prefix
 * changes (pathInLocale), or on a shared page that takes one, `?lang=`
 * (removed for the default language); every other parameter is kept.
 */
export function urlInLocale(
  location: { pathname: string; search: string },
  locale: string,
  list: LocaleList = locales,
): string {
  if (!namesLanguageInQuery(location.pathname))
    return pathInLocale(location.pathname, locale, list) + location.search;
  const params = new URLSearchParams(location.search);
  if (locale === list[0]!.code) params.delete("lang");
  else params.set("lang", locale);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** The path without its language prefix: /hi/about → /about, /hi → /. */
export function unprefixedPath(pathname: string, list: LocaleList = locales): string {
  const locale = localeOfPath(pathname, list);
  if (locale === list[0]!.code) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

function isShared(path: string): boolean {
  return sharedPathPrefixes.some((prefix) => path === prefix || path.startsWith(prefix));
}

/**
 * A site-relative href in `locale`: /about → /hi/about. Anything else is left
 * as it is: other sites, tel: and mailto: links, same-page anchors, shared
 * files (sharedPathPrefixes), and hrefs already in a language.
 */
export function localizeHref(href: string, locale: string, list: LocaleList = locales): string {
  if (!href.startsWith("/") || href.startsWith("//") || isShared(href)) return href;
  if (locale === list[0]!.code) return href;
  if (localeOfPath(href, list) !== list[0]!.code) return href;
  return href === "/" ? `/${locale}` : `/${locale}${href}`;
}

/** The same page in another language: /hi/about?x=1 → /about?x=1 and back. */
export function pathInLocale(pathname: string, locale: string, list: LocaleList = locales): string {
  return localizeHref(unprefixedPath(pathname, list), locale, list);
}

/**
 * A generated download in `locale`: one shared path for every language, with
 * `?lang=` for any but the default (/downloads/x.pdf → /downloads/x.pdf?lang=hi).
 */
export function downloadHref(path: string, locale: string, list: LocaleList = locales): string {
  return locale === list[0]!.code ? path : `${path}?lang=${encodeURIComponent(locale)}`;
}
