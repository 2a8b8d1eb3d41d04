import type { DocumentFilters, ListingPagination } from "~/investors/document-types";
import { investorMessages } from "~/investors/messages";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";

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
    <nav className="document-pagination" aria-label={t("pages.label")}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t("pages.previous")}
              <span className="visually-hidden">{` ${t("pages.pageAfter")}`}</span>
            </a>
          </li>
        ) : null}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === page ? "page" : undefined}>
              <span className="visually-hidden">{`${t("pages.pageBefore")} `}</span>
              {n}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t("pages.next")}
              <span className="visually-hidden">{` ${t("pages.pageAfter")}`}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
