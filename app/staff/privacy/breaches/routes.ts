import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The breach register (grievance officer), under /staff (ADR 65). */
export const staffBreachRoutes: RouteConfigEntry[] = [
  route("privacy/breaches", "staff/privacy/breaches/routes/breaches.tsx"),
  route("privacy/breaches/new", "staff/privacy/breaches/routes/breaches.new.tsx"),
  route("privacy/breaches/:id", "staff/privacy/breaches/routes/breaches.$id.tsx"),
  route("privacy/breaches/:id/edit", "staff/privacy/breaches/routes/breaches.$id.edit.tsx"),
];
