import { useEffect, useRef } from "react";

const LABELS: Record<string, string> = {
  title: "Title",
  summary: "Summary",
  publishedOn: "Date",
  image: "Picture",
  imageFile: "Picture",
  imageAlt: "Description of the picture",
  bodyHtml: "Article",
  bodyImageFile: "Picture in the article",
  bodyImageAlt: "Description of the picture in the article",
  linkUrl: "Link to the story",
  source: "Publication",
  topic: "Topic",
  question: "Question",
  answerHtml: "Answer",
  answerImageFile: "Picture in the answer",
  answerImageAlt: "Description of the picture in the answer",
};

/**
 * The summary above a refused form: how many fields need attention, each a
 * link to its field. It takes focus when it appears, so a screen reader user
 * hears it first (the page was re-rendered by the server or by the router).
 */
export function ContentFormErrors({
  errors,
  labels,
}: {
  errors: Partial<Record<string, string>>;
  /** Names for the form's fields where they differ from the English forms' ("Hindi title"). */
  labels?: Record<string, string>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  useEffect(() => {
    if (entries.length > 0) ref.current?.focus();
  }, [entries.length]);
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      className="alert alert--error content-form-errors"
      role="alert"
      tabIndex={-1}
      aria-labelledby="content-form-errors-title"
    >
      <h2 id="content-form-errors-title">
        {entries.length === 1
          ? "One thing needs your attention"
          : `${entries.length} things need your attention`}
      </h2>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${name}`}>{labels?.[name] ?? LABELS[name] ?? name}</a>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
