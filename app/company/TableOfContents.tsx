/** An in-page "On this page" list of anchor links. */
export function TableOfContents({
  entries,
  label = "On this page",
}: {
  entries: ReadonlyArray<{ id: string; label: string }>;
  label?: string;
}) {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        {label}
      </h2>
      <ol className="toc__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
