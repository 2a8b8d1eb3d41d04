import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The alert mail queue (investor-relations), under /staff. */
export const staffAlertRoutes: RouteConfigEntry[] = [
  route("alerts", "staff/alerts/routes/alerts.tsx"),
];
