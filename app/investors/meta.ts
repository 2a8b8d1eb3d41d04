import { localeOfPath } from "~/lib/i18n/locales";
import { seo } from "~/ui/seo";
import type { DocumentPage } from "./content.schema";
import { investorMessages } from "./messages";

type Page = "zone" | "helpDesk" | "reg46" | "documents";

function pageSeo(page: Page, pathname: string) {
  const t = investorMessages.in(localeOfPath(pathname));
  return {
    title: t(`${page}.metaTitle`),
    description: t(`${page}.metaDescription`),
    keywords: t(`${page}.metaKeywords`),
  };
}

/** An investor page's meta function: title, description and keywords in the page's language. */
export function investorMeta(page: Exclude<Page, "documents">) {
  return (args: Parameters<typeof seo>[0]) => seo(args, pageSeo(page, args.location.pathname));
}

/**
 * A document listing's meta: its page record (already in the page's
 * language, from the loader), or generic words while the page is unknown (404).
 */
export function documentPageMeta(args: Parameters<typeof seo>[0], page: DocumentPage | undefined) {
  if (!page) return seo(args, pageSeo("documents", args.location.pathname));
  return seo(args, { title: page.title, description: page.description, keywords: page.keywords });
}
