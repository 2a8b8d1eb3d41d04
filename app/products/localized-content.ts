import { translatedRecords } from "~/lib/i18n/content";
import { products, ranges, type Product, type Range } from "~/products/content";
import { products as hiProducts, ranges as hiRanges } from "~/products/content/hi";

/**
 * The product and range records in a page's language: the English record
 * with its translation (content/hi) laid over it, so figures, slugs and pack
 * sizes keep one source. Pages and PDFs read the same lists.
 */
export const productsIn = translatedRecords(products, "slug", { hi: hiProducts });
export const rangesIn = translatedRecords(ranges, "slug", { hi: hiRanges });

/** A product record in `locale` (the English record for a language without its translation). */
export function productIn(product: Pick<Product, "slug">, locale: string): Product {
  const found = productsIn(locale).find((p) => p.slug === product.slug);
  if (!found) throw new Error(`No product "${product.slug}"`);
  return found;
}

export function rangeIn(range: Pick<Range, "slug">, locale: string): Range {
  const found = rangesIn(locale).find((r) => r.slug === range.slug);
  if (!found) throw new Error(`No range "${range.slug}"`);
  return found;
}
