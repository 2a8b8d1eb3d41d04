/**
 * A short summary above a form that came back with errors, linking to each
 * field, so a keyboard or screen-reader user finds what to fix.
 */
export function FormErrorSummary({
  errors,
  labels,
}: {
  errors: Record<string, string> | undefined;
  labels: Record<string, string>;
}) {
  const entries = Object.entries(errors ?? {});
  if (entries.length === 0) return null;
  return (
    <div
      className="alert alert--error cat-error-summary"
      role="alert"
      aria-labelledby="cat-error-title"
    >
      <h2 id="cat-error-title">
        {entries.length === 1 ? "One thing needs fixing" : `${entries.length} things need fixing`}
      </h2>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${field}`}>{labels[field] ?? "Form"}</a>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
