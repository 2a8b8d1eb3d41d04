import { z } from "zod";
import { allShades, shadeByCode } from "~/shades/shades.server";
import { codePointOrder } from "~/shades/text";
import { cardSelects, exteriorFamilies, type ShadeCard } from "./definitions";
import { kamosilkyPosition, shadeFamilies, type KamosilkyShade } from "./palette";

export * from "./definitions";

/** A shade as the printed cards place it: Kamosilky's family, hue and depth. */
export type CardShade = KamosilkyShade;

let kamosilky: CardShade[] | undefined;

/**
 * Kamosilky's 500 shades, read from the shade data set (app/shades) in card
 * order (family, hue, depth: the order of their codes). Every card draws on
 * these, so a card and the colour explorer always agree. Worked out on first
 * use: reading the data set at import cost every server start a fifth of a
 * second, for pages most starts never show (ADR 22).
 */
export function cardShades(): CardShade[] {
  kamosilky ??= allShades()
    .flatMap((s) => {
      const position = kamosilkyPosition(s.code);
      return position ? [{ code: s.code, name: s.name, hex: s.hex, ...position }] : [];
    })
    .sort((a, b) => codePointOrder(a.code, b.code));
  return kamosilky;
}

/**
 * The shades a card lists, in card order (family, hue, depth): its selection,
 * less any shade unfit for where the card's paint goes (cardSelects, ADR 40).
 */
export function shadesOf(card: ShadeCard): CardShade[] {
  if (!card.selection) return [];
  return cardShades().filter((shade) => cardSelects(card, shadeByCode(shade.code)!));
}

export interface ColourScheme {
  name: string;
  main: CardShade;
  accent: CardShade;
  trim: CardShade;
}

const pick = (family: number, hue: number, depth: number) =>
  cardShades().find((s) => s.family === family && s.hue === hue && s.depth === depth)!;

/** The deepest shade up to `depth` that the data set allows on outside walls. */
const pickExterior = (family: number, hue: number, depth: number): CardShade => {
  for (let d = depth; d > 0; d--) {
    const shade = pick(family, hue, d);
    if (shadeByCode(shade.code)!.suitability.includes("exterior")) return shade;
  }
  return pick(family, hue, 0);
};

/** Names of the twelve schemes on each combination guide, exported so they can be translated. */
export const colourSchemeNames: { exterior: string[]; interior: string[] } = {
  exterior: [
    "Konkan Coast",
    "Rajasthan Sandstone",
    "Monsoon Garden",
    "Nilgiri Morning",
    "Old Delhi Haveli",
    "Kerala Courtyard",
    "Deccan Sunset",
    "Himalayan Cottage",
    "Goan Villa",
    "Mysore Palace",
    "Bengal Terracotta",
    "Pune Bungalow",
  ],
  interior: [
    "Quiet Study",
    "Festive Living Room",
    "Calm Bedroom",
    "Sunny Kitchen",
    "Pooja Room",
    "Children's Corner",
    "Reading Nook",
    "Dining with Friends",
    "Guest Room",
    "Home Office",
    "Balcony Garden",
    "Grand Hall",
  ],
};

/**
 * Twelve three-colour schemes, built deterministically from the palette. The
 * names come from `names` so a translated page can pass its own.
 */
export function colourSchemes(
  card: ShadeCard,
  names: typeof colourSchemeNames = colourSchemeNames,
): ColourScheme[] {
  const exterior = card.id.startsWith("exterior");
  return (exterior ? names.exterior : names.interior).map((name, i) => {
    const family = exterior ? exteriorFamilies[i % exteriorFamilies.length]! : i % 10;
    // Accent from a family a few steps round the wheel; trim always a neutral.
    const accentFamily = (family + 4 + (i % 3)) % (shadeFamilies.length - 1);
    return {
      name,
      main: pick(family, i % 5, exterior ? 2 : 1),
      accent: exterior
        ? pickExterior(accentFamily, (i + 2) % 5, 7)
        : pick(accentFamily, (i + 2) % 5, 5),
      trim: pick(9, i % 2 === 0 ? 0 : 1, i % 3),
    };
  });
}

export const howToVideoSchema = z.object({
  /** The storyboard's id (how-to-storyboards.json): its pictures and timing. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(5),
  summary: z.string().min(20),
  /** One caption per storyboard step: the video's captions and its text version. */
  steps: z.array(z.string().min(10)).min(2),
});

/**
 * The three self-explanatory videos on /pickyourcolors. The build makes each
 * from our artwork (scripts/videos.mjs); these words are its captions.
 */
export const howToVideos = z
  .array(howToVideoSchema)
  .length(3)
  .parse([
    {
      id: "prepare-a-wall",
      title: "How to prepare a wall before painting",
      summary: "Scraping, filling cracks with putty, sanding and priming, step by step.",
      steps: [
        "Scrape off loose and flaking paint, then brush the dust off the wall.",
        "Fill cracks and dents with wall putty, and let it dry for a few hours.",
        "Sand the putty smooth, wipe the wall clean and apply one coat of primer.",
        "Once the primer is dry, the wall is ready for two coats of paint.",
      ],
    },
    {
      id: "choose-colours",
      title: "How to choose colours with a shade card",
      summary: "Reading the card in daylight, testing patches and matching with the fandeck.",
      steps: [
        "Look at the shade card by daylight, next to the wall you will paint.",
        "Try the shades you like in our shade explorer, on a room like yours.",
        "Paint a small test patch of two or three shades and see them morning and evening.",
        "Take the shade code to your dealer, who matches it on the fandeck and tints the paint.",
      ],
    },
    {
      id: "exterior-for-the-monsoon",
      title: "How to paint an exterior wall for the monsoon",
      summary: "Cleaning, algae treatment, primer and two coats of weather-proof emulsion.",
      steps: [
        "Wash the wall and scrub off dirt, algae and fungus; let it dry fully.",
        "Seal cracks and treat damp patches with a waterproofing coat.",
        "Apply an exterior primer, then two coats of a weather-proof emulsion.",
        "Finish before the rains: paint in dry weather, at least a day before a shower.",
      ],
    },
  ]);
