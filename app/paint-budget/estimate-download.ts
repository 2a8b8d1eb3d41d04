import { getEnv } from "~/lib/env.server";
import { pdfLanguageOf, pdfResponse } from "~/products/downloads.server";
import { pricingCatalogue } from "./catalogue";
import { estimate } from "./estimate";
import { buildEstimatePdf } from "./estimate-document";
import { budgetWordsIn } from "./messages";
import { calculatorQuery, rawInput, readCalculatorQuery } from "./query";
import type { Route } from "./+types/estimate-download";

/**
 * /downloads/paint-budget-estimate.pdf?<the calculator's query>[&lang=hi]:
 * the same estimate as the page, as a PDF. Bad figures answer 400 with the
 * messages in text, as the page would show them.
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
  const address = `${getEnv().SITE_URL.replace(/\/$/, "")}${path}?${calculatorQuery(state)}`;
  const bytes = await buildEstimatePdf(outcome.estimate, lang, address);
  return pdfResponse({
    bytes,
    filename: `kamo-paints-paint-budget-estimate${lang === "en" ? "" : `-${lang}`}.pdf`,
  });
}
