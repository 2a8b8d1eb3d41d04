import type { rangeSlugs } from "~/content/route-paths";
import { products, ranges } from "~/products/content";

/**
 * The paints a dealer can stock, from the product records (issue 42): each
 * paint with the ranges whose pages list it, so a dealer who stocks a range
 * is taken to stock its paints unless the record names them. The plan's
 * `product` is one of these slugs, in lower case (app/plan/plan.ts).
 */

type RangeSlug = (typeof rangeSlugs)[number];
export type PaintSlug = (typeof products)[number]["slug"];

export interface Paint {
  slug: PaintSlug;
  name: string;
  /** The ranges that list it (Kamosilky is both an interior paint and a distemper). */
  ranges: RangeSlug[];
}

export const paints: readonly Paint[] = products.map((product) => ({
  slug: product.slug,
  name: product.name,
  ranges: ranges
    .filter((range) => range.cards.some((card) => card.productSlug === product.slug))
    .map((range) => range.slug),
}));

/** A paint by its slug in any case: links carry it lower-cased ("kamo-hi-sheen"). */
export function findPaint(slug: string): Paint | undefined {
  const wanted = slug.trim().toLowerCase();
  return paints.find((paint) => paint.slug.toLowerCase() === wanted);
}

/** Every paint of the given ranges, in the product records' order. */
export function paintsOfRanges(stocked: readonly RangeSlug[]): PaintSlug[] {
  return paints
    .filter((paint) => paint.ranges.some((range) => stocked.includes(range)))
    .map((paint) => paint.slug);
}
