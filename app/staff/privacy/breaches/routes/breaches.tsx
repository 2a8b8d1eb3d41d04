import { Link, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { requireStaff } from "~/staff/auth/auth.server";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffTable } from "~/staff/ui/StaffTable";
import { DeadlineCountdown } from "../DeadlineCountdown";
import { registerOf } from "../breaches.server";
import type { Route } from "./+types/breaches";

/** /staff/privacy/breaches: the breach register, the newest found first (ADR 65). */

export const meta: Route.MetaFunction = () => [
  { title: "Breach register | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  const now = new Date();
  return { incidents: await registerOf(db(), now), renderedAt: now.toISOString() };
}

export default function BreachRegister() {
  const { incidents, renderedAt } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        title="Breach register"
        description="Every personal-data breach: when it was found, whom it reached, the notices to them and the report to the Data Protection Board, due 72 hours after it was found (DPDP Rules, Rule 7)."
        actions={
          <Link to="/staff/privacy/breaches/new" className="button">
            Record an incident
          </Link>
        }
      />
      {incidents.length === 0 ? (
        <div className="staff-card staff-empty">
          <h2>No breach recorded</h2>
          <p>
            When personal data is lost, disclosed or reached by someone who should not have it,
            record it here at once: the Board&apos;s 72 hours start when it is found.
          </p>
        </div>
      ) : (
        <StaffTable
          caption="Incidents, the newest found first"
          className="staff-breach-table"
          rows={incidents}
          rowKey={(incident) => incident.id}
          columns={[
            {
              header: "Incident",
              rowHeader: true,
              cell: (incident) => (
                <>
                  <Link to={`/staff/privacy/breaches/${incident.id}`}>{incident.title}</Link>{" "}
                  <span className="staff-leads-table__id">{incident.reference}</span>
                </>
              ),
            },
            {
              header: "Found",
              cell: (incident) => (
                <time dateTime={incident.foundAt}>{formatIndianDateTime(incident.foundAt)}</time>
              ),
            },
            { header: "People affected", cell: (incident) => incident.affectedCount },
            {
              header: "Notices",
              cell: (incident) => (incident.noticesSentAt ? "Sent" : "Drafted, not sent"),
            },
            {
              header: "Report to the Board",
              cell: (incident) => (
                <DeadlineCountdown
                  foundAt={incident.foundAt}
                  boardReportedAt={
                    incident.deadline.kind === "reported" ? incident.deadline.at : null
                  }
                  renderedAt={renderedAt}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
