import { leadFilterSearch, leadQueryOf, parseLeadFilters } from "~/staff/leads/lead-filters";
import { crmConfigFromEnv } from "~/leads/crm/client.server";
import { db } from "~/db/client.server";
import { recordAudit } from "~/staff/audit/record.server";
import { personalDataActions } from "~/staff/audit/personal-data-access";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/leads.export[.]csv";
import { countLeads } from "~/leads/delivery/store.server";
import { listLeads } from "~/staff/leads/leads.server";
import { leadsToCsv } from "~/staff/leads/leads-csv";

/** More than a spreadsheet handles comfortably; narrow the dates to export the rest. */
const EXPORT_LIMIT = 50_000;

/**
 * The leads list's current filter as a CSV download (same query parameters as
 * /staff/leads). Exporting personal data is recorded in the audit log.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "sales");
  const { values, errors } = parseLeadFilters(new URL(request.url).searchParams);
  const problems = Object.entries(errors);
  if (problems.length > 0)
    return new Response(
      `The export was not made because a filter is not valid:\n${problems.map(([k, m]) => `- ${k}: ${m}`).join("\n")}\n`,
      {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      },
    );
  const query = leadQueryOf(values);
  const database = db();
  const total = await countLeads(database, query);
  if (total > EXPORT_LIMIT)
    return new Response(
      `${total} leads match, more than the ${EXPORT_LIMIT} one export can hold. Choose a shorter date range.\n`,
      {
        status: 413,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      },
    );
  const leads = await listLeads(database, query, crmConfigFromEnv() !== undefined);
  const filters = leadFilterSearch({ ...values, page: 1 });
  await recordAudit(database, staff, {
    // A personal-data read (Rule 6), kept a year with the others (ADR 65).
    action: personalDataActions.leadExport,
    entityType: "lead",
    summary: `Exported ${leads.length} lead${leads.length === 1 ? "" : "s"} as CSV${filters ? ` (${decodeURIComponent(filters.slice(1)).replaceAll("&", ", ")})` : ""}`,
    after: { filters: Object.fromEntries(new URLSearchParams(filters)), rows: leads.length },
  });
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const name = `kamo-leads-${values.form ? `${values.form}-` : ""}${today}.csv`;
  return new Response(leadsToCsv(leads), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
