/**
 * Shade codes (ADR 17). Kamosilky's keep their printed form, KP-ffhd. Ours
 * name the OKLCH lattice point they were made from, like RAL Design's
 * hue-lightness-chroma codes: KC-HHH-LL-CCC is hue in degrees, lightness in
 * percent and chroma in thousandths. A code therefore never changes when the
 * generator runs again, and the two forms cannot collide.
 */
export const KAMOSILKY_CODE = /^KP-\d{4}$/;
export const LATTICE_CODE = /^KC-(\d{3})-(\d{2})-(\d{3})$/;

/** OKLCH lightness in percent, chroma in thousandths, hue in whole degrees. */
export interface LatticePoint {
  l: number;
  c: number;
  h: number;
}

export function latticeCode({ l, c, h }: LatticePoint): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `KC-${pad(h, 3)}-${pad(l, 2)}-${pad(c, 3)}`;
}

export function parseLatticeCode(code: string): LatticePoint | undefined {
  const m = LATTICE_CODE.exec(code);
  return m ? { h: Number(m[1]), l: Number(m[2]), c: Number(m[3]) } : undefined;
}

export function isShadeCode(code: string): boolean {
  return KAMOSILKY_CODE.test(code) || LATTICE_CODE.test(code);
}
