import { describe, expect, it } from "vitest";
import { formatCoverage, findProduct } from "~/products/content";
import { productsMeta } from "~/products/meta";
import { loader as productLoader } from "~/products/routes/$product";
import { loader as rangeLoader } from "~/products/routes/$range";

/**
 * The range and product pages in each language (issue 25): the loaders lay
 * the Hindi text over the English record and word their own sentences from
 * the products catalogue, keeping every figure, slug and download of the
 * English page.
 */

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

function loadRange(path: string) {
  return rangeLoader({ request: new Request(`http://localhost${path}`) } as Args<
    typeof rangeLoader
  >);
}

function loadProduct(path: string) {
  return productLoader({ request: new Request(`http://localhost${path}`) } as Args<
    typeof productLoader
  >);
}

describe("range pages", () => {
  it("show the Hindi range under /hi, with the English cards' links and figures", () => {
    const { range: english } = loadRange("/exterior-range");
    const { range: hindi } = loadRange("/hi/exterior-range");
    expect(english.name).toBe("Exterior Emulsion Range");
    expect(hindi.name).toBe("एक्सटीरियर इमल्शन रेंज");
    expect(hindi.seo.title).toMatch(/[\u0900-\u097f]/);
    expect(hindi.cards.map((card) => card.productSlug)).toEqual(
      english.cards.map((card) => card.productSlug),
    );
    expect(hindi.cards.map((card) => card.image)).toEqual(english.cards.map((card) => card.image));
    expect(hindi.cards[0]!.highlight).toBe("7 साल की वारंटी");
    // Product names stay as on the tin.
    expect(hindi.cards[0]!.name).toBe("Weather Supreme");
  });
});

describe("product pages", () => {
  it("keep the English page's words and figures", () => {
    const page = loadProduct("/weather-supreme");
    const product = findProduct("weather-supreme")!;
    expect(page.coverage).toBe(
      `${formatCoverage(product)}, ${product.coverage.coats} coats recommended`,
    );
    expect(page.brochure).toBe("/downloads/products/weather-supreme/brochure.pdf");
    expect(page.range).toEqual({ slug: "exterior-range", name: "Exterior Emulsion Range" });
    expect(page.related.filter((card) => card.highlight).map((card) => card.highlight)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d+-year warranty$/)]),
    );
  });

  it("are in Hindi under /hi, with the Hindi PDFs", () => {
    const english = loadProduct("/weather-supreme");
    const page = loadProduct("/hi/weather-supreme");
    expect(page.product.name).toBe("Weather Supreme");
    expect(page.product.tagline).not.toBe(english.product.tagline);
    expect(page.product.tagline).toMatch(/[\u0900-\u097f]/);
    expect(page.product.warranty).toEqual(english.product.warranty);
    expect(page.product.packSizes).toEqual(english.product.packSizes);
    expect(page.coverage).toBe("10–12 वर्ग मीटर प्रति लीटर प्रति कोट, 2 कोट लगाने की सलाह");
    expect(page.brochure).toBe("/downloads/products/weather-supreme/brochure.pdf?lang=hi");
    expect(page.technicalDataSheet).toBe(
      "/downloads/products/weather-supreme/technical-data-sheet.pdf?lang=hi",
    );
    expect(page.range).toEqual({ slug: "exterior-range", name: "एक्सटीरियर इमल्शन रेंज" });
    expect(page.related.map((card) => card.productSlug)).toEqual(
      english.related.map((card) => card.productSlug),
    );
    for (const [index, card] of page.related.entries()) {
      const englishCard = english.related[index]!;
      expect(card.description).not.toBe(englishCard.description);
      expect(card.highlight === undefined).toBe(englishCard.highlight === undefined);
      if (card.highlight) expect(card.highlight).toMatch(/^\d+ साल की वारंटी$/);
    }
  });

  it("say kilo for a product sold by weight", () => {
    expect(loadProduct("/hi/kamosilky").coverage).toMatch(/^\S+ वर्ग मीटर प्रति किलो प्रति कोट, /);
    expect(loadProduct("/kamosilky").coverage).toMatch(/^\S+ sq m per kg per coat, /);
  });

  it("answer 404 for a path without a record, in either language", () => {
    for (const path of ["/hi/no-such-paint", "/no-such-paint"])
      expect(() => loadProduct(path)).toThrow(
        expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
      );
  });
});

describe("products meta", () => {
  const args = (pathname: string) => ({ location: { pathname }, matches: [] });
  it("uses the record's own words, or the catalogue's in the page's language", () => {
    const record = { seo: { title: "T", description: "D", keywords: "K" } };
    expect(productsMeta(args("/hi/velvety"), "product", record)[0]).toEqual({
      title: "T | Kamo Paints",
    });
    expect(productsMeta(args("/hi/velvety"), "product", undefined)[0]).toEqual({
      title: "उत्पाद की जानकारी | Kamo Paints",
    });
    expect(productsMeta(args("/velvety"), "range", undefined)).toContainEqual({
      name: "description",
      content: "Kamo Paints product ranges.",
    });
  });
});
