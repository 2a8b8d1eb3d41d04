/**
 * LRV bands (light, mid, deep), free of the colour maths so that the explorer's
 * browser script can name them without carrying culori.
 */

/**
 * Band limits (ADR 17). Light: the surface reflects at least half the light.
 * Deep: about mid grey (CIE L* 50 is LRV 18.4) or darker. Any light shade and
 * any deep one then differ by more than 30 LRV points, the difference BS 8300
 * calls adequate visual contrast between adjoining surfaces.
 */
export const lrvBandLimits = { lightFrom: 50, deepBelow: 20 } as const;

export const lrvBands = ["light", "mid", "deep"] as const;
export type LrvBand = (typeof lrvBands)[number];

export function lrvBand(lrv: number): LrvBand {
  if (lrv >= lrvBandLimits.lightFrom) return "light";
  if (lrv < lrvBandLimits.deepBelow) return "deep";
  return "mid";
}
