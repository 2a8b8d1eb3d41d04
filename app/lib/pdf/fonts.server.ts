import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { woffToSfnt } from "./woff";

/**
 * The fonts every generated PDF embeds (ADR 26): Noto Sans from
 * @fontsource/noto-sans, regular and bold, in the three files fontsource
 * splits it into (Latin, Latin Extended, Devanagari). One design covers both
 * languages, so a Hindi sentence with a Latin product name in it reads as one
 * text. A PDF embeds only the glyphs it uses (pdfkit subsets them).
 */
export type Face = "regular" | "bold";

const subsets = ["latin", "devanagari", "latin-ext"] as const;
const weights: Record<Face, number> = { regular: 400, bold: 700 };

/** Shaping a Devanagari word takes milliseconds in fontkit; the same words recur in every PDF. */
const LAYOUT_CACHE_LIMIT = 20_000;

function withLayoutCache(font: fontkit.Font): fontkit.Font {
  const runs = new Map<string, fontkit.GlyphRun>();
  const cached = Object.create(font) as fontkit.Font;
  cached.layout = ((text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features as never);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= LAYOUT_CACHE_LIMIT) runs.clear();
      run = font.layout(text);
      runs.set(text, run);
    }
    // pdfkit scales the positions it is given in place, so each caller gets its own
    // copy (a GlyphRun still: pdfkit reads its advanceWidth getter).
    return Object.assign(
      Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun,
      run,
      {
        positions: run.positions.map((p) => ({ ...p })),
      },
    );
  }) as fontkit.Font["layout"];
  return cached;
}

const require = createRequire(import.meta.url);

function load(subset: (typeof subsets)[number], face: Face): fontkit.Font {
  const file = require.resolve(
    `@fontsource/noto-sans/files/noto-sans-${subset}-${weights[face]}-normal.woff`,
  );
  const font = fontkit.create(woffToSfnt(readFileSync(file)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection`);
  return withLayoutCache(font);
}

export interface FontFile {
  /** The name the font is registered under in a document. */
  name: string;
  font: fontkit.Font;
}

let loaded: Record<Face, FontFile[]> | undefined;

/** Every face's files, in the order a character is looked for in them; read once per process. */
export function fontFiles(): Record<Face, FontFile[]> {
  loaded ??= {
    regular: subsets.map((subset) => ({
      name: `regular-${subset}`,
      font: load(subset, "regular"),
    })),
    bold: subsets.map((subset) => ({ name: `bold-${subset}`, font: load(subset, "bold") })),
  };
  return loaded;
}

/** Characters no subset has, replaced by what a reader expects to see. */
const substitutes: Record<string, string> = { "≤": "<=", "≥": ">=", "\u2010": "-", "\u2011": "-" };

export interface Run {
  text: string;
  file: FontFile;
}

/**
 * Splits text into runs that one font file can draw. A character stays in the
 * current run when its file has it (spaces, digits and punctuation between
 * Hindi words), so a word is shaped as a whole and combining marks stay with
 * their letter.
 */
export function fontRuns(text: string, face: Face): Run[] {
  const files = fontFiles()[face];
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of text) {
    const shown = substitutes[char] ?? char;
    const codePoint = shown.codePointAt(0)!;
    const file =
      current && current.file.font.hasGlyphForCodePoint(codePoint)
        ? current.file
        : (files.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? files[0]!);
    if (current && current.file === file) current.text += shown;
    else {
      current = { text: shown, file };
      runs.push(current);
    }
  }
  return runs;
}

/** Characters of `text` that no font file can draw (the content tests keep this empty). */
export function missingCharacters(text: string): string[] {
  const files = fontFiles().regular;
  return [...new Set(text)].filter((char) => {
    const shown = substitutes[char] ?? char;
    return ![...shown].every((c) =>
      files.some((f) => f.font.hasGlyphForCodePoint(c.codePointAt(0)!)),
    );
  });
}
