import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The retention schedule and the job's runs (privacy), under /staff. */
export const staffRetentionRoutes: RouteConfigEntry[] = [
  route("privacy/retention", "staff/privacy/retention/routes/retention.tsx"),
];
