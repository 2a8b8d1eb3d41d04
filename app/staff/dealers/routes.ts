import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Dealers for the public locator (sales), under /staff. */
export const staffDealerRoutes: RouteConfigEntry[] = [
  route("dealers", "staff/dealers/routes/dealers.tsx"),
  route("dealers/export.csv", "staff/dealers/routes/dealers.export[.]csv.ts"),
  route("dealers/import", "staff/dealers/routes/dealers.import.tsx"),
  route("dealers/new", "staff/dealers/routes/dealers.$code.tsx", { id: "staff-dealer-new" }),
  route("dealers/:code", "staff/dealers/routes/dealers.$code.tsx", { id: "staff-dealer-edit" }),
];
