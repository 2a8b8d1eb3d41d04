import { localeOfPath } from "~/lib/i18n/locales";
import type { Translate } from "~/lib/i18n/messages";
import { seo, type PageSeo } from "~/ui/seo";
import { catalogueMessages } from "./messages";

type Key = (typeof catalogueMessages.keys)[number];

/**
 * A catalogue page's title, description and keywords in the page's language:
 * `page` words them for the record shown; without a record (the source is
 * unavailable) the catalogue's own words are used.
 */
export function catalogueMeta(
  args: Parameters<typeof seo>[0],
  page: (t: Translate<Key>) => Omit<PageSeo, "image" | "noindex"> | undefined,
) {
  const t = catalogueMessages.in(localeOfPath(args.location.pathname));
  return seo(
    args,
    page(t) ?? {
      title: t("metaTitle"),
      description: t("metaDescription"),
      keywords: t("metaKeywords"),
    },
  );
}
