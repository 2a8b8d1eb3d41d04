/**
 * The plan as the plan bar shows it (plan-summary.server.ts makes it): plain
 * data, sent with a page or, for a remembered plan, by /plan/summary.
 */
export interface PlanSummary {
  /** The plan this summarises, as its query (planQuery): the bar's links carry it. */
  query: string;
  /** Shades of the plan that are in our data set: the shortlist, then the scheme's. */
  shades: { code: string; name: string; hex: string }[];
  /** The paint, when the plan names one on the price list. */
  product?: { slug: string; name: string };
  /** Rupees, from estimate() on the plan's inputs with its paint; absent without a valid estimate. */
  total?: number;
  /** The calculator's query that total is of. */
  estimate?: string;
}

/** The resource route a browser asks for the summary of a plan it remembered. */
export const PLAN_SUMMARY_PATH = "/plan/summary";
