import { findProduct, products, type Product } from "~/products/content";
import { productIn } from "~/products/localized-content";
import { pricedPaint, pricingCatalogue } from "./catalogue";
import { estimate, type PricedPack, type PricingCatalogue } from "./estimate";
import { squareMetresToSquareFeet } from "./units";

/**
 * Product comparison (/compare?products=a,b,c): which products, and the facts
 * shown for each. The cost per 100 sq ft comes from the calculator itself, so
 * the two pages can never disagree about a product's price or coverage.
 */

/** Products side by side, at most: four columns still fit a laptop screen. */
export const COMPARE_MAX = 4;

/** Longest piece of a bad slug repeated back in an error. */
const ECHO_MAX = 60;
/** Unknown slugs reported, at most; a hand-typed URL rarely has more than one. */
const UNKNOWN_REPORTED_MAX = 10;

export type CompareError =
  { code: "unknown-product"; slug: string } | { code: "too-many"; max: number; count: number };

export interface CompareSelection {
  /** Known products, canonical slugs, first mention first, at most COMPARE_MAX. */
  slugs: Product["slug"][];
  errors: CompareError[];
}

/**
 * Reads `products` from the query: comma-separated slugs, possibly given more
 * than once (`?products=a&products=b`, as a product page's "Compare" adds one).
 * Slugs match without regard to case; repeats count once; order is kept. The
 * known products are kept even when there are errors, so the page can show
 * them with the messages.
 */
export function parseCompareProducts(
  value: string | readonly string[] | null | undefined,
): CompareSelection {
  const parts = (typeof value === "string" ? [value] : (value ?? []))
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const known: Product["slug"][] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    const product = products.find((p) => p.slug.toLowerCase() === part.toLowerCase());
    if (product) {
      if (!known.includes(product.slug)) known.push(product.slug);
    } else {
      const echo = part.slice(0, ECHO_MAX);
      if (!unknown.includes(echo)) unknown.push(echo);
    }
  }
  const errors: CompareError[] = unknown
    .slice(0, UNKNOWN_REPORTED_MAX)
    .map((slug) => ({ code: "unknown-product", slug }));
  if (known.length > COMPARE_MAX)
    errors.push({ code: "too-many", max: COMPARE_MAX, count: known.length });
  return { slugs: known.slice(0, COMPARE_MAX), errors };
}

/** The per-100 sq ft cost is worked out on a job this size; see costPer100SqFt. */
export const REFERENCE_WALL_AREA_SQFT = 10_000;
export const COMPARE_COATS = 2;

/**
 * Rupees of paint per 100 sq ft of wall, two coats: the calculator's estimate
 * for a repaint of 10,000 sq ft of wall with its default wastage, bought in
 * the cheapest packs, divided by 100. A job that size is bought mostly in the
 * biggest packs, so the figure is what paint costs per area, not what a
 * 100 sq ft patch costs (where the smallest pack would decide). No primer or
 * putty: those are the same whichever paint is chosen.
 */
export function costPer100SqFt(
  product: Product,
  catalogue: PricingCatalogue = pricingCatalogue,
): number {
  const paint = pricedPaint(product);
  const outcome = estimate(
    {
      surface: paint.suits[0],
      job: "repaint",
      unit: "sqft",
      measure: "walls",
      wallArea: REFERENCE_WALL_AREA_SQFT,
      coats: COMPARE_COATS,
      product: product.slug,
    },
    catalogue,
  );
  if (!outcome.ok)
    throw new Error(`compare: no estimate for ${product.slug}: ${JSON.stringify(outcome.errors)}`);
  const paintLine = outcome.estimate.lines.find((line) => line.kind === "paint")!;
  return Math.round((paintLine.cost * 100) / REFERENCE_WALL_AREA_SQFT);
}

export interface PricePerUnit {
  unit: "L" | "kg";
  /** The pack with the lowest price per litre (the bigger one on a tie). */
  cheapest: PricedPack & { perUnit: number };
  /** Lowest and highest price per litre across the packs. */
  min: number;
  max: number;
}

export function pricePerUnit(packs: readonly PricedPack[]): PricePerUnit {
  const rated = packs.map((p) => ({ ...p, perUnit: p.price / p.size }));
  const cheapest = rated.reduce((best, p) =>
    p.perUnit < best.perUnit || (p.perUnit === best.perUnit && p.size > best.size) ? p : best,
  );
  const rates = rated.map((p) => p.perUnit);
  return { unit: cheapest.unit, cheapest, min: Math.min(...rates), max: Math.max(...rates) };
}

/** The rows of the comparison, in the order the page shows them. */
export const compareRows = [
  "finish",
  "coverage",
  "coats",
  "warranty",
  "washability",
  "voc",
  "packs",
  "pricePerUnit",
  "costPer100SqFt",
] as const;
export type CompareRow = (typeof compareRows)[number];

export interface CompareFacts {
  finish: string;
  /** Square metres per litre (or kg) per coat, and the same in square feet. */
  coverage: {
    min: number;
    max: number;
    unit: "litre" | "kg";
    sqftMin: number;
    sqftMax: number;
  };
  coats: number;
  /** The record's warranty: a term in years, or none and why (in the page's language). */
  warranty: Product["warranty"];
  /** Wet scrub cycles (ASTM D2486). */
  washability: number;
  /** g/L; null when the product data gives none. */
  voc: number | null;
  packs: { size: number; unit: "L" | "kg" }[];
  pricePerUnit: PricePerUnit;
  /** Rupees, two coats. */
  costPer100SqFt: number;
}

const roundSqFt = (sqm: number) => Math.round(squareMetresToSquareFeet(sqm) * 10) / 10;

export function compareFacts(product: Product): CompareFacts {
  const { min, max, unit, coats } = product.coverage;
  return {
    finish: product.finish,
    coverage: { min, max, unit, sqftMin: roundSqFt(min), sqftMax: roundSqFt(max) },
    coats,
    warranty: product.warranty,
    washability: product.washability.scrubCycles,
    voc: product.technical.vocGramsPerLitre ?? null,
    packs: product.packs.map(({ size, unit: packUnit }) => ({ size, unit: packUnit })),
    pricePerUnit: pricePerUnit(product.packs),
    costPer100SqFt: costPer100SqFt(product),
  };
}

export interface CompareTable {
  columns: { slug: Product["slug"]; name: string }[];
  rows: { [K in CompareRow]: { key: K; cells: CompareFacts[K][] } }[CompareRow][];
}

/**
 * The table for the chosen products, one column each, rows in `compareRows`
 * order. Words of the record (finish, a warranty's reason) are in `locale`.
 */
export function compareTable(slugs: readonly Product["slug"][], locale = "en"): CompareTable {
  const chosen = slugs.map((slug) => {
    const product = findProduct(slug);
    if (!product) throw new Error(`compare: unknown product ${slug}`);
    return productIn(product, locale);
  });
  const facts = chosen.map(compareFacts);
  return {
    columns: chosen.map((p) => ({ slug: p.slug, name: p.name })),
    rows: compareRows.map((key) => rowOf(key, facts)),
  };
}

function rowOf<K extends CompareRow>(key: K, facts: CompareFacts[]) {
  return { key, cells: facts.map((f) => f[key]) } as CompareTable["rows"][number];
}
