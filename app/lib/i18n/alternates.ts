import { locales, pathInLocale, type LocaleList } from "./locales";

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/**
 * The same page in every language, plus x-default (the English page, which
 * also serves visitors whose language we do not have): the reciprocal
 * hreflang set every page's head and the sitemap carry (ADR 25).
 */
export function alternateLinks(
  origin: string,
  pathname: string,
  list: LocaleList = locales,
): AlternateLink[] {
  const links = list.map((locale) => ({
    hrefLang: locale.tag,
    href: origin + pathInLocale(pathname, locale.code, list),
  }));
  return [...links, { hrefLang: "x-default", href: links[0]!.href }];
}
