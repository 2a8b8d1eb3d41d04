import { Link, useLoaderData } from "react-router";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { LeadFilterForm } from "~/staff/leads/LeadFilterForm";
import { LeadStateTabs } from "~/staff/leads/LeadStateTabs";
import { LeadTable } from "~/staff/leads/LeadTable";
import { StaffPager } from "~/staff/ui/StaffPager";
import {
  deliveryStateLabels,
  formOptions,
  hasLeadFilters,
  leadFilterSearch,
  leadQueryOf,
  parseLeadFilters,
  type LeadFilterField,
} from "~/staff/leads/lead-filters";
import { crmConfigFromEnv } from "~/leads/crm/client.server";
import { db } from "~/db/client.server";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/leads";
import { countLeads, deliveryCounts, leadStateCounts } from "~/leads/delivery/store.server";
import { listLeads, maskedIdentityOf } from "~/staff/leads/leads.server";

export const meta: Route.MetaFunction = () => [
  { title: "Leads | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const PAGE_SIZE = 25;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "sales");
  const url = new URL(request.url);
  const { values, errors } = parseLeadFilters(url.searchParams);
  const query = leadQueryOf(values);
  const database = db();
  const crmConfigured = crmConfigFromEnv() !== undefined;
  const [total, counts, everywhere] = await Promise.all([
    countLeads(database, query),
    leadStateCounts(database, query),
    deliveryCounts(database),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (an old link after leads were re-queued) shows the last one.
  const page = Math.min(values.page, pageCount);
  const leads =
    total === 0
      ? []
      : await listLeads(
          database,
          { ...query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
          crmConfigured,
        );
  const raw: Partial<Record<LeadFilterField, string>> = {};
  for (const name of ["from", "to"] as const) raw[name] = url.searchParams.get(name)?.slice(0, 30);
  const requeued = Number.parseInt(url.searchParams.get("requeued") ?? "", 10);
  return {
    leads: leads.map(
      ({ id, formTitle, createdAt, name, email, mobile, spam, state, attempts, data }) => ({
        id,
        formTitle,
        createdAt,
        name,
        email,
        mobile,
        spam,
        state,
        attempts,
        // Masked (ADR 65): the list tells applications apart, the number itself stays hidden.
        identity: maskedIdentityOf(data),
      }),
    ),
    total,
    counts,
    deadEverywhere: everywhere.dead ?? 0,
    values: { ...values, page },
    errors,
    raw,
    pageCount,
    pageSize: PAGE_SIZE,
    crmConfigured,
    requeued: Number.isInteger(requeued) && requeued >= 0 ? requeued : null,
  };
}

/** "Dealer application leads, dead letter, 1–25 Nov 2026" — what the table shows, in words. */
function describeFilters(
  values: ReturnType<typeof useLoaderData<typeof loader>>["values"],
): string {
  const parts: string[] = [];
  if (values.form)
    parts.push(formOptions.find((o) => o.value === values.form)?.label ?? values.form);
  if (values.state) parts.push(deliveryStateLabels[values.state].toLowerCase());
  if (values.spam) parts.push(values.spam === "yes" ? "flagged as spam" : "not spam");
  if (values.from && values.to) parts.push(`received ${values.from} to ${values.to}`);
  else if (values.from) parts.push(`received from ${values.from}`);
  else if (values.to) parts.push(`received up to ${values.to}`);
  return parts.join(", ");
}

export default function StaffLeads() {
  const data = useLoaderData<typeof loader>();
  const { values, total, pageSize, pageCount } = data;
  const filtered = hasLeadFilters(values);
  const search = leadFilterSearch(values);
  const exportSearch = leadFilterSearch({ ...values, page: 1 });
  const first = (values.page - 1) * pageSize + 1;
  const last = Math.min(total, values.page * pageSize);
  const described = describeFilters(values);
  return (
    <>
      <StaffPageHead
        title="Leads"
        description="Enquiries and applications sent through the website's forms, newest first, and how far each got towards the CRM."
        actions={
          <>
            <a
              className="button button--secondary"
              href={`/staff/leads/export.csv${exportSearch}`}
              download
            >
              Export CSV
              <span className="visually-hidden"> of {filtered ? "these" : "all"} leads</span>
            </a>
            {data.deadEverywhere > 0 ? (
              <Link className="button button--ghost" to="/staff/leads/requeue-dead">
                Re-queue all dead ({data.deadEverywhere})
              </Link>
            ) : null}
          </>
        }
      />
      {data.requeued !== null ? (
        <StaffNotice>
          {data.requeued === 0
            ? "There were no dead-lettered leads to re-queue."
            : `${data.requeued} dead-lettered lead${data.requeued === 1 ? " was" : "s were"} re-queued for delivery to the CRM.`}
        </StaffNotice>
      ) : null}
      {!data.crmConfigured ? (
        <StaffNotice tone="info">
          No CRM is connected to this website (CRM_BASE_URL is not set), so leads are stored here
          and stay pending. Export them as CSV to pass them on.
        </StaffNotice>
      ) : null}
      <section className="staff-card staff-leads-filters" aria-labelledby="lead-filters-heading">
        <h2 id="lead-filters-heading" className="visually-hidden">
          Filters
        </h2>
        <LeadFilterForm values={values} errors={data.errors} raw={data.raw} />
      </section>
      <LeadStateTabs values={values} counts={data.counts} />
      <p className="staff-leads-summary" role="status">
        {total === 0
          ? "No leads to show."
          : `Showing ${first}–${last} of ${total} lead${total === 1 ? "" : "s"}${described ? ` (${described})` : ""}.`}
      </p>
      {total === 0 ? (
        <div className="staff-card staff-empty">
          {filtered ? (
            <>
              <h2>No leads match these filters</h2>
              <p>
                Try a wider date range or another delivery state, or{" "}
                <a href="/staff/leads">show every lead</a>.
              </p>
            </>
          ) : (
            <>
              <h2>No leads yet</h2>
              <p>
                When a visitor sends the consultation, contact, dealer, distributor, contractor or
                supplier form, the lead appears here at once, with its delivery to the CRM.
              </p>
            </>
          )}
        </div>
      ) : (
        <LeadTable
          leads={data.leads}
          caption={`Leads${described ? `: ${described}` : ""}, newest first (page ${values.page} of ${pageCount})`}
          crmConfigured={data.crmConfigured}
          detailSearch={search}
        />
      )}
      <StaffPager
        page={values.page}
        pageCount={pageCount}
        label="Pages of leads"
        hrefFor={(page) => `/staff/leads${leadFilterSearch(values, { page })}`}
      />
    </>
  );
}
