import { Link } from "react-router";
import { formatEnglishDate } from "~/lib/i18n/format";
import type { DisclosureState, DisclosureStatus } from "~/staff/documents/document-form";

/**
 * One row per disclosure page, gaps first. The state is written out in words
 * (and marked with an icon-like dot), never shown by colour alone.
 */
export function Regulation46Table({ statuses }: { statuses: DisclosureStatus[] }) {
  return (
    <div className="doc-table-wrap">
      <table className="doc-table reg46-table">
        <caption>Disclosure pages, gaps first</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Newest document</th>
            <th scope="col">Expected</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {statuses.map((s) => (
            <tr key={s.category} className={`reg46-row reg46-row--${s.state}`}>
              <th scope="row" data-label="Page">
                <a href={s.path}>{s.title}</a>
                {s.regulation46Item ? (
                  <span className="doc-table__where">Regulation 46: {s.regulation46Item}</span>
                ) : null}
              </th>
              <td data-label="Newest document">
                {s.newestDate ? (
                  <>
                    <span className="reg46-date">{formatEnglishDate(s.newestDate, "long")}</span>
                    <span className="doc-table__where">
                      {age(s.daysAgo ?? 0)} · {s.publishedCount} published
                    </span>
                  </>
                ) : (
                  <span className="muted">None published</span>
                )}
              </td>
              <td data-label="Expected">
                {s.cadence.label}
                {s.cadence.staleAfterDays !== null ? (
                  <span className="doc-table__where">within {s.cadence.staleAfterDays} days</span>
                ) : null}
              </td>
              <td data-label="Status">
                <StateBadge status={s} />
              </td>
              <td className="doc-table__actions">
                <Link
                  to={`/staff/documents/new?category=${encodeURIComponent(s.category)}`}
                  className="button button--small button--ghost"
                >
                  Upload<span className="visually-hidden"> a document to {s.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
