import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The plan bar's figures for a plan the browser remembered (issue 42, ADR 43). */
export const planEndpoints: RouteConfigEntry[] = [
  route("plan/summary", "plan/routes/plan.summary.ts"),
];
