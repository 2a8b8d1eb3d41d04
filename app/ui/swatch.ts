import { modeLrgb, modeRgb, useMode as registerMode, wcagContrast, wcagLuminance } from "culori/fn";

/**
 * What a page needs to show one swatch: its LRV, its LRV band and a legible
 * text colour on it. Safe for the browser: it registers only culori's sRGB
 * and linear-sRGB modes, a few kilobytes, never the shade data set.
 */
// culori's useMode registers a colour space; it is no React hook, hence the new name.
registerMode(modeRgb);
registerMode(modeLrgb);

/**
 * LRV as this site defines it: 100 x the WCAG relative luminance of the sRGB
 * colour (ADR 17). A screen only approximates the paint; a spectrophotometer
 * on a painted panel would measure the real value.
 */
export function lrvOf(hex: string): number {
  return 100 * wcagLuminance(hex);
}

/** LRV as shown and stored: one decimal. */
export function roundLrv(lrv: number): number {
  return Math.round(lrv * 10) / 10;
}

/** The site's body text colour, the "near-black" offered on light swatches. */
export const INK = "#1d2330";
export const WHITE = "#ffffff";

export interface SwatchText {
  colour: string;
  /** WCAG contrast ratio of that colour on the swatch. */
  ratio: number;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/**
 * White or near-black text on a swatch, whichever has the higher WCAG contrast
 * ratio against it. Deep colours can fall short of 4.5:1 with either; the
 * caller shows the ratio or keeps text large there.
 */
export function swatchText(hex: string, dark: string = INK): SwatchText {
  const onDark = contrastRatio(hex, dark);
  const onWhite = contrastRatio(hex, WHITE);
  return onDark >= onWhite ? { colour: dark, ratio: onDark } : { colour: WHITE, ratio: onWhite };
}

/**
 * Black or white, whichever has the higher WCAG contrast on the swatch. The
 * PDFs draw "black" in their own near-black ink; comparing with pure black
 * keeps every printed card exactly as it was.
 */
export function textColourOn(hex: string): "#000000" | "#ffffff" {
  return swatchText(hex, "#000000").colour === "#000000" ? "#000000" : "#ffffff";
}
