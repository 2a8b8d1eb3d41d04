import { useEffect, useRef } from "react";

/**
 * The summary above a refused sign-in or security form: how many things
 * need fixing, each a link to its field. It takes the focus when it appears,
 * so a keyboard or screen-reader user starts where the problem is; without
 * JavaScript, role="alert" still announces it.
 */
export function ErrorSummary({
  errors,
  labels,
}: {
  errors: Partial<Record<string, string>>;
  /** Field name to the label its link shows; a field without one (the form's own problem) has no link. */
  labels: Partial<Record<string, string>>;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const ref = useRef<HTMLDivElement>(null);
  const key = entries.map(([field, message]) => `${field}:${message}`).join("|");
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="alert alert--error staff-error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">
        {entries.length === 1 ? "One thing needs fixing" : `${entries.length} things need fixing`}
      </h2>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            {labels[field] ? (
              <a href={`#${field}`}>
                {labels[field]}: {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
