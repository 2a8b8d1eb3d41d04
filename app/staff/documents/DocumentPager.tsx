/**
 * Newer/older links with "page N of M" for the staff document list. Plain
 * links that keep the category filter, so paging works without JavaScript.
 */
export function DocumentPager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="doc-pager" aria-label="Pages of documents">
      {page > 1 ? (
        <a className="button button--ghost button--small" href={hrefFor(page - 1)} rel="prev">
          ← Newer<span className="visually-hidden"> documents (page {page - 1})</span>
        </a>
      ) : (
        <span />
      )}
      <p className="doc-pager__where">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a className="button button--ghost button--small" href={hrefFor(page + 1)} rel="next">
          Older<span className="visually-hidden"> documents (page {page + 1})</span> →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
