import { Link, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { indianStates } from "~/lib/forms/options";
import { requireStaff } from "~/staff/auth/auth.server";
import { FilterSelect } from "~/staff/ui/DateRangeFields";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffPager } from "~/staff/ui/StaffPager";
import { StaffTable } from "~/staff/ui/StaffTable";
import { dealerFilterSearch, parseDealerFilters } from "../dealer-filters";
import { countDealers, listDealers } from "~/dealers/dealer-store.server";
import type { Route } from "./+types/dealers";

export const meta: Route.MetaFunction = () => [
  { title: "Dealers | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const PAGE_SIZE = 50;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "sales");
  const url = new URL(request.url);
  const filters = parseDealerFilters(url.searchParams);
  const total = await countDealers(db(), filters);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const dealers = await listDealers(db(), filters, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const imported = url.searchParams.get("imported");
  return {
    filters: { ...filters, page },
    total,
    pageCount,
    imported: imported && /^\d+,\d+$/.test(imported) ? imported.split(",").map(Number) : null,
    dealers: dealers.map(({ code, name, city, state, pin, phone, active, locationSource }) => ({
      code,
      name,
      city,
      state,
      pin,
      phone,
      active,
      atPinCentre: locationSource === "pin",
    })),
  };
}

export default function StaffDealers() {
  const { filters, total, pageCount, dealers, imported } = useLoaderData<typeof loader>();
  const exportSearch = dealerFilterSearch(filters);
  return (
    <>
      <StaffPageHead
        title="Dealers"
        description="The shops the public dealer locator lists. Deactivated dealers stay here but are no longer shown to visitors."
        actions={
          <>
            <Link className="button" to="/staff/dealers/new">
              Add a dealer
            </Link>
            <Link className="button button--secondary" to="/staff/dealers/import">
              Import CSV
            </Link>
            <a
              className="button button--secondary"
              href={`/staff/dealers/export.csv${exportSearch}`}
              download
            >
              Export CSV
              <span className="visually-hidden"> of {exportSearch ? "these" : "all"} dealers</span>
            </a>
          </>
        }
      />
      {imported ? (
        <StaffNotice>
          Import done: {imported[0]} dealer{imported[0] === 1 ? "" : "s"} added, {imported[1]}{" "}
          updated.
        </StaffNotice>
      ) : null}
      <section className="staff-card" aria-labelledby="dealer-search-heading">
        <h2 id="dealer-search-heading" className="visually-hidden">
          Search
        </h2>
        <form method="get" action="/staff/dealers" className="staff-dealer-filters">
          <div className="field">
            <label htmlFor="dealer-q">Code, name, city, PIN or phone</label>
            <input id="dealer-q" name="q" type="search" defaultValue={filters.q} />
          </div>
          <FilterSelect
            idPrefix="dealer"
            name="state"
            label="State"
            value={filters.state}
            anyLabel="All states"
            options={indianStates}
          />
          <FilterSelect
            idPrefix="dealer"
            name="status"
            label="Status"
            value={filters.status === "all" ? "" : filters.status}
            anyLabel="Active and inactive"
            options={[
              { value: "active", label: "Active" },
              { value: "inactive", label: "Inactive" },
            ]}
          />
          <FilterSelect
            idPrefix="dealer"
            name="location"
            label="Location"
            value={filters.location === "all" ? "" : filters.location}
            anyLabel="Any location"
            options={[
              { value: "exact", label: "The shop's own" },
              { value: "pin", label: "PIN code's centre (to fix)" },
            ]}
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
      </section>
      <p role="status">
        {total === 0
          ? "No dealers match."
          : `${total} dealer${total === 1 ? "" : "s"}${exportSearch ? " match" : ""}, by code.`}
      </p>
      {dealers.length > 0 ? (
        <StaffTable
          caption={`Dealers (page ${filters.page} of ${pageCount})`}
          rows={dealers}
          rowKey={(dealer) => dealer.code}
          columns={[
            {
              header: "Code",
              rowHeader: true,
              className: "staff-dealer-code",
              cell: (dealer) => (
                <Link to={`/staff/dealers/${encodeURIComponent(dealer.code)}`}>{dealer.code}</Link>
              ),
            },
            { header: "Shop", cell: (dealer) => dealer.name },
            { header: "City", cell: (dealer) => dealer.city },
            { header: "State", cell: (dealer) => dealer.state },
            { header: "PIN", cell: (dealer) => dealer.pin },
            { header: "Location", cell: (dealer) => (dealer.atPinCentre ? "PIN centre" : "Own") },
            { header: "Mobile", cell: (dealer) => dealer.phone },
            {
              header: "Status",
              cell: (dealer) =>
                dealer.active ? "Active" : <span className="staff-dealer-inactive">Inactive</span>,
            },
          ]}
        />
      ) : null}
      <StaffPager
        page={filters.page}
        pageCount={pageCount}
        label="Pages of dealers"
        hrefFor={(page) => `/staff/dealers${dealerFilterSearch(filters, { page })}`}
      />
    </>
  );
}
