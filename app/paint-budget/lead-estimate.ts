import { pricingCatalogue } from "./catalogue";
import { estimate } from "./estimate";
import { budgetWordsIn } from "./messages";
import { calculatorQuery, rawInput, readCalculatorQuery } from "./query";
import { estimateSummary } from "./summary";

/**
 * An estimate sent with a consultation request ("Book a consultation with
 * this estimate"). The form carries only the calculator's query, so a lead
 * cannot be sent with a made-up result: the server works the estimate out
 * again from the inputs when the page is shown and when the lead is stored.
 */
export interface LeadEstimate {
  /** The calculator's address for these inputs: what staff open to see it all. */
  path: string;
  /** The result in one paragraph, in the language asked for. */
  summary: string;
}

/** `query` is the calculator's query string, with or without its path and "?". */
export function estimateForLead(query: string, locale = "en"): LeadEstimate | undefined {
  const params = new URLSearchParams(
    query.includes("?") ? query.slice(query.indexOf("?") + 1) : query,
  );
  const state = readCalculatorQuery(params);
  const outcome = estimate(rawInput(state), pricingCatalogue);
  if (!outcome.ok) return undefined;
  return {
    path: `/paint-budget-calculator?${calculatorQuery(state)}`,
    summary: estimateSummary(outcome.estimate, budgetWordsIn(locale)),
  };
}
