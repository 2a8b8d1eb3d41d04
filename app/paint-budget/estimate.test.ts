import { describe, expect, it } from "vitest";
import { frozenCatalogue } from "../../tests/factories/paint-catalogue";
import { seededRandom } from "../../tests/factories/seeded-random";
import { pricingCatalogue } from "./catalogue";
import {
  defaults,
  estimate,
  limits,
  parseEstimateInput,
  type Estimate,
  type EstimateError,
  type EstimateLine,
  type PricingCatalogue,
} from "./estimate";
import { messages } from "./messages";

function ok(raw: unknown, catalogue: PricingCatalogue = frozenCatalogue): Estimate {
  const outcome = estimate(raw, catalogue);
  if (!outcome.ok) throw new Error(`expected an estimate, got ${JSON.stringify(outcome.errors)}`);
  return outcome.estimate;
}

function errorsOf(raw: unknown, catalogue: PricingCatalogue = frozenCatalogue): EstimateError[] {
  const outcome = estimate(raw, catalogue);
  if (outcome.ok) throw new Error("expected errors, got an estimate");
  return outcome.errors;
}

/** A line as "quantity, packs, cost" for compact comparison. */
const summary = (line: EstimateLine) => ({
  kind: line.kind,
  quantity: line.quantity,
  packs: line.packs.map((p) => `${p.count} × ${p.size} ${line.unit}`),
  cost: line.cost,
});

describe("estimate: three hand-worked examples", () => {
  it("a 12 × 10 ft bedroom, 10 ft high, one door and one window, fresh paint", () => {
    // Walls: perimeter 2 × (12 + 10) = 44 ft, × 10 ft high = 440 sq ft.
    // Door (default) 2.1 × 0.9 m = 1.89 sq m = 1.89 ÷ 0.09290304 = 20.34 sq ft.
    // Window (default) 1.2 × 1.2 m = 1.44 sq m = 15.50 sq ft.
    // Openings 3.33 sq m = 35.84 sq ft (shown 35.8).
    // Paintable 440 − 35.84 = 404.16 sq ft, rounded up to 405 sq ft (37.6257 sq m, shown 37.6).
    //
    // Paint, Kamo Hi Sheen: 12–14 sq m per litre per coat; we plan on 12.
    //   37.6257 sq m × 2 coats ÷ 12 = 6.2710 L; + 10% wastage = 6.8981 L → 6.9 L.
    //   Packs: 1 L ₹640, 4 L ₹2,450, 10 L ₹5,900, 20 L ₹11,500. Whole litres, so buy ≥ 7 L:
    //   seven 1 L ₹4,480; 4 L + three 1 L ₹4,370; two 4 L ₹4,900; one 10 L ₹5,900.
    //   Cheapest: 4 L + 3 × 1 L = ₹4,370.
    // Primer, Kamo Interior Wall Primer: 10–12 sq m/L; plan on 10; one coat.
    //   37.6257 ÷ 10 = 3.7626 L; + 10% = 4.1388 L → 4.2 L. Buy ≥ 5 L:
    //   4 L + 1 L = ₹900 + ₹240 = ₹1,140; five 1 L ₹1,200; two 4 L ₹1,800. Cheapest ₹1,140.
    // Putty, Kamo Acrylic Wall Putty: no rate of its own, so 2.5 kg per 100 sq ft per coat; two coats.
    //   405 × 2 × 2.5 ÷ 100 = 20.25 kg; + 10% = 22.275 kg → 22.3 kg. Buy ≥ 23 kg:
    //   20 kg + three 1 kg = ₹1,850 + ₹360 = ₹2,210; 20 + 5 kg = ₹2,370; two 10 + three 1 = ₹2,320.
    //   Cheapest ₹2,210.
    // Total ₹4,370 + ₹1,140 + ₹2,210 = ₹7,720.
    const result = ok({
      surface: "interior",
      job: "fresh",
      unit: "sqft",
      measure: "rooms",
      rooms: [{ length: 12, width: 10, height: 10 }],
      doors: 1,
      windows: 1,
      product: "Kamo-Hi-Sheen",
    });
    expect(result.walls).toEqual({ sqft: 440, sqm: 40.88 });
    expect(result.ceiling).toEqual({ sqft: 0, sqm: 0 });
    expect(result.openings).toEqual({ sqft: 35.8, sqm: 3.33 });
    expect(result.paintable).toEqual({ sqft: 405, sqm: 37.6 });
    expect(result.lines.map(summary)).toEqual([
      { kind: "paint", quantity: 6.9, packs: ["1 × 4 L", "3 × 1 L"], cost: 4370 },
      { kind: "primer", quantity: 4.2, packs: ["1 × 4 L", "1 × 1 L"], cost: 1140 },
      { kind: "putty", quantity: 22.3, packs: ["1 × 20 kg", "3 × 1 kg"], cost: 2210 },
    ]);
    expect(result.lines.map((l) => [l.bought, l.surplus])).toEqual([
      [7, 0.1],
      [5, 0.8],
      [23, 0.7],
    ]);
    expect(result.total).toBe(7720);
  });

  it("a 100 sq m flat by carpet area, ceilings too, six doors and eight windows, repainted", () => {
    // Walls: 100 sq m × wall factor 3.5 = 350 sq m. Ceiling on: + 100 sq m.
    // Doors 6 × 2.1 × 0.9 = 11.34 sq m; windows 8 × 1.2 × 1.2 = 11.52 sq m; openings 22.86 sq m.
    // Paintable 350 − 22.86 + 100 = 427.14 sq m, rounded up to 0.1: 427.2 sq m (4,598 sq ft).
    //
    // Paint, Kamorich: 10–12 sq m/L; plan on 10.
    //   427.2 × 2 coats ÷ 10 = 85.44 L; + 10% = 93.984 L → 94.0 L.
    //   Per litre the 20 L pack is cheapest (₹239), then 10 L (₹246), 4 L (₹257.5), 1 L (₹270).
    //   Four 20 L = 80 L for ₹19,120 leave 14 L: 10 L + 4 L = ₹3,490 fits exactly
    //   (a fifth 20 L: ₹4,780; four 4 L: ₹4,120). Total 94 L for ₹22,610.
    //   Other mixes cost more: three 20 + three 10 + 4 = ₹22,750; five 20 = ₹23,900.
    // A repaint: no primer, no putty.
    // Total ₹22,610.
    const result = ok({
      surface: "interior",
      job: "repaint",
      unit: "sqm",
      measure: "carpet",
      carpetArea: 100,
      ceiling: true,
      doors: 6,
      windows: 8,
      product: "kamorich",
    });
    expect(result.walls.sqm).toBe(350);
    expect(result.ceiling.sqm).toBe(100);
    expect(result.openings.sqm).toBe(22.86);
    expect(result.paintable).toEqual({ sqm: 427.2, sqft: 4598 });
    expect(result.lines.map(summary)).toEqual([
      { kind: "paint", quantity: 94, packs: ["4 × 20 L", "1 × 10 L", "1 × 4 L"], cost: 22610 },
    ]);
    expect(result.total).toBe(22610);
  });

  it("a two-storey house outside, 12 × 9 m and 6 m high, fresh paint", () => {
    // Walls: 2 × (12 + 9) = 42 m around, × 6 m = 252 sq m. Outside there is no ceiling.
    // Doors 2 × 1.89 = 3.78 sq m; windows 10 × 1.44 = 14.40 sq m; openings 18.18 sq m.
    // Paintable 252 − 18.18 = 233.82 sq m, rounded up: 233.9 sq m (2,518 sq ft).
    //
    // Paint, Weather Classic: 9–11 sq m/L; plan on 9.
    //   233.9 × 2 ÷ 9 = 51.978 L; + 10% = 57.176 L → 57.2 L. Buy ≥ 58 L:
    //   two 20 + 10 + two 4 = ₹16,200 + ₹4,150 + ₹3,440 = ₹23,790 (58 L exactly);
    //   three 20 = ₹24,300; two 20 + 10 + 4 + four 1 = ₹23,870. Cheapest ₹23,790.
    // Primer, Kamo Exterior Primer: 8–10 sq m/L; plan on 8; one coat.
    //   233.9 ÷ 8 = 29.2375 L; + 10% = 32.161 L → 32.2 L. Buy ≥ 33 L:
    //   20 + 10 + three 1 = ₹5,150 + ₹2,650 + ₹870 = ₹8,670;
    //   20 + 10 + 4 = ₹8,900; 20 + three 4 + 1 = ₹8,740. Cheapest ₹8,670.
    // No putty outside.
    // Total ₹23,790 + ₹8,670 = ₹32,460.
    const result = ok({
      surface: "exterior",
      job: "fresh",
      unit: "sqm",
      measure: "rooms",
      rooms: [{ length: 12, width: 9, height: 6 }],
      doors: 2,
      windows: 10,
      product: "weather-classic",
    });
    expect(result.walls.sqm).toBe(252);
    expect(result.openings.sqm).toBe(18.18);
    expect(result.paintable).toEqual({ sqm: 233.9, sqft: 2518 });
    expect(result.lines.map(summary)).toEqual([
      {
        kind: "paint",
        quantity: 57.2,
        packs: ["2 × 20 L", "1 × 10 L", "2 × 4 L"],
        cost: 23790,
      },
      { kind: "primer", quantity: 32.2, packs: ["1 × 20 L", "1 × 10 L", "3 × 1 L"], cost: 8670 },
    ]);
    expect(result.total).toBe(32460);
  });
});

describe("estimate: rules", () => {
  const bedroom = {
    measure: "rooms",
    rooms: [{ length: 12, width: 10, height: 10 }],
    product: "Kamo-Hi-Sheen",
  };

  it("adds each room's walls and, when asked, ceilings", () => {
    const two = ok({
      ...bedroom,
      ceiling: "on",
      rooms: [
        { length: 12, width: 10, height: 10 },
        { length: "10", width: "8", height: "10" },
      ],
    });
    // 440 + 2 × (10 + 8) × 10 = 800 sq ft of wall; ceilings 120 + 80 = 200 sq ft.
    expect(two.walls.sqft).toBe(800);
    expect(two.ceiling.sqft).toBe(200);
    expect(two.paintable.sqft).toBe(1000);
  });

  it("uses the product's own putty rate when it states one", () => {
    const catalogue: PricingCatalogue = {
      ...frozenCatalogue,
      putty: { ...frozenCatalogue.putty, coverage: { min: 5, max: 6, unit: "kg" } },
    };
    const result = ok({ ...bedroom, unit: "sqm", measure: "walls", wallArea: 50 }, catalogue);
    // 50 sq m × 2 coats ÷ 5 sq m per kg = 20 kg; + 10% = 22 kg.
    expect(result.lines.find((l) => l.kind === "putty")?.quantity).toBe(22);
    expect(result.constants).toContainEqual(
      expect.objectContaining({ id: "coverage", line: "putty", value: 5, min: 5, max: 6 }),
    );
    expect(result.constants.some((c) => c.id === "putty-rate")).toBe(false);
  });

  it("prices a distemper sold by the kilogram in kilograms", () => {
    const result = ok({ ...bedroom, job: "repaint", product: "kamosilky" });
    // No openings: 440 sq ft = 40.8774 sq m × 2 ÷ 8 sq m per kg = 10.219 kg; + 10% = 11.241 → 11.3 kg.
    // 12 kg: 10 kg + two 1 kg = ₹1,250 (two 5 kg + two 1 kg ₹1,290; 10 + 5 kg ₹1,550; 20 kg ₹1,960).
    expect(summary(result.lines[0]!)).toEqual({
      kind: "paint",
      quantity: 11.3,
      packs: ["1 × 10 kg", "2 × 1 kg"],
      cost: 1250,
    });
  });

  it("lets a Kamodual paint go inside or out, with the matching primer", () => {
    const inside = ok({ ...bedroom, product: "kamodual-gold-emulsion" });
    const outside = ok({ ...bedroom, surface: "exterior", product: "kamodual-gold-emulsion" });
    expect(inside.lines.map((l) => l.product.slug)).toEqual([
      "kamodual-gold-emulsion",
      "kamo-interior-wall-primer",
      "kamo-acrylic-wall-putty",
    ]);
    expect(outside.lines.map((l) => l.product.slug)).toEqual([
      "kamodual-gold-emulsion",
      "kamo-exterior-primer",
    ]);
  });

  it("scales with coats and wastage, and takes them as typed", () => {
    const base = ok({ ...bedroom, job: "repaint", wastage: 0, coats: 1 });
    // No openings: 440 sq ft = 40.8774 sq m ÷ 12 = 3.4064 → 3.5 L.
    expect(base.lines[0]!.quantity).toBe(3.5);
    const more = ok({ ...bedroom, job: "repaint", wastage: "25", coats: "3" });
    // 40.8774 × 3 ÷ 12 × 1.25 = 12.774 → 12.8 L.
    expect(more.lines[0]!.quantity).toBe(12.8);
  });

  it("reads numbers as people type them", () => {
    const typed = ok({
      ...bedroom,
      unit: " SQFT ",
      rooms: [{ length: "१२", width: " 10.0 ", height: "1,0" }],
      doors: "1",
      windows: "1",
      product: "kamo-hi-sheen",
    });
    expect(typed.paintable.sqft).toBe(405);
    expect(typed.input.product).toBe("Kamo-Hi-Sheen");
  });

  it("takes opening sizes in the visitor's unit and converts the defaults", () => {
    const parsed = parseEstimateInput({ ...bedroom, doors: 1 }, frozenCatalogue);
    expect(parsed.ok && parsed.input.doorHeight).toBeCloseTo(6.8898, 4);
    const metric = parseEstimateInput({ ...bedroom, unit: "sqm", doors: 1 }, frozenCatalogue);
    expect(metric.ok && [metric.input.doorHeight, metric.input.doorWidth]).toEqual([2.1, 0.9]);
    // A 7 × 3 ft door typed in feet: 21 sq ft off the walls.
    const typed = ok({ ...bedroom, doors: 1, doorHeight: 7, doorWidth: 3 });
    expect(typed.openings.sqft).toBe(21);
  });

  it("lists every constant it used, with where it came from", () => {
    const result = ok({
      ...bedroom,
      measure: "carpet",
      carpetArea: 120,
      wallFactor: 3,
      doors: 1,
      windows: 2,
      windowHeight: 4,
      windowWidth: 3,
    });
    const byId = (id: string, line?: string) =>
      result.constants.filter((c) => c.id === id && (!line || ("line" in c && c.line === line)));
    expect(byId("square-metres-per-square-foot")).toEqual([
      { id: "square-metres-per-square-foot", value: 0.09290304, source: { kind: "definition" } },
    ]);
    expect(byId("wall-factor")).toEqual([
      { id: "wall-factor", value: 3, source: { kind: "input" } },
    ]);
    expect(byId("door-size")).toEqual([
      {
        id: "door-size",
        height: expect.closeTo(6.8898, 4),
        width: expect.closeTo(2.9528, 4),
        unit: "ft",
        source: { kind: "default", name: "door" },
      },
    ]);
    expect(byId("window-size")).toEqual([
      { id: "window-size", height: 4, width: 3, unit: "ft", source: { kind: "input" } },
    ]);
    expect(byId("wastage")).toEqual([
      { id: "wastage", percent: 10, source: { kind: "default", name: "wastage" } },
    ]);
    expect(byId("coats", "paint")).toEqual([
      { id: "coats", line: "paint", value: 2, source: { kind: "default", name: "coats" } },
    ]);
    expect(byId("coverage", "paint")).toEqual([
      {
        id: "coverage",
        line: "paint",
        value: 12,
        min: 12,
        max: 14,
        unit: "litre",
        source: { kind: "product", slug: "Kamo-Hi-Sheen", name: "Kamo Hi Sheen" },
      },
    ]);
    expect(byId("coats", "putty")[0]?.source).toEqual({
      kind: "product",
      slug: "kamo-acrylic-wall-putty",
      name: "Kamo Acrylic Wall Putty",
    });
    expect(byId("putty-rate")).toEqual([
      {
        id: "putty-rate",
        kgPer100SqFtPerCoat: 2.5,
        source: { kind: "default", name: "puttyKgPer100SqFtPerCoat" },
      },
    ]);
    // Every pack of every line, at its price-list price and date.
    expect(byId("pack-price", "primer")).toHaveLength(4);
    expect(byId("pack-price", "paint")).toContainEqual({
      id: "pack-price",
      line: "paint",
      size: 4,
      unit: "L",
      price: 2450,
      source: {
        kind: "price-list",
        slug: "Kamo-Hi-Sheen",
        name: "Kamo Hi Sheen",
        date: "2026-10-01",
      },
    });
    expect(result.priceListDate).toBe("2026-10-01");
  });

  it("lists only the constants a job uses", () => {
    const repaint = ok({ ...bedroom, job: "repaint" });
    const ids = repaint.constants.map((c) => ("line" in c ? `${c.id}/${c.line}` : c.id));
    expect(new Set(ids)).toEqual(
      new Set([
        "square-metres-per-square-foot",
        "wastage",
        "coats/paint",
        "coverage/paint",
        "pack-price/paint",
      ]),
    );
  });

  it("matches its own defaults to the issue's figures", () => {
    expect(defaults).toMatchObject({
      wallFactor: 3.5,
      door: { height: 2.1, width: 0.9 },
      window: { height: 1.2, width: 1.2 },
      coats: 2,
      wastage: 10,
      puttyKgPer100SqFtPerCoat: 2.5,
    });
    // Carpet area with no wall factor: 3.5 is used.
    expect(ok({ ...bedroom, measure: "carpet", carpetArea: 100 }).walls.sqft).toBe(350);
  });
});

describe("estimate: errors, one per bad field, as codes", () => {
  const valid = {
    measure: "rooms",
    rooms: [{ length: 12, width: 10, height: 10 }],
    product: "Kamo-Hi-Sheen",
  };
  const cases: [string, Record<string, unknown>, EstimateError][] = [
    ["required", { ...valid, product: " " }, { field: "product", code: "required" }],
    ["required (list)", { ...valid, rooms: [] }, { field: "rooms", code: "required" }],
    [
      "not-a-number",
      { ...valid, rooms: [{ length: "twelve", width: 10, height: 10 }] },
      { field: "rooms.0.length", code: "not-a-number" },
    ],
    [
      "not-a-number (exponent)",
      { ...valid, coats: "1e1" },
      { field: "coats", code: "not-a-number" },
    ],
    ["not-whole", { ...valid, doors: 1.5 }, { field: "doors", code: "not-whole" }],
    ["negative", { ...valid, windows: -2 }, { field: "windows", code: "negative" }],
    [
      "zero",
      { ...valid, rooms: [{ length: 12, width: 10, height: 0 }] },
      { field: "rooms.0.height", code: "zero" },
    ],
    ["zero (coats)", { ...valid, coats: "0" }, { field: "coats", code: "zero" }],
    [
      "too-small",
      { ...valid, measure: "carpet", carpetArea: 100, wallFactor: 0.5 },
      { field: "wallFactor", code: "too-small", min: 1 },
    ],
    [
      "too-large (feet)",
      { ...valid, rooms: [{ length: 1200, width: 10, height: 10 }] },
      { field: "rooms.0.length", code: "too-large", max: 100, unit: "ft" },
    ],
    [
      "too-large (metres)",
      { ...valid, unit: "sqm", rooms: [{ length: 12, width: 10, height: 40 }] },
      { field: "rooms.0.height", code: "too-large", max: 15, unit: "m" },
    ],
    [
      "too-large (endless digits)",
      { ...valid, measure: "walls", wallArea: "9".repeat(400) },
      { field: "wallArea", code: "too-large", max: 100_000, unit: "sqft" },
    ],
    [
      "too-large (wastage)",
      { ...valid, wastage: 75 },
      { field: "wastage", code: "too-large", max: 50, unit: "percent" },
    ],
    [
      "too-many",
      { ...valid, rooms: Array.from({ length: 31 }, () => valid.rooms[0]) },
      { field: "rooms", code: "too-many", max: 30 },
    ],
    ["invalid", { ...valid, rooms: "three" }, { field: "rooms", code: "invalid" }],
    ["invalid (room)", { ...valid, rooms: [12] }, { field: "rooms.0", code: "invalid" }],
    ["invalid-choice", { ...valid, unit: "furlong" }, { field: "unit", code: "invalid-choice" }],
    [
      "invalid-choice (switch)",
      { ...valid, ceiling: "maybe" },
      { field: "ceiling", code: "invalid-choice" },
    ],
    [
      "unknown-product",
      { ...valid, product: "wonder-paint" },
      { field: "product", code: "unknown-product" },
    ],
    [
      "not-for-surface",
      { ...valid, surface: "exterior", product: "Kamo-Hi-Sheen" },
      { field: "product", code: "not-for-surface", surface: "exterior" },
    ],
    [
      "not-for-exterior",
      { ...valid, surface: "exterior", product: "weather-classic", ceiling: "on" },
      { field: "ceiling", code: "not-for-exterior" },
    ],
    [
      "openings-too-large",
      { ...valid, unit: "sqm", rooms: [{ length: 3, width: 3, height: 3 }], doors: 20 },
      // 20 doors × 1.89 = 37.8 sq m against 2 × (3 + 3) × 3 = 36 sq m of wall.
      { field: "openings", code: "openings-too-large", openings: 37.8, walls: 36, unit: "sqm" },
    ],
    [
      "area-too-large",
      { ...valid, measure: "carpet", carpetArea: 20_000, wallFactor: 6 },
      // 20,000 × 6 = 1,20,000 sq ft of wall, over the 1,00,000 sq ft the calculator plans for.
      { field: "carpetArea", code: "area-too-large", area: 120_000, max: 100_000, unit: "sqft" },
    ],
  ];

  it.each(cases)("%s", (_name, raw, expected) => {
    expect(errorsOf(raw)).toEqual([expected]);
  });

  it("covers every error code", () => {
    const codes = new Set(cases.map(([, , e]) => e.code));
    expect([...codes].sort()).toEqual(
      [
        "area-too-large",
        "invalid",
        "invalid-choice",
        "negative",
        "not-a-number",
        "not-for-exterior",
        "not-for-surface",
        "not-whole",
        "openings-too-large",
        "required",
        "too-large",
        "too-many",
        "too-small",
        "unknown-product",
        "zero",
      ].sort(),
    );
  });

  it("reports every bad field at once, checking the rest under the default unit", () => {
    const errors = errorsOf({
      unit: "cubits",
      measure: "carpet",
      carpetArea: -5,
      doors: "two",
      coats: 0,
      product: "",
    });
    expect(errors).toEqual([
      { field: "unit", code: "invalid-choice" },
      { field: "doors", code: "not-a-number" },
      { field: "coats", code: "zero" },
      { field: "product", code: "required" },
      { field: "carpetArea", code: "negative" },
    ]);
  });

  it("asks for the measurements when given nothing at all", () => {
    for (const nothing of [undefined, null, "", 42, {}]) {
      expect(errorsOf(nothing)).toEqual([
        { field: "product", code: "required" },
        { field: "carpetArea", code: "required" },
      ]);
    }
  });

  it("has an English message for every error, naming the field", () => {
    for (const [, , error] of cases) {
      const text = messages.error(error);
      expect(text, error.code).toMatch(/\w/);
      expect(text, error.code).not.toMatch(/undefined|NaN|Infinity|\[object/);
    }
    expect(messages.error(cases[2]![2])).toBe(
      "Room 1 length: enter a number, for example 12 or 12.5.",
    );
    expect(messages.error(cases[12]![2])).toBe(
      "Wastage can be at most 50%. Please check the figure.",
    );
    expect(
      messages.error({
        field: "openings",
        code: "openings-too-large",
        openings: 37.8,
        walls: 36,
        unit: "sqm",
      }),
    ).toBe(
      "The doors and windows (37.8 sq m) come to more than the walls (36 sq m). Please check their number and sizes.",
    );
  });
});

describe("estimate: never NaN or Infinity", () => {
  const random = seededRandom(28);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const extremes: unknown[] = [
    0,
    -0,
    -1,
    1e-9,
    1e-300,
    5e-324,
    0.05,
    1,
    3.5,
    99.99,
    1e6,
    1e308,
    Number.MAX_VALUE,
    Number.NaN,
    Infinity,
    -Infinity,
    "",
    " ",
    "abc",
    "1e3",
    "0x10",
    "12,5",
    "१२",
    ".5",
    "5.",
    "-0",
    "9".repeat(400),
    "Infinity",
    "NaN",
    null,
    undefined,
    true,
    {},
    [],
    [1],
  ];

  /**
   * Half the runs are a plausible job (figures within the limits, typed as
   * numbers or strings); the other half reach past every limit and mix in
   * anything at all.
   */
  function randomInput(wild = random() < 0.5) {
    const typed = (n: number) => (random() < 0.5 ? n : String(n));
    /** A figure in [lo, hi) when plausible; up to `far` beyond it, or anything, when wild. */
    const value = (lo: number, hi: number, far = hi * 1.5, whole = false) => {
      if (wild && random() < 0.3) return pick(extremes);
      const [from, to] = wild ? [-far * 0.1, far] : [lo, hi];
      const n = from + random() * (to - from);
      return typed(whole ? Math.floor(n) : n);
    };
    const choice = <T>(good: readonly T[], bad: readonly unknown[]) =>
      wild && random() < 0.2 ? pick(bad) : pick(good);
    const unit = choice(["sqft", "sqm"] as const, ["acre", undefined, 7]);
    const surface = choice(["interior", "exterior"] as const, ["roof", undefined]);
    const metric = unit === "sqm";
    const suitable = pricingCatalogue.paints.filter(
      (p) => wild || p.suits.includes(surface === "exterior" ? "exterior" : "interior"),
    );
    return {
      surface,
      job: choice(["fresh", "repaint"], [undefined, "paint"]),
      unit,
      measure: choice(["carpet", "rooms", "walls"], ["garden", undefined]),
      carpetArea: value(metric ? 5 : 50, metric ? 1_000 : 10_000),
      wallFactor: value(1, 6),
      ceiling: surface === "exterior" && !wild ? false : choice([true, false, "on"], ["sideways"]),
      rooms: Array.from({ length: Math.floor(random() * 3) + (wild ? 0 : 1) }, () => ({
        length: value(metric ? 2 : 6, metric ? 30 : 100),
        width: value(metric ? 2 : 6, metric ? 30 : 100),
        height: value(metric ? 2.4 : 8, metric ? 15 : 50),
      })),
      wallArea: value(metric ? 10 : 100, metric ? 10_000 : 100_000),
      doors: value(0, 4, 150, true),
      doorHeight: value(metric ? 1.8 : 6, metric ? 2.4 : 8, 30),
      doorWidth: value(metric ? 0.6 : 2, metric ? 1.2 : 4, 30),
      windows: value(0, 6, 300, true),
      windowHeight: value(metric ? 0.6 : 2, metric ? 1.5 : 5, 30),
      windowWidth: value(metric ? 0.6 : 2, metric ? 1.5 : 5, 30),
      coats: value(1, 6, 8, true),
      wastage: value(0, 50, 80),
      product: choice(
        suitable.map((p) => p.slug),
        ["", "Kamo-Hi-Sheen-2", null],
      ),
    };
  }

  /**
   * A plausible job with one field (or one side of one room) replaced by an
   * odd value, so that value reaches the arithmetic whenever the rules let it
   * through: with everything else wrong too, it would never get that far.
   */
  function withOneOddValue(input: ReturnType<typeof randomInput>) {
    const keys = Object.keys(input) as (keyof typeof input)[];
    const key = pick(keys);
    const room = input.rooms[0];
    if (key === "rooms" && room) {
      const side = pick(["length", "width", "height"] as const);
      return { ...input, rooms: [{ ...room, [side]: pick(extremes) }, ...input.rooms.slice(1)] };
    }
    return { ...input, [key]: pick(extremes) };
  }

  function everyNumber(value: unknown, path: string, found: [string, number][] = []) {
    if (typeof value === "number") found.push([path, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => everyNumber(v, `${path}.${i}`, found));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) everyNumber(v, `${path}.${k}`, found);
    return found;
  }

  it("answers every random and extreme input with an estimate or field errors", () => {
    let estimates = 0;
    let refusals = 0;
    for (let run = 0; run < 2000; run++) {
      const raw = run % 3 === 0 ? withOneOddValue(randomInput(false)) : randomInput();
      const outcome = estimate(raw, pricingCatalogue);
      const numbers = everyNumber(outcome, "outcome");
      const bad = numbers.filter(([, n]) => !Number.isFinite(n));
      expect(bad, JSON.stringify(raw)).toEqual([]);
      if (outcome.ok) {
        estimates++;
        const { lines, total, paintable } = outcome.estimate;
        const unit = outcome.estimate.input.unit;
        expect(paintable[unit]).toBeGreaterThan(0);
        // The cap, plus the one rounding step upwards.
        expect(paintable[unit]).toBeLessThanOrEqual(limits.paintableArea[unit] + 1);
        expect(total).toBe(lines.reduce((s, l) => s + l.cost, 0));
        for (const line of lines) {
          expect(line.quantity).toBeGreaterThan(0);
          expect(line.bought).toBeGreaterThanOrEqual(line.quantity);
          expect(line.cost).toBeGreaterThan(0);
        }
      } else {
        refusals++;
        expect(outcome.errors.length).toBeGreaterThan(0);
        for (const error of outcome.errors) {
          expect(messages.error(error)).not.toMatch(/undefined|NaN|Infinity/);
        }
      }
    }
    // Both paths are exercised, or the loop proves nothing.
    expect(estimates).toBeGreaterThan(600);
    expect(refusals).toBeGreaterThan(600);
  });

  it("prices the largest job the limits allow, with every product", () => {
    for (const paint of pricingCatalogue.paints) {
      const outcome = estimate(
        {
          surface: paint.suits[0],
          unit: "sqm",
          measure: "walls",
          wallArea: limits.wallArea.sqm,
          coats: limits.coats,
          wastage: limits.wastage,
          product: paint.slug,
        },
        pricingCatalogue,
      );
      expect(outcome.ok, paint.slug).toBe(true);
      if (outcome.ok) expect(Number.isFinite(outcome.estimate.total)).toBe(true);
    }
  });
});
