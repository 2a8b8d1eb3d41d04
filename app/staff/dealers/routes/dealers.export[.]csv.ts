import { db } from "~/db/client.server";
import { formatDealerCsv } from "~/dealers/dealer-csv";
import { recordAudit } from "~/staff/audit/record.server";
import { requireStaff } from "~/staff/auth/auth.server";
import { dealerFilterSearch, parseDealerFilters } from "../dealer-filters";
import { listDealers } from "~/dealers/dealer-store.server";
import type { Route } from "./+types/dealers.export[.]csv";

/**
 * The dealer list's current search as CSV, in the import's columns, so an
 * export edited in a spreadsheet can be imported again. Recorded in the
 * audit log: the file holds shopkeepers' mobile numbers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "sales");
  const filters = parseDealerFilters(new URL(request.url).searchParams);
  const dealers = await listDealers(db(), filters);
  const search = dealerFilterSearch(filters);
  await recordAudit(db(), staff, {
    action: "dealer.export",
    entityType: "dealer",
    summary: `Exported ${dealers.length} dealer${dealers.length === 1 ? "" : "s"} as CSV${search ? ` (${decodeURIComponent(search.slice(1)).replaceAll("&", ", ")})` : ""}`,
    after: { filters: Object.fromEntries(new URLSearchParams(search)), rows: dealers.length },
  });
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Response(formatDealerCsv(dealers), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="kamo-dealers-${today}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
