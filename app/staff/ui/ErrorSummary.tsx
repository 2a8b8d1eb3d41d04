import { useEffect, useRef, type ReactNode } from "react";
import { TITLE_PREFIX_ATTRIBUTE } from "~/platform";

/** One refused field: its name (the control's id), the label its link shows, and the message. */
export interface FieldProblem {
  field: string;
  label: string;
  message: string;
}

const TITLE_PREFIX = "Error: ";

/** "One thing needs fixing", "3 things need fixing": the heading most forms use. */
export const thingsNeedFixing = (count: number) =>
  count === 1 ? "One thing needs fixing" : `${count} things need fixing`;

/**
 * A form's errors in its order, each with the label its link shows; a field
 * without a label is named by `fallback` (a form's own problem, e.g. "Form").
 */
export function problemsOf(
  errors: Partial<Record<string, string>> | undefined,
  labels: Partial<Record<string, string>>,
  fallback?: (field: string) => string,
): FieldProblem[] {
  return Object.entries(errors ?? {}).flatMap(([field, message]) =>
    message ? [{ field, label: labels[field] ?? fallback?.(field) ?? "", message }] : [],
  );
}

/**
 * The summary above a refused staff form: how many things need fixing, each
 * a link to its field. Every staff form shows this one (issue 43).
 *
 * It takes the focus when it appears, so a keyboard or screen-reader user
 * starts where the problem is: after a submission the router rendered, by
 * the effect below; after a plain form post (no JavaScript), by `autoFocus`
 * on the server-rendered element, which the browser honours on load. It is
 * a role="alert" too, so it is announced either way. While it shows, the
 * tab's title starts "Error:", the first thing a screen reader reads of a
 * page and what a busy desk sees in a row of tabs: changed by the effect in
 * the browser, and written by the server into a page a form posted without
 * JavaScript came back to (the attribute below, app/platform/title-prefix.ts).
 */
export function ErrorSummary({
  problems,
  heading = thingsNeedFixing,
  messages = true,
  id = "error-summary",
  className,
  children,
}: {
  problems: readonly FieldProblem[];
  /** The heading for a count, where a form words it its own way. */
  heading?: (count: number) => string;
  /**
   * False: the links name the fields only. For forms whose messages are
   * read under each field and would otherwise be said twice in a row.
   */
  messages?: boolean;
  id?: string;
  className?: string;
  /** A line under the list, e.g. what happened to a chosen file. */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const key = problems.map(({ field, message }) => `${field}:${message}`).join("|");
  useEffect(() => {
    if (!key) return;
    ref.current?.focus();
    return prefixTitle();
  }, [key]);
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only a page that refused a form, to reach the problem first (WCAG 3.3.1)
      autoFocus
      className={`alert alert--error staff-error-summary${className ? ` ${className}` : ""}`}
      role="alert"
      {...{ [TITLE_PREFIX_ATTRIBUTE]: TITLE_PREFIX }}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{heading(problems.length)}</h2>
      <ul>
        {problems.map(({ field, label, message }) => (
          <li key={field}>
            {label ? (
              <a href={`#${field}`}>
                {label}
                {messages ? `: ${message}` : null}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/**
 * Puts "Error: " before the tab's title, and returns what takes it away.
 * The title's own text node is changed in place rather than through
 * `document.title` (which replaces the node): the router renders that node,
 * and a later page's title must still land in it.
 */
export function prefixTitle(doc: Pick<Document, "querySelector"> = document): () => void {
  const node = doc.querySelector("head > title")?.firstChild;
  // A text node by its type, not `instanceof Text`: tests hand in another window's document.
  if (node?.nodeType !== 3) return () => {};
  const text = node as Text;
  if (text.data.startsWith(TITLE_PREFIX)) return () => {};
  text.data = TITLE_PREFIX + text.data;
  return () => {
    if (text.data.startsWith(TITLE_PREFIX)) text.data = text.data.slice(TITLE_PREFIX.length);
  };
}
