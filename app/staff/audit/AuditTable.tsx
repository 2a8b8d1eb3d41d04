import { Link } from "react-router";
import type { AuditEntryView } from "~/staff/audit/audit-types";
import { formatIndianDateTimeSeconds } from "~/lib/i18n/format";
import { StaffTable } from "~/staff/ui/StaffTable";

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
    <StaffTable
      caption={caption}
      className="staff-audit-table"
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          header: "When",
          cell: (entry) => (
            <time dateTime={entry.createdAt}>{formatIndianDateTimeSeconds(entry.createdAt)}</time>
          ),
        },
        { header: "Who", className: "staff-audit-table__who", cell: (entry) => entry.actorEmail },
        {
          header: "From",
          className: "staff-audit-table__from",
          cell: (entry) => (
            <>
              {entry.clientIp}
              {entry.userAgent ? (
                <span className="staff-audit-table__agent" title={entry.userAgent}>
                  {shortAgent(entry.userAgent)}
                </span>
              ) : null}
            </>
          ),
        },
        {
          header: "Action",
          cell: (entry) => <code className="staff-code">{entry.action}</code>,
        },
        {
          header: "What happened",
          rowHeader: true,
          className: "staff-audit-table__summary",
          cell: (entry) => (
            <Link to={`/staff/audit/${entry.id}${detailSearch}`}>{entry.summary}</Link>
          ),
        },
      ]}
    />
  );
}
