import { tintBases, type Product, type TintBase } from "~/products/content/schema";
import type { Suitability } from "./suitability";

/**
 * Tint bases (ADR 17, ADR 40). A tinting machine adds colorant to one of a
 * product's bases; each base holds a fixed amount of white pigment, so it
 * makes only a band of shades. Which bases a paint is sold in is a fact of
 * its record (`tinting` in app/products/content); the rule that joins the two
 * is `comesIn` in availability.ts.
 */
export { tintBases, type TintBase };

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

/**
 * What a shade must suit for a family's paint: interior (and distemper) paint
 * goes inside, so any shade; exterior paint goes outside; dual paint goes
 * both ways, and outside is the side that can fail.
 */
export const placeNeeds: Record<Product["family"], Suitability> = {
  interior: "interior",
  distemper: "interior",
  exterior: "exterior",
  dual: "exterior",
};

/** Where a family's paint goes, as a shade page groups its paints. */
export type PaintPlace = "interior" | "exterior" | "dual";
export const paintPlaceOf: Record<Product["family"], PaintPlace> = {
  interior: "interior",
  distemper: "interior",
  exterior: "exterior",
  dual: "dual",
};
