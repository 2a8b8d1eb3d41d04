import { z } from "zod";
import { productSlugs, rangeSlugs } from "~/content/route-paths";
import { statedWarrantyYears } from "~/products/warranty";

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

/**
 * The bases a tinting machine adds colorant to (ADR 17, ADR 40). Each holds
 * less white than the one before it, so each makes a band of shades from
 * light to deep; the accent base is clear, for strong, clean colours.
 */
export const tintBases = ["pastel", "medium", "deep", "accent"] as const;
export type TintBase = (typeof tintBases)[number];

/**
 * What a paint's binder must carry for each base (ADR 40). A deep or clear
 * base holds little or no white, so the colour and the hiding come from
 * colorant: an economy film (few volume solids) with that much colorant
 * chalks and rubs off, and the clear accent base takes the strong organic
 * colorants that fade in the sun, so it is made for inside walls only.
 */
export const tintingLimits = {
  deepMinVolumeSolids: 34,
  accentMinVolumeSolids: 36,
} as const;

/**
 * How a paint gets its colour. "tinted": a dealer's machine tints one of its
 * bases, so it comes in every shade those bases can make (and that suits
 * where the paint goes), plus the shades of its printed card, which the
 * factory ready-mixes. "factory": made at the factory in its card's shades
 * only (distemper takes too little colorant for in-shop tinting).
 */
const tinting = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("tinted"),
    bases: z
      .array(z.enum(tintBases))
      .min(1)
      .refine(
        (bases) =>
          bases.every((b, i) => i === 0 || tintBases.indexOf(b) > tintBases.indexOf(bases[i - 1]!)),
        "bases must be listed once each, lightest first",
      ),
  }),
  z.object({ kind: z.literal("factory") }),
]);

/**
 * The jobs the paint finder asks about (issue 42): what is being painted.
 * Wall paints have product pages; wood, metal and roofs are served by ranges
 * whose products are sold through dealers (ranges' `finderJobs`).
 */
export const paintJobs = [
  "interior-wall",
  "exterior-wall",
  "damp-wall",
  "wood",
  "metal",
  "roof",
] as const;
export type PaintJob = (typeof paintJobs)[number];

/** The troubles a paint can stand up to, as the finder asks about them. */
export const paintTroubles = ["heavy-rain", "damp", "algae", "heat"] as const;
export type PaintTrouble = (typeof paintTroubles)[number];

/**
 * The feature that must back each claim: a paint "resists" a trouble only if
 * one of its features says how, and the finder quotes that feature.
 */
export const troubleFeatures: Record<PaintTrouble, readonly FeatureIcon[]> = {
  "heavy-rain": ["rain"],
  damp: ["anti-fungal", "rain"],
  algae: ["anti-algal"],
  heat: ["heat"],
};

/** Where each job's paint goes, by product family. */
const jobFamilies: Record<PaintJob, readonly string[]> = {
  "interior-wall": ["interior", "distemper", "dual"],
  "exterior-wall": ["exterior", "dual"],
  "damp-wall": ["interior", "exterior", "dual"],
  wood: [],
  metal: [],
  roof: [],
};

/**
 * What the paint finder reads of a product: the jobs it is made for, and how
 * well it stands up to each trouble, from 1 (it helps) to 3 (made for it).
 */
const finderFacts = z.object({
  jobs: z.array(z.enum(paintJobs)).min(1),
  resists: z.partialRecord(z.enum(paintTroubles), z.number().int().min(1).max(3)),
});

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
  /**
   * The product's performance warranty, or none and why: the one place every
   * page, card, comparison and PDF takes it from (issue 42). A reason is a
   * sentence a visitor reads after "No performance warranty.".
   */
  warranty: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("performance"), years: z.number().int().min(1).max(25) }),
    z.object({ kind: z.literal("none"), reason: z.string().min(40).max(160) }),
  ]),
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
  tinting,
  finder: finderFacts,
  seo: z.object({
    title: z.string().min(5),
    description: z.string().min(50).max(170),
    keywords: z.string().min(5),
  }),
});

/** The rule of ADR 40, checked on every product record. */
function tintingFollowsTheRule(
  record: z.output<typeof productRecordSchema>,
  ctx: z.RefinementCtx,
): void {
  const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["tinting"], message });
  const { tinting: how, family } = record;
  if ((how.kind === "factory") !== (family === "distemper"))
    issue("distemper, and only distemper, is made at the factory in its card's shades");
  if (how.kind === "factory") {
    if (!record.shadeCard) issue("a paint made at the factory needs its printed shade card");
    return;
  }
  const solids = record.technical.volumeSolidsPercent;
  if (how.bases.includes("accent") && family !== "interior")
    issue("the clear accent base is for inside walls only");
  if (how.bases.includes("accent") && solids < tintingLimits.accentMinVolumeSolids)
    issue(`the accent base needs at least ${tintingLimits.accentMinVolumeSolids}% volume solids`);
  if (how.bases.includes("deep") && solids < tintingLimits.deepMinVolumeSolids)
    issue(`the deep base needs at least ${tintingLimits.deepMinVolumeSolids}% volume solids`);
}

/**
 * A tagline, feature or search title that names a term ("7-year warranty",
 * "seven years of protection") must name the record's own; a product without
 * a warranty names none. The Hindi text is held to the same by the tests.
 */
function textsKeepToTheWarranty(
  record: z.output<typeof productRecordSchema>,
  ctx: z.RefinementCtx,
): void {
  const years = record.warranty.kind === "performance" ? record.warranty.years : undefined;
  const texts = [
    record.tagline,
    ...record.description,
    ...record.features.flatMap((f) => [f.title, f.text]),
    record.seo.title,
    record.seo.description,
    record.seo.keywords,
  ];
  for (const text of texts)
    for (const stated of statedWarrantyYears(text, "en"))
      if (stated !== years)
        ctx.addIssue({
          code: "custom",
          path: ["warranty"],
          message: `"${text}" states ${stated} years; the warranty is ${years ?? "none"}`,
        });
}

/**
 * A finder claim must be one the record backs: a job the product's family
 * can do, a trouble one of its features names, and a damp wall only for a
 * paint that stands up to damp (2 or more).
 */
function finderFactsAreBacked(
  record: z.output<typeof productRecordSchema>,
  ctx: z.RefinementCtx,
): void {
  const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["finder"], message });
  const { jobs, resists } = record.finder;
  for (const job of jobs)
    if (!jobFamilies[job].includes(record.family))
      issue(`a ${record.family} paint is not made for the job "${job}"`);
  const icons = new Set(record.features.map((f) => f.icon));
  for (const trouble of paintTroubles)
    if (resists[trouble] && !troubleFeatures[trouble].some((icon) => icons.has(icon)))
      issue(`"${trouble}" needs a feature with one of: ${troubleFeatures[trouble].join(", ")}`);
  if (jobs.includes("damp-wall") && (resists.damp ?? 0) < 2)
    issue("a paint for a damp wall must resist damp (2 or more)");
}

/**
 * A product as the pages use it: the record, validated, plus `packSizes`
 * ("1 L", "4 L"…) derived from `packs`, so sizes are written once and the pages,
 * brochures and data sheets print exactly what they printed before prices came.
 */
export const productSchema = productRecordSchema
  .refine(packsMatchCoverageUnit, packUnitMessage)
  .superRefine(tintingFollowsTheRule)
  .superRefine(textsKeepToTheWarranty)
  .superRefine(finderFactsAreBacked)
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
  /**
   * The finder's jobs this range answers whose paints have no page of their
   * own (wood, metal, roofs, the waterproofing a damp wall needs first).
   */
  finderJobs: z.array(z.enum(paintJobs)).optional(),
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
