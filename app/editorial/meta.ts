import { localeOfPath } from "~/lib/i18n/locales";
import { seo } from "~/ui/seo";
import { editorialMessages } from "./messages";

type Page = "blog" | "news" | "faq";

/** A listing page's meta function: its title, description and keywords from the catalogue. */
export function editorialMeta(page: Page) {
  return (args: Parameters<typeof seo>[0]) => {
    const t = editorialMessages.in(localeOfPath(args.location.pathname));
    return seo(args, {
      title: t(`${page}.metaTitle`),
      description: t(`${page}.metaDescription`),
      keywords: t(`${page}.metaKeywords`),
    });
  };
}

/** The page's language, from the address the loader was asked for. */
export function requestLocale(request: Request): string {
  return localeOfPath(new URL(request.url).pathname);
}
