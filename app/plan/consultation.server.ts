import { cleanText, SHORT_TEXT_MAX } from "~/lib/forms/fields";
import { pricingCatalogue } from "~/paint-budget/catalogue";
import { estimate } from "~/paint-budget/estimate";
import { estimateForLead } from "~/paint-budget/lead-estimate";
import { rawInput, readCalculatorQuery } from "~/paint-budget/query";
import { budgetWordsIn } from "~/paint-budget/messages";
import type { ConsultationContributor, PlanSummary } from "~/leads/consultation/contributors";
import { bookVisitHref, readPlan, type Plan } from "./plan";
import { planSummary as planFigures } from "./plan-summary.server";

/**
 * The plan a "Book a visit" link carries (app/plan/plan.ts), as the
 * consultation shows and stores it: the plan's contribution to the
 * consultation (app/leads/consultation/contributors.ts), which names what it
 * needs and does not import the tools. The figures are the plan bar's own
 * (app/plan/plan-summary.server.ts: shades from the data set, the paint from
 * the price list, the total from the calculator on the plan's inputs), so
 * the visitor sees the same total on the bar and on the form; the estimate's
 * paragraph and calculator address come from estimateForLead on those same
 * inputs. A total is never taken from the address.
 */
export function consultationPlan(plan: Plan, locale: string, legacyProduct?: string): PlanSummary {
  const figures = planFigures(plan);
  // Product pages still link with the product's name (?product=Kamo%20Hi%20Sheen).
  const productName =
    figures?.product?.name ??
    (legacyProduct ? cleanText(legacyProduct).slice(0, SHORT_TEXT_MAX) : "");
  // The bar prices the plan's paint; an estimate that names no paint (the
  // calculator's default) has no figures there, and is worked out on its own.
  const inputs = figures?.estimate ?? plan.estimate;
  const worked = inputs ? estimateForLead(inputs, locale) : undefined;
  const total = figures?.total ?? (inputs ? estimateTotal(inputs) : undefined);
  const shades = figures?.shades ?? [];
  return {
    shades,
    ...(productName ? { product: productName } : {}),
    ...(worked && total !== undefined
      ? {
          estimate: {
            path: worked.path,
            summary: worked.summary,
            total: budgetWordsIn(locale).rupees(total),
          },
        }
      : {}),
    ...(plan.scheme ? { scheme: plan.scheme } : {}),
    empty: shades.length === 0 && !productName && !worked,
    href: bookVisitHref(plan, locale),
  };
}

/** The plan in an address's query (the older `shades`, and a product's name, still read). */
export function planOfQuery(params: URLSearchParams): { plan: Plan; legacyProduct?: string } {
  const plan = readPlan(params);
  const product = params.get("product") ?? "";
  return !plan.product && product.trim() ? { plan, legacyProduct: product } : { plan };
}

/** An estimate's total from the calculator's inputs, or undefined when they make none. */
function estimateTotal(query: string): number | undefined {
  const outcome = estimate(
    rawInput(readCalculatorQuery(new URLSearchParams(query))),
    pricingCatalogue,
  );
  return outcome.ok ? outcome.estimate.total : undefined;
}

/**
 * What the plan contributes to the consultation. A consultation's plan is
 * always one this module read (planOfQuery), so it is a Plan: its scheme's
 * scene and surfaces are the visualiser's own.
 */
export const planContribution: ConsultationContributor = { planOfQuery, consultationPlan };
