import { translated } from "~/lib/i18n/content";
import { localizeHref } from "~/lib/i18n/locales";
import * as hiNavigation from "./hi/navigation";
import { site as hiSite } from "./hi/site";
import {
  footerColumns,
  legalLinks,
  planLinks,
  primaryNavigation,
  productRangeLinks,
  type NavEntry,
  type NavLink,
} from "./navigation";
import { site } from "./site";

/**
 * The site facts and the menus in a page's language (ADR 25), with every
 * internal link pointing at the page in that language. The shell reads these;
 * a new language adds its translation here.
 */
export const siteIn = translated(site, { hi: hiSite });

const navigationTranslated = translated(
  { productRangeLinks, planLinks, primaryNavigation, footerColumns, legalLinks },
  { hi: hiNavigation },
);

const linkIn = (locale: string) => (link: NavLink) => ({
  ...link,
  href: localizeHref(link.href, locale),
});

const cache = new Map<string, ReturnType<typeof build>>();

function build(locale: string) {
  const navigation = navigationTranslated(locale);
  const link = linkIn(locale);
  return {
    primaryNavigation: navigation.primaryNavigation.map((entry): NavEntry =>
      entry.kind === "link"
        ? (link(entry) as typeof entry)
        : entry.kind === "group"
          ? { ...entry, links: entry.links.map(link) }
          : entry,
    ),
    footerColumns: navigation.footerColumns.map((column) => ({
      ...column,
      links: column.links.map(link),
    })),
    legalLinks: navigation.legalLinks.map(link),
  };
}

export function navigationIn(locale: string) {
  let found = cache.get(locale);
  if (!found) {
    found = build(locale);
    cache.set(locale, found);
  }
  return found;
}
