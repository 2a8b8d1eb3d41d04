import type { DocumentFilters, ListingPagination } from "~/investors/document-types";

/** Page links for long listings; plain links that keep the filters, so no script is needed. */
export function DocumentPagination({
  path,
  filters,
  pagination: { page, pageCount },
}: {
  path: string;
  filters: DocumentFilters;
  pagination: ListingPagination;
}) {
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (filters.year) params.set("year", filters.year);
    if (filters.q) params.set("q", filters.q);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <nav className="document-pagination" aria-label="Pages of documents">
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === page ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {n}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
