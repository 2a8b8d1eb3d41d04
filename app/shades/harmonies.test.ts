import { describe, expect, it } from "vitest";
import { deltaE2000, inSrgb, labOf, oklch, oklchOf } from "./colour";
import { harmonyTargets, hueTurns, monochromaticSteps } from "./harmonies";
import { harmonyIds } from "./harmony-ids";
import { allShades, shadeByCode, shadeHarmonies } from "./shades.server";

const hueGap = (a: number, b: number) => (((b - a) % 360) + 360) % 360;

describe("harmony rules in OKLCH", () => {
  // A muted colour: every turn of its hue stays inside sRGB, so nothing is gamut-mapped.
  const base = oklch(0.7, 0.05, 40);

  it("turns the hue by the documented angles", () => {
    expect(hueTurns).toEqual({
      complementary: [180],
      analogous: [-30, 30],
      "split-complementary": [150, 210],
      triadic: [120, 240],
      tetradic: [60, 180, 240],
      square: [90, 180, 270],
    });
  });

  it.each([
    ["complementary", [220]],
    ["analogous", [10, 70]],
    ["split-complementary", [190, 250]],
    ["triadic", [160, 280]],
    ["tetradic", [100, 220, 280]],
    ["square", [130, 220, 310]],
  ] as const)("%s of hue 40° gives hues %j, lightness and chroma kept", (id, hues) => {
    const targets = harmonyTargets(base, id);
    expect(targets.map((t) => Math.round(t.h!))).toEqual(hues);
    for (const t of targets) {
      expect(t.l).toBeCloseTo(base.l, 6);
      expect(t.c).toBeCloseTo(base.c, 6);
    }
  });

  it("puts the complement 180° away and the triad ±120°", () => {
    const [complement] = harmonyTargets(base, "complementary");
    expect(hueGap(base.h!, complement!.h!)).toBeCloseTo(180, 6);
    const triad = harmonyTargets(base, "triadic");
    expect(triad.map((t) => hueGap(base.h!, t.h!))).toEqual([
      expect.closeTo(120, 6),
      expect.closeTo(240, 6),
    ]);
  });

  it("wraps hues past 360°", () => {
    const [complement] = harmonyTargets(oklch(0.7, 0.05, 300), "complementary");
    expect(complement!.h).toBeCloseTo(120, 6);
  });

  it("steps the lightness for monochromatic, keeping hue and chroma", () => {
    const targets = harmonyTargets(base, "monochromatic");
    expect(targets.map((t) => Number(t.l.toFixed(6)))).toEqual([0.9, 0.8, 0.6, 0.5]);
    for (const t of targets) {
      expect(t.h).toBeCloseTo(base.h!, 6);
      expect(t.c).toBeCloseTo(base.c, 6);
    }
  });

  it("gives a very light shade only darker steps, within the limits", () => {
    const targets = harmonyTargets(oklch(0.95, 0.02, 90), "monochromatic");
    expect(targets).toHaveLength(monochromaticSteps.count);
    for (const t of targets) {
      expect(t.l).toBeLessThan(0.95);
      expect(t.l).toBeGreaterThanOrEqual(monochromaticSteps.minL);
    }
  });

  it("brings a target outside sRGB inside by lowering chroma (CSS Color 4 gamut mapping)", () => {
    // A strong yellow's complement (a blue as light and as strong) does not exist in sRGB.
    const yellow = oklchOf("#ffd700");
    const [blue] = harmonyTargets(yellow, "complementary");
    expect(inSrgb(oklch(yellow.l, yellow.c, blue!.h!))).toBe(false);
    expect(inSrgb(blue!, 1e-9)).toBe(true);
    expect(blue!.c).toBeLessThan(yellow.c);
    // Its last step clips what is left, less than a just-noticeable difference
    // (0.02 in OKLab) from the colour of the same lightness and hue.
    const ideal = oklch(yellow.l, blue!.c, (yellow.h! + 180) % 360);
    const ab = (c: { c: number; h?: number }) => {
      const rad = ((c.h ?? 0) * Math.PI) / 180;
      return [c.c * Math.cos(rad), c.c * Math.sin(rad)] as const;
    };
    const [a1, b1] = ab(blue!);
    const [a2, b2] = ab(ideal);
    expect(Math.hypot(blue!.l - ideal.l, a1 - a2, b1 - b2)).toBeLessThan(0.02);
  });
});

describe("harmonies resolved to real shades", () => {
  const shades = allShades();
  // Every 53rd shade: greys, whites, vivid and deep ones, Kamosilky's and ours.
  const sample = shades.filter((_, i) => i % 53 === 0);

  it("offers all seven harmonies", () => {
    expect(shadeHarmonies(sample[0]!.code).map((h) => h.id)).toEqual([...harmonyIds]);
  });

  it("answers with real shades, never the shade itself, none twice in a harmony", () => {
    for (const shade of sample)
      for (const harmony of shadeHarmonies(shade.code)) {
        const codes = harmony.shades.map((s) => s.shade.code);
        const expected =
          harmony.id === "monochromatic" ? monochromaticSteps.count : hueTurns[harmony.id].length;
        expect(codes, `${shade.code} ${harmony.id}`).toHaveLength(expected);
        for (const code of codes) expect(shadeByCode(code)).toBeDefined();
        expect(codes).not.toContain(shade.code);
        expect(new Set(codes).size).toBe(codes.length);
      }
  });

  it("matches each target to the nearest shade by CIEDE2000 (checked by brute force)", () => {
    for (const shade of sample.slice(0, 12))
      for (const id of harmonyIds) {
        const targets = harmonyTargets(oklchOf(shade.hex), id);
        const resolved = shadeHarmonies(shade.code).find((h) => h.id === id)!.shades;
        const taken = new Set([shade.code]);
        targets.forEach((target, i) => {
          const lab = labOf(target);
          const best = shades
            .filter((s) => !taken.has(s.code))
            .map((s) => ({ code: s.code, d: deltaE2000(lab, labOf(s.hex)) }))
            .reduce((a, b) => (b.d < a.d ? b : a));
          expect(resolved[i]!.shade.code, `${shade.code} ${id} ${i}`).toBe(best.code);
          expect(resolved[i]!.deltaE).toBeCloseTo(best.d, 10);
          taken.add(best.code);
        });
      }
  }, 120_000);
});
