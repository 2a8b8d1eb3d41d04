import { createHash } from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { shadeFamilies } from "~/shades/cards/palette";
import { familyOf } from "./families";
import { oklchOf } from "./colour";
import { deniedNames, modifiers, moods, nouns } from "./generate/words";
import { findShades } from "./shades.server";
import { foldText } from "./text";
import type { ShadeDataFile } from "./types";

/**
 * Shade names a home owner would say (issue 42, ADR 40): ours come from our
 * own word lists by one rule, each with a Hindi name, and the codes stay as
 * they always were (ADR 17).
 */
const committed: ShadeDataFile = JSON.parse(
  fs.readFileSync(new URL("./shades.data.json", import.meta.url), "utf8"),
);
const shades = committed.shades;
const ours = shades.filter((s) => s.code.startsWith("KC-"));

const familyOfHex = (hex: string) => {
  const { l, c, h } = oklchOf(hex);
  return familyOf({ l, c, h: h ?? 0 });
};

/** The noun a name ends with (the longest, for two-word nouns such as "Kota Stone"). */
const nounOf = (name: string) =>
  nouns
    .filter((n) => name === n.en || name.endsWith(` ${n.en}`))
    .sort((a, b) => b.en.length - a.en.length)[0];

describe("shade names", () => {
  it("keep every code of the data set as it was", () => {
    // Digest of the sorted codes before the names changed: codes never change (ADR 17).
    const codes = shades
      .map((s) => s.code)
      .sort()
      .join("\n");
    expect(createHash("sha256").update(codes).digest("hex")).toBe(
      "e33f77579c9e03c135699e68d49ce944c7e602372aaa3d9a5f2cfc4d41c25f19",
    );
  });

  it("give every shade a Hindi name in Devanagari, with no English word left in it", () => {
    for (const shade of shades) {
      expect(shade.nameHi, shade.code).toMatch(/^[\u0900-\u097f]+(?: [\u0900-\u097f]+)*$/u);
      expect(shade.nameHi, shade.code).not.toMatch(/[A-Za-z]/);
      expect(shade.nameHi, shade.code).toBe(shade.nameHi.normalize("NFC"));
    }
  });

  it("are unique in English and in Hindi, as a search folds them", () => {
    expect(new Set(shades.map((s) => foldText(s.name))).size).toBe(shades.length);
    expect(new Set(shades.map((s) => foldText(s.nameHi))).size).toBe(shades.length);
  });

  it("leave out the odd names of the crowd-sourced list", () => {
    const denied = new Set(deniedNames.map(foldText));
    for (const shade of shades) expect(denied.has(foldText(shade.name)), shade.name).toBe(false);
  });

  it("build each of ours from our word lists: a first word of the shade's mood, then a noun of its family", () => {
    const firsts = new Set(moods.flatMap((mood) => modifiers[mood].map((m) => m.en)));
    for (const shade of ours) {
      const noun = nounOf(shade.name);
      expect(noun, `${shade.code} ${shade.name}`).toBeDefined();
      // A blue is never called "Haldi": the noun must be one its family may use.
      expect(noun!.families, `${shade.code} ${shade.name} (${shade.family})`).toContain(
        shade.family,
      );
      const first = shade.name.slice(0, -noun!.en.length).trim();
      if (first) expect(firsts.has(first), `${shade.code} ${shade.name}`).toBe(true);
      const firstHi = first
        ? moods.flatMap((mood) => modifiers[mood]).find((m) => m.en === first)!.hi
        : "";
      expect(shade.nameHi, shade.code).toBe(firstHi ? `${firstHi} ${noun!.hi}` : noun!.hi);
    }
  });

  it("have word lists that are sound: one Hindi for each word, each noun's colour in its own family", () => {
    const words = [...nouns, ...moods.flatMap((mood) => modifiers[mood])];
    expect(new Set(words.map((w) => w.en)).size).toBe(words.length);
    expect(new Set(words.map((w) => w.hi)).size).toBe(words.length);
    for (const noun of nouns) expect(noun.families, noun.en).toContain(familyOfHex(noun.hex));
    // Nouns never repeat a word of Kamosilky's printed names.
    const printed = new Set(shadeFamilies.flatMap((f) => f.hueWords.map((w) => w.toLowerCase())));
    for (const noun of nouns) expect(printed.has(noun.en.toLowerCase()), noun.en).toBe(false);
  });

  it("are found by a search in either language", () => {
    const ourShade = ours.find((s) => s.name.includes(" "))!;
    for (const q of [ourShade.name, ourShade.nameHi, ourShade.nameHi.split(" ")[1]!]) {
      const found = findShades({ q, pageSize: 120 }).items.map((s) => s.code);
      expect(found, q).toContain(ourShade.code);
    }
    expect(findShades({ q: ourShade.nameHi }).items[0]!.code).toBe(ourShade.code);
    // Kamosilky's: the printed English name and its Hindi.
    expect(findShades({ q: "सिंदूर झलक" }).items[0]!.code).toBe("KP-0100");
    // Typed without the nukta, a Hindi name is still found.
    const withNukta = shades.find((s) => s.nameHi.includes("\u093c"))!;
    const typed = withNukta.nameHi.normalize("NFD").replace(/\u093c/g, "");
    expect(findShades({ q: typed }).items.map((s) => s.code)).toContain(withNukta.code);
  });
});
