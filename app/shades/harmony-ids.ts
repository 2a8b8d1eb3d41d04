/**
 * The harmonies a shade page shows, in order. A module of its own, free of the
 * colour maths, so that the page's browser script does not carry culori.
 */
export const harmonyIds = [
  "complementary",
  "analogous",
  "split-complementary",
  "triadic",
  "tetradic",
  "square",
  "monochromatic",
] as const;
export type HarmonyId = (typeof harmonyIds)[number];
