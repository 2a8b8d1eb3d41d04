import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The audit log (admin), under /staff. */
export const staffAuditRoutes: RouteConfigEntry[] = [
  route("audit", "staff/audit/routes/audit.tsx"),
  route("audit/:id", "staff/audit/routes/audit.$id.tsx"),
];
