import {
  converter,
  differenceCiede2000,
  formatHex,
  inGamut,
  modeLab65,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  modeXyz65,
  toGamut,
  useMode as registerMode,
  type Lab65,
  type Oklch,
} from "culori/fn";

/**
 * The colour maths of the shade data set, all of it from culori (ADR 17):
 * libraries disagree in the second decimal of a colour difference, so one
 * library decides every difference, nearest match and harmony on the site.
 */
// culori's useMode registers a colour space; it is no React hook, hence the new name.
registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeXyz65);
registerMode(modeLab65);
registerMode(modeOklab);
registerMode(modeOklch);

export type { Lab65, Oklch };

const toLab65 = converter("lab65");
const toOklch = converter("oklch");
const toRgb = converter("rgb");
const ciede2000 = differenceCiede2000();
const isInSrgb = inGamut("rgb");
// CSS Color 4 gamut mapping: keep lightness and hue, lower chroma until the colour
// fits, then clip what is left (less than a just-noticeable difference).
const mapToSrgb = toGamut("rgb", "oklch");

/** CIELAB under D65, as CIEDE2000 expects. */
export function labOf(colour: string | Oklch): Lab65 {
  const lab = toLab65(colour);
  if (!lab) throw new Error(`Not a colour: ${String(colour)}`);
  return lab;
}

export function oklchOf(colour: string): Oklch {
  const lch = toOklch(colour);
  if (!lch) throw new Error(`Not a colour: ${colour}`);
  return lch;
}

export function oklch(l: number, c: number, h: number): Oklch {
  return { mode: "oklch", l, c, h };
}

/** CIEDE2000 colour difference (kL = kC = kH = 1). */
export function deltaE2000(a: Lab65 | string, b: Lab65 | string): number {
  return ciede2000(a, b);
}

/**
 * Whether the colour lies inside the sRGB gamut. `tolerance` allows for
 * floating-point error after a round trip between colour spaces.
 */
export function inSrgb(colour: Oklch, tolerance = 0): boolean {
  if (tolerance === 0) return isInSrgb(colour);
  const { r, g, b } = toRgb(colour);
  return [r, g, b].every((v) => v >= -tolerance && v <= 1 + tolerance);
}

/** The colour brought into sRGB with lightness and hue kept (to within a JND). */
export function gamutMapped(colour: Oklch): Oklch {
  return toOklch(mapToSrgb(colour));
}

/** #rrggbb of an in-gamut colour (culori rounds each channel to 8 bits). */
export function hexOf(colour: Oklch): string {
  return formatHex(colour);
}
