import type { DocumentFilters, ListingPagination } from "~/investors/documents/document-types";
import { investorMessages } from "~/investors/messages";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { Pagination } from "~/ui/Pagination";
import "./documents.css";

/** Page links for long listings; plain links that keep the filters, so no script is needed. */
export function DocumentPagination({
  path,
  filters,
  pagination: { page, pageCount },
  extra = {},
}: {
  path: string;
  filters: DocumentFilters;
  pagination: ListingPagination;
  /** Further parameters the links keep (a grouped page's ?group=). */
  extra?: Record<string, string>;
}) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  if (pageCount <= 1) return null;
  const here = localizeHref(path, locale);
  const href = (n: number) => {
    const params = new URLSearchParams(extra);
    if (filters.year) params.set("year", filters.year);
    if (filters.q) params.set("q", filters.q);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `${here}?${query}` : here;
  };
  return (
    <Pagination
      className="document-pagination"
      page={page}
      pageCount={pageCount}
      hrefOf={href}
      words={{
        label: t("pages.label"),
        previous: t("pages.previous"),
        next: t("pages.next"),
        page: (n) => `${t("pages.pageBefore")} ${n}`,
      }}
    />
  );
}
