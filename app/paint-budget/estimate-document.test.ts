import { describe, expect, it } from "vitest";
import { checkGeneratedPdf } from "../../tests/poppler";
import { pricingCatalogue } from "./catalogue";
import { estimate } from "./estimate";
import { buildEstimatePdf } from "./estimate-document";
import { budgetWordsIn } from "./messages";

const job = {
  measure: "rooms",
  rooms: [
    { length: 12, width: 10, height: 10 },
    { length: 14, width: 12, height: 10 },
  ],
  ceiling: true,
  doors: 2,
  windows: 3,
  product: "velvety",
};

describe("the estimate as a PDF", () => {
  it.each(["en", "hi"] as const)(
    "is tagged, embeds its fonts and prints the page's figures (%s)",
    async (lang) => {
      const outcome = estimate(job, pricingCatalogue);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
      const words = budgetWordsIn(lang);
      const bytes = await buildEstimatePdf(outcome.estimate, lang, "http://x.test/estimate");
      const report = await checkGeneratedPdf(bytes, { title: words.t("calc.pdfTitle"), lang });
      const text = report.text.normalize("NFC").replace(/\s+/g, " ");
      expect(text).toContain(words.rupees(outcome.estimate.total));
      for (const line of outcome.estimate.lines) expect(text).toContain(words.rupees(line.cost));
      expect(text).toContain(words.date(outcome.estimate.priceListDate));
      // Every constant's source is printed beside it, as on the page.
      expect(text).toContain(words.source({ kind: "definition" }));
      expect(report.structure).toMatch(/^\s+Table/m);
    },
    60_000,
  );
});
