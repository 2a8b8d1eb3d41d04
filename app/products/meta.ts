import { localeOfPath } from "~/lib/i18n/locales";
import { seo } from "~/ui/seo";
import { productsMessages } from "./messages";

/**
 * A range or product page's title, description and keywords: the record's own
 * (already in the page's language), or the catalogue's words when there is
 * no record to show.
 */
export function productsMeta(
  args: Parameters<typeof seo>[0],
  page: "range" | "product",
  record: { seo: { title: string; description: string; keywords: string } } | undefined,
) {
  const t = productsMessages.in(localeOfPath(args.location.pathname));
  return seo(
    args,
    record?.seo ?? {
      title: t(`${page}.metaTitle`),
      description: t(`${page}.metaDescription`),
      keywords: t(`${page}.metaKeywords`),
    },
  );
}
