import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Leads (sales), under /staff. */
export const staffLeadRoutes: RouteConfigEntry[] = [
  route("leads", "staff/leads/routes/leads.tsx"),
  route("leads/export.csv", "staff/leads/routes/leads.export[.]csv.ts"),
  route("leads/requeue-dead", "staff/leads/routes/leads.requeue-dead.tsx"),
  route("leads/:id", "staff/leads/routes/leads.$id.tsx"),
];
