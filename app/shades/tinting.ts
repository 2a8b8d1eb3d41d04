import type { Product, ProductSlug } from "~/products/content/schema";
import { KAMOSILKY_CODE } from "./codes";
import type { Suitability } from "./suitability";

/**
 * Which products a shade can be tinted in (ADR 17). A tinting machine adds
 * colorant to one of a product's bases; each base holds a fixed amount of
 * white pigment, so it makes only a band of shades. Products carry the bases
 * their price allows, and a product family limits where its paint may go.
 */
export const tintBases = ["pastel", "medium", "deep", "accent"] as const;
export type TintBase = (typeof tintBases)[number];

export const tintBaseLimits = {
  /** Clean, strong colours need the clear accent base whatever their lightness. */
  accentMinChroma: 0.15,
  pastelMinLrv: 60,
  mediumMinLrv: 30,
} as const;

/** The base a shade is made from. */
export function tintBaseOf(lrv: number, chroma: number): TintBase {
  const t = tintBaseLimits;
  if (chroma >= t.accentMinChroma) return "accent";
  if (lrv >= t.pastelMinLrv) return "pastel";
  if (lrv >= t.mediumMinLrv) return "medium";
  return "deep";
}

const all: readonly TintBase[] = tintBases;
const noAccent: readonly TintBase[] = ["pastel", "medium", "deep"];

/**
 * The bases of each product. "own-card": made at the factory in its printed
 * card's shades only (distemper takes too little colorant for in-shop tinting).
 * A Record over every product slug, so a new product cannot be forgotten.
 */
export const productBases: Record<ProductSlug, readonly TintBase[] | "own-card"> = {
  "Kamo-Hi-Sheen": all,
  velvety: all,
  "kamoshine-advance": noAccent,
  "kamosilky-advance": noAccent,
  "sheen-n-shine-stain-free": all,
  kamorich: ["pastel", "medium"],
  kamosilky: "own-card",
  kamoshield: all,
  "weather-classic": noAccent,
  "kamo-shield-advance": all,
  "kamo-supreme-advance-shyne": all,
  "weather-classic-advance": noAccent,
  "weather-classic-max": noAccent,
  "weather-supreme": all,
  "kamodual-gold-emulsion": all,
  "kamodual-luxury-emulsion": all,
  "kamodual-premium-emulsion": all,
};

/** Where each product family's paint may go. */
const familyNeeds: Record<Product["family"], Suitability> = {
  interior: "interior",
  distemper: "interior",
  exterior: "exterior",
  // Interior is every shade's; exterior is the one that can fail.
  dual: "exterior",
};

/** The printed cards of the "own-card" products: Kamosilky's is every KP shade. */
export const ownCards: Partial<Record<ProductSlug, RegExp>> = { kamosilky: KAMOSILKY_CODE };

export interface TintableShade {
  code: string;
  suitability: readonly Suitability[];
  base: TintBase;
}

export function canTint(product: Pick<Product, "slug" | "family">, shade: TintableShade): boolean {
  if (!shade.suitability.includes(familyNeeds[product.family])) return false;
  const bases = productBases[product.slug];
  return bases === "own-card"
    ? (ownCards[product.slug]?.test(shade.code) ?? false)
    : bases.includes(shade.base);
}

/** The products a shade can be tinted in, in the catalogue's order. */
export function productsFor(
  products: readonly Pick<Product, "slug" | "family">[],
  shade: TintableShade,
): ProductSlug[] {
  return products.filter((p) => canTint(p, shade)).map((p) => p.slug);
}
