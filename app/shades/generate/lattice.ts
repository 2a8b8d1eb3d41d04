import type { LatticePoint } from "../codes";

/**
 * The lattice our own shades are picked from (ADR 17): lightness levels x
 * chroma rings x hues in OKLCH, in whole units so that a lattice point has a
 * short, permanent code. The generator keeps the points inside the sRGB gamut
 * that are far enough from every shade already kept.
 */
/**
 * Lightness levels, close together where paint ranges are crowded (whites,
 * off-whites and pastels) and wider apart in the deep colours. LRV 50 is
 * about L 79 and LRV 20 about L 58.
 */
export const lightnessLevels = [
  99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 88, 86, 84, 82, 80, 77, 74, 71, 68, 65, 62, 59, 55, 50,
  45, 40, 35, 30,
] as const;

/**
 * Chroma rings (thousandths) and how many hues each carries at mid lightness.
 * Rings are closer near grey, where paint ranges have most of their shades,
 * and carry fewer hues where colours are strong.
 */
export const chromaRings: readonly { c: number; hues: number }[] = [
  { c: 0, hues: 1 },
  { c: 8, hues: 8 },
  { c: 16, hues: 12 },
  { c: 25, hues: 12 },
  { c: 35, hues: 15 },
  { c: 46, hues: 18 },
  { c: 60, hues: 20 },
  { c: 76, hues: 24 },
  { c: 94, hues: 24 },
  { c: 114, hues: 24 },
  { c: 136, hues: 20 },
  { c: 160, hues: 15 },
  { c: 186, hues: 12 },
  { c: 214, hues: 9 },
];

/** More hues among the light, quiet shades; fewer among the deep or strong ones. */
export function hueDensity(l: number, c: number): number {
  if (l >= 80) return c <= 60 ? 1.6 : 0.9;
  if (l >= 57) return 0.6;
  return 0.4;
}

/** Reds-oranges to yellows: terracotta, peach, ochre, sand, cream. */
export const warmHues = [20, 110] as const;

/**
 * Every lattice point, in the order the generator considers them: greyest
 * first, then lightest, then by hue, so that when two points are too close the
 * quieter, lighter one stays, as in a paint range.
 */
export function latticePoints(): LatticePoint[] {
  const points: LatticePoint[] = [];
  chromaRings.forEach(({ c, hues }, ring) => {
    for (const l of lightnessLevels) {
      const count = c === 0 ? 1 : Math.max(4, Math.round(hues * hueDensity(l, c)));
      const step = 360 / count;
      // Alternate rings are turned by half a step, so hues do not line up in spokes.
      const offset = ring % 2 === 1 ? Math.round(step / 2) : 0;
      for (let k = 0; k < count; k++) {
        if (c === 0) {
          points.push({ l, c, h: 0 });
          continue;
        }
        const h = (offset + Math.round(k * step)) % 360;
        points.push({ l, c, h });
        // Twice the hues among the warm colours Indian homes are painted in most.
        const between = (offset + Math.round((k + 0.5) * step)) % 360;
        if (between >= warmHues[0] && between < warmHues[1]) points.push({ l, c, h: between });
      }
    }
  });
  return points.sort((a, b) => a.c - b.c || b.l - a.l || a.h - b.h);
}
