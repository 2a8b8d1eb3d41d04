import { Link } from "react-router";
import type { LeadView } from "~/leads/delivery/lead-types";
import { StaffTable } from "~/staff/ui/StaffTable";
import { DeliveryBadge, SpamBadge } from "./DeliveryBadge";
import { formatIndianDateTime } from "~/lib/i18n/format";

type LeadRow = Pick<
  LeadView,
  "id" | "formTitle" | "createdAt" | "name" | "email" | "mobile" | "spam" | "state" | "attempts"
> & {
  /** The identity number, masked ("PAN ABCDE****F"), when the form asks for one. */
  identity?: string | null;
};

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
    <StaffTable
      caption={caption}
      className="staff-leads-table"
      rows={leads}
      rowKey={(lead) => lead.id}
      columns={[
        {
          header: "Lead",
          rowHeader: true,
          cell: (lead) => (
            <>
              <Link
                to={`/staff/leads/${lead.id}${detailSearch}`}
                className="staff-leads-table__name"
              >
                {lead.name || "(no name)"}
              </Link>
              <span className="staff-leads-table__id">#{lead.id}</span>
            </>
          ),
        },
        {
          header: "Received",
          cell: (lead) => (
            <time dateTime={lead.createdAt}>{formatIndianDateTime(lead.createdAt)}</time>
          ),
        },
        { header: "Form", cell: (lead) => lead.formTitle },
        {
          header: "Contact",
          className: "staff-leads-table__contact",
          cell: (lead) => (
            <>
              {lead.email ? <span>{lead.email}</span> : null}
              {lead.mobile ? <span>{lead.mobile}</span> : null}
              {!lead.email && !lead.mobile ? <span className="muted">None given</span> : null}
              {lead.identity ? (
                <span className="staff-leads-table__identity">{lead.identity}</span>
              ) : null}
            </>
          ),
        },
        {
          header: "Delivery",
          cell: (lead) => (
            <div className="staff-leads-table__state">
              <DeliveryBadge state={lead.state} crmConfigured={crmConfigured} />
              {lead.spam ? <SpamBadge /> : null}
              {lead.state === "dead" ? (
                <span className="staff-leads-table__attempts">
                  after {lead.attempts} attempt{lead.attempts === 1 ? "" : "s"}
                </span>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
