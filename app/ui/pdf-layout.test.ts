import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { products } from "~/products/content";
import { productsIn } from "~/products/document-text";
import { fontRuns, missingCharacters } from "~/lib/pdf/fonts.server";
import { createDocument } from "./pdf-layout";
import { woffToSfnt } from "~/lib/pdf/woff";

describe("PDF fonts", () => {
  it("unwraps a fontsource WOFF file into an OpenType font", () => {
    const file = createRequire(import.meta.url).resolve(
      "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
    );
    const sfnt = woffToSfnt(readFileSync(file));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(() => woffToSfnt(sfnt)).toThrow(/not a WOFF/);
  });

  it("draws a Hindi sentence with a Latin name in it from the Devanagari and Latin files", () => {
    const runs = fontRuns("Weather Supreme का शेड कार्ड, 2 कोट।", "regular");
    expect(runs.map((r) => [r.file.name, r.text])).toEqual([
      ["regular-latin", "Weather Supreme "],
      ["regular-devanagari", "का शेड कार्ड"],
      ["regular-latin", ", 2 "],
      ["regular-devanagari", "कोट।"],
    ]);
  });

  it("has a glyph for every character of the product content in both languages", () => {
    const text = JSON.stringify([products, productsIn("hi")]);
    expect(missingCharacters(text)).toEqual([]);
  });
});

describe("tagging", () => {
  it("refuses content drawn outside a structure element or an artifact", () => {
    const w = createDocument({ title: "t", subject: "s", keywords: [], lang: "en" });
    w.addPage();
    expect(() => w.text("loose", { x: 10, y: 10, size: 10, face: "regular" })).toThrow(/tagged/);
    expect(() => w.rect({ x: 0, y: 0, width: 1, height: 1, color: "#000000" })).toThrow(/tagged/);
  });
});
