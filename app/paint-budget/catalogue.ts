import {
  priceList,
  products,
  undercoats,
  type Pack,
  type Product,
  type Undercoat,
} from "~/products/content";
import type {
  PricedPaint,
  PricedPrimer,
  PricedUndercoat,
  PricingCatalogue,
  Surface,
} from "./estimate";

/**
 * The calculator's view of the product content: coverage, coats, packs and
 * prices, nothing else. Small enough to send to the browser with the page, so
 * the calculator there needs no content module (and no content validation).
 */

/** Where each family of products may be used. */
export const suitsFamily: Record<Product["family"], readonly Surface[]> = {
  interior: ["interior"],
  distemper: ["interior"],
  exterior: ["exterior"],
  dual: ["interior", "exterior"],
};

const packsOf = (packs: readonly Pack[]) =>
  packs.map(({ size, unit, price }) => ({ size, unit, price }));

export function pricedPaint(product: Product): PricedPaint {
  const { min, max, unit, coats } = product.coverage;
  return {
    slug: product.slug,
    name: product.name,
    suits: suitsFamily[product.family],
    coverage: { min, max, unit },
    recommendedCoats: coats,
    packs: packsOf(product.packs),
  };
}

function pricedUndercoat(undercoat: Undercoat): PricedUndercoat {
  return {
    slug: undercoat.slug,
    name: undercoat.name,
    ...(undercoat.coverage ? { coverage: { ...undercoat.coverage } } : {}),
    coats: undercoat.coats,
    packs: packsOf(undercoat.packs),
  };
}

function primerFor(surface: Surface, list: readonly Undercoat[]): PricedPrimer {
  const found = list.find((u) => u.kind === "primer" && u.surface === surface);
  if (!found?.coverage) throw new Error(`paint-budget: no ${surface} primer with a coverage`);
  return { ...pricedUndercoat(found), coverage: { ...found.coverage } };
}

export function buildCatalogue(
  productList: readonly Product[],
  undercoatList: readonly Undercoat[],
  priceListDate: string,
): PricingCatalogue {
  const putty = undercoatList.find((u) => u.kind === "putty");
  if (!putty) throw new Error("paint-budget: no putty in the undercoat records");
  return {
    priceListDate,
    paints: productList.map(pricedPaint),
    primers: {
      interior: primerFor("interior", undercoatList),
      exterior: primerFor("exterior", undercoatList),
    },
    putty: pricedUndercoat(putty),
  };
}

/** Every product on our price list, as the calculator and /compare use them. */
export const pricingCatalogue: PricingCatalogue = buildCatalogue(
  products,
  undercoats,
  priceList.date,
);
