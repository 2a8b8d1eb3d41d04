import { describe, expect, it } from "vitest";
import { compareTable } from "~/paint-budget/compare";
import { budgetWordsIn } from "~/paint-budget/messages";
import { findProduct, products, type Product } from "~/products/content";
import { productIn, rangesIn } from "~/products/localized-content";
import { loader as productLoader } from "~/products/routes/$product";
import { brochureSubject, productFacts, technicalRows } from "~/products/product-documents";
import { catalogueSubtitle } from "~/shades/shade-card-documents";
import { statedWarrantyYears } from "./warranty";

/**
 * A warranty, or why there is none, is one field of the product record
 * (issue 42). Every page and PDF that mentions it must say what that field
 * says: no "None" beside a paint sold for the worst weather, no "7-year"
 * anywhere the record says 5.
 */

const languages = ["en", "hi"] as const;
type ProductArgs = Parameters<typeof productLoader>[0];
const productPage = (path: string) =>
  productLoader({ request: new Request(`http://localhost${path}`) } as ProductArgs);

/** The years a product's record promises, or undefined when it promises none. */
const recordYears = (p: Product) =>
  p.warranty.kind === "performance" ? p.warranty.years : undefined;

/** Every warranty figure in these texts must be the record's; none at all when it has none. */
function expectOnlyRecordYears(texts: string[], product: Product, where: string, lang: string) {
  const years = recordYears(product);
  for (const text of texts)
    for (const stated of statedWarrantyYears(text, lang))
      expect(stated, `${where}: "${text}"`).toBe(years);
}

const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : [];

describe("a product's warranty", () => {
  it("is given in the record as years, or as none with the reason, in both languages", () => {
    for (const english of products) {
      for (const lang of languages) {
        const p = productIn(english, lang);
        if (p.warranty.kind === "performance") {
          expect(p.warranty.years, p.slug).toBeGreaterThan(0);
        } else {
          expect(p.warranty.kind, p.slug).toBe("none");
          expect(p.warranty.reason.length, p.slug).toBeGreaterThan(30);
          if (lang === "hi") expect(p.warranty.reason, p.slug).toMatch(/[\u0900-\u097f]/);
        }
      }
    }
    // The paint for the worst weather says why it has no fixed term.
    const max = findProduct("weather-classic-max")!;
    expect(max.warranty.kind).toBe("none");
  });

  it("is stated by the compare table as the record states it, never as a bare None", () => {
    const slugs = products.map((p) => p.slug);
    for (const lang of languages) {
      const words = budgetWordsIn(lang);
      for (let i = 0; i < slugs.length; i += 4) {
        const chunk = slugs.slice(i, i + 4);
        const table = compareTable(chunk, lang);
        const row = table.rows.find((r) => r.key === "warranty")!;
        const cells = words.compareRowCells(row);
        chunk.forEach((slug, index) => {
          const p = productIn(findProduct(slug)!, lang);
          const cell = cells[index]!;
          expect(cell, slug).not.toMatch(/^(None|कोई नहीं)$/);
          if (p.warranty.kind === "none") expect(cell, slug).toContain(p.warranty.reason);
          expectOnlyRecordYears([cell], p, `compare ${slug}`, lang);
          if (p.warranty.kind === "performance")
            expect(statedWarrantyYears(cell, lang), slug).toEqual([p.warranty.years]);
        });
      }
    }
  });

  it("is never contradicted by a product page, its related cards or a range card", () => {
    for (const english of products) {
      for (const lang of languages) {
        const page = productPage(`${lang === "hi" ? "/hi" : ""}/${english.slug}`);
        const { related, ...own } = page;
        expectOnlyRecordYears(textsOf(own), english, `${lang} page ${english.slug}`, lang);
        for (const card of related)
          expectOnlyRecordYears(
            textsOf(card),
            findProduct(card.productSlug)!,
            `${lang} related card ${card.productSlug} on ${english.slug}`,
            lang,
          );
      }
    }
    for (const lang of languages)
      for (const range of rangesIn(lang))
        for (const card of range.cards)
          if (card.productSlug)
            expectOnlyRecordYears(
              textsOf(card),
              findProduct(card.productSlug)!,
              `${lang} ${range.slug} card`,
              lang,
            );
  });

  it("is printed in the brochure, the data sheet and the catalogue as the record has it", () => {
    for (const english of products) {
      for (const lang of languages) {
        const p = productIn(english, lang);
        const rows = [...productFacts(p, lang), ...technicalRows(p, lang)].flat();
        const printed = [...rows, brochureSubject(p, lang), catalogueSubtitle(p, lang)];
        expectOnlyRecordYears(printed, english, `${lang} PDFs of ${english.slug}`, lang);
        // The data sheet always has a warranty row: the term, or the reason there is none.
        const row = technicalRows(p, lang).at(-1)!;
        if (p.warranty.kind === "none") expect(row[1], p.slug).toContain(p.warranty.reason);
        else expect(statedWarrantyYears(row[1], lang), p.slug).toEqual([p.warranty.years]);
      }
    }
  });
});

describe("finding a warranty figure in a sentence", () => {
  it("reads figures and words, in English and Hindi", () => {
    expect(statedWarrantyYears("7-year performance warranty.", "en")).toEqual([7]);
    expect(statedWarrantyYears("Seven years of protection against rain.", "en")).toEqual([7]);
    expect(statedWarrantyYears("Our longest warranty: twelve years of shine.", "en")).toEqual([12]);
    expect(statedWarrantyYears("Stays washable for years.", "en")).toEqual([]);
    expect(statedWarrantyYears("7 साल की परफ़ॉर्मेंस वारंटी।", "hi")).toEqual([7]);
    expect(statedWarrantyYears("बारिश, धूप और धूल से सात साल की सुरक्षा।", "hi")).toEqual([7]);
    expect(statedWarrantyYears("सालों की तेज़ धूप में भी रंग चटक रहते हैं।", "hi")).toEqual([]);
  });
});
