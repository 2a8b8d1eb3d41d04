import { describe, expect, it } from "vitest";
import { findProduct, products } from "~/products/content";
import { pricingCatalogue } from "./catalogue";
import {
  COMPARE_MAX,
  compareFacts,
  compareRows,
  compareTable,
  costPer100SqFt,
  parseCompareProducts,
  pricePerUnit,
} from "./compare";
import { estimate, type PricingCatalogue } from "./estimate";
import { messages } from "./messages";

const product = (slug: string) => {
  const found = findProduct(slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
};

describe("compare: reading ?products=", () => {
  it("keeps the order given", () => {
    expect(parseCompareProducts("weather-supreme,kamorich,velvety")).toEqual({
      slugs: ["weather-supreme", "kamorich", "velvety"],
      errors: [],
    });
  });

  it("counts a repeat once, matching slugs without regard to case or spaces", () => {
    expect(parseCompareProducts(" kamo-hi-sheen , velvety,KAMO-HI-SHEEN,,velvety ").slugs).toEqual([
      "Kamo-Hi-Sheen",
      "velvety",
    ]);
  });

  it("takes the parameter given more than once, as a product page's Compare adds one", () => {
    expect(parseCompareProducts(["kamorich", "velvety,kamorich", "weather-classic"]).slugs).toEqual(
      ["kamorich", "velvety", "weather-classic"],
    );
  });

  it("names an unknown product and keeps the known ones", () => {
    expect(parseCompareProducts("kamorich,wonder-paint,velvety,wonder-paint")).toEqual({
      slugs: ["kamorich", "velvety"],
      errors: [{ code: "unknown-product", slug: "wonder-paint" }],
    });
  });

  it("keeps the first four of more than four, and says so", () => {
    const result = parseCompareProducts(
      "kamorich,velvety,kamoshield,weather-classic,weather-supreme,kamorich",
    );
    expect(COMPARE_MAX).toBe(4);
    expect(result).toEqual({
      slugs: ["kamorich", "velvety", "kamoshield", "weather-classic"],
      errors: [{ code: "too-many", max: 4, count: 5 }],
    });
  });

  it("reads nothing as an empty comparison", () => {
    for (const nothing of [null, undefined, "", " , ,", []])
      expect(parseCompareProducts(nothing)).toEqual({ slugs: [], errors: [] });
  });

  it("repeats at most 60 characters of a bad slug and at most ten of them", () => {
    const long = "x".repeat(500);
    expect(parseCompareProducts(long).errors).toEqual([
      { code: "unknown-product", slug: "x".repeat(60) },
    ]);
    const many = Array.from({ length: 50 }, (_, i) => `nope-${i}`).join(",");
    expect(parseCompareProducts(many).errors).toHaveLength(10);
  });

  it("explains each error in English", () => {
    expect(messages.compareError({ code: "unknown-product", slug: "wonder-paint" })).toBe(
      "We have no product called “wonder-paint”, so it is left out.",
    );
    expect(messages.compareError({ code: "too-many", max: 4, count: 5 })).toBe(
      "Up to 4 products can be compared at once; the first 4 of the 5 chosen are shown.",
    );
  });
});

describe("compare: facts", () => {
  it("prices 100 sq ft with two coats through the calculator itself", () => {
    // The calculator on 10,000 sq ft of wall, two coats, 10% wastage, Weather Classic at 9 sq m/L:
    // 929.0304 sq m × 2 ÷ 9 × 1.1 = 227.096 → 227.1 L, bought as eleven 20 L (₹89,100) and
    // two 4 L (₹3,440) = ₹92,540 for 228 L; per 100 sq ft: ₹925.40 → ₹925.
    expect(costPer100SqFt(product("weather-classic"))).toBe(925);
    const viaCalculator = estimate(
      {
        surface: "exterior",
        job: "repaint",
        measure: "walls",
        wallArea: 10_000,
        product: "weather-classic",
      },
      pricingCatalogue,
    );
    expect(viaCalculator.ok && viaCalculator.estimate.total).toBe(92_540);
  });

  it("follows the calculator's prices, not a formula of its own", () => {
    // Double every price of Weather Classic: the figure doubles with them.
    const dearer: PricingCatalogue = {
      ...pricingCatalogue,
      paints: pricingCatalogue.paints.map((p) =>
        p.slug === "weather-classic"
          ? { ...p, packs: p.packs.map((pack) => ({ ...pack, price: pack.price * 2 })) }
          : p,
      ),
    };
    expect(costPer100SqFt(product("weather-classic"), dearer)).toBe(1851);
  });

  it("stays within 1% of the paint's cost per area at its cheapest pack price", () => {
    // The reference job is big enough that pack rounding hardly moves the figure.
    for (const paint of pricingCatalogue.paints) {
      const litres = ((929.0304 * 2) / paint.coverage.min) * 1.1;
      const ideal = (litres * pricePerUnit(paint.packs).cheapest.perUnit) / 100;
      const figure = costPer100SqFt(product(paint.slug));
      expect(figure / ideal, paint.slug).toBeGreaterThanOrEqual(0.995);
      expect(figure / ideal, paint.slug).toBeLessThan(1.01);
    }
  });

  it("finds the cheapest price per litre and the range", () => {
    expect(
      pricePerUnit([
        { size: 1, unit: "L", price: 640 },
        { size: 4, unit: "L", price: 2450 },
        { size: 10, unit: "L", price: 5900 },
        { size: 20, unit: "L", price: 11500 },
      ]),
    ).toEqual({
      unit: "L",
      cheapest: { size: 20, unit: "L", price: 11500, perUnit: 575 },
      min: 575,
      max: 640,
    });
    // A tie in price per litre goes to the bigger pack.
    expect(
      pricePerUnit([
        { size: 2, unit: "L", price: 500 },
        { size: 4, unit: "L", price: 1000 },
      ]).cheapest.size,
    ).toBe(4);
  });

  it("gives every product every fact the page shows", () => {
    for (const p of products) {
      const facts = compareFacts(p);
      expect(Object.keys(facts).sort(), p.slug).toEqual([...compareRows].sort());
      expect(facts.costPer100SqFt, p.slug).toBeGreaterThan(0);
      expect(Number.isInteger(facts.costPer100SqFt), p.slug).toBe(true);
      for (const key of compareRows)
        expect(messages.compareCell(key, facts[key]), `${p.slug} ${key}`).not.toMatch(
          /undefined|NaN|Infinity|\[object/,
        );
    }
  });

  it("builds the table for three products, a column each, rows in page order", () => {
    const table = compareTable(["Kamo-Hi-Sheen", "weather-supreme", "kamosilky"]);
    expect(table.columns).toEqual([
      { slug: "Kamo-Hi-Sheen", name: "Kamo Hi Sheen" },
      { slug: "weather-supreme", name: "Weather Supreme" },
      { slug: "kamosilky", name: "Kamosilky" },
    ]);
    expect(table.rows.map((r) => r.key)).toEqual([...compareRows]);
    const text = Object.fromEntries(
      table.rows.map((row) => [row.key, messages.compareRowCells(row)]),
    );
    expect(text).toEqual({
      finish: ["Soft sheen", "Low sheen", "Smooth low sheen"],
      coverage: [
        "12–14 sq m per litre (129–151 sq ft)",
        "10–12 sq m per litre (108–129 sq ft)",
        "8–10 sq m per kg (86–108 sq ft)",
      ],
      coats: ["2", "2", "2"],
      warranty: [
        "No performance warranty. Our warranties cover what sun and rain do to outside walls; inside, a wall wears with daily life, not with the weather.",
        "7 years",
        "No performance warranty. A distemper is an economy finish for inside walls, made to be freshened every few years rather than to last a fixed term.",
      ],
      washability: ["10,000 scrub cycles", "8,000 scrub cycles", "300 scrub cycles"],
      voc: ["Below 35 g/L", "Below 40 g/L", "Not stated"],
      packs: ["1 L, 4 L, 10 L, 20 L", "1 L, 4 L, 10 L, 20 L", "1 kg, 5 kg, 10 kg, 20 kg"],
      pricePerUnit: [
        "₹575 per L in the 20 L pack (₹575–₹640)",
        "₹560 per L in the 20 L pack (₹560–₹620)",
        "₹98 per kg in the 20 kg pack (₹98–₹115)",
      ],
      costPer100SqFt: [
        // 929.0304 × 2 ÷ 12 × 1.1 = 170.32 → 170.4 L: 8 × 20 + 10 + 1 = ₹98,540 → ₹985.
        "₹985",
        // 929.0304 × 2 ÷ 10 × 1.1 = 204.39 → 204.4 L: 10 × 20 + 4 + 1 = ₹1,15,000 → ₹1,150.
        "₹1,150",
        // 929.0304 × 2 ÷ 8 × 1.1 = 255.48 → 255.5 kg: 12 × 20 + 10 + 5 + 1 = ₹25,185 → ₹252.
        "₹252",
      ],
    });
  });

  it("refuses a product it does not know", () => {
    expect(() => compareTable(["no-such-paint" as never])).toThrow(/unknown product/);
  });
});
