import { describe, expect, it } from "vitest";
import { productSlugs, rangeSlugs } from "~/content/route-paths";
import { shadeCards, cardShades } from "~/shades/cards";
import { interiorProducts } from "./interior";
import {
  findProduct,
  findRange,
  priceList,
  products,
  ranges,
  relatedProducts,
  undercoats,
} from "./index";
import { productSchema, undercoatSchema } from "./schema";
import { undercoats as undercoatRecords } from "./undercoats";

describe("product content", () => {
  it("has one record per product route", () => {
    expect(products.map((p) => p.slug).sort()).toEqual([...productSlugs].sort());
  });

  it("carries exactly the warranties the spec gives", () => {
    const warranties = Object.fromEntries(
      products.flatMap((p) =>
        p.warranty.kind === "performance" ? [[p.slug, p.warranty.years]] : [],
      ),
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

describe("product prices", () => {
  it("prints pack sizes exactly as the pages did before prices were added", () => {
    const litres = ["1 L", "4 L", "10 L", "20 L"];
    const expected: Record<string, string[]> = Object.fromEntries(
      products.map((p) => [p.slug, litres]),
    );
    expected["weather-classic-advance"] = ["4 L", "10 L", "20 L"];
    expected["weather-classic-max"] = ["4 L", "10 L", "20 L"];
    expected["kamosilky"] = ["1 kg", "5 kg", "10 kg", "20 kg"];
    expect(Object.fromEntries(products.map((p) => [p.slug, p.packSizes]))).toEqual(expected);
  });

  it("prices every pack, and a bigger pack is never dearer per litre", () => {
    for (const item of [...products, ...undercoats]) {
      expect(item.packs.length, item.slug).toBeGreaterThan(0);
      const perUnit = item.packs.map((p) => p.price / p.size);
      for (let i = 1; i < perUnit.length; i++)
        expect(perUnit[i], `${item.slug} ${item.packs[i]!.size}`).toBeLessThanOrEqual(
          perUnit[i - 1]!,
        );
    }
  });

  it("dates the price list and says dealer prices may differ", () => {
    expect(priceList.date).toBe("2026-10-01");
    expect(priceList.note).toMatch(/dealer's price may differ/);
  });

  it("rates every product's washability", () => {
    for (const p of products) expect(p.washability.scrubCycles, p.slug).toBeGreaterThan(0);
  });

  it("refuses a pack whose unit does not match the coverage", () => {
    const record = interiorProducts[0]!;
    const result = productSchema.safeParse({
      ...record,
      packs: [{ size: 1, unit: "kg", price: 500 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["packs"]);
  });

  it("refuses packs out of order, in odd sizes or without a whole-rupee price", () => {
    const record = interiorProducts[0]!;
    for (const packs of [
      [
        { size: 4, unit: "L", price: 2000 },
        { size: 1, unit: "L", price: 600 },
      ],
      [{ size: 0.25, unit: "L", price: 200 }],
      [{ size: 1, unit: "L", price: 599.5 }],
      [],
    ])
      expect(productSchema.safeParse({ ...record, packs }).success, JSON.stringify(packs)).toBe(
        false,
      );
  });

  it("has an interior and an exterior primer, each with its coverage, and a putty", () => {
    expect(undercoats.map((u) => [u.slug, u.kind, u.surface])).toEqual([
      ["kamo-interior-wall-primer", "primer", "interior"],
      ["kamo-exterior-primer", "primer", "exterior"],
      ["kamo-acrylic-wall-putty", "putty", "interior"],
    ]);
    const primer = undercoatRecords[0]!;
    expect(undercoatSchema.safeParse({ ...primer, coverage: undefined }).success).toBe(false);
    // Putty without a rate of its own is priced by the kg (the default rate is in kg).
    const putty = undercoatRecords[2]!;
    expect(
      undercoatSchema.safeParse({ ...putty, packs: [{ size: 1, unit: "L", price: 100 }] }).success,
    ).toBe(false);
  });
});

describe("shade data set", () => {
  it("has 500 distinct shades with stable codes", () => {
    expect(cardShades()).toHaveLength(500);
    expect(new Set(cardShades().map((s) => s.code)).size).toBe(500);
    expect(new Set(cardShades().map((s) => s.name)).size).toBe(500);
    expect(new Set(cardShades().map((s) => s.hex)).size).toBe(500);
    // Codes and colours must not drift between releases: printed cards depend on them.
    expect(cardShades()[0]).toMatchObject({ code: "KP-0100", name: "Sindoor Whisper" });
    expect(cardShades()[499]).toMatchObject({ code: "KP-1049", name: "Slate Dusk" });
  });
});
