import { useLoaderData } from "react-router";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { AuditFilterForm } from "~/staff/audit/AuditFilterForm";
import { AuditTable } from "~/staff/audit/AuditTable";
import {
  auditFilterSearch,
  auditQueryOf,
  hasAuditFilters,
  parseAuditFilters,
} from "~/staff/audit/audit-filters";
import { StaffPager } from "~/staff/ui/StaffPager";
import {
  auditFilterChoices,
  countAuditEntries,
  listAuditEntries,
} from "~/staff/audit/audit-log.server";
import { db } from "~/db/client.server";
import { requireStaff } from "~/staff/auth/auth.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [
  { title: "Audit log | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const PAGE_SIZE = 50;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "admin");
  const { values, errors } = parseAuditFilters(new URL(request.url).searchParams);
  const query = auditQueryOf(values);
  const database = db();
  const [total, choices] = await Promise.all([
    countAuditEntries(database, query),
    auditFilterChoices(database),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(values.page, pageCount);
  const entries =
    total === 0
      ? []
      : await listAuditEntries(database, {
          ...query,
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
        });
  return {
    entries,
    total,
    choices,
    values: { ...values, page },
    errors,
    pageCount,
    pageSize: PAGE_SIZE,
  };
}

export default function StaffAuditLog() {
  const { entries, total, choices, values, errors, pageCount, pageSize } =
    useLoaderData<typeof loader>();
  const filtered = hasAuditFilters(values);
  const first = (values.page - 1) * pageSize + 1;
  const last = Math.min(total, values.page * pageSize);
  return (
    <>
      <StaffPageHead
        title="Audit log"
        description="Every change made in the staff area, and every sign-in: who, what, when, from where, and the record before and after. Entries cannot be edited or deleted."
      />
      <section className="staff-card staff-leads-filters" aria-labelledby="audit-filters-heading">
        <h2 id="audit-filters-heading" className="visually-hidden">
          Filters
        </h2>
        <AuditFilterForm values={values} errors={errors} choices={choices} />
      </section>
      <p className="staff-leads-summary" role="status">
        {total === 0
          ? "No entries to show."
          : `Showing ${first}–${last} of ${total} entr${total === 1 ? "y" : "ies"}, newest first.`}
      </p>
      {total === 0 ? (
        <div className="staff-card staff-empty">
          {filtered ? (
            <>
              <h2>No entries match these filters</h2>
              <p>
                Try a wider date range, or <a href="/staff/audit">show every entry</a>.
              </p>
            </>
          ) : (
            <>
              <h2>Nothing recorded yet</h2>
              <p>Sign-ins and every change made in the staff area will be listed here.</p>
            </>
          )}
        </div>
      ) : (
        <AuditTable
          entries={entries}
          caption={`Audit entries, newest first (page ${values.page} of ${pageCount})`}
          detailSearch={auditFilterSearch(values)}
        />
      )}
      <StaffPager
        page={values.page}
        pageCount={pageCount}
        label="Pages of the audit log"
        hrefFor={(page) => `/staff/audit${auditFilterSearch(values, { page })}`}
      />
    </>
  );
}
