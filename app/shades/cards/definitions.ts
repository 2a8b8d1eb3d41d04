import { z } from "zod";
import { products } from "~/products/content";
import { productSlugs } from "~/content/route-paths";
import type { Suitability } from "~/shades/suitability";
import { placeNeeds } from "~/shades/tinting";
import { kamosilkyPosition } from "./palette";

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
export const exteriorFamilies = [0, 1, 2, 3, 4, 5, 8, 9];

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
 * Whether a card lists a shade: a Kamosilky shade its selection picks, fit
 * for where the card's paint goes (an exterior or dual paint's card, and the
 * general cards for outside walls, hold only shades fit for outside). Pure,
 * so the shade data set can join a paint's printed shades as it loads (ADR 40).
 */
export function cardSelects(
  card: ShadeCard,
  shade: { code: string; suitability: readonly Suitability[] },
): boolean {
  const s = card.selection;
  const position = kamosilkyPosition(shade.code);
  if (!s || !position) return false;
  if (!(s.families ?? [position.family]).includes(position.family)) return false;
  if (!s.hues.includes(position.hue) || !s.depths.includes(position.depth)) return false;
  if (card.exterior && !shade.suitability.includes("exterior")) return false;
  const product = card.product && products.find((p) => p.slug === card.product);
  return !product || shade.suitability.includes(placeNeeds[product.family]);
}
