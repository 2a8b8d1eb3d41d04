import { localeOfPath } from "~/lib/i18n/locales";
import { seo } from "~/lib/seo";
import { companyMessages } from "./messages";

type Page = "home" | "about" | "privacy" | "terms" | "thankyou" | "notFound";

/** A company page's meta function: its title, description and keywords from the catalogue. */
export function companyMeta(page: Page, options: { noindex?: boolean } = {}) {
  return (args: Parameters<typeof seo>[0]) => {
    const t = companyMessages.in(localeOfPath(args.location.pathname));
    return seo(args, {
      title: t(`${page}.metaTitle`),
      description: t(`${page}.metaDescription`),
      keywords: t(`${page}.metaKeywords`),
      ...options,
    });
  };
}
