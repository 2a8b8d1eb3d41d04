import type { ConsultationPlanKit } from "~/leads/consultation/contributors";
import { localeInfo } from "~/lib/i18n/locales";
import { formatRupees } from "~/paint-budget/money";
import { isEmptyPlan, planQuery, readPlan, schemeParam, withPlan, type Plan } from "./plan";
import { PLAN_SUMMARY_PATH, type PlanSummary } from "./plan-summary";

/**
 * What the plan gives the consultation's form in the browser (ADR 55,
 * app/leads/consultation/contributors.ts): its reading and writing of the
 * plan in an address, and the plan bar's figures as the plan card shows
 * them. The /consultation page imports it; the root layout hands the dialog
 * a loader for it, so it arrives with the dialog and no page carries it.
 * Every plan the form is given was read by readPlan, so it is a Plan: the
 * kit's methods take the plan's own type (ConsultationPlanKit).
 */
type PlanView = NonNullable<ReturnType<ConsultationPlanKit["viewOfSummary"]>>;

export const consultationPlanKit: ConsultationPlanKit = {
  readPlan,
  isEmptyPlan,
  withPlan,
  schemeParam,
  summaryHref: (plan: Plan) => `${PLAN_SUMMARY_PATH}?${planQuery(plan)}`,
  viewOfSummary(summary, locale) {
    const figures = summary as PlanSummary | null;
    if (!figures) return undefined;
    // The total is the server's; the browser only formats it.
    const numberLocale = localeInfo(locale).tag === "hi-IN" ? "hi-IN" : "en-IN";
    const view: PlanView = {
      shades: figures.shades,
      ...(figures.product ? { product: figures.product.name } : {}),
      ...(figures.total !== undefined
        ? { total: formatRupees(figures.total, { locale: numberLocale }) }
        : {}),
      ...(figures.estimate ? { estimatePath: `/paint-budget-calculator?${figures.estimate}` } : {}),
    };
    return view;
  },
};
