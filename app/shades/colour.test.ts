import { describe, expect, it } from "vitest";
import { deltaE2000, labOf, type Lab65 } from "./colour";
import { lrvBand } from "./lrv-bands";
import { INK, lrvOf, roundLrv, swatchText, WHITE } from "~/ui/swatch";

/**
 * Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data, and mathematical
 * observations", Color Research & Application 30(1), Table 1: 34 pairs of
 * CIELAB colours with their CIEDE2000 difference to four decimals. The pairs
 * probe the formula's traps: hue averaging across 0°/360°, the a' correction
 * near neutral, and the blue-region rotation term.
 */
const sharma: [number, number, number, number, number, number, number][] = [
  // L1, a1, b1, L2, a2, b2, ΔE00
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

const lab = (l: number, a: number, b: number): Lab65 => ({ mode: "lab65", l, a, b });

describe("CIEDE2000 (culori) against Sharma, Wu and Dalal's test data", () => {
  it("has all 34 pairs of the table", () => {
    expect(sharma).toHaveLength(34);
  });

  it.each(sharma.map((row, i) => [i + 1, ...row] as const))(
    "pair %i",
    (_pair, l1, a1, b1, l2, a2, b2, expected) => {
      const forward = deltaE2000(lab(l1, a1, b1), lab(l2, a2, b2));
      expect(Math.abs(forward - expected)).toBeLessThan(1e-4);
      // The formula is symmetric; an implementation that averages hues wrongly is not.
      expect(Math.abs(deltaE2000(lab(l2, a2, b2), lab(l1, a1, b1)) - expected)).toBeLessThan(1e-4);
    },
  );

  it("is zero for a colour and itself, from hex as from Lab", () => {
    expect(deltaE2000("#7a3e9d", "#7a3e9d")).toBe(0);
    expect(deltaE2000(labOf("#7a3e9d"), "#7a3e9d")).toBe(0);
  });
});

/** The WCAG 2.x relative luminance, by hand, to check culori's against. */
function wcagLuminanceByHand(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

describe("LRV = 100 x WCAG relative luminance", () => {
  it("is 100 for white and 0 for black", () => {
    expect(lrvOf("#ffffff")).toBeCloseTo(100, 10);
    expect(lrvOf("#000000")).toBe(0);
  });

  it("is 18.4 for mid grey #777777, as the WCAG formula gives by hand", () => {
    // 0x77 / 255 = 0.46667; ((0.46667 + 0.055) / 1.055) ^ 2.4 = 0.18447 for each channel.
    const channel = ((0x77 / 255 + 0.055) / 1.055) ** 2.4;
    expect(channel).toBeCloseTo(0.18447, 5);
    expect(roundLrv(lrvOf("#777777"))).toBe(18.4);
  });

  it("weighs green most and blue least, as the WCAG coefficients do", () => {
    expect(roundLrv(lrvOf("#ff0000"))).toBe(21.3);
    expect(roundLrv(lrvOf("#00ff00"))).toBe(71.5);
    expect(roundLrv(lrvOf("#0000ff"))).toBe(7.2);
  });

  it("agrees with the formula by hand on the dark end, where the linear segment applies", () => {
    for (const hex of ["#010101", "#0a0a0a", "#0b0b0b", "#102030", "#c86432", "#f0e6dc"])
      expect(lrvOf(hex)).toBeCloseTo(100 * wcagLuminanceByHand(hex), 10);
  });

  it("rounds to one decimal", () => {
    expect(roundLrv(18.44)).toBe(18.4);
    expect(roundLrv(18.45000001)).toBe(18.5);
  });
});

describe("LRV bands", () => {
  it("puts 50 and above in light, below 20 in deep, the rest in mid", () => {
    expect(lrvBand(100)).toBe("light");
    expect(lrvBand(50)).toBe("light");
    expect(lrvBand(49.9)).toBe("mid");
    expect(lrvBand(20)).toBe("mid");
    expect(lrvBand(19.9)).toBe("deep");
    expect(lrvBand(0)).toBe("deep");
  });
});

describe("text on a swatch", () => {
  it("picks near-black on light colours and white on dark ones, with the ratio", () => {
    const onWhite = swatchText("#ffffff");
    expect(onWhite.colour).toBe(INK);
    expect(onWhite.ratio).toBeGreaterThan(14);
    const onNavy = swatchText("#1f3a5f");
    expect(onNavy.colour).toBe(WHITE);
    expect(onNavy.ratio).toBeCloseTo(1.05 / (wcagLuminanceByHand("#1f3a5f") + 0.05), 10);
  });

  it("takes whichever contrast is higher, even where both are poor", () => {
    // Mid grey: 4.48:1 with white, 4.69:1 with pure black.
    expect(swatchText("#777777", "#000000")).toMatchObject({ colour: "#000000" });
    expect(swatchText("#777777", "#000000").ratio).toBeCloseTo(4.69, 2);
    // The site's ink is lighter than black, so the same grey goes white with it.
    const grey = wcagLuminanceByHand("#777777");
    const ink = wcagLuminanceByHand(INK);
    expect((grey + 0.05) / (ink + 0.05)).toBeLessThan(1.05 / (grey + 0.05));
    expect(swatchText("#777777").colour).toBe(WHITE);
  });
});
