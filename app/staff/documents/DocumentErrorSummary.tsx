import type { ReactNode } from "react";

/**
 * The summary above a refused document form: how many things need fixing,
 * each a link to its field ("PDF file: That file is not a PDF…").
 */
export function DocumentErrorSummary({
  errors,
  children,
}: {
  /** Field name, its label, and the message, in the form's order. */
  errors: Array<[field: string, label: string, message: string]>;
  /** A line under the list, e.g. what happened to a chosen file. */
  children?: ReactNode;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="doc-form__summary" role="alert" aria-labelledby="doc-form-summary-title">
      <h2 id="doc-form-summary-title">
        {errors.length === 1 ? "One thing needs fixing" : `${errors.length} things need fixing`}
      </h2>
      <ul>
        {errors.map(([field, label, message]) => (
          <li key={field}>
            <a href={`#${field}`}>
              {label}: {message}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
