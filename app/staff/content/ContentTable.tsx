import { Form, Link } from "react-router";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffTable, type StaffColumn } from "~/staff/ui/StaffTable";
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
      <StaffTable
        caption={`${caption}${list.pageCount > 1 ? ` (page ${list.page} of ${list.pageCount})` : ""}`}
        className="content-table"
        columns={contentColumns({ base, detail, publicHref, page: list.page })}
        rows={list.rows}
        rowKey={(row) => row.id}
        rowId={(row) => `row-${row.id}`}
      />
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

function contentColumns({
  base,
  detail,
  publicHref,
  page,
}: Pick<ContentTableProps, "base" | "detail" | "publicHref"> & {
  page: number;
}): StaffColumn<ContentListRow>[] {
  return [
    {
      header: "Order",
      className: "numeric",
      headerClassName: "numeric",
      cell: (row) => row.position,
    },
    {
      header: detail === "Topic" ? "Question" : "Title",
      rowHeader: true,
      className: "content-table__title",
      cell: (row) => {
        const href = row.published ? publicHref?.(row) : undefined;
        return (
          <>
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
          </>
        );
      },
    },
    {
      header: detail,
      className: "content-table__detail",
      cell: (row) =>
        detail === "Date" && row.detail ? (
          <time dateTime={row.detail}>{formatEnglishDate(row.detail, "long")}</time>
        ) : (
          row.detail
        ),
    },
    {
      header: "Status",
      cell: (row) => (
        <span className={`content-status ${row.published ? "is-published" : "is-hidden"}`}>
          {row.published ? "Published" : "Hidden"}
        </span>
      ),
    },
    {
      header: "Actions",
      cell: (row) => (
        <div className="content-table__actions">
          <RowButton
            rowId={row.id}
            intent="move-up"
            label="Move up"
            name={row.title}
            disabled={!row.canMoveUp}
            page={page}
          />
          <RowButton
            rowId={row.id}
            intent="move-down"
            label="Move down"
            name={row.title}
            disabled={!row.canMoveDown}
            page={page}
          />
          <RowButton
            rowId={row.id}
            intent={row.published ? "unpublish" : "publish"}
            label={row.published ? "Unpublish" : "Publish"}
            name={row.title}
            page={page}
            tone={row.published ? "secondary" : "primary"}
          />
        </div>
      ),
    },
  ];
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
