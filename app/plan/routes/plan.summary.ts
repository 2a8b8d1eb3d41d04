import { FILE_CONTENT_SECURITY_POLICY } from "~/lib/security.server";
import { readPlan } from "../plan";
import { planSummary } from "../plan-summary.server";
import type { Route } from "./+types/plan.summary";

/**
 * /plan/summary?codes=…&product=…&scheme=…&estimate=…: the plan bar's
 * figures for a plan the browser remembered (a page's own plan comes with
 * the page). Worked out here like every total we show; the answer depends
 * on nothing but the query, so any copy of it is as good as another.
 */
export function loader({ request }: Route.LoaderArgs) {
  const summary = planSummary(readPlan(new URL(request.url).searchParams));
  return new Response(JSON.stringify(summary), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    },
  });
}
