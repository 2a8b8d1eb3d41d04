import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { products } from "~/products/content";
import { shadeCards, cardShades } from "~/shades/cards";
import { productPdf, shadeCardPdf } from "~/products/downloads.server";

const decode = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("generated PDFs", () => {
  it("builds a valid brochure and data sheet for every product", async () => {
    for (const product of products) {
      for (const kind of ["brochure", "technical-data-sheet"] as const) {
        const pdf = await productPdf(product.slug, kind);
        expect(pdf, `${product.slug} ${kind}`).toBeDefined();
        expect(decode(pdf!.bytes.slice(0, 5))).toBe("%PDF-");
        const doc = await PDFDocument.load(pdf!.bytes);
        expect(doc.getTitle()).toContain(product.name);
        expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
        expect(pdf!.filename).toMatch(/^kamo-paints-[a-z0-9-]+\.pdf$/);
      }
    }
  }, 60_000);

  it("puts the warranty into the brochure only when the product has one", async () => {
    const supreme = await PDFDocument.load(
      (await productPdf("weather-supreme", "brochure"))!.bytes,
    );
    expect(supreme.getSubject()).toContain("7-year performance warranty");
    const shyne = await PDFDocument.load(
      (await productPdf("kamo-supreme-advance-shyne", "brochure"))!.bytes,
    );
    expect(shyne.getSubject()).toContain("12-year performance warranty");
    const velvety = await PDFDocument.load((await productPdf("velvety", "brochure"))!.bytes);
    expect(velvety.getSubject()).not.toContain("warranty");
  });

  it("builds every shade card; the Kamosilky card lists all 500 shades over several pages", async () => {
    for (const card of shadeCards) {
      const pdf = await shadeCardPdf(card.id);
      const doc = await PDFDocument.load(pdf!.bytes);
      expect(doc.getTitle()).toContain(card.title);
    }
    const distemper = await PDFDocument.load((await shadeCardPdf("distemper"))!.bytes);
    expect(distemper.getSubject()).toContain("500 shades");
    expect(distemper.getPageCount()).toBeGreaterThan(5);
    expect(cardShades()).toHaveLength(500);
  }, 60_000);

  it("answers undefined for unknown slugs and cards", async () => {
    expect(await productPdf("no-such-paint", "brochure")).toBeUndefined();
    expect(await shadeCardPdf("no-such-card")).toBeUndefined();
  });
});
