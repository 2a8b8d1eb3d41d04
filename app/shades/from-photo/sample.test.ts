import { describe, expect, it } from "vitest";
import { normaliseHex, sampleColour, SAMPLE_RADIUS, type Pixels } from "./sample";

/** A picture filled by `colour(x, y)`, RGB. */
function picture(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([...colour(x, y), 255], (y * width + x) * 4);
  return { width, height, data };
}

describe("sampling a colour from a photo", () => {
  it("averages a ring of pixels in linear light, not one pixel, nor sRGB numbers", () => {
    // A fine black and white check, as a woven cushion under a camera: one
    // pixel would say black or white; the mean of the sRGB numbers, 50 % grey
    // (#808080); light mixes to #bcbcbc, the grey the eye sees from a step away.
    const check = picture(40, 40, (x, y) => ((x + y) % 2 === 0 ? [255, 255, 255] : [0, 0, 0]));
    const sample = sampleColour(check, 20, 20)!;
    expect(sample.pixels).toBeGreaterThan(40);
    const grey = parseInt(sample.hex.slice(1, 3), 16);
    expect(Math.abs(grey - 0xbc)).toBeLessThanOrEqual(4);
    expect(sample.hex.slice(1, 3)).toBe(sample.hex.slice(3, 5));
  });

  it("reads through a camera's grain to the colour underneath", () => {
    let seed = 11;
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) % 13) - 6;
    const [r, g, b] = [0x9d, 0xcf, 0xc3];
    const grainy = picture(60, 60, () => [r + noise(), g + noise(), b + noise()]);
    const sample = sampleColour(grainy, 30, 30)!;
    const channels = [1, 3, 5].map((i) => parseInt(sample.hex.slice(i, i + 2), 16));
    channels.forEach((value, i) => expect(Math.abs(value - [r, g, b][i]!)).toBeLessThanOrEqual(2));
  });

  it("uses only the part of the ring on the photo, and nothing off it", () => {
    const plain = picture(20, 10, () => [200, 100, 50]);
    const corner = sampleColour(plain, 0, 0)!;
    const middle = sampleColour(plain, 10, 5)!;
    expect(corner.hex).toBe("#c86432");
    expect(corner.pixels).toBeLessThan(middle.pixels);
    expect(middle.pixels).toBe(
      // The disc of radius SAMPLE_RADIUS: every (dx, dy) with dx² + dy² ≤ r².
      Array.from({ length: 2 * SAMPLE_RADIUS + 1 }, (_, i) => i - SAMPLE_RADIUS)
        .flatMap((dx) =>
          Array.from({ length: 2 * SAMPLE_RADIUS + 1 }, (_, j) => j - SAMPLE_RADIUS).map(
            (dy) => dx * dx + dy * dy,
          ),
        )
        .filter((d) => d <= SAMPLE_RADIUS * SAMPLE_RADIUS).length,
    );
    expect(sampleColour(plain, -1, 3)).toBeUndefined();
    expect(sampleColour(plain, 20, 3)).toBeUndefined();
  });

  it("reads a colour from an address with or without its #", () => {
    expect(normaliseHex("9DCFC3")).toBe("#9dcfc3");
    expect(normaliseHex("#9dcfc3")).toBe("#9dcfc3");
    expect(normaliseHex(" #9dcfc3 ")).toBe("#9dcfc3");
    for (const bad of ["", "9dcfc", "#9dcfc3ff", "red", "zzzzzz", null, undefined])
      expect(normaliseHex(bad)).toBeUndefined();
  });
});
