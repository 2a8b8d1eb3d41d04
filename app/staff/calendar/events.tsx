import { Link, useLoaderData } from "react-router";
import { istDateOf } from "~/investors/calendar/ist";
import { requireStaff } from "~/staff/auth/auth.server";
import { StaffNotice, StaffPageHead } from "~/staff/shell/StaffPageHead";
import { listStaffEvents } from "./calendar.server";
import { eventFormValues, kindLabel } from "./event-form";
import type { Route } from "./+types/events";

/** /staff/calendar: every event of the financial calendar, upcoming first, then the past. */

export const meta: Route.MetaFunction = () => [
  { title: "Financial calendar | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const today = istDateOf(new Date());
  const events = (await listStaffEvents()).map((event) => {
    const values = eventFormValues(event);
    return {
      uid: event.uid,
      kind: kindLabel(event.kind),
      title: event.title,
      date: values.startDate ?? "",
      time: values.startTime ?? "",
      cancelled: event.status === "cancelled",
      sequence: event.sequence,
    };
  });
  const done = new URL(request.url).searchParams.get("done");
  return {
    upcoming: events.filter((e) => e.date >= today),
    past: events.filter((e) => e.date < today).reverse(),
    notice: done === "added" ? "Added. The public calendar and its feed show it now." : null,
  };
}

type Row = Awaited<ReturnType<typeof loader>>["upcoming"][number];

function EventTable({ caption, events }: { caption: string; events: Row[] }) {
  if (events.length === 0) return <p>{caption}: none.</p>;
  return (
    <div className="table-scroll staff-table-wrap">
      <table className="data-table staff-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date (IST)</th>
            <th scope="col">Event</th>
            <th scope="col">Kind</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.uid}>
              <td>
                <time dateTime={event.time ? `${event.date}T${event.time}` : event.date}>
                  {event.date}
                  {event.time ? ` ${event.time}` : ""}
                </time>
              </td>
              <th scope="row">
                <Link to={`/staff/calendar/${encodeURIComponent(event.uid)}`}>{event.title}</Link>
              </th>
              <td>{event.kind}</td>
              <td>
                {event.cancelled ? "Cancelled" : "Scheduled"}
                {event.sequence > 0 ? ` (changed ${event.sequence}×)` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function StaffCalendar() {
  const { upcoming, past, notice } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        title="Financial calendar"
        description="Board meetings, results, general meetings and dividend dates on /investors/calendar and its feed. Trading-window closures follow from the results dates. A cancelled event stays listed, so subscribed calendars remove it."
        actions={
          <>
            <Link className="button" to="/staff/calendar/new">
              Add an event
            </Link>
            <a className="button button--secondary" href="/investors/calendar">
              Public calendar
            </a>
          </>
        }
      />
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      <EventTable caption="Today and later" events={upcoming} />
      <EventTable caption="Past events, newest first" events={past} />
    </>
  );
}
