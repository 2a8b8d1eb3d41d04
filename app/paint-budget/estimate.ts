import { z } from "zod";
import {
  choiceField,
  isMissing,
  listField,
  numberField,
  report,
  switchField,
  toErrors,
  type EstimateError,
  type NumberRule,
} from "./fields";
import { cheapestPacks, type PackLine } from "./packs";
import {
  fromMetres,
  fromSquareMetres,
  lengthUnitOf,
  SQUARE_METRES_PER_SQUARE_FOOT,
  squareFeetToSquareMetres,
  toSquareMetres,
  type AreaUnit,
  type LengthUnit,
} from "./units";

/**
 * The paint budget calculator: how much paint, primer and putty a job needs,
 * in which packs, at what cost, and every figure the answer rests on.
 *
 * A plain module with no server or content imports, so the same code runs on
 * the server (the GET form, /compare) and in the browser as the visitor types.
 * Products come in as a `PricingCatalogue` (see catalogue.ts). The formula,
 * defaults, limits and rounding are explained in ADR 18.
 */

export type { EstimateError } from "./fields";

export const surfaces = ["interior", "exterior"] as const;
export const jobs = ["fresh", "repaint"] as const;
export const areaUnits = ["sqft", "sqm"] as const;
export const measures = ["carpet", "rooms", "walls"] as const;

export type Surface = (typeof surfaces)[number];
export type Job = (typeof jobs)[number];
export type Measure = (typeof measures)[number];

// ---------------------------------------------------------------------------
// Products, as the calculator needs them

export interface PricedPack {
  /** Litres or kilograms, in 0.1 steps. */
  size: number;
  unit: "L" | "kg";
  /** Whole rupees on the price list. */
  price: number;
}

/** Square metres one litre (or kg) covers in one coat. */
export interface SpreadingRate {
  min: number;
  max: number;
  unit: "litre" | "kg";
}

export interface PricedPaint {
  slug: string;
  name: string;
  suits: readonly Surface[];
  coverage: SpreadingRate;
  recommendedCoats: number;
  packs: readonly PricedPack[];
}

export interface PricedUndercoat {
  slug: string;
  name: string;
  /** Absent for a putty that states no rate of its own: the default rate applies. */
  coverage?: SpreadingRate;
  coats: number;
  packs: readonly PricedPack[];
}

export type PricedPrimer = PricedUndercoat & { coverage: SpreadingRate };

export interface PricingCatalogue {
  /** The price list date (YYYY-MM-DD) of every price below. */
  priceListDate: string;
  paints: readonly PricedPaint[];
  primers: Readonly<Record<Surface, PricedPrimer>>;
  putty: PricedUndercoat;
}

// ---------------------------------------------------------------------------
// Defaults and limits

/**
 * What the calculator assumes when the visitor does not say. Each is shown
 * beside the result when used; ADR 18 gives the source of each.
 */
export const defaults = {
  surface: "interior" as Surface,
  job: "fresh" as Job,
  unit: "sqft" as AreaUnit,
  measure: "carpet" as Measure,
  /** Wall area per unit of carpet area: a trade rule of thumb for Indian homes. */
  wallFactor: 3.5,
  /** Metres: the usual Indian door of about 7 × 3 ft. */
  door: { height: 2.1, width: 0.9 },
  /** Metres: a common 4 × 4 ft window. */
  window: { height: 1.2, width: 1.2 },
  coats: 2,
  /** Per cent added for spills, roller and tray loss and touching up. */
  wastage: 10,
  /** Putty for a product that states no rate: kg per 100 sq ft per coat. */
  puttyKgPer100SqFtPerCoat: 2.5,
};

/** The area the putty default is stated per, in square feet. */
const PUTTY_RATE_AREA_SQFT = 100;

/** Per unit: round numbers in each, not exact conversions of one another. */
type PerUnit = Record<AreaUnit, number>;

/**
 * Sanity bounds: large enough for a big bungalow or a four-storey facade,
 * small enough that an extra zero or two is caught, and that no answer can
 * overflow or keep a phone busy. Bigger projects are quoted by our project
 * sales team after a site visit.
 */
export const limits = {
  carpetArea: { sqft: 25_000, sqm: 2_500 } as PerUnit,
  wallArea: { sqft: 100_000, sqm: 10_000 } as PerUnit,
  /** Walls plus ceiling less openings, however they were measured. */
  paintableArea: { sqft: 100_000, sqm: 10_000 } as PerUnit,
  roomSide: { sqft: 100, sqm: 30 } as PerUnit,
  roomHeight: { sqft: 50, sqm: 15 } as PerUnit,
  openingSide: { sqft: 20, sqm: 6 } as PerUnit,
  rooms: 30,
  doors: 100,
  windows: 200,
  wallFactor: { min: 1, max: 6 },
  coats: 5,
  wastage: 50,
};

// ---------------------------------------------------------------------------
// Input

/** The choices the other rules depend on: the unit, the surface, how walls are measured. */
const headFields = {
  surface: choiceField(surfaces, defaults.surface),
  job: choiceField(jobs, defaults.job),
  unit: choiceField(areaUnits, defaults.unit),
  measure: choiceField(measures, defaults.measure),
};
interface Head {
  surface: Surface;
  job: Job;
  unit: AreaUnit;
  measure: Measure;
}

/** The rest of the input, for each way of measuring, under the head's unit and surface. */
function bodySchemas(head: Head, catalogue: PricingCatalogue) {
  const { unit, surface } = head;
  const length = lengthUnitOf[unit];
  const size = (max: PerUnit, fallback?: number): NumberRule => ({
    max: max[unit],
    unit: length,
    fallback: fallback === undefined ? undefined : fromMetres(fallback, unit),
  });
  const common = {
    doors: numberField({ whole: true, zeroAllowed: true, max: limits.doors, fallback: 0 }),
    doorHeight: numberField(size(limits.openingSide, defaults.door.height)),
    doorWidth: numberField(size(limits.openingSide, defaults.door.width)),
    windows: numberField({ whole: true, zeroAllowed: true, max: limits.windows, fallback: 0 }),
    windowHeight: numberField(size(limits.openingSide, defaults.window.height)),
    windowWidth: numberField(size(limits.openingSide, defaults.window.width)),
    coats: numberField({ whole: true, max: limits.coats, fallback: defaults.coats }),
    wastage: numberField({
      zeroAllowed: true,
      max: limits.wastage,
      unit: "percent",
      fallback: defaults.wastage,
    }),
    product: productField(catalogue, surface),
  };
  // Exterior walls have no ceiling; a ticked box is an error, not silently dropped.
  const ceiling = switchField().refine((on) => !(on && surface === "exterior"), {
    params: { code: "not-for-exterior" },
  });
  const room = z.object({
    length: numberField(size(limits.roomSide)),
    width: numberField(size(limits.roomSide)),
    height: numberField(size(limits.roomHeight)),
  });
  return {
    carpet: z.object({
      ...common,
      carpetArea: numberField({ max: limits.carpetArea[unit], unit }),
      wallFactor: numberField({ ...limits.wallFactor, fallback: defaults.wallFactor }),
      ceiling,
    }),
    rooms: z.object({ ...common, rooms: listField(room, limits.rooms), ceiling }),
    walls: z.object({ ...common, wallArea: numberField({ max: limits.wallArea[unit], unit }) }),
  };
}
type Bodies = ReturnType<typeof bodySchemas>;

// zod compiles a schema the first time it is used; building them afresh on
// every keystroke would redo that work each time. One set per catalogue,
// unit and surface.
const schemaCache = new WeakMap<PricingCatalogue, Map<string, Bodies>>();

function schemasFor(head: Head, catalogue: PricingCatalogue): Bodies {
  let forCatalogue = schemaCache.get(catalogue);
  if (!forCatalogue) schemaCache.set(catalogue, (forCatalogue = new Map()));
  const key = `${head.unit}/${head.surface}`;
  let schemas = forCatalogue.get(key);
  if (!schemas) forCatalogue.set(key, (schemas = bodySchemas(head, catalogue)));
  return schemas;
}

/** A product slug, matched without regard to case (the site has /Kamo-Hi-Sheen). */
function productField(catalogue: PricingCatalogue, surface: Surface) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      if (isMissing(raw)) return report(ctx, { code: "required" });
      const wanted = String(raw).trim().toLowerCase();
      const paint = catalogue.paints.find((p) => p.slug.toLowerCase() === wanted);
      if (!paint) return report(ctx, { code: "unknown-product" });
      if (!paint.suits.includes(surface)) return report(ctx, { code: "not-for-surface", surface });
      return paint.slug;
    });
}

/** The input after checking: numbers, in the visitor's unit (feet or metres). */
export type EstimateInput = {
  [M in Measure]: Omit<Head, "measure"> & { measure: M } & z.output<Bodies[M]>;
}[Measure];

export type ParseOutcome =
  { ok: true; input: EstimateInput } | { ok: false; errors: EstimateError[] };

/**
 * Checks what the visitor gave. Every field is checked in one pass, so each
 * bad field gets its message at once; the unit, surface and way of measuring
 * are read first because the other rules depend on them.
 */
export function parseEstimateInput(raw: unknown, catalogue: PricingCatalogue): ParseOutcome {
  const fields = asFields(raw);
  const errors: EstimateError[] = [];
  // A bad choice is reported; the rest is checked as if the default had been chosen.
  const choose = <K extends keyof Head>(key: K): Head[K] => {
    const result = headFields[key].safeParse(fields[key]);
    if (result.success) return result.data as Head[K];
    errors.push(...toErrors(result.error.issues, key));
    return defaults[key];
  };
  const head: Head = {
    surface: choose("surface"),
    job: choose("job"),
    unit: choose("unit"),
    measure: choose("measure"),
  };
  const body = schemasFor(head, catalogue)[head.measure].safeParse(fields);
  if (!body.success) errors.push(...toErrors(body.error.issues));
  if (!body.success || errors.length > 0) return { ok: false, errors };
  return { ok: true, input: { ...head, ...body.data } as EstimateInput };
}

/** Anything that is not an object is read as an empty form. */
function asFields(raw: unknown): Record<string, unknown> {
  return raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
}

// ---------------------------------------------------------------------------
// Result

/** An area in both units. */
export interface Area {
  sqft: number;
  sqm: number;
}

export type LineKind = "paint" | "primer" | "putty";

export interface EstimateLine {
  kind: LineKind;
  product: { slug: string; name: string };
  unit: "L" | "kg";
  coats: number;
  /** Square metres per litre (or kg) per coat this line plans on. */
  rate: number;
  /** Litres or kg needed, wastage included, rounded up to 0.1. */
  quantity: number;
  packs: PackLine[];
  bought: number;
  surplus: number;
  /** Rupees. */
  cost: number;
}

export type ConstantSource =
  /** One of `defaults`, by name. */
  | { kind: "default"; name: keyof typeof defaults }
  /** A figure the visitor typed. */
  | { kind: "input" }
  /** The product record. */
  | { kind: "product"; slug: string; name: string }
  /** The product's price on the price list of `date`. */
  | { kind: "price-list"; slug: string; name: string; date: string }
  /** An exact definition (the international foot). */
  | { kind: "definition" };

export type ConstantUsed = { source: ConstantSource } & (
  | { id: "square-metres-per-square-foot"; value: number }
  | { id: "wall-factor"; value: number }
  | {
      id: "door-size" | "window-size";
      height: number;
      width: number;
      unit: LengthUnit;
    }
  | { id: "coats"; line: LineKind; value: number }
  | { id: "wastage"; percent: number }
  | {
      id: "coverage";
      line: LineKind;
      /** The figure used: the lower end of the product's range. */
      value: number;
      min: number;
      max: number;
      unit: "litre" | "kg";
    }
  | { id: "putty-rate"; kgPer100SqFtPerCoat: number }
  | { id: "pack-price"; line: LineKind; size: number; unit: "L" | "kg"; price: number }
);

export interface Estimate {
  input: EstimateInput;
  walls: Area;
  ceiling: Area;
  openings: Area;
  /** Walls plus ceiling less openings, rounded up (see `roundPaintable`). */
  paintable: Area;
  lines: EstimateLine[];
  /** Rupees. */
  total: number;
  priceListDate: string;
  constants: ConstantUsed[];
}

export type EstimateOutcome =
  { ok: true; estimate: Estimate } | { ok: false; errors: EstimateError[] };

/** Rounding noise (404.0000000001) must not push a figure up a step. */
const NOISE = 1e-6;
const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};
const ceilTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.ceil(value * scale - NOISE) / scale;
};

/** Shown areas: 0.1 sq ft or 0.01 sq m, about the same step. */
function shownArea(sqm: number): Area {
  return { sqft: roundTo(fromSquareMetres(sqm, "sqft"), 1), sqm: roundTo(sqm, 2) };
}

/**
 * The paintable area is rounded up to a whole square foot, or to 0.1 square
 * metre, in the visitor's unit, and everything after is worked from that
 * figure, so a visitor can redo the sums from what the page shows. The other
 * unit is a conversion, rounded to the same steps.
 */
export function roundPaintable(sqm: number, unit: AreaUnit): Area {
  if (unit === "sqft") {
    const sqft = ceilTo(fromSquareMetres(sqm, "sqft"), 0);
    return { sqft, sqm: roundTo(squareFeetToSquareMetres(sqft), 1) };
  }
  const rounded = ceilTo(sqm, 1);
  return { sqft: roundTo(fromSquareMetres(rounded, "sqft"), 0), sqm: rounded };
}

/** Square metres of wall, ceiling and openings, in the input's geometry. */
function measureAreas(input: EstimateInput) {
  const { unit } = input;
  let walls: number;
  let ceiling = 0;
  if (input.measure === "carpet") {
    walls = input.carpetArea * input.wallFactor;
    if (input.ceiling) ceiling = input.carpetArea;
  } else if (input.measure === "rooms") {
    walls = input.rooms.reduce((sum, r) => sum + 2 * (r.length + r.width) * r.height, 0);
    if (input.ceiling) ceiling = input.rooms.reduce((sum, r) => sum + r.length * r.width, 0);
  } else {
    walls = input.wallArea;
  }
  const openings =
    input.doors * input.doorHeight * input.doorWidth +
    input.windows * input.windowHeight * input.windowWidth;
  return {
    walls: toSquareMetres(walls, unit),
    ceiling: toSquareMetres(ceiling, unit),
    openings: toSquareMetres(openings, unit),
  };
}

/** The field an area problem belongs to, by the way the walls were measured. */
const areaField: Record<Measure, string> = {
  carpet: "carpetArea",
  rooms: "rooms",
  walls: "wallArea",
};

/** Problems only the whole input shows: openings bigger than the walls, too big a job. */
function checkAreas(input: EstimateInput, areas: ReturnType<typeof measureAreas>) {
  const { unit } = input;
  const inUnit = (sqm: number) => roundTo(fromSquareMetres(sqm, unit), unit === "sqft" ? 1 : 2);
  if (areas.openings >= areas.walls)
    return {
      field: "openings",
      code: "openings-too-large",
      openings: inUnit(areas.openings),
      walls: inUnit(areas.walls),
      unit,
    } satisfies EstimateError;
  const paintable = areas.walls - areas.openings + areas.ceiling;
  const max = limits.paintableArea[unit];
  if (fromSquareMetres(paintable, unit) > max)
    return {
      field: areaField[input.measure],
      code: "area-too-large",
      area: inUnit(paintable),
      max,
      unit,
    } satisfies EstimateError;
  return undefined;
}

interface LinePlan {
  kind: LineKind;
  product: { slug: string; name: string; packs: readonly PricedPack[] };
  unit: "L" | "kg";
  coats: number;
  /** The product's stated coverage; absent for a putty on the default rate. */
  coverage?: SpreadingRate;
  /** Square metres per litre or kg per coat, planned on. */
  rate: number;
}

function priceLine(plan: LinePlan, areaSqm: number, wastage: number): EstimateLine {
  // Litres = area × coats ÷ coverage, plus wastage; rounded up to 0.1 L.
  const quantity = ceilTo(((areaSqm * plan.coats) / plan.rate) * (1 + wastage / 100), 1);
  const packs = cheapestPacks(quantity, plan.product.packs);
  return {
    kind: plan.kind,
    product: { slug: plan.product.slug, name: plan.product.name },
    unit: plan.unit,
    coats: plan.coats,
    rate: plan.rate,
    quantity,
    packs: packs.lines,
    bought: packs.bought,
    surplus: packs.surplus,
    cost: packs.cost,
  };
}

const packUnit = (rate: SpreadingRate): "L" | "kg" => (rate.unit === "litre" ? "L" : "kg");

/** The putty's own rate, or the default 2.5 kg per 100 sq ft per coat, in sq m per kg. */
function puttyRate(putty: PricedUndercoat): number {
  if (putty.coverage) return putty.coverage.min;
  return squareFeetToSquareMetres(PUTTY_RATE_AREA_SQFT) / defaults.puttyKgPer100SqFtPerCoat;
}

/**
 * The lines a job needs. Paint always. Primer on a fresh paint job (new or
 * bare plaster), interior or exterior primer by the surface. Putty only on a
 * fresh interior job: exterior walls are not puttied (cracks there take an
 * exterior crack filler), and a repaint only needs patches, too small to
 * estimate from the area.
 */
function planLines(input: EstimateInput, catalogue: PricingCatalogue): LinePlan[] {
  const paint = catalogue.paints.find((p) => p.slug === input.product)!;
  const stated = (
    kind: LineKind,
    product: PricedPaint | PricedPrimer,
    coats: number,
  ): LinePlan => ({
    kind,
    product,
    unit: packUnit(product.coverage),
    coats,
    coverage: product.coverage,
    // The lower end of the stated range: see ADR 18.
    rate: product.coverage.min,
  });
  const lines: LinePlan[] = [stated("paint", paint, input.coats)];
  if (input.job === "fresh") {
    const primer = catalogue.primers[input.surface];
    lines.push(stated("primer", primer, primer.coats));
    if (input.surface === "interior") {
      const putty = catalogue.putty;
      lines.push({
        kind: "putty",
        product: putty,
        unit: putty.coverage ? packUnit(putty.coverage) : "kg",
        coats: putty.coats,
        coverage: putty.coverage,
        rate: puttyRate(putty),
      });
    }
  }
  return lines;
}

function listConstants(
  raw: Record<string, unknown>,
  input: EstimateInput,
  plans: LinePlan[],
  priceListDate: string,
): ConstantUsed[] {
  const from = (field: string, name: keyof typeof defaults): ConstantSource =>
    isMissing(raw[field]) ? { kind: "default", name } : { kind: "input" };
  const length = lengthUnitOf[input.unit];
  const constants: ConstantUsed[] = [
    {
      id: "square-metres-per-square-foot",
      value: SQUARE_METRES_PER_SQUARE_FOOT,
      source: { kind: "definition" },
    },
  ];
  if (input.measure === "carpet")
    constants.push({
      id: "wall-factor",
      value: input.wallFactor,
      source: from("wallFactor", "wallFactor"),
    });
  if (input.doors > 0)
    constants.push({
      id: "door-size",
      height: input.doorHeight,
      width: input.doorWidth,
      unit: length,
      source: sizeSource(raw, "door"),
    });
  if (input.windows > 0)
    constants.push({
      id: "window-size",
      height: input.windowHeight,
      width: input.windowWidth,
      unit: length,
      source: sizeSource(raw, "window"),
    });
  constants.push({ id: "wastage", percent: input.wastage, source: from("wastage", "wastage") });
  for (const plan of plans) {
    const product = { slug: plan.product.slug, name: plan.product.name };
    const { coverage } = plan;
    constants.push({
      id: "coats",
      line: plan.kind,
      value: plan.coats,
      source: plan.kind === "paint" ? from("coats", "coats") : { kind: "product", ...product },
    });
    if (coverage)
      constants.push({
        id: "coverage",
        line: plan.kind,
        value: plan.rate,
        min: coverage.min,
        max: coverage.max,
        unit: coverage.unit,
        source: { kind: "product", ...product },
      });
    else
      constants.push({
        id: "putty-rate",
        kgPer100SqFtPerCoat: defaults.puttyKgPer100SqFtPerCoat,
        source: { kind: "default", name: "puttyKgPer100SqFtPerCoat" },
      });
    for (const pack of plan.product.packs)
      constants.push({
        id: "pack-price",
        line: plan.kind,
        size: pack.size,
        unit: pack.unit,
        price: pack.price,
        source: { kind: "price-list", ...product, date: priceListDate },
      });
  }
  return constants;
}

/** A door or window size is the default only when neither side was typed. */
function sizeSource(raw: Record<string, unknown>, opening: "door" | "window"): ConstantSource {
  const typed = !isMissing(raw[`${opening}Height`]) || !isMissing(raw[`${opening}Width`]);
  return typed ? { kind: "input" } : { kind: "default", name: opening };
}

/**
 * The estimate for what the visitor gave, or the problems with it, one per
 * field. Never throws for any input and never answers NaN or Infinity: every
 * number is bounded before any arithmetic.
 */
export function estimate(raw: unknown, catalogue: PricingCatalogue): EstimateOutcome {
  const parsed = parseEstimateInput(raw, catalogue);
  if (!parsed.ok) return parsed;
  const { input } = parsed;
  const areas = measureAreas(input);
  const problem = checkAreas(input, areas);
  if (problem) return { ok: false, errors: [problem] };

  const paintable = roundPaintable(areas.walls - areas.openings + areas.ceiling, input.unit);
  // Work from the rounded figure in the visitor's unit (see roundPaintable).
  const paintableSqm = toSquareMetres(paintable[input.unit], input.unit);
  const plans = planLines(input, catalogue);
  const lines = plans.map((plan) => priceLine(plan, paintableSqm, input.wastage));
  return {
    ok: true,
    estimate: {
      input,
      walls: shownArea(areas.walls),
      ceiling: shownArea(areas.ceiling),
      openings: shownArea(areas.openings),
      paintable,
      lines,
      total: lines.reduce((sum, line) => sum + line.cost, 0),
      priceListDate: catalogue.priceListDate,
      constants: listConstants(asFields(raw), input, plans, catalogue.priceListDate),
    },
  };
}
