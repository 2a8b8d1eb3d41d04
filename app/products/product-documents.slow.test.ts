import { describe, expect, it } from "vitest";
import { products } from "~/products/content";
import { productPdf } from "~/downloads/downloads.server";
import { buildProductBrochure } from "~/products/product-documents";
import { checkPdfFacts } from "../../tests/pdf-facts";
import { checkGeneratedPdf } from "../../tests/poppler";

/** Poppler's reading of one file: every check of checkGeneratedPdf, and the tables' tags. */
async function checkWithPoppler(bytes: Uint8Array, title: string, lang: "en" | "hi") {
  const report = await checkGeneratedPdf(bytes, { title, lang });
  expect(Number(report.info.Pages)).toBeGreaterThanOrEqual(1);
  expect(report.structure).toMatch(/^\s+Table/m);
}

describe("product brochures and technical data sheets", () => {
  it("are tagged, embed their fonts and exist in English and Hindi for every product", async () => {
    // Every file is read in this process (pdf-lib); poppler, the reader's own
    // library, reads the largest of each kind and language, where a layout
    // problem shows first, and the first product's (tests/pdf-facts.ts).
    const largest = new Map<string, { bytes: Uint8Array; title: string }>();
    for (const lang of ["en", "hi"] as const) {
      for (const [index, product] of products.entries()) {
        for (const kind of ["brochure", "technical-data-sheet"] as const) {
          const pdf = await productPdf(product.slug, kind, lang);
          expect(pdf, `${product.slug} ${kind} ${lang}`).toBeDefined();
          const facts = await checkPdfFacts(pdf!.bytes, { title: product.name, lang });
          expect(facts.pages).toBeGreaterThanOrEqual(1);
          expect([...facts.structureTypes]).toContain("Table");
          expect(pdf!.filename).toMatch(
            lang === "en"
              ? /^kamo-paints-[a-z0-9-]+-(brochure|technical-data-sheet)\.pdf$/
              : /^kamo-paints-[a-z0-9-]+-(brochure|technical-data-sheet)-hi\.pdf$/,
          );
          if (index === 0) await checkWithPoppler(pdf!.bytes, product.name, lang);
          const key = `${kind} ${lang}`;
          if (pdf!.bytes.length > (largest.get(key)?.bytes.length ?? 0))
            largest.set(key, { bytes: pdf!.bytes, title: product.name });
        }
      }
    }
    expect(largest.size).toBe(4);
    for (const [key, { bytes, title }] of largest)
      await checkWithPoppler(bytes, title, key.endsWith("hi") ? "hi" : "en");
  }, 240_000);

  it("puts the warranty into the brochure only when the product has one, with a described seal", async () => {
    const supreme = await checkGeneratedPdf(
      (await productPdf("weather-supreme", "brochure"))!.bytes,
      {
        title: "Weather Supreme",
        lang: "en",
      },
    );
    expect(supreme.info.Subject).toContain("7-year performance warranty");
    expect(supreme.structure).toMatch(/^\s+Figure/m);
    const shyne = await checkGeneratedPdf(
      (await productPdf("kamo-supreme-advance-shyne", "brochure"))!.bytes,
      { title: "Weather Supreme Advance Shyne", lang: "en" },
    );
    expect(shyne.info.Subject).toContain("12-year performance warranty");
    const velvety = await checkGeneratedPdf((await productPdf("velvety", "brochure"))!.bytes, {
      title: "Velvety",
      lang: "en",
    });
    expect(velvety.info.Subject).not.toContain("warranty");
    expect(velvety.structure).not.toMatch(/^\s+Figure/m);
  }, 60_000);

  it("writes the Hindi brochure from the Hindi content, spelled as stored", async () => {
    const report = await checkGeneratedPdf(
      (await productPdf("weather-supreme", "brochure", "hi"))!.bytes,
      { title: "Weather Supreme", lang: "hi" },
    );
    // The tagline and a feature title with a conjunct and a short i: the
    // extracted text is the logical spelling, not the glyphs' visual order.
    const text = report.text.normalize("NFC");
    expect(text).toContain("बारिश, धूप और धूल से सात साल की सुरक्षा।");
    expect(text).toContain("सिलिकॉन वाली परत");
    expect(report.info.Subject).toContain("7 साल की परफ़ॉर्मेंस वारंटी");
  }, 60_000);

  it("makes the same bytes every time (served from a cache, compared in tests)", async () => {
    const product = products[0]!;
    const first = await buildProductBrochure(product, "hi");
    const second = await buildProductBrochure(product, "hi");
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  }, 60_000);

  it("answers undefined for unknown slugs", async () => {
    expect(await productPdf("no-such-paint", "brochure")).toBeUndefined();
  });
});
