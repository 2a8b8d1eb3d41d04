import type { PlanView } from "~/leads/booking/PlanCard";

/**
 * What the tools add to a consultation (issue 43, ADR 55): the visitor's
 * plan, with its shortlist, the visualiser's scheme, the paint and the
 * estimate. The consultation books a visit with it, but it does not import
 * the tools: the plan joins them (app/plan/) and sits above them, and every
 * page, the tools' own too, embeds the consultation. So the consultation
 * names here what it needs, and the plan provides it:
 *
 * - on the server, a contributor registered once by each composition root
 *   (`app/entry.server.tsx` for the pages, `server/background-jobs.ts` for
 *   the visitor messages, `tests/consultation-contributors.ts` for Vitest),
 *   through `wireConsultation()` in app/shell/consultation.server.ts;
 * - in the browser, a kit handed in by whoever composes the form: the
 *   /consultation page imports it, the root layout gives the dialog's host a
 *   loader, so the kit arrives with the dialog and no page carries it.
 */

/** A plan as the consultation sees it: the parts a "Book a visit" link carries. */
export interface CarriedPlan {
  /** Shortlisted shade codes. */
  codes: string[];
  /** The chosen paint's slug. */
  product?: string;
  /** The visualiser's scene and a shade for some of its surfaces. */
  scheme?: CarriedScheme;
  /** The calculator's query for the estimate. */
  estimate?: string;
}

export interface CarriedScheme {
  scene: string;
  surfaces: Partial<Record<string, string>>;
}

/** A plan as the consultation shows and stores it, worked out by the plan. */
export interface PlanSummary {
  /** The shortlist's shades and the scheme's, each once, with their colour. */
  shades: Array<{ code: string; name: string; hex: string }>;
  /** The paint's name. */
  product?: string;
  /** Worked out on the server: the calculator's address, its result in a paragraph, the total as text. */
  estimate?: { path: string; summary: string; total: string };
  scheme?: CarriedScheme;
  /** Nothing to show (no known shade, paint or estimate). */
  empty: boolean;
  /** This plan's "Book a visit" address, in the page's language. */
  href: string;
}

/**
 * The server's side of the plan's contribution (app/plan/consultation.server.ts).
 * Methods, not function-valued properties, here and in the kit below: a plan
 * the consultation hands back is always one the contributor read, so the
 * plan's own functions, which take its narrower Plan, fit them.
 */
export interface ConsultationContributor {
  /** The plan in an address's query (the older `shades`, and a product's name, still read). */
  planOfQuery(params: URLSearchParams): { plan: CarriedPlan; legacyProduct?: string };
  /** The plan's figures in `locale`: names from the data set, the total worked out again. */
  consultationPlan(plan: CarriedPlan, locale: string, legacyProduct?: string): PlanSummary;
}

/** The browser's side (app/plan/consultation-kit.ts): what the form needs to read, carry and show the plan. */
export interface ConsultationPlanKit {
  /** The plan a link's address carries, parts of the wrong form left out. */
  readPlan(params: URLSearchParams): CarriedPlan;
  isEmptyPlan(plan: CarriedPlan): boolean;
  /** `href` with the plan carried along; a part the link sets itself wins. */
  withPlan(href: string, plan: CarriedPlan): string;
  /** The visualiser's scheme as its parameter. */
  schemeParam(scheme: CarriedScheme): string;
  /** Where the browser asks for the plan's figures (the plan bar's own). */
  summaryHref(plan: CarriedPlan): string;
  /** Those figures as the plan card shows them, or undefined for none. */
  viewOfSummary(figures: unknown, locale: string): PlanView | undefined;
}

// On globalThis: the HTTP server and the React Router bundle each have their
// own copy of this module, and a test that replaces a module loads one afresh.
const KEY = "__kamoConsultationContributor";
type Holder = { [KEY]?: ConsultationContributor };

/** Registers the plan's contribution (app/shell/consultation.server.ts, at each composition root). */
export function contributeToConsultation(contributor: ConsultationContributor): void {
  (globalThis as Holder)[KEY] = contributor;
}

function contributor(): ConsultationContributor {
  const registered = (globalThis as Holder)[KEY];
  if (!registered)
    throw new Error(
      "No plan contributes to the consultation: call wireConsultation() (app/shell/consultation.server.ts) at start",
    );
  return registered;
}

/** See ConsultationContributor.planOfQuery. */
export function planOfQuery(params: URLSearchParams): {
  plan: CarriedPlan;
  legacyProduct?: string;
} {
  return contributor().planOfQuery(params);
}

/** See ConsultationContributor.consultationPlan. */
export function consultationPlan(
  plan: CarriedPlan,
  locale: string,
  legacyProduct?: string,
): PlanSummary {
  return contributor().consultationPlan(plan, locale, legacyProduct);
}
