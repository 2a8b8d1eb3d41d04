import { data, useLoaderData } from "react-router";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { AuditChanges } from "~/staff/audit/AuditChanges";
import { auditFilterSearch, parseAuditFilters } from "~/staff/audit/audit-filters";
import { formatIndianDateTimeSeconds } from "~/lib/i18n/format";
import { getAuditEntry } from "~/staff/audit/audit-log.server";
import { db } from "~/db/client.server";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/audit.$id";

export const meta: Route.MetaFunction = () => [
  { title: "Audit entry | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "admin");
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const entry = id === null ? null : await getAuditEntry(db(), id);
  if (!entry) throw data({ message: "There is no such audit entry." }, { status: 404 });
  const back = auditFilterSearch(parseAuditFilters(new URL(request.url).searchParams).values);
  return { entry, back };
}

/** Entity types that have a staff page of their own, so the entry can link to the record. */
function recordLink(entityType: string, entityId: string | null): string | null {
  if (!entityId || !/^\d+$/.test(entityId)) return null;
  if (entityType === "lead") return `/staff/leads/${entityId}`;
  if (entityType === "staff_user") return `/staff/users/${entityId}`;
  return null;
}

export default function StaffAuditEntry() {
  const { entry, back } = useLoaderData<typeof loader>();
  const link = recordLink(entry.entityType, entry.entityId);
  return (
    <>
      <StaffPageHead
        back={{ to: `/staff/audit${back}`, label: "Audit log" }}
        title={entry.summary}
      />
      <section className="staff-card" aria-labelledby="entry-heading">
        <h2 id="entry-heading">Entry #{entry.id}</h2>
        <dl className="staff-facts">
          <div className="staff-facts__row">
            <dt>When</dt>
            <dd>
              <time dateTime={entry.createdAt}>{formatIndianDateTimeSeconds(entry.createdAt)}</time>{" "}
              (India time)
            </dd>
          </div>
          <div className="staff-facts__row">
            <dt>Who</dt>
            <dd>
              {entry.actorEmail}
              {entry.actorId !== null ? ` (account #${entry.actorId})` : ""}
            </dd>
          </div>
          <div className="staff-facts__row">
            <dt>From IP address</dt>
            <dd>{entry.clientIp}</dd>
          </div>
          <div className="staff-facts__row">
            <dt>Browser (user agent)</dt>
            <dd className="staff-audit-agent">{entry.userAgent ?? "(not recorded)"}</dd>
          </div>
          <div className="staff-facts__row">
            <dt>Action</dt>
            <dd>
              <code className="staff-code">{entry.action}</code>
            </dd>
          </div>
          <div className="staff-facts__row">
            <dt>Record</dt>
            <dd>
              {entry.entityType}
              {entry.entityId ? ` #${entry.entityId}` : ""}
              {link ? (
                <>
                  {" "}
                  (<a href={link}>open it</a>)
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>
      <section className="staff-card" aria-labelledby="changes-heading">
        <h2 id="changes-heading">Before and after</h2>
        <AuditChanges changes={entry.changes} />
        {entry.beforeJson || entry.afterJson ? (
          <details className="staff-audit-json">
            <summary>Recorded data as JSON</summary>
            <div className="staff-audit-json__panes">
              {entry.beforeJson ? (
                <div>
                  <h3>Before</h3>
                  <pre>{entry.beforeJson}</pre>
                </div>
              ) : null}
              {entry.afterJson ? (
                <div>
                  <h3>After</h3>
                  <pre>{entry.afterJson}</pre>
                </div>
              ) : null}
            </div>
          </details>
        ) : null}
      </section>
    </>
  );
}
