import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { alternateLinks } from "~/lib/i18n/alternates";
import { locales, localeInfo, localeOfUrl } from "~/lib/i18n/locales";

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  /** Site-relative path of a share image; the brand image is used when absent. */
  image?: string;
  /** Set for pages that must not be indexed (thank-you, not-found). */
  noindex?: boolean;
}

interface MetaArgsLike {
  location: { pathname: string; search?: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The public origin, taken from the root loader so meta tags work in every route. */
export function siteOrigin(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { siteUrl?: string } | undefined;
  return (root?.siteUrl ?? "http://localhost:3000").replace(/\/$/, "");
}

/**
 * Title, description, keywords, canonical URL, the page's other language
 * versions (hreflang, ADR 25) and Open Graph tags for a page. Every route's
 * `meta` export goes through here so no page ships without them; the page
 * passes its text in its own language.
 */
export function seo(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const origin = siteOrigin(args.matches);
  const url = `${origin}${args.location.pathname}`;
  const locale = localeOfUrl(args.location);
  const image = `${origin}${page.image ?? "/img/og-default.png"}`;
  const title = page.title.includes(site.brandName)
    ? page.title
    : `${page.title} | ${site.brandName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(origin, args.location.pathname).map((link) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: link.hrefLang,
      href: link.href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: localeInfo(locale).ogLocale },
    ...locales
      .filter((other) => other.code !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: other.ogLocale })),
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
