import { createHash } from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { findShadeCard, shadesOf } from "~/shades/cards";
import { kamosilkyPalette } from "~/shades/cards/palette";
import { KAMOSILKY_CODE, LATTICE_CODE } from "./codes";
import { deltaE2000, inSrgb, labOf, oklchOf } from "./colour";
import { generateShadeData, MIN_DELTA_E, serialiseShadeData } from "./generate/generate";
import { latticeColourOf, MIN_SHADES, parseShadeData } from "./schema";
import type { ShadeDataFile } from "./types";

const committedText = fs.readFileSync(new URL("./shades.data.json", import.meta.url), "utf8");
const committed: ShadeDataFile = JSON.parse(committedText);
const shades = committed.shades;
const ours = shades.filter((s) => LATTICE_CODE.test(s.code));
const kamosilky = shades.filter((s) => KAMOSILKY_CODE.test(s.code));

describe("the committed shade data", () => {
  it("is exactly what the generator makes from today's inputs", () => {
    // If this fails, run `npx tsx scripts/generate-shades.ts` and commit the file.
    expect(serialiseShadeData(generateShadeData()) === committedText).toBe(true);
  }, 180_000);

  it("passes the schema, with at least 2,400 shades", () => {
    expect(() => parseShadeData(committed)).not.toThrow();
    expect(shades.length).toBeGreaterThanOrEqual(MIN_SHADES);
    expect(MIN_SHADES).toBe(2400);
  });

  it("has unique codes, names (ignoring case and accents) and colours", () => {
    expect(new Set(shades.map((s) => s.code)).size).toBe(shades.length);
    const folded = shades.map((s) => s.name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase());
    expect(new Set(folded).size).toBe(shades.length);
    expect(new Set(shades.map((s) => s.hex)).size).toBe(shades.length);
  });

  it("holds Kamosilky's 500 and about 2,000 of ours", () => {
    expect(kamosilky).toHaveLength(500);
    expect(ours.length).toBeGreaterThanOrEqual(1900);
    expect(kamosilky.length + ours.length).toBe(shades.length);
  });

  it("makes each of our shades from a lattice point inside the sRGB gamut", () => {
    for (const shade of ours) {
      const point = latticeColourOf(shade.code)!;
      expect(inSrgb(point), shade.code).toBe(true);
      // The hex is the lattice point, rounded to 8 bits a channel: within half a step.
      const { l, c } = oklchOf(shade.hex);
      expect(Math.abs(l - point.l), shade.code).toBeLessThan(0.005);
      expect(Math.abs(c - point.c), shade.code).toBeLessThan(0.005);
    }
  });

  it("keeps every one of our shades at least ΔE2000 2.0 from every other shade", () => {
    // ADR 17 promises 2.0; the generator's constant must not drift below it.
    expect(MIN_DELTA_E).toBe(2);
    expect(committed.minDeltaE2000).toBe(2);
    // All pairs, by brute force (no index): sorted by L*, a pair further apart in
    // L* than the threshold times 1.75 (the largest S_L) cannot be closer.
    const items = shades
      .map((s) => ({ code: s.code, lab: labOf(s.hex), ours: LATTICE_CODE.test(s.code) }))
      .sort((a, b) => a.lab.l - b.lab.l);
    let closest = Infinity;
    const tooClose: string[] = [];
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        if (b.lab.l - a.lab.l > 2 * 1.75) break;
        if (!a.ours && !b.ours) continue; // Kamosilky's own card is as printed.
        const d = deltaE2000(a.lab, b.lab);
        closest = Math.min(closest, d);
        if (d < 2) tooClose.push(`${a.code} ~ ${b.code}: ${d.toFixed(3)}`);
      }
    expect(tooClose).toEqual([]);
    expect(closest).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it("is mostly quiet colours, as a paint range is", () => {
    const chroma = ours.map((s) => oklchOf(s.hex).c);
    const share = (test: (c: number) => boolean) => chroma.filter(test).length / chroma.length;
    // Whites, off-whites, greys, greiges and beiges: a third of our shades.
    expect(share((c) => c < 0.04)).toBeGreaterThan(0.3);
    // Strong colours: under one in ten.
    expect(share((c) => c >= 0.15)).toBeLessThan(0.1);
    expect(ours.filter((s) => s.family === "whites").length).toBeGreaterThanOrEqual(100);
  });

  it("says where the names come from: our own word lists (ADR 40)", () => {
    expect(committed.names).toMatch(/own word lists/);
  });
});

describe("Kamosilky's card and its explorer entries", () => {
  it("keep the 500 codes, names and colours of the printed card, bit for bit", () => {
    // Digest of "code hex name" lines taken from app/shades/cards/palette.ts
    // before the data set existed; printed cards depend on these.
    const lines = kamosilky.map((s) => `${s.code} ${s.hex} ${s.name}`).join("\n");
    expect(createHash("sha256").update(lines).digest("hex")).toBe(
      "aa3152c0d08a54f3f5ff196cb2b0b92dc05861bee5881798a335cef3a08edea0",
    );
  });

  it("agree with the algorithm that made the card", () => {
    const palette = kamosilkyPalette();
    expect(kamosilky.map(({ code, name, hex }) => ({ code, name, hex }))).toEqual(
      palette.map(({ code, name, hex }) => ({ code, name, hex })),
    );
  });

  it("list every shade of the Kamosilky card with the same hex and name", () => {
    const card = shadesOf(findShadeCard("distemper")!);
    expect(card).toHaveLength(500);
    const byCode = new Map(shades.map((s) => [s.code, s]));
    for (const s of card) {
      expect(byCode.get(s.code), s.code).toMatchObject({ hex: s.hex, name: s.name });
    }
  });
});
