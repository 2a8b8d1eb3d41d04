import { describe, expect, it } from "vitest";
import { checkGeneratedPdf, readLinkUrls, readWordBoxes } from "../../tests/poppler";
import { A4, MARGIN } from "~/ui/pdf-layout";
import { pricingCatalogue } from "./catalogue";
import { estimate } from "./estimate";
import { buildEstimatePdf } from "./estimate-document";
import { budgetWordsIn } from "./messages";
import { calculatorQuery, rawInput, readCalculatorQuery } from "./query";

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

describe("the estimate PDF's own address", () => {
  // A real plan's address: six rooms and every opening give a long query with no space to break at.
  const query = calculatorQuery(
    readCalculatorQuery(
      new URLSearchParams(
        "surface=interior&job=fresh&unit=sqft&measure=rooms&ceiling=on&doors=4&doorHeight=7&doorWidth=3" +
          "&windows=6&windowHeight=4&windowWidth=4&coats=2&wastage=10&product=velvety" +
          [0, 1, 2, 3, 4, 5]
            .map((i) => `&rooms.${i}.length=1${i}&rooms.${i}.width=1${i}&rooms.${i}.height=10`)
            .join(""),
      ),
    ),
  );
  const address = `https://www.kamopaints.example/hi/paint-budget-calculator?${query}`;

  it.each(["en", "hi"] as const)(
    "is printed inside the text column, whole, and is a link (%s)",
    async (lang) => {
      const outcome = estimate(
        rawInput(readCalculatorQuery(new URLSearchParams(query))),
        pricingCatalogue,
      );
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
      const bytes = await buildEstimatePdf(outcome.estimate, lang, address);
      // Still tagged with its fonts embedded, and the address is a Link element in the tree.
      const report = await checkGeneratedPdf(bytes, {
        title: budgetWordsIn(lang).t("calc.pdfTitle"),
        lang,
      });
      expect(report.structure).toMatch(/^\s+Link/m);

      // Nothing ends past the right margin (a little slack for glyph overhang).
      const words = await readWordBoxes(bytes);
      expect(words[0]!.pageWidth).toBeCloseTo(A4.width, 0);
      const past = words.filter((word) => word.xMax > A4.width - MARGIN + 1);
      expect(
        past.map((word) => `p${word.page} "${word.text.slice(0, 40)}…" ends at ${word.xMax} pt`),
      ).toEqual([]);

      // The address is all there, line after line, and is a link to itself.
      const printed = words.map((word) => word.text).join("");
      expect(printed).toContain(address);
      expect(await readLinkUrls(bytes)).toContainEqual(expect.objectContaining({ url: address }));
    },
    60_000,
  );
});
