import { Form, Link } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { formatEnglishDate } from "~/lib/i18n/format";
import type { ContentList, ContentListRow } from "~/staff/content/content-types";

export interface ContentTableProps {
  list: ContentList;
  /** "/staff/blog": rows link to `${base}/${id}`, pages to `${base}?page=n`. */
  base: string;
  caption: string;
  /** Heading of the second column: "Date" (shown as a date) or "Topic". */
  detail: "Date" | "Topic";
  /** Singular noun for buttons' accessible names, e.g. "post". */
  noun: string;
  /** Where a published row can be seen on the public site, if it has its own page. */
  publicHref?: (row: ContentListRow) => string | undefined;
}

/**
 * The list of blog posts, news items or FAQ entries in the order visitors see
 * them. Each row has its own small POST forms (move up, move down, publish or
 * unpublish), so the whole page works without JavaScript; every button's
 * accessible name says which row it acts on.
 */
export function ContentTable({ list, base, caption, detail, noun, publicHref }: ContentTableProps) {
  if (list.total === 0)
    return (
      <div className="staff-card content-empty-state">
        <h2>Nothing here yet</h2>
        <p>
          Create the first {noun} with the button above. It is shown on the public site as soon as
          you save it as published.
        </p>
      </div>
    );
  return (
    <>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1), hence tabIndex. */}
      <div
        className="table-scroll content-table-scroll"
        role="region"
        aria-label={caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="data-table content-table">
          <caption>
            {caption}
            {list.pageCount > 1 ? ` (page ${list.page} of ${list.pageCount})` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                Order
              </th>
              <th scope="col">{detail === "Topic" ? "Question" : "Title"}</th>
              <th scope="col">{detail}</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => {
              const href = row.published ? publicHref?.(row) : undefined;
              return (
                <tr key={row.id} id={`row-${row.id}`}>
                  <td className="numeric">{row.position}</td>
                  <th scope="row" className="content-table__title">
                    <Link to={`${base}/${row.id}`}>{row.title}</Link>
                    {href ? (
                      <a
                        className="content-table__public"
                        href={href}
                        aria-label={`View on site: ${row.title}`}
                      >
                        View on site
                      </a>
                    ) : null}
                  </th>
                  <td className="content-table__detail">
                    {detail === "Date" && row.detail ? (
                      <time dateTime={row.detail}>{formatEnglishDate(row.detail, "long")}</time>
                    ) : (
                      row.detail
                    )}
                  </td>
                  <td>
                    <span
                      className={`content-status ${row.published ? "is-published" : "is-hidden"}`}
                    >
                      {row.published ? "Published" : "Hidden"}
                    </span>
                  </td>
                  <td>
                    <div className="content-table__actions">
                      <RowButton
                        rowId={row.id}
                        intent="move-up"
                        label="Move up"
                        name={row.title}
                        disabled={!row.canMoveUp}
                        page={list.page}
                      />
                      <RowButton
                        rowId={row.id}
                        intent="move-down"
                        label="Move down"
                        name={row.title}
                        disabled={!row.canMoveDown}
                        page={list.page}
                      />
                      <RowButton
                        rowId={row.id}
                        intent={row.published ? "unpublish" : "publish"}
                        label={row.published ? "Unpublish" : "Publish"}
                        name={row.title}
                        page={list.page}
                        tone={row.published ? "secondary" : "primary"}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {list.pageCount > 1 ? (
        <nav className="content-pages" aria-label="Pages">
          <ul>
            {Array.from({ length: list.pageCount }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <Link
                  to={`${base}?page=${page}`}
                  aria-current={page === list.page ? "page" : undefined}
                >
                  <span className="visually-hidden">Page </span>
                  {page}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

function RowButton({
  rowId,
  intent,
  label,
  name,
  disabled,
  page,
  tone = "ghost",
}: {
  rowId: number;
  intent: string;
  label: string;
  name: string;
  disabled?: boolean;
  page: number;
  tone?: "ghost" | "secondary" | "primary";
}) {
  const toneClass =
    tone === "primary" ? "" : tone === "secondary" ? " button--secondary" : " button--ghost";
  return (
    <Form method="post" className="content-table__form" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="id" value={rowId} />
      <input type="hidden" name="page" value={page} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`button button--small${toneClass}`}
        disabled={disabled}
        // The visible word first (WCAG 2.5.3), then which row it acts on.
        aria-label={`${label}: ${name}`}
      >
        {label}
      </button>
    </Form>
  );
}
