import type { ReactNode } from "react";
import { SourceUnavailable } from "~/ui/SourceUnavailable";

/**
 * The card grid of a public listing (blog, news): the cards, a friendly line
 * when there are none yet, or the "could not load" message when the database
 * did not answer (the route sends that with status 503).
 */
export function ContentListing<Entry extends { id: string | number }>({
  label,
  entries,
  unavailable,
  what,
  retryHref,
  emptyText,
  card,
}: {
  /** Accessible name of the section, e.g. "Blog posts". */
  label: string;
  entries: Entry[];
  unavailable: boolean;
  /** For the unavailable message: "We could not load <what> just now". */
  what: string;
  retryHref: string;
  emptyText: string;
  card: (entry: Entry) => ReactNode;
}) {
  return (
    <section className="section content-section" aria-label={label}>
      <div className="container">
        {unavailable ? (
          <SourceUnavailable what={what} retryHref={retryHref} />
        ) : entries.length === 0 ? (
          <p className="content-empty">{emptyText}</p>
        ) : (
          <ul className="content-grid">
            {entries.map((entry) => (
              <li key={entry.id}>{card(entry)}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
