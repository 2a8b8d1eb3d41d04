import { z } from "zod";
import { productSlugs, rangeSlugs } from "../route-paths";

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

const coverage = z
  .object({
    /** Spreading rate per coat on a smooth, primed surface. */
    min: z.number().positive(),
    max: z.number().positive(),
    unit: z.enum(["litre", "kg"]),
    coats: z.number().int().min(1).max(3),
  })
  .refine((c) => c.max >= c.min, { message: "coverage max must not be below min" });

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

export const productSchema = z.object({
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
  packSizes: z.array(z.string().regex(/^\d+(\.\d+)? (L|kg|ml)$/)).min(1),
  technical,
  /** Shade card for this product on /pickyourcolors, when it has its own. */
  shadeCard: z.string().optional(),
  seo: z.object({
    title: z.string().min(5),
    description: z.string().min(50).max(170),
    keywords: z.string().min(5),
  }),
});

export type Product = z.infer<typeof productSchema>;
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
