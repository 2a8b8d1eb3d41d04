/**
 * The colour of a point of a photo (issue 42, "Colour from a photo"): the
 * mean of a small disc around it, so the grain of a camera's picture and the
 * weave of a cushion do not decide, averaged in linear light (sRGB decoded),
 * as a mix of light is, then encoded back. Pure, on RGBA pixels (ImageData's
 * layout), so it is tested without a browser.
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, four bytes a pixel, rows top to bottom. */
  data: Uint8ClampedArray;
}

/** The sampled disc's radius, in pixels of the photo as worked on (at most 1,024 px a side). */
export const SAMPLE_RADIUS = 4;

const LINEAR = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const encode = (linear: number): number => {
  const c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

export interface Sample {
  /** #rrggbb, lower case. */
  hex: string;
  /** How many pixels were averaged (fewer at the photo's edge). */
  pixels: number;
}

const hexOf = (rgb: number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/**
 * The mean colour of the pixels within `radius` of (x, y) that lie on the
 * photo; undefined when the point is off it. Transparent pixels count by
 * their colour: photos have none.
 */
export function sampleColour(
  photo: Pixels,
  x: number,
  y: number,
  radius = SAMPLE_RADIUS,
): Sample | undefined {
  const { width, height, data } = photo;
  const cx = Math.round(x);
  const cy = Math.round(y);
  if (cx < 0 || cy < 0 || cx >= width || cy >= height) return undefined;
  let red = 0;
  let green = 0;
  let blue = 0;
  let pixels = 0;
  const r2 = radius * radius;
  for (let dy = -radius; dy <= radius; dy++) {
    const py = cy + dy;
    if (py < 0 || py >= height) continue;
    for (let dx = -radius; dx <= radius; dx++) {
      const px = cx + dx;
      if (px < 0 || px >= width || dx * dx + dy * dy > r2) continue;
      const o = (py * width + px) * 4;
      red += LINEAR[data[o]!]!;
      green += LINEAR[data[o + 1]!]!;
      blue += LINEAR[data[o + 2]!]!;
      pixels++;
    }
  }
  return { hex: hexOf([red, green, blue].map((sum) => encode(sum / pixels))), pixels };
}

/** `#rrggbb` or `rrggbb` (any case) as `#rrggbb`; undefined for anything else. */
export function normaliseHex(value: string | null | undefined): string | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec((value ?? "").trim());
  return match ? `#${match[1]!.toLowerCase()}` : undefined;
}
