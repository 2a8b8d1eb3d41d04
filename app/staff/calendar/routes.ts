import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The financial calendar (investor-relations), under /staff; one form adds and edits. */
export const staffCalendarRoutes: RouteConfigEntry[] = [
  route("calendar", "staff/calendar/routes/calendar.tsx"),
  route("calendar/new", "staff/calendar/routes/calendar.$uid.tsx", { id: "staff-calendar-new" }),
  route("calendar/:uid", "staff/calendar/routes/calendar.$uid.tsx", { id: "staff-calendar-edit" }),
  route(
    "calendar/:uid/translation/:locale",
    "staff/calendar/routes/calendar.$uid.translation.$locale.tsx",
  ),
];
