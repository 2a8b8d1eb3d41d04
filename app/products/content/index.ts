import { z } from "zod";
import { productSlugs, rangeSlugs } from "~/content/route-paths";
import { dualProducts } from "./dual";
import { exteriorProducts } from "./exterior";
import { interiorProducts } from "./interior";
import { priceList as priceListRecord } from "./price-list";
import { ranges as rangeRecords } from "./ranges";
import {
  priceListSchema,
  productSchema,
  rangeSchema,
  undercoatSchema,
  undercoatSlugs,
  type PriceList,
  type Product,
  type Range,
  type Undercoat,
} from "./schema";
import { undercoats as undercoatRecords } from "./undercoats";

export type { Pack, PriceList, Product, Range, RangeCard, FeatureIcon, Undercoat } from "./schema";
export { packLabel } from "./schema";

/**
 * Every product and range record, validated when the module loads (so a bad
 * edit fails the build and the server start, not a visitor's page view).
 */
export const products: Product[] = z
  .array(productSchema)
  .parse([...interiorProducts, ...exteriorProducts, ...dualProducts]);

export const ranges: Range[] = z.array(rangeSchema).parse(rangeRecords);

/** Primers and putty, priced for the paint budget calculator. */
export const undercoats: Undercoat[] = z.array(undercoatSchema).parse(undercoatRecords);

export const priceList: PriceList = priceListSchema.parse(priceListRecord);

// Every routed slug must have exactly one record, and the reverse.
for (const slug of productSlugs) {
  if (products.filter((p) => p.slug === slug).length !== 1)
    throw new Error(`content/products: expected exactly one product record for /${slug}`);
}
for (const slug of rangeSlugs) {
  if (ranges.filter((r) => r.slug === slug).length !== 1)
    throw new Error(`content/products: expected exactly one range record for /${slug}`);
}

for (const slug of undercoatSlugs) {
  if (undercoats.filter((u) => u.slug === slug).length !== 1)
    throw new Error(`content/products: expected exactly one undercoat record for ${slug}`);
}

export function findProduct(slug: string): Product | undefined {
  return products.find((p) => p.slug === slug);
}

export function findRange(slug: string): Range | undefined {
  return ranges.find((r) => r.slug === slug);
}

/** Artwork name of a product's banner. */
export function productArt(product: Pick<Product, "slug">): string {
  return `product-${product.slug.toLowerCase()}`;
}

/** "12–14", or "12" when the coverage is one figure. */
export function coverageRange(product: Product): string {
  const { min, max } = product.coverage;
  return min === max ? `${min}` : `${min}–${max}`;
}

/** "12–14 sq m per litre per coat" */
export function formatCoverage(product: Product): string {
  return `${coverageRange(product)} sq m per ${product.coverage.unit} per coat`;
}

/** Up to three products of the same family, then the nearest others. */
export function relatedProducts(product: Product, count = 3): Product[] {
  const same = products.filter((p) => p.family === product.family && p.slug !== product.slug);
  const others = products.filter((p) => p.family !== product.family);
  const start = same.length ? products.indexOf(product) % same.length : 0;
  return [...same.slice(start), ...same.slice(0, start), ...others].slice(0, count);
}

/** The range page that lists a product, for breadcrumbs. */
export function rangeOf(product: Product): Range | undefined {
  return ranges.find(
    (r) => r.slug !== "distemper-range" && r.cards.some((c) => c.productSlug === product.slug),
  );
}

export function brochurePath(product: Pick<Product, "slug">): string {
  return `/downloads/products/${product.slug}/brochure.pdf`;
}

export function technicalDataSheetPath(product: Pick<Product, "slug">): string {
  return `/downloads/products/${product.slug}/technical-data-sheet.pdf`;
}
