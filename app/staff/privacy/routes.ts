import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The grievance officer's queue (privacy), under /staff. */
export const staffPrivacyRoutes: RouteConfigEntry[] = [
  route("privacy", "staff/privacy/routes/privacy.tsx"),
  route("privacy/:id", "staff/privacy/routes/privacy.$id.tsx"),
];
