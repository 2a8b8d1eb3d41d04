import { gamutMapped, labOf, oklch, oklchOf, type Oklch } from "./colour";
import type { LabIndex } from "./nearest";
import type { HarmonyId } from "./harmony-ids";

/**
 * Colour harmonies, computed in OKLCH (ADR 17): a harmony keeps the shade's
 * lightness and chroma and turns its hue by fixed angles, or, for
 * monochromatic, keeps hue and chroma and steps the lightness. OKLCH's hue is
 * perceptual, so 180° away looks opposite, which HSL's does not promise.
 * Each target colour is then matched to the nearest real shade by CIEDE2000.
 */

/** Hue turns in degrees for each harmony of hue rotation. */
export const hueTurns: Record<Exclude<HarmonyId, "monochromatic">, readonly number[]> = {
  // Opposite the shade.
  complementary: [180],
  // Its neighbours either side.
  analogous: [-30, 30],
  // The two neighbours of its complement.
  "split-complementary": [150, 210],
  // Three hues a third of the circle apart.
  triadic: [120, 240],
  // A rectangle: two complementary pairs 60° apart.
  tetradic: [60, 180, 240],
  // Four hues a quarter of the circle apart.
  square: [90, 180, 270],
};

/** Monochromatic: this many shades, lightness steps of this size, within these limits. */
export const monochromaticSteps = { count: 4, step: 0.1, minL: 0.25, maxL: 0.97 } as const;

const turn = (h: number, by: number) => (((h + by) % 360) + 360) % 360;

/**
 * The lightness steps nearest the shade that stay within the limits, both
 * sides first; a very light shade gets only darker ones.
 */
function lightnessSteps(l: number): number[] {
  const { count, step, minL, maxL } = monochromaticSteps;
  const levels: number[] = [];
  for (let k = 1; levels.length < count && k <= 10; k++)
    for (const sign of [-1, 1]) {
      const level = l + sign * k * step;
      if (level >= minL && level <= maxL && levels.length < count) levels.push(level);
    }
  return levels.sort((a, b) => b - a);
}

/** The colours a harmony asks for, brought into sRGB by lowering their chroma. */
export function harmonyTargets(shade: Oklch, id: HarmonyId): Oklch[] {
  const h = shade.h ?? 0;
  const targets =
    id === "monochromatic"
      ? lightnessSteps(shade.l).map((l) => oklch(l, shade.c, h))
      : hueTurns[id].map((by) => oklch(shade.l, shade.c, turn(h, by)));
  return targets.map(gamutMapped);
}

export interface HarmonyMatch<T> {
  target: Oklch;
  match: T;
  deltaE: number;
}

/**
 * A harmony resolved to real shades: for each target, the nearest shade by
 * CIEDE2000 other than the shade itself and the ones this harmony already
 * took (so a grey's "triadic" is three different greys, not one three times).
 */
export function resolveHarmony<T extends { code: string }>(
  shade: { code: string; hex: string },
  id: HarmonyId,
  index: LabIndex<T>,
): HarmonyMatch<T>[] {
  const taken = new Set([shade.code]);
  const matches: HarmonyMatch<T>[] = [];
  for (const target of harmonyTargets(oklchOf(shade.hex), id)) {
    const [best] = index.nearest(labOf(target), 1, (item) => taken.has(item.code));
    if (!best) continue;
    taken.add(best.item.code);
    matches.push({ target, match: best.item, deltaE: best.deltaE });
  }
  return matches;
}
