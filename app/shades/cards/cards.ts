import { z } from "zod";
import { allShades, shadeByCode } from "~/shades/shades.server";
import { codePointOrder } from "~/shades/text";
import { productSlugs } from "~/content/route-paths";
import { kamosilkyPosition, shadeFamilies, type KamosilkyShade } from "./palette";

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
 * The downloadable cards on /pickyourcolors, in the spec's groups. A shade
 * card lists a selection of Kamosilky's shades from the one shade data set;
 * guides and the product catalogue are documents drawn from the product
 * records.
 */
const selection = z.object({
  families: z.array(z.number().int().min(0).max(9)).optional(),
  hues: z.array(z.number().int().min(0).max(4)),
  depths: z.array(z.number().int().min(0).max(9)),
});

export const shadeCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  group: z.enum(["general", "exterior", "interior", "dual"]),
  kind: z.enum(["shades", "combinations", "catalogue", "technical"]),
  summary: z.string().min(20),
  selection: selection.optional(),
  product: z.enum(productSlugs).optional(),
  /** A card for outside walls lists only shades fit for them. */
  exterior: z.literal(true).optional(),
});

export type ShadeCardKind = z.infer<typeof shadeCardSchema>["kind"];
export type ShadeCard = z.infer<typeof shadeCardSchema>;

export const shadeCardGroups = [
  { id: "general", title: "Shade cards and colour guides" },
  { id: "exterior", title: "Exterior Range" },
  { id: "interior", title: "Interior Range" },
  { id: "dual", title: "Dual Product Range" },
] as const;

const all5 = [0, 1, 2, 3, 4];
const exteriorFamilies = [0, 1, 2, 3, 4, 5, 8, 9];

export const shadeCards: ShadeCard[] = z.array(shadeCardSchema).parse([
  {
    id: "interior-emulsion",
    title: "Interior Emulsion",
    group: "general",
    kind: "shades",
    summary: "Shades for all Kamo interior emulsions, from soft pastels to rich accent colours.",
    selection: { hues: [0, 2, 4], depths: [0, 1, 2, 3, 4, 5] },
  },
  {
    id: "exterior-emulsion",
    title: "Exterior Emulsion",
    group: "general",
    kind: "shades",
    summary: "Fade-resistant exterior shades for facades, boundary walls and balconies.",
    exterior: true,
    selection: { families: exteriorFamilies, hues: [1, 3], depths: [1, 2, 3, 4, 5, 6] },
  },
  {
    id: "dual-emulsion",
    title: "Dual Emulsion",
    group: "general",
    kind: "shades",
    summary: "Shades that work on both interior and exterior walls in the Kamodual series.",
    exterior: true,
    selection: { hues: [2], depths: [0, 1, 2, 3, 4, 5, 6, 7] },
  },
  {
    id: "enamel",
    title: "Enamel",
    group: "general",
    kind: "shades",
    summary: "Deep, glossy enamel shades for grills, gates, doors and windows.",
    selection: { hues: [0, 3], depths: [5, 6, 7, 8, 9] },
  },
  {
    id: "distemper",
    title: "Distemper (Kamosilky, 500 shades)",
    group: "general",
    kind: "shades",
    summary: "All 500 Kamosilky acrylic distemper shades, family by family.",
    selection: { hues: all5, depths: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    product: "kamosilky",
  },
  {
    id: "cement-paint",
    title: "Cement Paint",
    group: "general",
    kind: "shades",
    summary: "Earthy, light-reflecting shades for cement paint on compound walls and sheds.",
    exterior: true,
    selection: { families: [1, 2, 8, 9], hues: [1, 2, 3], depths: [0, 1, 2, 3, 4, 5] },
  },
  {
    id: "product-catalogue",
    title: "Product Catalogue",
    group: "general",
    kind: "catalogue",
    summary: "Every Kamo product at a glance: finish, coverage, warranty and pack sizes.",
  },
  {
    id: "technical-literature",
    title: "Technical Literature",
    group: "general",
    kind: "technical",
    summary: "Drying times, thinning, volume solids and VOC for every Kamo emulsion.",
  },
  {
    id: "exterior-colour-combinations",
    title: "Exterior Colour Combinations",
    group: "general",
    kind: "combinations",
    summary: "Twelve tried-and-tested wall, accent and trim schemes for house exteriors.",
  },
  {
    id: "interior-colour-combinations",
    title: "Interior Colour Combinations",
    group: "general",
    kind: "combinations",
    summary: "Twelve room schemes pairing a main wall, a feature wall and a ceiling shade.",
  },
  {
    id: "weather-supreme",
    title: "Weather Supreme",
    group: "exterior",
    kind: "shades",
    summary: "The Weather Supreme exterior shade card.",
    selection: { families: exteriorFamilies, hues: all5, depths: [1, 2, 3, 4] },
    product: "weather-supreme",
  },
  {
    id: "weather-classic-max",
    title: "Weather Classic Max",
    group: "exterior",
    kind: "shades",
    summary: "The Weather Classic Max exterior shade card.",
    selection: { families: exteriorFamilies, hues: [0, 2, 4], depths: [1, 2, 3, 4] },
    product: "weather-classic-max",
  },
  {
    id: "kamoshield",
    title: "Kamoshield",
    group: "exterior",
    kind: "shades",
    summary: "The Kamoshield exterior shade card.",
    selection: { families: exteriorFamilies, hues: [1, 3], depths: [1, 3, 5] },
    product: "kamoshield",
  },
  {
    id: "kamo-hi-sheen",
    title: "Kamo Hi Sheen",
    group: "interior",
    kind: "shades",
    summary: "The Kamo Hi Sheen luxury interior shade card.",
    selection: { hues: all5, depths: [0, 1, 2, 4] },
    product: "Kamo-Hi-Sheen",
  },
  {
    id: "velvety",
    title: "Velvety",
    group: "interior",
    kind: "shades",
    summary: "The Velvety premium matt shade card.",
    selection: { hues: [1, 3], depths: [0, 1, 2, 3, 4, 5] },
    product: "velvety",
  },
  {
    id: "sheen-n-shine",
    title: "Sheen n Shine",
    group: "interior",
    kind: "shades",
    summary: "The Sheen n Shine Stain Free shade card.",
    selection: { hues: [0, 2, 4], depths: [1, 3, 5] },
    product: "sheen-n-shine-stain-free",
  },
  {
    id: "kamodual-luxury",
    title: "Kamodual Luxury Emulsion",
    group: "dual",
    kind: "shades",
    summary: "The Kamodual Luxury Emulsion shade card.",
    selection: { hues: all5, depths: [1, 2, 3, 4] },
    product: "kamodual-luxury-emulsion",
  },
  {
    id: "kamodual-premium",
    title: "Kamodual Premium Emulsion",
    group: "dual",
    kind: "shades",
    summary: "The Kamodual Premium Emulsion shade card.",
    selection: { hues: [1, 3], depths: [1, 2, 3, 4, 5] },
    product: "kamodual-premium-emulsion",
  },
  {
    id: "kamodual-gold",
    title: "Kamodual Gold Emulsion",
    group: "dual",
    kind: "shades",
    summary: "The Kamodual Gold Emulsion shade card.",
    selection: { hues: [2], depths: [1, 2, 3, 4, 5, 6] },
    product: "kamodual-gold-emulsion",
  },
]);

export function findShadeCard(id: string): ShadeCard | undefined {
  return shadeCards.find((c) => c.id === id);
}

/**
 * The shades a card lists, in card order (family, hue, depth): its selection,
 * less any shade the data set says its product cannot be tinted in or, on an
 * exterior card, is not fit for outside walls.
 */
export function shadesOf(card: ShadeCard): CardShade[] {
  const s = card.selection;
  if (!s) return [];
  return cardShades().filter((shade) => {
    if (!(s.families ?? [shade.family]).includes(shade.family)) return false;
    if (!s.hues.includes(shade.hue) || !s.depths.includes(shade.depth)) return false;
    const facts = shadeByCode(shade.code)!;
    if (card.product && !facts.products.includes(card.product)) return false;
    return !card.exterior || facts.suitability.includes("exterior");
  });
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
