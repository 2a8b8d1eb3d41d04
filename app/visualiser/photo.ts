/**
 * Painting a visitor's own photo, in the browser (issue 27; ADR 32). Pure
 * functions on RGBA pixel arrays (ImageData's layout), so they are tested
 * without a browser:
 *
 * 1. `analysePhoto`, once per photo: each pixel in OKLab, and how sharply its
 *    colour changes there (a Sobel gradient of L, a and b): the edges a fill
 *    stops at.
 * 2. `floodFill` from a tapped pixel: neighbours join while their colour is
 *    near the tapped colour (lightness counts half, so a wall's own shadow
 *    does not stop the fill) and the pixel is not on an edge. Both limits
 *    follow one tolerance control.
 * 3. `recolour`: each filled pixel takes the shade's hue and chroma at a
 *    lightness that keeps its ratio to the region's mean, so the photo's light
 *    and shadow stay on the new colour.
 *
 * OKLab by Björn Ottosson's published matrices; a unit test holds these
 * against culori (the site's colour library, ADR 17) to four decimals.
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, four bytes a pixel, rows top to bottom. */
  data: Uint8ClampedArray;
}

export interface PhotoAnalysis {
  width: number;
  height: number;
  /** L, a, b per pixel. */
  lab: Float32Array;
  /** Sobel gradient magnitude of the OKLab colour per pixel. */
  edges: Float32Array;
  /** Each pixel's OKLab lightness in LIGHT_STEPS steps: the row of recolour's table it takes. */
  light: Uint16Array;
}

/** Steps of lightness in recolour's look-up table. */
export const LIGHT_STEPS = 1024;

// The working size of a photo lives with the decoding, which the pages load up front.
export { fitWithin, PHOTO_MAX_SIDE } from "~/ui/photo/photo-file";

const LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** OKLab of an 8-bit sRGB colour. */
export function oklabOf(r: number, g: number, b: number): [number, number, number] {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

const toByte = (linear: number): number => {
  const c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

/** 8-bit sRGB of an OKLab colour; out-of-gamut channels are clipped. */
export function rgbOfOklab(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    toByte(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    toByte(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    toByte(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

export function hexToRgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function analysePhoto(photo: Pixels): PhotoAnalysis {
  const { width, height, data } = photo;
  const count = width * height;
  const lab = new Float32Array(count * 3);
  const light = new Uint16Array(count);
  for (let p = 0; p < count; p++) {
    const [L, a, b] = oklabOf(data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!);
    lab[p * 3] = L;
    lab[p * 3 + 1] = a;
    lab[p * 3 + 2] = b;
    light[p] = Math.min(LIGHT_STEPS - 1, Math.max(0, Math.round(L * (LIGHT_STEPS - 1))));
  }
  return { width, height, lab, edges: sobel(lab, width, height), light };
}

/**
 * The Sobel gradient of each OKLab channel: a change of hue at equal
 * lightness (a white ceiling over a cream wall) is an edge too. Pixels past
 * the border repeat the border's. The inner pixels, nearly all of them, read
 * their eight neighbours by offset without clamping: on a phone the clamped
 * version took most of the time a photo took to open.
 */
function sobel(lab: Float32Array, width: number, height: number): Float32Array {
  const edges = new Float32Array(width * height);
  const row = width * 3;
  const inner = (x: number, y: number) => {
    const o = (y * width + x) * 3;
    let sum = 0;
    for (let c = 0; c < 3; c++) {
      const i = o + c;
      const nw = lab[i - row - 3]!;
      const ne = lab[i - row + 3]!;
      const sw = lab[i + row - 3]!;
      const se = lab[i + row + 3]!;
      const gx = ne + 2 * lab[i + 3]! + se - nw - 2 * lab[i - 3]! - sw;
      const gy = sw + 2 * lab[i + row]! + se - nw - 2 * lab[i - row]! - ne;
      sum += gx * gx + gy * gy;
    }
    return Math.sqrt(sum);
  };
  const at = (x: number, y: number, c: number) =>
    lab[
      (Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * 3 + c
    ]!;
  const border = (x: number, y: number) => {
    let sum = 0;
    for (let c = 0; c < 3; c++) {
      const gx =
        at(x + 1, y - 1, c) +
        2 * at(x + 1, y, c) +
        at(x + 1, y + 1, c) -
        at(x - 1, y - 1, c) -
        2 * at(x - 1, y, c) -
        at(x - 1, y + 1, c);
      const gy =
        at(x - 1, y + 1, c) +
        2 * at(x, y + 1, c) +
        at(x + 1, y + 1, c) -
        at(x - 1, y - 1, c) -
        2 * at(x, y - 1, c) -
        at(x + 1, y - 1, c);
      sum += gx * gx + gy * gy;
    }
    return Math.sqrt(sum);
  };
  for (let y = 0; y < height; y++) {
    const edgeRow = y === 0 || y === height - 1;
    for (let x = 0; x < width; x++)
      edges[y * width + x] = edgeRow || x === 0 || x === width - 1 ? border(x, y) : inner(x, y);
  }
  return edges;
}

/** The tolerance control's range and starting point. */
export const TOLERANCE_MIN = 1;
export const TOLERANCE_MAX = 100;
export const TOLERANCE_DEFAULT = 40;

/** How far in colour (OKLab, lightness at half weight) and how sharp an edge a fill crosses. */
export function fillLimits(tolerance: number) {
  const t = Math.min(TOLERANCE_MAX, Math.max(TOLERANCE_MIN, tolerance));
  return { colour: 0.02 + t * 0.0016, edge: 0.06 + t * 0.004 };
}

/** The rows a fill touched, first and last: recolouring and drawing need look no further. */
export interface FillResult {
  /** 1 where filled. */
  mask: Uint8Array;
  count: number;
  top: number;
  bottom: number;
}

/**
 * The region a tap at (x, y) fills: the tapped pixel and every pixel joined
 * to it through four-way neighbours whose colour is near the tapped colour
 * and that are not on an edge. A scanline fill: it walks each run of a row
 * left and right in one loop and queues only the runs above and below, so a
 * wall of 700,000 pixels costs a few thousand queue entries rather than one
 * per pixel (on a phone-class CPU the per-pixel queue took most of a tap).
 */
export function floodFill(
  analysis: PhotoAnalysis,
  x: number,
  y: number,
  tolerance: number,
): FillResult {
  const { width, height, lab, edges } = analysis;
  const mask = new Uint8Array(width * height);
  if (x < 0 || y < 0 || x >= width || y >= height) return { mask, count: 0, top: 0, bottom: -1 };
  const limits = fillLimits(tolerance);
  const limit2 = limits.colour * limits.colour;
  const edgeLimit = limits.edge;
  // The tapped colour: the mean of the 3 × 3 around the tap, so one noisy pixel does not decide.
  let sL = 0;
  let sa = 0;
  let sb = 0;
  let n = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const px = x + dx;
      const py = y + dy;
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const i = (py * width + px) * 3;
      sL += lab[i]!;
      sa += lab[i + 1]!;
      sb += lab[i + 2]!;
      n++;
    }
  const seedL = sL / n;
  const seedA = sa / n;
  const seedB = sb / n;
  /** Whether a pixel not yet filled may join. */
  const open = (p: number): boolean => {
    if (mask[p] || edges[p]! > edgeLimit) return false;
    const i = p * 3;
    const dL = (lab[i]! - seedL) * 0.5;
    const da = lab[i + 1]! - seedA;
    const db = lab[i + 2]! - seedB;
    return dL * dL + da * da + db * db <= limit2;
  };

  // Seeds: one pixel per run still to fill. A pixel can be queued from the
  // row above and the row below before it is filled, hence the growth.
  let stack = new Int32Array(1024);
  let size = 0;
  const push = (p: number) => {
    if (size === stack.length) {
      const grown = new Int32Array(stack.length * 2);
      grown.set(stack);
      stack = grown;
    }
    stack[size++] = p;
  };
  /** Queues the start of each open run of row `row` between columns `from` and `to`. */
  const seedRow = (row: number, from: number, to: number) => {
    const base = row * width;
    let inRun = false;
    for (let cx = from; cx <= to; cx++) {
      const q = base + cx;
      if (open(q)) {
        if (!inRun) push(q);
        inRun = true;
      } else inRun = false;
    }
  };

  let count = 0;
  let top = y;
  let bottom = y;
  push(y * width + x);
  let first = true;
  while (size > 0) {
    const p = stack[--size]!;
    if (mask[p]) continue;
    // The tapped pixel is filled whatever its edge; every other one must be open.
    if (!first && !open(p)) continue;
    first = false;
    const row = (p / width) | 0;
    const base = row * width;
    let left = p - base;
    let right = left;
    while (left > 0 && open(base + left - 1)) left--;
    while (right < width - 1 && open(base + right + 1)) right++;
    mask.fill(1, base + left, base + right + 1);
    count += right - left + 1;
    if (row < top) top = row;
    if (row > bottom) bottom = row;
    if (row > 0) seedRow(row - 1, left, right);
    if (row < height - 1) seedRow(row + 1, left, right);
  }
  return { mask, count, top, bottom };
}

/**
 * The colour each step of lightness becomes when painted `hex` in a region
 * whose mean lightness is `mean`. Every output depends only on the pixel's
 * lightness, so recolouring is a look-up per pixel, not a colour conversion.
 */
function lightnessTable(hex: string, mean: number): Uint8ClampedArray {
  const [r, g, b] = hexToRgb(hex);
  const [Ls, as, bs] = oklabOf(r, g, b);
  const table = new Uint8ClampedArray(LIGHT_STEPS * 3);
  for (let i = 0; i < LIGHT_STEPS; i++) {
    const ratio = i / (LIGHT_STEPS - 1) / mean;
    const L = Math.min(1, Ls * ratio);
    const chroma = Ls > 0 ? Math.min(1.2, L / Ls) : 1;
    const [cr, cg, cb] = rgbOfOklab(L, as * chroma, bs * chroma);
    table[i * 3] = cr;
    table[i * 3 + 1] = cg;
    table[i * 3 + 2] = cb;
  }
  return table;
}

/**
 * Paints the masked pixels of `target` (the photo as painted so far) in
 * `hex`, from the original photo's lightness: a pixel's lightness keeps its
 * ratio to the region's mean, at the shade's lightness, and chroma falls with
 * lightness as a shadow's does. Returns how many pixels changed colour.
 */
export function recolour(
  analysis: PhotoAnalysis,
  fill: Pick<FillResult, "mask" | "top" | "bottom">,
  target: Uint8ClampedArray,
  hex: string,
): number {
  const { lab, width } = analysis;
  const { mask } = fill;
  const start = Math.max(0, fill.top) * width;
  const end = Math.min(mask.length, (fill.bottom + 1) * width);
  let sum = 0;
  let n = 0;
  for (let p = start; p < end; p++)
    if (mask[p]) {
      sum += lab[p * 3]!;
      n++;
    }
  if (n === 0) return 0;
  const mean = Math.max(sum / n, 1e-3);
  const table = lightnessTable(hex, mean);
  const { light } = analysis;
  let changed = 0;
  for (let p = start; p < end; p++) {
    if (!mask[p]) continue;
    const i = light[p]! * 3;
    const o = p * 4;
    const r = table[i]!;
    const g = table[i + 1]!;
    const b = table[i + 2]!;
    if (target[o] !== r || target[o + 1] !== g || target[o + 2] !== b) {
      changed++;
      target[o] = r;
      target[o + 1] = g;
      target[o + 2] = b;
    }
  }
  return changed;
}
