/** What a listing shows when nothing is published yet, or nothing matches the filters. */
export function DocumentEmpty({ path, filtered }: { path: string; filtered: boolean }) {
  return (
    <div className="document-empty">
      {filtered ? (
        <>
          <p className="document-empty__title">No documents match these filters.</p>
          <p>
            Try another financial year or fewer words, or <a href={path}>see every document</a>.
          </p>
        </>
      ) : (
        <>
          <p className="document-empty__title">No documents have been published here yet.</p>
          <p>
            Filings appear here within two working days of being made. For anything you need now,
            contact the <a href="/investor-help-desk">investor help desk</a>.
          </p>
        </>
      )}
    </div>
  );
}
