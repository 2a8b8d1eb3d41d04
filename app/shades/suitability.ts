/**
 * Where a shade may go: every shade is fit for interior walls; the rules
 * below keep a shade off exterior walls (ADR 17). They run when the data set
 * is generated and the result is stored with each shade.
 */
export const suitabilities = ["interior", "exterior"] as const;
export type Suitability = (typeof suitabilities)[number];

export const exteriorLimits = {
  /**
   * Deep and vivid: a strong, clean colour this dark needs a heavy load of
   * organic colorants, and those fade in years of Indian sun and rain. Earth
   * (iron oxide) pigments give bricks, rusts and ochres up to about this
   * chroma, so browns and terracottas stay exterior shades. The LRV limit sits
   * inside the deep band, where Kamo's printed exterior cards end: they stay
   * valid, and the deepest reds, magentas and violets move indoors.
   */
  fadingMinChroma: 0.14,
  fadingBelowLrv: 15,
  /**
   * Very dark: a wall this dark absorbs over 92 % of the light and heats up in
   * the sun; the daily heating and cooling cracks render and plaster.
   */
  heatBelowLrv: 8,
} as const;

export type ExteriorVerdict = { exterior: true } | { exterior: false; reason: "fading" | "heat" };

export function exteriorVerdict(lrv: number, chroma: number): ExteriorVerdict {
  const x = exteriorLimits;
  if (lrv < x.heatBelowLrv) return { exterior: false, reason: "heat" };
  if (chroma >= x.fadingMinChroma && lrv < x.fadingBelowLrv)
    return { exterior: false, reason: "fading" };
  return { exterior: true };
}

export function suitabilityOf(lrv: number, chroma: number): Suitability[] {
  return exteriorVerdict(lrv, chroma).exterior ? ["interior", "exterior"] : ["interior"];
}
