import { Link } from "react-router";
import type { AuditEntryView } from "~/staff/audit/audit-types";
import { formatIndianDateTimeSeconds } from "~/lib/i18n/format";

/** Long enough to tell browsers apart in the list; the entry shows all of it. */
const AGENT_CHARS = 60;

const shortAgent = (agent: string) =>
  agent.length > AGENT_CHARS ? `${agent.slice(0, AGENT_CHARS - 1)}…` : agent;

/** Audit entries newest first; the summary opens the entry with its before and after. */
export function AuditTable({
  entries,
  caption,
  detailSearch,
}: {
  entries: AuditEntryView[];
  caption: string;
  detailSearch: string;
}) {
  return (
    <div className="table-scroll staff-table-wrap">
      <table className="data-table staff-table staff-audit-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">From</th>
            <th scope="col">Action</th>
            <th scope="col">What happened</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">
                <time dateTime={entry.createdAt}>
                  {formatIndianDateTimeSeconds(entry.createdAt)}
                </time>
              </td>
              <td data-label="Who" className="staff-audit-table__who">
                {entry.actorEmail}
              </td>
              <td data-label="From" className="staff-audit-table__from">
                {entry.clientIp}
                {entry.userAgent ? (
                  <span className="staff-audit-table__agent" title={entry.userAgent}>
                    {shortAgent(entry.userAgent)}
                  </span>
                ) : null}
              </td>
              <td data-label="Action">
                <code className="staff-code">{entry.action}</code>
              </td>
              <th scope="row" className="staff-audit-table__summary">
                <Link to={`/staff/audit/${entry.id}${detailSearch}`}>{entry.summary}</Link>
              </th>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
