import { deltaE2000, labOf, oklchOf, type Lab65 } from "../colour";
import { familyOf, type ShadeFamilyId } from "../families";
import { codePointOrder, foldText } from "../text";
import { modifiers, nouns, type Modifier, type Mood, type Noun } from "./words";

/**
 * Names for our own shades (ADR 40): a rule and our own word lists
 * (words.ts), the same every run. Each name is a first word for the shade's
 * mood and a noun for its colour, in English and in Hindi:
 *
 * 1. The noun is the one whose colour is nearest the shade (CIEDE2000) among
 *    the nouns its family may use; a noun already used with every first word
 *    of the mood passes the shade to the next nearest.
 * 2. The first word comes from the shade's mood (light, mid, deep, or vivid
 *    for strong colours), starting at a place fixed by the shade's code so
 *    neighbours do not all open with the same town, and taking the first
 *    one not yet used with that noun.
 * 3. The shade nearest each noun's own colour takes the noun alone: "Haldi",
 *    "Kesar", "Kadappa".
 *
 * Shades are named nearest fit first, so a noun goes first to the shades it
 * describes best. Names are unique ignoring case and accents, as search is.
 */
export const namingSource =
  "Names of the KC shades: Kamo Paints' own word lists (app/shades/generate/words.ts), ADR 40. KP names: Kamo Paints.";

/** Strong, clean colours take a festival or a craft, whatever their depth. */
export const VIVID_MIN_CHROMA = 0.12;
export const LIGHT_MIN_LRV = 60;
export const MID_MIN_LRV = 25;

export function moodOf(lrv: number, chroma: number): Mood {
  if (chroma >= VIVID_MIN_CHROMA) return "vivid";
  if (lrv >= LIGHT_MIN_LRV) return "light";
  if (lrv >= MID_MIN_LRV) return "mid";
  return "deep";
}

export interface ShadeToName {
  code: string;
  hex: string;
  lrv: number;
}

export interface ShadeName {
  name: string;
  nameHi: string;
  /** The noun the name was built on: the family check of the tests reads it. */
  noun: string;
}

const nounLabs = new Map<Noun, Lab65>(nouns.map((noun) => [noun, labOf(noun.hex)]));

/** The nouns a family may use, nearest the colour first. */
function nounsFor(lab: Lab65, family: ShadeFamilyId): { noun: Noun; deltaE: number }[] {
  return nouns
    .filter((noun) => noun.families.includes(family))
    .map((noun) => ({ noun, deltaE: deltaE2000(lab, nounLabs.get(noun)!) }))
    .sort((a, b) => a.deltaE - b.deltaE || codePointOrder(a.noun.en, b.noun.en));
}

/** A small, stable number from a code, so each shade starts the first words in its own place. */
function spread(code: string): number {
  let hash = 2166136261;
  for (const char of code) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const join = (first: Modifier | undefined, noun: Noun) => ({
  name: first ? `${first.en} ${noun.en}` : noun.en,
  nameHi: first ? `${first.hi} ${noun.hi}` : noun.hi,
});

/**
 * Unique names for `shades`, none equal (folded) to a `reserved` name, in
 * English and Hindi.
 */
export function nameShades(
  shades: readonly ShadeToName[],
  reserved: { name: string; nameHi: string }[],
): Map<string, ShadeName> {
  const taken = new Set(reserved.flatMap((r) => [foldText(r.name), foldText(r.nameHi)]));
  const measured = shades.map((shade) => {
    const lab = labOf(shade.hex);
    const { l, c, h } = oklchOf(shade.hex);
    const family = familyOf({ l, c, h: h ?? 0 });
    const options = nounsFor(lab, family);
    if (options.length === 0) throw new Error(`No noun for the family ${family} (${shade.code})`);
    return { ...shade, mood: moodOf(shade.lrv, c), options };
  });
  const names = new Map<string, ShadeName>();
  const claim = (code: string, noun: Noun, first: Modifier | undefined): boolean => {
    const { name, nameHi } = join(first, noun);
    if (taken.has(foldText(name)) || taken.has(foldText(nameHi))) return false;
    taken.add(foldText(name));
    taken.add(foldText(nameHi));
    names.set(code, { name, nameHi, noun: noun.en });
    return true;
  };

  // The noun alone, for the shade nearest its own colour.
  const nearest = new Map<Noun, { code: string; deltaE: number }>();
  for (const shade of measured)
    for (const { noun, deltaE } of shade.options) {
      const best = nearest.get(noun);
      if (!best || deltaE < best.deltaE || (deltaE === best.deltaE && shade.code < best.code))
        nearest.set(noun, { code: shade.code, deltaE });
    }
  for (const noun of nouns) {
    const best = nearest.get(noun);
    if (best && !names.has(best.code)) claim(best.code, noun, undefined);
  }

  // The rest, nearest fit first.
  const queue = measured
    .filter((shade) => !names.has(shade.code))
    .sort((a, b) => a.options[0]!.deltaE - b.options[0]!.deltaE || codePointOrder(a.code, b.code));
  for (const shade of queue) {
    const firsts = modifiers[shade.mood];
    const start = spread(shade.code) % firsts.length;
    const named = shade.options.some(({ noun }) =>
      firsts.some((_, i) => claim(shade.code, noun, firsts[(start + i) % firsts.length])),
    );
    if (!named) throw new Error(`No free name for ${shade.code}; add words to words.ts`);
  }
  return names;
}
