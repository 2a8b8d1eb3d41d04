import { pricingCatalogue } from "~/paint-budget/catalogue";
import { estimate } from "~/paint-budget/estimate";
import { calculatorQuery, rawInput, readCalculatorQuery } from "~/paint-budget/query";
import { shadeByCode } from "~/shades/shades.server";
import { isEmptyPlan, planQuery, planShadeCodes, type Plan } from "./plan";
import type { PlanSummary } from "./plan-summary";

/**
 * What the plan bar shows for a plan, worked out here on the server: the
 * shades' names and colours from the data set, the paint from the price
 * list, and the total from the calculator's own `estimate()` on the plan's
 * inputs. A link carries inputs only, so no address can show a price we did
 * not compute; codes and slugs we do not know are left out.
 */
export function planSummary(plan: Plan): PlanSummary | null {
  if (isEmptyPlan(plan)) return null;
  const shades = planShadeCodes(plan).flatMap((code) => {
    const shade = shadeByCode(code);
    return shade ? [{ code: shade.code, name: shade.name, hex: shade.hex }] : [];
  });
  const summary: PlanSummary = { query: planQuery(plan), shades };

  const inputs = new URLSearchParams(plan.estimate ?? "");
  // The plan's paint is the one priced: choosing another paint after
  // estimating changes the total rather than leaving an old one on screen.
  const slug = plan.product ?? inputs.get("product")?.toLowerCase();
  const paint = pricingCatalogue.paints.find((p) => p.slug.toLowerCase() === slug);
  if (paint) {
    summary.product = { slug: paint.slug, name: paint.name };
    inputs.set("product", paint.slug);
  }
  if (plan.estimate && paint) {
    const state = readCalculatorQuery(inputs);
    const outcome = estimate(rawInput(state), pricingCatalogue);
    if (outcome.ok) {
      summary.total = outcome.estimate.total;
      summary.estimate = calculatorQuery(state);
    }
  }
  return summary;
}
