/**
 * Previous/next page links for long staff lists, with "page N of M". Plain
 * links that keep the filters, so paging works without JavaScript and a page
 * can be bookmarked.
 */
export function StaffPager({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages of leads". */
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="staff-pager" aria-label={label}>
      {page > 1 ? (
        <a className="button button--ghost button--small" href={hrefFor(page - 1)} rel="prev">
          ← Newer<span className="visually-hidden"> (page {page - 1})</span>
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="staff-pager__where">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a className="button button--ghost button--small" href={hrefFor(page + 1)} rel="next">
          Older<span className="visually-hidden"> (page {page + 1})</span> →
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
