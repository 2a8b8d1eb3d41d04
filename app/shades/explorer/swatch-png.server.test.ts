import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { solidPng } from "./swatch-png.server";

describe("a shade's share picture", () => {
  it("is a valid PNG of the asked size, every pixel the shade's colour", () => {
    const png = solidPng("#1f3a5f", 40, 21);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString("ascii", 12, 16)).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(40);
    expect(png.readUInt32BE(20)).toBe(21);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString("ascii", 37, 41)).toBe("IDAT");
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(21 * (1 + 40 * 3));
    for (let row = 0; row < 21; row++) {
      const start = row * 121;
      expect(pixels[start]).toBe(0);
      for (let x = 0; x < 40; x++)
        expect([...pixels.subarray(start + 1 + x * 3, start + 4 + x * 3)]).toEqual([
          0x1f, 0x3a, 0x5f,
        ]);
    }
    expect(png.toString("ascii", png.length - 8, png.length - 4)).toBe("IEND");
  });

  it("refuses what is not a #rrggbb colour", () => {
    expect(() => solidPng("red")).toThrow();
  });
});
