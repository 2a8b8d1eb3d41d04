import { formatDate } from "~/lib/i18n/format";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";

export interface OtherItem {
  id: string;
  title: string;
  langs: { title?: string };
  publishedOn?: string | null;
}

/** The aside beside a post or story: the others of its kind, each with its date. */
export function OtherItems({
  headingId,
  heading,
  items,
  pathOf,
}: {
  headingId: string;
  heading: string;
  items: readonly OtherItem[];
  /** The English path of an item's page. */
  pathOf: (id: string) => string;
}) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <aside className="blog-others" aria-labelledby={headingId}>
      <h2 id={headingId} className="blog-others__title">
        {heading}
      </h2>
      <ul>
        {items.map((other) => (
          <li key={other.id}>
            <a href={localizeHref(pathOf(other.id), locale)} lang={other.langs.title}>
              {other.title}
            </a>
            {other.publishedOn ? (
              <time dateTime={other.publishedOn}>{formatDate(locale, other.publishedOn)}</time>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
