import { getEnv } from "~/lib/env.server";
import { pdfLanguageOf, pdfResponse } from "~/downloads/downloads.server";
import { pdfGeneration } from "~/downloads/generated-pdfs.server";
import { canonicalCalculatorQuery } from "../canonical-query";
import { pricingCatalogue } from "../catalogue";
import { estimate } from "../estimate";
import { budgetWordsIn } from "../messages";
import { rawInput, readCalculatorQuery } from "../query";
import type { Route } from "./+types/downloads.paint-budget-estimate[.]pdf";

/**
 * /downloads/paint-budget-estimate.pdf?<the calculator's query>[&lang=hi]:
 * the same estimate as the page, as a PDF. Bad figures answer 400 with the
 * messages in text, as the page would show them. Made in a worker and kept
 * by the checked plan, within the limits of ADR 38 (429 or 503 past them).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = pdfLanguageOf(request);
  const state = readCalculatorQuery(url.searchParams);
  const outcome = estimate(rawInput(state), pricingCatalogue);
  if (!outcome.ok) {
    const words = budgetWordsIn(lang);
    return new Response(outcome.errors.map((error) => words.error(error)).join("\n"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const path = lang === "en" ? "/paint-budget-calculator" : `/${lang}/paint-budget-calculator`;
  const query = canonicalCalculatorQuery(state, outcome.estimate.input);
  const address = `${getEnv().SITE_URL.replace(/\/$/, "")}${path}?${query}`;
  // The address says everything the file shows; the checked input is added so
  // that two addresses can never share a file, however a number was written.
  const key = `estimate\n${lang}\n${address}\n${JSON.stringify(outcome.estimate.input)}`;
  const bytes = await pdfGeneration().get(
    request,
    key,
    { kind: "estimate", estimate: outcome.estimate, lang, address },
    lang,
  );
  return pdfResponse({
    bytes,
    filename: `kamo-paints-paint-budget-estimate${lang === "en" ? "" : `-${lang}`}.pdf`,
  });
}
