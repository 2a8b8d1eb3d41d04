/**
 * Newer/older links with "page N of M" for long staff lists (leads, the audit
 * log, documents). Plain links that keep the filters, so paging works without
 * JavaScript and a page can be bookmarked.
 */
export function StaffPager({
  page,
  pageCount,
  hrefFor,
  label,
  items,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages of leads". */
  label: string;
  /** What the list holds, read out with each link ("Older documents (page 3)"). */
  items?: string;
}) {
  if (pageCount <= 1) return null;
  const what = items ? ` ${items}` : "";
  return (
    <nav className="staff-pager" aria-label={label}>
      {page > 1 ? (
        <a className="button button--ghost button--small" href={hrefFor(page - 1)} rel="prev">
          ← Newer
          <span className="visually-hidden">
            {what} (page {page - 1})
          </span>
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="staff-pager__where">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a className="button button--ghost button--small" href={hrefFor(page + 1)} rel="next">
          Older
          <span className="visually-hidden">
            {what} (page {page + 1})
          </span>{" "}
          →
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
