import { converter } from "culori/fn";
import { describe, expect, it } from "vitest";
import "~/shades/colour";
import {
  analysePhoto,
  fitWithin,
  floodFill,
  hexToRgb,
  oklabOf,
  recolour,
  rgbOfOklab,
  type Pixels,
} from "./photo";

const toOklab = converter("oklab");

/** A photo-like picture: a wall lit from the left, a darker block (a sofa) on it, a floor strip. */
function room(width = 120, height = 80): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let rgb: [number, number, number];
      if (y >= 60) rgb = [150, 105, 70];
      else if (x >= 40 && x < 80 && y >= 35) rgb = [40, 60, 95];
      else {
        // The wall darkens by a fifth from left to right: the shading the fill must cross.
        const light = 1 - (0.2 * x) / width;
        rgb = [232 * light, 221 * light, 199 * light].map(Math.round) as [number, number, number];
      }
      data.set([...rgb, 255], o);
    }
  return { width, height, data };
}

const pixel = (photo: Pixels, data: Uint8ClampedArray, x: number, y: number) => [
  ...data.slice((y * photo.width + x) * 4, (y * photo.width + x) * 4 + 3),
];

describe("OKLab", () => {
  it("agrees with culori, the site's colour library, to four decimals, and round-trips", () => {
    for (const hex of ["#000000", "#ffffff", "#ff0000", "#2f5a8f", "#f2a541", "#dfe8da"]) {
      const [r, g, b] = hexToRgb(hex);
      const ours = oklabOf(r, g, b);
      const theirs = toOklab(hex)!;
      expect(ours[0]).toBeCloseTo(theirs.l, 4);
      expect(ours[1]).toBeCloseTo(theirs.a, 4);
      expect(ours[2]).toBeCloseTo(theirs.b, 4);
      expect(rgbOfOklab(...ours)).toEqual([r, g, b]);
    }
  });
});

describe("scaling a photo down", () => {
  it("fits a 12-megapixel photo in 1,024 px and never enlarges", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe("the flood fill", () => {
  const photo = room();
  const analysis = analysePhoto(photo);

  it("fills the tapped wall across its shading and stops at the sofa and the floor", () => {
    const { mask, count } = floodFill(analysis, 10, 10, 40);
    const at = (x: number, y: number) => mask[y * photo.width + x];
    expect(at(10, 10)).toBe(1);
    expect(at(115, 5)).toBe(1); // the darker end of the wall
    expect(at(30, 50)).toBe(1); // beside the sofa
    expect(at(60, 50)).toBe(0); // the sofa
    expect(at(60, 70)).toBe(0); // the floor
    // The wall is everything above the floor but the sofa, less the pixels on its edges.
    const wall = 120 * 60 - 40 * 25;
    expect(count).toBeGreaterThan(wall * 0.9);
    expect(count).toBeLessThanOrEqual(wall);
  });

  it("spreads less with a low tolerance and not at all off the picture", () => {
    const low = floodFill(analysis, 10, 10, 1).count;
    const high = floodFill(analysis, 10, 10, 40).count;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(high);
    expect(floodFill(analysis, -1, 10, 40).count).toBe(0);
    expect(floodFill(analysis, 10, 80, 40).count).toBe(0);
  });

  it("stops at an edge even when the colours on both sides are close", () => {
    // Two greys 20 levels apart (0.06 in OKLab lightness, within tolerance 20's colour limit),
    // with a sharp step between them: the step is an edge at tolerance 20, not at 100.
    const width = 40;
    const data = new Uint8ClampedArray(width * 20 * 4);
    for (let p = 0; p < width * 20; p++) {
      const v = p % width < 20 ? 200 : 180;
      data.set([v, v, v, 255], p * 4);
    }
    const steps = analysePhoto({ width, height: 20, data });
    expect(floodFill(steps, 5, 5, 20).count).toBe(19 * 20);
    expect(floodFill(steps, 5, 5, 100).count).toBe(width * 20);
  });
});

describe("recolouring", () => {
  it("paints only the filled pixels, in the shade's hue, keeping light and shadow", () => {
    const photo = room();
    const analysis = analysePhoto(photo);
    const fill = floodFill(analysis, 10, 10, 40);
    const { mask } = fill;
    // The wall ends where the floor starts (row 60); row 59 is on that edge.
    expect([fill.top, fill.bottom]).toEqual([0, 58]);
    const target = new Uint8ClampedArray(photo.data);
    const changed = recolour(analysis, fill, target, "#2f7f86");
    expect(changed).toBeGreaterThan(5000);
    // Outside the fill nothing moved.
    for (let p = 0; p < mask.length; p++)
      if (!mask[p]) expect(target[p * 4 + 1], `pixel ${p}`).toBe(photo.data[p * 4 + 1]);
    // Inside, the hue is the shade's (teal: green and blue over red).
    const [lr, lg, lb] = pixel(photo, target, 5, 5);
    expect(lg! > lr! && lb! > lr!).toBe(true);
    const hueOf = (rgb: number[]) => {
      const [, a, b] = oklabOf(rgb[0]!, rgb[1]!, rgb[2]!);
      return Math.atan2(b, a);
    };
    const shadeHue = hueOf(hexToRgb("#2f7f86"));
    expect(Math.abs(hueOf([lr!, lg!, lb!]) - shadeHue)).toBeLessThan(0.15);
    // The lit left end stays lighter than the shaded right end.
    const lightness = (x: number) => {
      const [r, g, b] = pixel(photo, target, x, 5);
      return oklabOf(r!, g!, b!)[0];
    };
    expect(lightness(5)).toBeGreaterThan(lightness(115) + 0.05);
    // The region's mean lightness is near the shade's.
    const [shadeL] = oklabOf(...hexToRgb("#2f7f86"));
    expect(lightness(60)).toBeCloseTo(shadeL, 1);
  });

  it("paints nothing for an empty fill", () => {
    const photo = room(10, 10);
    const analysis = analysePhoto(photo);
    const target = new Uint8ClampedArray(photo.data);
    const nothing = floodFill(analysis, -1, 0, 40);
    expect(nothing.count).toBe(0);
    expect(recolour(analysis, nothing, target, "#ff0000")).toBe(0);
    expect(
      recolour(analysis, { mask: new Uint8Array(100), top: 0, bottom: 9 }, target, "#ff0000"),
    ).toBe(0);
    expect(target).toEqual(photo.data);
  });
});
