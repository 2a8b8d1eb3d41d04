/**
 * The colour families the explorer filters by, and the OKLCH rules that put
 * a shade in one (ADR 17). Pure and small: the browser may import the list of
 * families for its filter; the rule runs when the data set is generated.
 */
export const shadeFamilyIds = [
  "whites",
  "greys",
  "neutrals",
  "browns",
  "yellows",
  "oranges",
  "reds",
  "pinks",
  "purples",
  "blues",
  "teals",
  "greens",
] as const;

export type ShadeFamilyId = (typeof shadeFamilyIds)[number];

export const shadeFamilyLabels: Record<ShadeFamilyId, string> = {
  whites: "Whites and off-whites",
  greys: "Greys",
  neutrals: "Neutrals and beiges",
  browns: "Browns",
  yellows: "Yellows",
  oranges: "Oranges",
  reds: "Reds",
  pinks: "Pinks",
  purples: "Purples",
  blues: "Blues",
  teals: "Teals",
  greens: "Greens",
};

/** Lightness (0-1), chroma and hue (degrees) in OKLCH. */
export interface OklchPoint {
  l: number;
  c: number;
  h: number;
}

/** Hue ranges in OKLCH degrees, half-open [from, to). */
const inHue = (h: number, from: number, to: number) =>
  from <= to ? h >= from && h < to : h >= from || h < to;

/**
 * The limits the rules use, named so the tests and the ADR can point at them.
 * OKLCH hue landmarks: red #ff0000 29°, orange #ff8000 55°, yellow #ffff00 110°,
 * green #00ff00 142°, cyan #00ffff 195°, blue #0000ff 264°, magenta #ff00ff 328°.
 */
export const familyLimits = {
  /** Lighter and greyer than this is a white or an off-white. */
  whiteMinL: 0.92,
  whiteMaxC: 0.04,
  /** Below this chroma any hue reads as grey. */
  greyMaxC: 0.015,
  /** Cool and muted hues read as grey up to here; warm ones become beige sooner. */
  coolGreyMaxC: 0.035,
  /** Warm, muted and light enough: beige, cream, sand, taupe. */
  neutralMaxC: 0.07,
  neutralMinL: 0.5,
  neutralHue: [30, 100],
  /** Dark, not vivid, warm colours are browns (dark yellow-greens are olives, counted as greens). */
  brownHue: [20, 90],
  brownMaxL: 0.6,
  brownMaxC: 0.14,
  /** Light reds and magentas read as pink; bluer magentas stay purple. */
  pinkFromLOfReds: 0.72,
  pinkFromLOfMagentas: 0.6,
  pinkHue: [320, 345],
} as const;

/**
 * The family of a colour. Rules are tried in order; the first that matches
 * wins, so a pale warm grey is a white before it is a neutral.
 */
export function familyOf({ l, c, h }: OklchPoint): ShadeFamilyId {
  const f = familyLimits;
  if (l >= f.whiteMinL && c < f.whiteMaxC) return "whites";
  if (c < f.greyMaxC) return "greys";
  const warm = inHue(h, f.neutralHue[0], f.neutralHue[1]);
  if (warm && c < f.neutralMaxC && l >= f.neutralMinL) return "neutrals";
  if (c < f.coolGreyMaxC) return "greys";
  if (inHue(h, f.brownHue[0], f.brownHue[1]) && l < f.brownMaxL && c < f.brownMaxC) return "browns";
  if (inHue(h, 345, 40)) return l >= f.pinkFromLOfReds ? "pinks" : "reds";
  if (inHue(h, 40, 75)) return "oranges";
  if (inHue(h, 75, 115)) return l < f.brownMaxL && h >= f.brownHue[1] ? "greens" : "yellows";
  if (inHue(h, 115, 170)) return "greens";
  if (inHue(h, 170, 225)) return "teals";
  if (inHue(h, 225, 285)) return "blues";
  if (inHue(h, f.pinkHue[0], f.pinkHue[1]) && l >= f.pinkFromLOfMagentas) return "pinks";
  return "purples";
}
