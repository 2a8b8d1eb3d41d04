import { Link } from "react-router";
import type { LeadView } from "~/leads/delivery/lead-types";
import { DeliveryBadge, SpamBadge } from "./DeliveryBadge";
import { formatIndianDateTime } from "~/lib/i18n/format";

type LeadRow = Pick<
  LeadView,
  "id" | "formTitle" | "createdAt" | "name" | "email" | "mobile" | "spam" | "state" | "attempts"
>;

/** One row per lead, newest first; the name (or number) opens the lead. */
export function LeadTable({
  leads,
  caption,
  crmConfigured,
  detailSearch,
}: {
  leads: LeadRow[];
  caption: string;
  crmConfigured: boolean;
  /** The list's query string, so the detail page can link back to the same view. */
  detailSearch: string;
}) {
  return (
    <div className="table-scroll staff-table-wrap">
      <table className="data-table staff-table staff-leads-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Lead</th>
            <th scope="col">Received</th>
            <th scope="col">Form</th>
            <th scope="col">Contact</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <th scope="row">
                <Link
                  to={`/staff/leads/${lead.id}${detailSearch}`}
                  className="staff-leads-table__name"
                >
                  {lead.name || "(no name)"}
                </Link>
                <span className="staff-leads-table__id">#{lead.id}</span>
              </th>
              <td data-label="Received">
                <time dateTime={lead.createdAt}>{formatIndianDateTime(lead.createdAt)}</time>
              </td>
              <td data-label="Form">{lead.formTitle}</td>
              <td data-label="Contact" className="staff-leads-table__contact">
                {lead.email ? <span>{lead.email}</span> : null}
                {lead.mobile ? <span>{lead.mobile}</span> : null}
                {!lead.email && !lead.mobile ? <span className="muted">None given</span> : null}
              </td>
              <td data-label="Delivery">
                <div className="staff-leads-table__state">
                  <DeliveryBadge state={lead.state} crmConfigured={crmConfigured} />
                  {lead.spam ? <SpamBadge /> : null}
                  {lead.state === "dead" ? (
                    <span className="staff-leads-table__attempts">
                      after {lead.attempts} attempt{lead.attempts === 1 ? "" : "s"}
                    </span>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
