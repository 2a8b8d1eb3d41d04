import type { Product } from "~/products/content/schema";
import { cardSelects, findShadeCard } from "./cards/definitions";
import type { Suitability } from "./suitability";
import { placeNeeds, type TintBase } from "./tinting";

/**
 * Whether a paint comes in a shade: THE rule (ADR 40). The shade data set
 * joins it once as it loads (shades.server.ts), and every page that says
 * which shades a paint comes in, or which paints a shade comes in, reads that
 * join: the shade cards, the explorer's paint filter, a shade page, the
 * visualiser and the estimate.
 *
 * 1. The shade must suit where the paint goes: exterior and dual paint take
 *    only shades fit for outside walls.
 * 2. A paint made at the factory (distemper) comes in its printed card's
 *    shades and no others.
 * 3. A tinted paint comes in every shade one of its bases can make, and in
 *    the shades of its own printed card, which the factory ready-mixes (some
 *    are deeper or stronger than its bases reach).
 */
export interface AvailabilityShade {
  code: string;
  suitability: readonly Suitability[];
  base: TintBase;
}

export type AvailabilityProduct = Pick<Product, "slug" | "family" | "tinting" | "shadeCard">;

export function comesIn(product: AvailabilityProduct, shade: AvailabilityShade): boolean {
  if (!shade.suitability.includes(placeNeeds[product.family])) return false;
  const card = product.shadeCard ? findShadeCard(product.shadeCard) : undefined;
  const printed = card !== undefined && cardSelects(card, shade);
  if (product.tinting.kind === "factory") return printed;
  return printed || product.tinting.bases.includes(shade.base);
}
