import { z } from "zod";
import { productSlugs, rangeSlugs } from "~/content/route-paths";

/**
 * The shape of every product and range record. Content editors change the
 * records in this folder; the pages, the brochures and the technical data
 * sheets are all drawn from them, so a number can only be wrong in one place.
 */
export const featureIcons = [
  "washable",
  "low-voc",
  "anti-fungal",
  "anti-algal",
  "uv",
  "rain",
  "dust",
  "crack",
  "sheen",
  "smooth",
  "stain",
  "coverage",
  "odour",
  "colour",
  "heat",
  "durability",
] as const;
export type FeatureIcon = (typeof featureIcons)[number];

const feature = z.object({
  icon: z.enum(featureIcons),
  title: z.string().min(2).max(40),
  text: z.string().min(10).max(160),
});

/**
 * Spreading rate per coat on a smooth, primed surface, in square metres per
 * litre (or per kg). The range is what the pages print; the paint budget
 * calculator plans on `min` (ADR 18), so a rough wall does not run short.
 */
const spreadingRate = {
  min: z.number().positive(),
  max: z.number().positive(),
  unit: z.enum(["litre", "kg"]),
};
const rateInOrder = (c: { min: number; max: number }) => c.max >= c.min;
const rateOrderMessage = { message: "coverage max must not be below min" };

const coverage = z
  .object({ ...spreadingRate, coats: z.number().int().min(1).max(3) })
  .refine(rateInOrder, rateOrderMessage);

/** The symbol a pack's size is printed with, for each coverage unit. */
export const packUnitFor = { litre: "L", kg: "kg" } as const;

/**
 * A pack on the price list. Sizes are in 100 ml (or 100 g) steps, which keeps
 * the calculator's pack arithmetic in whole numbers; prices are whole rupees.
 */
export const packSchema = z.object({
  size: z
    .number()
    .positive()
    .max(100)
    .refine((s) => Math.abs(s * 10 - Math.round(s * 10)) < 1e-9, "size must be in steps of 0.1"),
  unit: z.enum(["L", "kg"]),
  /** Maximum retail price in whole rupees, GST included, on the price list of `priceList.date`. */
  price: z.number().int().positive().max(1_000_000),
});
export type Pack = z.infer<typeof packSchema>;

/** "4 L", "20 kg": how the pages and PDFs have always printed a pack. */
export function packLabel(pack: Pick<Pack, "size" | "unit">): string {
  return `${pack.size} ${pack.unit}`;
}

/** Packs smallest first, sizes distinct, all in the unit the coverage is given in. */
const packList = (min: number) =>
  z
    .array(packSchema)
    .min(min)
    .refine(
      (packs) => packs.every((p, i) => i === 0 || p.size > packs[i - 1]!.size),
      "packs must be listed smallest first, each size once",
    );

const packsMatchCoverageUnit = (r: {
  coverage?: { unit: "litre" | "kg" };
  packs: Pack[];
}): boolean => !r.coverage || r.packs.every((p) => p.unit === packUnitFor[r.coverage!.unit]);
const packUnitMessage = {
  message: "pack units must match the coverage unit (L for litre, kg for kg)",
  path: ["packs"],
};

/**
 * How well a dried film stands up to wet scrubbing: cycles before it wears
 * through, by the ASTM D2486 method the trade quotes.
 */
const washability = z.object({
  scrubCycles: z.number().int().positive().max(100_000),
});

const technical = z.object({
  productType: z.string().min(3),
  dryToTouch: z.string().min(2),
  recoatAfter: z.string().min(2),
  thinning: z.string().min(2),
  application: z.array(z.string().min(2)).min(1),
  vocGramsPerLitre: z.number().int().nonnegative().optional(),
  volumeSolidsPercent: z.number().min(10).max(80),
  shelfLifeMonths: z.number().int().positive(),
  surfacePreparation: z.array(z.string().min(10)).min(2),
});

export const productSlugSchema = z.enum(productSlugs);

const productRecordSchema = z.object({
  slug: productSlugSchema,
  name: z.string().min(2),
  subtitle: z.string().optional(),
  family: z.enum(["interior", "exterior", "dual", "distemper"]),
  /** One line under the name on cards and in the brochure. */
  tagline: z.string().min(10).max(120),
  description: z.array(z.string().min(40)).min(1).max(3),
  /** The product's signature colour (banner artwork and PDF accents). */
  accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  warrantyYears: z.number().int().positive().optional(),
  features: z.array(feature).min(4).max(10),
  coverage,
  finish: z.string().min(3),
  surfaces: z.array(z.string().min(3)).min(2),
  /** The packs sold, with their prices; the pages print their sizes as `packSizes`. */
  packs: packList(1),
  washability,
  technical,
  /** Shade card for this product on /pickyourcolors, when it has its own. */
  shadeCard: z.string().optional(),
  seo: z.object({
    title: z.string().min(5),
    description: z.string().min(50).max(170),
    keywords: z.string().min(5),
  }),
});

/**
 * A product as the pages use it: the record, validated, plus `packSizes`
 * ("1 L", "4 L"…) derived from `packs`, so sizes are written once and the pages,
 * brochures and data sheets print exactly what they printed before prices came.
 */
export const productSchema = productRecordSchema
  .refine(packsMatchCoverageUnit, packUnitMessage)
  .transform((record) => ({ ...record, packSizes: record.packs.map(packLabel) }));

/** What a content file writes; `Product` is what the rest of the site reads. */
export type ProductRecord = z.input<typeof productSchema>;
export type Product = z.output<typeof productSchema>;
export type ProductSlug = Product["slug"];

/** A card on a range page: a product with its own page, or one enquired about. */
export const rangeCardSchema = z.object({
  name: z.string().min(2),
  subtitle: z.string().optional(),
  description: z.string().min(30),
  /** Artwork name in art/. */
  image: z.string().regex(/^(product|range)-[a-z0-9-]+$/),
  highlight: z.string().optional(),
  /** The product page the More Info button opens; absent: it opens a product enquiry. */
  productSlug: productSlugSchema.optional(),
});

export type RangeCard = z.infer<typeof rangeCardSchema>;

export const rangeSchema = z.object({
  slug: z.enum(rangeSlugs),
  name: z.string().min(3),
  eyebrow: z.string().min(3),
  intro: z.string().min(60),
  image: z.string().regex(/^range-[a-z0-9-]+$/),
  cards: z.array(rangeCardSchema).min(3).max(8),
  seo: z.object({
    title: z.string().min(5),
    description: z.string().min(50).max(170),
    keywords: z.string().min(5),
  }),
});

export type Range = z.infer<typeof rangeSchema>;

/**
 * Primers and putty: sold through dealers and listed in the catalogue, but
 * without pages of their own. The paint budget calculator prices them for a
 * fresh paint job.
 */
export const undercoatSlugs = [
  "kamo-interior-wall-primer",
  "kamo-exterior-primer",
  "kamo-acrylic-wall-putty",
] as const;

export const undercoatSchema = z
  .object({
    slug: z.enum(undercoatSlugs),
    /** As in the catalogue (app/catalogue/seed.server.ts). */
    name: z.string().min(2),
    kind: z.enum(["primer", "putty"]),
    surface: z.enum(["interior", "exterior"]),
    /**
     * Square metres per litre or kg per coat. Optional for putty only: without
     * it the calculator uses the trade rate of 2.5 kg per 100 sq ft per coat.
     */
    coverage: z.object(spreadingRate).refine(rateInOrder, rateOrderMessage).optional(),
    /** Coats the product is normally applied in. */
    coats: z.number().int().min(1).max(3),
    packs: packList(1),
  })
  .refine((u) => u.kind === "putty" || u.coverage !== undefined, {
    message: "a primer needs its coverage",
    path: ["coverage"],
  })
  .refine((u) => u.coverage !== undefined || u.packs.every((p) => p.unit === "kg"), {
    message: "putty without a stated coverage is priced per kg (the default rate is in kg)",
    path: ["packs"],
  })
  .refine(packsMatchCoverageUnit, packUnitMessage);

export type Undercoat = z.infer<typeof undercoatSchema>;

/** The date and terms of the prices in the product records. */
export const priceListSchema = z.object({
  /** The day the prices took effect (YYYY-MM-DD). */
  date: z.iso.date(),
  /** Shown beside every price: dealer prices may differ. */
  note: z.string().min(40).max(300),
});

export type PriceList = z.infer<typeof priceListSchema>;
