import { z } from "zod";
import { isShadeCode, parseLatticeCode } from "./codes";
import { hexOf, inSrgb, oklch, oklchOf } from "./colour";
import { familyOf, shadeFamilyIds } from "./families";
import { suitabilities, suitabilityOf } from "./suitability";
import { lrvOf, roundLrv } from "~/ui/swatch";
import { foldText } from "./text";
import { tintBaseOf, tintBases } from "./tinting";
import type { ShadeDataFile } from "./types";

/**
 * What a valid shade and a valid data set are. Every field the rules derive
 * from the colour must agree with the hex, so a hand edit of one field (a
 * hex without its LRV, a family by taste) fails validation at start-up.
 */
export const MIN_SHADES = 2400;

/** The OKLCH colour a KC code names; undefined for other codes. */
export function latticeColourOf(code: string) {
  const p = parseLatticeCode(code);
  return p && oklch(p.l / 100, p.c / 1000, p.h);
}

export const shadeRecordSchema = z
  .object({
    code: z.string().refine(isShadeCode, "code: KP-dddd or KC-ddd-dd-ddd"),
    name: z
      .string()
      .min(2)
      .max(60)
      .refine((n) => n === n.trim() && !/\s{2}/.test(n), "name: no outer or double spaces"),
    // Hindi in Devanagari only, no Latin letter left (ADR 40, docs/hindi-style.md).
    nameHi: z
      .string()
      .min(2)
      .max(60)
      .regex(/^[\u0900-\u097f]+(?: [\u0900-\u097f]+)*$/u, "nameHi: Devanagari words")
      .refine((n) => n === n.normalize("NFC"), "nameHi: Unicode NFC"),
    hex: z.string().regex(/^#[0-9a-f]{6}$/, "hex: #rrggbb in lower case"),
    lrv: z.number().min(0).max(100),
    family: z.enum(shadeFamilyIds),
    suitability: z.array(z.enum(suitabilities)).min(1),
    base: z.enum(tintBases),
  })
  .strict()
  .superRefine((shade, ctx) => {
    const lrv = roundLrv(lrvOf(shade.hex));
    const { l, c, h } = oklchOf(shade.hex);
    const expected = {
      lrv,
      family: familyOf({ l, c, h: h ?? 0 }),
      suitability: suitabilityOf(lrv, c).join(),
      base: tintBaseOf(lrv, c),
    };
    const actual = { ...shade, suitability: shade.suitability.join() };
    const point = latticeColourOf(shade.code);
    if (point && !(inSrgb(point) && hexOf(point) === shade.hex))
      ctx.addIssue({
        code: "custom",
        path: ["hex"],
        message: `${shade.code}: ${shade.hex} is not its lattice point's sRGB colour`,
      });
    for (const key of Object.keys(expected) as (keyof typeof expected)[])
      if (actual[key] !== expected[key])
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${shade.code}: ${key} ${actual[key]} does not follow from ${shade.hex} (expected ${expected[key]})`,
        });
  });

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

export const shadeDataSchema = z
  .object({
    about: z.string().min(10),
    names: z.string().min(10),
    minDeltaE2000: z.number().positive(),
    shades: z.array(shadeRecordSchema).min(MIN_SHADES),
  })
  .strict()
  .superRefine((data, ctx) => {
    const checks: [string, string[]][] = [
      ["code", data.shades.map((s) => s.code)],
      // Names are unique as a visitor searches them: ignoring case and accents.
      ["name", data.shades.map((s) => foldText(s.name))],
      ["nameHi", data.shades.map((s) => foldText(s.nameHi))],
      ["hex", data.shades.map((s) => s.hex)],
    ];
    for (const [field, values] of checks) {
      const repeated = duplicates(values);
      if (repeated.length)
        ctx.addIssue({
          code: "custom",
          path: ["shades"],
          message: `${field} used more than once: ${repeated.slice(0, 5).join(", ")}`,
        });
    }
  });

/** Validates the committed file (or anything claiming to be it); throws a readable error. */
export function parseShadeData(input: unknown): ShadeDataFile {
  const result = shadeDataSchema.safeParse(input);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 10).map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`app/shades/shades.data.json is invalid:\n${issues.join("\n")}`);
  }
  return result.data;
}
