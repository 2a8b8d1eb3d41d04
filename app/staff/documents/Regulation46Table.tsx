import { Link } from "react-router";
import { formatEnglishDate } from "~/lib/i18n/format";
import { StaffTable, type StaffColumn } from "~/staff/ui/StaffTable";
import type { DisclosureState, DisclosureStatus } from "~/staff/documents/document-form";

/**
 * One row per disclosure page, gaps first. The state is written out in words
 * (and marked with an icon-like dot), never shown by colour alone.
 */
export function Regulation46Table({ statuses }: { statuses: DisclosureStatus[] }) {
  return (
    <StaffTable
      caption="Disclosure pages, gaps first"
      className="reg46-table"
      columns={columns}
      rows={statuses}
      rowKey={(s) => s.category}
      rowClassName={(s) => `reg46-row reg46-row--${s.state}`}
    />
  );
}

const columns: StaffColumn<DisclosureStatus>[] = [
  {
    header: "Page",
    rowHeader: true,
    cell: (s) => (
      <>
        <a href={s.path}>{s.title}</a>
        {s.regulation46Item ? (
          <span className="doc-table__where">Regulation 46: {s.regulation46Item}</span>
        ) : null}
      </>
    ),
  },
  {
    header: "Newest document",
    cell: (s) =>
      s.newestDate ? (
        <>
          <span className="reg46-date">{formatEnglishDate(s.newestDate, "long")}</span>
          <span className="doc-table__where">
            {age(s.daysAgo ?? 0)} · {s.publishedCount} published
          </span>
        </>
      ) : (
        <span className="muted">None published</span>
      ),
  },
  {
    header: "Expected",
    cell: (s) => (
      <>
        {s.cadence.label}
        {s.cadence.staleAfterDays !== null ? (
          <span className="doc-table__where">within {s.cadence.staleAfterDays} days</span>
        ) : null}
      </>
    ),
  },
  { header: "Status", cell: (s) => <StateBadge status={s} /> },
  {
    header: "Actions",
    headerHidden: true,
    className: "staff-table__actions",
    cell: (s) => (
      <Link
        to={`/staff/documents/new?category=${encodeURIComponent(s.category)}`}
        className="button button--small button--ghost"
      >
        Upload<span className="visually-hidden"> a document to {s.title}</span>
      </Link>
    ),
  },
];

const stateLabels: Record<DisclosureState, string> = {
  missing: "No documents yet",
  overdue: "Overdue",
  "due-soon": "Due soon",
  current: "Up to date",
  event: "Event-driven",
};

function StateBadge({ status }: { status: DisclosureStatus }) {
  const over =
    status.state === "overdue" && status.daysAgo !== undefined && status.cadence.staleAfterDays
      ? ` by ${status.daysAgo - status.cadence.staleAfterDays} ${plural(status.daysAgo - status.cadence.staleAfterDays, "day")}`
      : "";
  return (
    <span className={`reg46-badge reg46-badge--${status.state}`}>
      {stateLabels[status.state]}
      {over}
    </span>
  );
}

function age(days: number): string {
  if (days <= 0) return days === 0 ? "today" : `dated ${-days} ${plural(-days, "day")} ahead`;
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}

function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}
