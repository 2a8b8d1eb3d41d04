/** "Published" / "Unpublished" as text and colour, so neither alone carries the meaning. */
export function PublicationBadge({ published }: { published: boolean }) {
  return (
    <span className={`doc-badge ${published ? "doc-badge--published" : "doc-badge--hidden"}`}>
      {published ? "Published" : "Unpublished"}
    </span>
  );
}
