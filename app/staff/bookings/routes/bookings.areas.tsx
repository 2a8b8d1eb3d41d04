import { Link, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { istDateOf } from "~/lib/ist";
import { loadAreas, upcomingCounts } from "~/leads/booking/store.server";
import { requireStaff } from "~/staff/auth/auth.server";
import { StaffPageHead } from "~/staff/ui/StaffPageHead";
import { weekdayNames } from "../area-form";
import type { Route } from "./+types/bookings.areas";

export const meta: Route.MetaFunction = () => [
  { title: "Service areas | Home visits | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** /staff/bookings/areas: where consultants visit and how many visits each slot takes. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "sales");
  const [areas, upcoming] = await Promise.all([
    loadAreas(db()),
    upcomingCounts(db(), istDateOf(new Date())),
  ]);
  return { areas: areas.map((a) => ({ ...a, upcoming: upcoming.get(a.id) ?? 0 })) };
}

export default function StaffVisitAreas() {
  const { areas } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/bookings", label: "Home visits" }}
        title="Service areas and capacity"
        description="A PIN code is served by the area whose PIN prefix or PIN matches most of its digits. The consultation form offers only slots with room, over the next 14 days; a PIN outside every area gets a phone call instead."
        actions={
          <Link className="button" to="/staff/bookings/areas/new">
            Add an area
          </Link>
        }
      />
      {areas.length === 0 ? (
        <p className="staff-card">No service areas yet: every visitor is offered a phone call.</p>
      ) : (
        <div className="table-scroll staff-table-wrap">
          <table className="data-table staff-table">
            <caption>{areas.length} service areas</caption>
            <thead>
              <tr>
                <th scope="col">Area</th>
                <th scope="col">PINs</th>
                <th scope="col">Visits a slot</th>
                <th scope="col">Days off</th>
                <th scope="col">Booked ahead</th>
              </tr>
            </thead>
            <tbody>
              {areas.map((area) => (
                <tr key={area.id}>
                  <th scope="row">
                    <Link to={`/staff/bookings/areas/${area.id}`}>{area.name}</Link>
                    {area.active ? null : (
                      <span className="staff-badge staff-badge--held">Inactive</span>
                    )}
                  </th>
                  <td data-label="PINs">{area.pins.join(", ")}</td>
                  <td data-label="Visits a slot">
                    Morning {area.capacity.morning}, afternoon {area.capacity.afternoon}, evening{" "}
                    {area.capacity.evening}
                  </td>
                  <td data-label="Days off">
                    {[
                      ...area.weeklyOff.map((d) => `${weekdayNames[d]}s`),
                      ...(area.closedDates.length > 0
                        ? [
                            `${area.closedDates.length} date${area.closedDates.length === 1 ? "" : "s"}`,
                          ]
                        : []),
                    ].join(", ") || "None"}
                  </td>
                  <td data-label="Booked ahead">{area.upcoming}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
