import { dealerCount } from "~/content/facts";
import { localeOfPath } from "~/lib/i18n/locales";
import { seo } from "~/ui/seo";
import { companyMessages } from "./messages";

type Page = "home" | "about" | "privacy" | "terms" | "accessibility" | "thankyou" | "notFound";

/** A company page's meta function: its title, description and keywords from the catalogue. */
export function companyMeta(page: Page, options: { noindex?: boolean } = {}) {
  return (args: Parameters<typeof seo>[0]) => {
    const locale = localeOfPath(args.location.pathname);
    const t = companyMessages.in(locale);
    return seo(args, {
      title: t(`${page}.metaTitle`),
      // The home page's states the dealer network (facts.ts); the others ignore it.
      description: t(`${page}.metaDescription`, { dealers: dealerCount(locale) }),
      keywords: t(`${page}.metaKeywords`),
      ...options,
    });
  };
}
