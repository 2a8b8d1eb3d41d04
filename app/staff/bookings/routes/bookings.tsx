import { Link, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { istDateOf } from "~/lib/ist";
import { loadAreas } from "~/leads/booking/store.server";
import { fullDayName, slotName } from "~/leads/booking/visit-words";
import { requireStaff } from "~/staff/auth/auth.server";
import { FilterField, FilterSelect } from "~/staff/ui/DateRangeFields";
import { StaffFilterForm } from "~/staff/ui/StaffFilterForm";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffPager } from "~/staff/ui/StaffPager";
import { StaffTable, type StaffColumn } from "~/staff/ui/StaffTable";
import {
  bookingsSearch,
  nextDay,
  parseBookingFilters,
  type BookingFilters,
} from "../booking-filters";
import { countBookings } from "~/leads/booking/store.server";
import {
  dayView,
  listBookings,
  recordBookingsViewed,
  type BookingListItem,
} from "../bookings.server";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => [
  { title: "Home visits | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const PAGE_SIZE = 50;

/** /staff/bookings: home visits as a list (filters) or one day by area and slot. Sales only. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "sales");
  const url = new URL(request.url);
  const today = istDateOf(new Date());
  const { filters, errors } = parseBookingFilters(url.searchParams, today);
  const database = db();
  const areas = (await loadAreas(database)).map((a) => ({
    id: a.id,
    name: a.name,
    active: a.active,
  }));
  const areaName = areas.find((a) => a.id === filters.area)?.name;
  if (filters.view === "day") {
    const day = await dayView(database, filters.date, filters.area);
    await recordBookingsViewed(database, staff, {
      summary: `Viewed the home visits of ${filters.date}${areaName ? ` in ${areaName}` : ""}`,
      filters: { view: "day", date: filters.date, area: filters.area ?? null },
    });
    return { filters, errors, areas, today, day, list: null };
  }
  const query = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.area ? { areaId: filters.area } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
  const total = await countBookings(database, query);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const bookings = total
    ? await listBookings(database, query, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
    : [];
  await recordBookingsViewed(database, staff, {
    summary: `Viewed the list of home visits (${total} found)`,
    filters: { view: "list", ...query, page },
  });
  return {
    filters: { ...filters, page },
    errors,
    areas,
    today,
    day: null,
    list: { bookings, total, pageCount },
  };
}

const dayLabel = (date: string) => fullDayName(date, "en");

export default function StaffBookings() {
  const { filters, errors, areas, today, day, list } = useLoaderData<typeof loader>();
  const areaOptions = areas.map((a) => ({
    value: String(a.id),
    label: a.active ? a.name : `${a.name} (inactive)`,
  }));
  return (
    <>
      <StaffPageHead
        title="Home visits"
        description="Visits booked with the consultation form, by day and service area. Open a visit to move it to another slot with room, or cancel it; each change goes to the CRM."
        actions={
          <Link className="button button--secondary" to="/staff/bookings/areas">
            Service areas and capacity
          </Link>
        }
      />
      <nav className="staff-state-tabs" aria-label="How to show the visits">
        <ul>
          <li>
            <Link
              to={`/staff/bookings${bookingsSearch({ from: today, ...(filters.area ? { area: filters.area } : {}) })}`}
              aria-current={filters.view === "list" ? "page" : undefined}
            >
              List
            </Link>
          </li>
          <li>
            <Link
              to={`/staff/bookings${bookingsSearch({ view: "day", date: filters.date, ...(filters.area ? { area: filters.area } : {}) })}`}
              aria-current={filters.view === "day" ? "page" : undefined}
            >
              Day by area
            </Link>
          </li>
        </ul>
      </nav>
      {day ? (
        <DayView filters={filters} errors={errors} areaOptions={areaOptions} day={day} />
      ) : list ? (
        <ListView
          filters={filters}
          errors={errors}
          areaOptions={areaOptions}
          bookings={list.bookings}
          total={list.total}
          pageCount={list.pageCount}
        />
      ) : null}
    </>
  );
}

type Errors = ReturnType<typeof useLoaderData<typeof loader>>["errors"];
type Option = { value: string; label: string };

function ListView({
  filters,
  errors,
  areaOptions,
  bookings,
  total,
  pageCount,
}: {
  filters: BookingFilters;
  errors: Errors;
  areaOptions: Option[];
  bookings: BookingListItem[];
  total: number;
  pageCount: number;
}) {
  const clearable =
    Object.keys(errors).length > 0 || Boolean(filters.to || filters.area || filters.status);
  return (
    <>
      <section className="staff-card staff-leads-filters">
        <StaffFilterForm
          action="/staff/bookings"
          label="Filter the visits"
          submitLabel="Show visits"
          clearable={clearable}
        >
          <FilterField idPrefix="bookings" name="from" label="From" error={errors.from}>
            <input
              id="bookings-from"
              name="from"
              type="date"
              defaultValue={filters.from ?? ""}
              aria-invalid={errors.from ? true : undefined}
              aria-describedby={errors.from ? "bookings-from-error" : undefined}
            />
          </FilterField>
          <FilterField idPrefix="bookings" name="to" label="To" error={errors.to}>
            <input
              id="bookings-to"
              name="to"
              type="date"
              defaultValue={filters.to ?? ""}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={errors.to ? "bookings-to-error" : undefined}
            />
          </FilterField>
          <FilterSelect
            idPrefix="bookings"
            name="area"
            label="Area"
            anyLabel="All areas"
            options={areaOptions}
            value={filters.area ? String(filters.area) : undefined}
            error={errors.area}
          />
          <FilterSelect
            idPrefix="bookings"
            name="status"
            label="Status"
            anyLabel="Any status"
            options={[
              { value: "booked", label: "Booked" },
              { value: "cancelled", label: "Cancelled" },
            ]}
            value={filters.status}
            error={errors.status}
          />
        </StaffFilterForm>
      </section>
      {bookings.length === 0 ? (
        <p className="staff-card">No visits match these filters.</p>
      ) : (
        <StaffTable
          caption={`${total} visit${total === 1 ? "" : "s"}${
            filters.from ? ` from ${dayLabel(filters.from)}` : ""
          }${filters.to ? ` to ${dayLabel(filters.to)}` : ""}, in visit order (times are IST)`}
          className="staff-bookings-table"
          columns={visitColumns}
          rows={bookings}
          rowKey={(b) => b.id}
        />
      )}
      <StaffPager
        page={filters.page}
        pageCount={pageCount}
        label="Pages of visits"
        items="visits"
        hrefFor={(page) => `/staff/bookings${bookingsSearch({ ...filters, page })}`}
      />
    </>
  );
}

const visitColumns: StaffColumn<BookingListItem>[] = [
  {
    header: "Visit",
    rowHeader: true,
    cell: (b) => (
      <Link to={`/staff/bookings/${b.id}`} className="staff-bookings-table__ref">
        {b.reference}
      </Link>
    ),
  },
  {
    header: "When",
    cell: (b) => (
      <>
        <time dateTime={b.date}>{dayLabel(b.date)}</time>
        <span className="staff-bookings-table__slot">{slotName(b.slot, "en")}</span>
      </>
    ),
  },
  {
    header: "Where",
    cell: (b) => (
      <>
        {b.locality}, {b.pin}
        <span className="staff-bookings-table__area">{b.areaName}</span>
      </>
    ),
  },
  {
    header: "Contact",
    cell: (b) => (
      <>
        {b.name}
        <span className="staff-bookings-table__mobile">{b.mobile}</span>
      </>
    ),
  },
  {
    header: "Status",
    cell: (b) => (
      <span className={`staff-badge staff-badge--${b.status === "booked" ? "delivered" : "held"}`}>
        {b.status === "booked" ? "Booked" : "Cancelled"}
      </span>
    ),
  },
];

function DayView({
  filters,
  errors,
  areaOptions,
  day,
}: {
  filters: BookingFilters;
  errors: Errors;
  areaOptions: Option[];
  day: Awaited<ReturnType<typeof dayView>>;
}) {
  const link = (date: string) =>
    `/staff/bookings${bookingsSearch({ view: "day", date, ...(filters.area ? { area: filters.area } : {}) })}`;
  return (
    <>
      <section className="staff-card staff-leads-filters">
        <StaffFilterForm
          action="/staff/bookings"
          label="Choose a day"
          submitLabel="Show the day"
          clearable={false}
        >
          <input type="hidden" name="view" value="day" />
          <FilterField idPrefix="bookings-day" name="date" label="Day" error={errors.date}>
            <input
              id="bookings-day-date"
              name="date"
              type="date"
              defaultValue={filters.date}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? "bookings-day-date-error" : undefined}
            />
          </FilterField>
          <FilterSelect
            idPrefix="bookings-day"
            name="area"
            label="Area"
            anyLabel="All active areas"
            options={areaOptions}
            value={filters.area ? String(filters.area) : undefined}
            error={errors.area}
          />
        </StaffFilterForm>
        <p className="staff-day-nav">
          <Link to={link(nextDay(filters.date, -1))}>← Day before</Link>
          <strong>{dayLabel(filters.date)}</strong>
          <Link to={link(nextDay(filters.date, 1))}>Day after →</Link>
        </p>
      </section>
      {day.length === 0 ? <p className="staff-card">No service areas yet. Add one first.</p> : null}
      {day.map(({ area, slots, dayOff }) => (
        <section
          className="staff-card staff-day-area"
          key={area.id}
          aria-labelledby={`area-${area.id}`}
        >
          <h2 id={`area-${area.id}`}>{area.name}</h2>
          {dayOff ? <p className="muted">A day off in this area: no visits are offered.</p> : null}
          <ul className="staff-day-slots">
            {slots.map((s) => (
              <li key={s.slot}>
                <h3>
                  {slotName(s.slot, "en")}{" "}
                  <span
                    className={`staff-badge staff-badge--${s.bookings.length >= s.capacity ? "dead" : "pending"}`}
                  >
                    {s.bookings.length} of {s.capacity} booked
                  </span>
                </h3>
                {s.bookings.length === 0 ? (
                  <p className="muted">No visits.</p>
                ) : (
                  <ul className="staff-day-visits">
                    {s.bookings.map((b) => (
                      <li key={b.id}>
                        <Link to={`/staff/bookings/${b.id}`}>{b.reference}</Link> {b.name},{" "}
                        {b.mobile}, {b.locality} ({b.pin})
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
