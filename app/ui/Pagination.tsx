/** Page numbers to show: the first, the last and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/** What a list's page links say, in the page's language. */
export interface PaginationWords {
  /** Names the navigation landmark ("Pages of documents"). */
  label: string;
  previous: string;
  next: string;
  /** A number link's accessible name ("Page 3"; "Page 3, this page" for the current one). */
  page: (page: number, current: boolean) => string;
}

/**
 * Links to the other pages of a long list: previous, next, the first and
 * last pages and those near the current one, so a list of thousands has a
 * handful of links, not hundreds. Plain links that keep the list's state in
 * their addresses, so paging works without JavaScript.
 */
export function Pagination({
  page,
  pageCount,
  hrefOf,
  words,
  className,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  words: PaginationWords;
  /** The section's own look (its CSS class). */
  className: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={className} aria-label={words.label}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={hrefOf(page - 1)} rel="prev">
              {words.previous}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                href={hrefOf(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={words.page(p, p === page)}
              >
                {p}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={hrefOf(page + 1)} rel="next">
              {words.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
