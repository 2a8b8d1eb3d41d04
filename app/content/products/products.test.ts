import { describe, expect, it } from "vitest";
import { productSlugs, rangeSlugs } from "../route-paths";
import { shadeCards, shades } from "../shades";
import { findProduct, findRange, products, ranges, relatedProducts } from "./index";

describe("product content", () => {
  it("has one record per product route", () => {
    expect(products.map((p) => p.slug).sort()).toEqual([...productSlugs].sort());
  });

  it("carries exactly the warranties the spec gives", () => {
    const warranties = Object.fromEntries(
      products.filter((p) => p.warrantyYears).map((p) => [p.slug, p.warrantyYears]),
    );
    expect(warranties).toEqual({
      "weather-supreme": 7,
      "weather-classic": 5,
      "kamo-supreme-advance-shyne": 12,
      kamoshield: 3,
      "kamo-shield-advance": 3,
    });
    expect(findProduct("kamo-supreme-advance-shyne")?.name).toBe("Weather Supreme Advance Shyne");
  });

  it("gives every product 4 to 10 features", () => {
    for (const p of products) {
      expect(p.features.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.features.length, p.slug).toBeLessThanOrEqual(10);
    }
  });

  it("links range cards only to product routes that exist", () => {
    expect(ranges.map((r) => r.slug).sort()).toEqual([...rangeSlugs].sort());
    for (const range of ranges)
      for (const card of range.cards)
        if (card.productSlug) expect(findProduct(card.productSlug), card.name).toBeDefined();
    expect(findRange("exterior-range")?.cards.map((c) => c.productSlug)).toEqual([
      "weather-supreme",
      "weather-classic",
      "weather-classic-advance",
      "weather-classic-max",
      "kamo-supreme-advance-shyne",
      "kamoshield",
      "kamo-shield-advance",
    ]);
  });

  it("suggests related products other than the product itself", () => {
    for (const p of products) {
      const related = relatedProducts(p);
      expect(related).toHaveLength(3);
      expect(related.map((r) => r.slug)).not.toContain(p.slug);
    }
  });

  it("points product shade cards at cards that exist", () => {
    for (const p of products)
      if (p.shadeCard)
        expect(
          shadeCards.some((c) => c.id === p.shadeCard),
          p.slug,
        ).toBe(true);
  });
});

describe("shade data set", () => {
  it("has 500 distinct shades with stable codes", () => {
    expect(shades).toHaveLength(500);
    expect(new Set(shades.map((s) => s.code)).size).toBe(500);
    expect(new Set(shades.map((s) => s.name)).size).toBe(500);
    expect(new Set(shades.map((s) => s.hex)).size).toBe(500);
    // Codes and colours must not drift between releases: printed cards depend on them.
    expect(shades[0]).toMatchObject({ code: "KP-0100", name: "Sindoor Whisper" });
    expect(shades[499]).toMatchObject({ code: "KP-1049", name: "Slate Dusk" });
  });
});
