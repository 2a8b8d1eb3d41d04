import type { ProductRecord } from "./schema";

/** The Kamodual series: one emulsion for both interior and exterior walls. */
const dualPrep = [
  "Let new plaster cure for at least 28 days; remove dust, grease, algae and loose paint.",
  "Fill cracks with a suitable filler (putty indoors, crack filler outdoors) and sand smooth.",
  "Apply one coat of Kamo Interior Wall Primer indoors or Kamo Exterior Primer outdoors.",
];

const dualSurfaces = [
  "Interior plaster",
  "Exterior cement plaster",
  "Concrete",
  "Previously painted walls",
];

/** One paint for both sides of a wall is a convenience, not a longer life outside (issue 42). */
const dualWarranty = {
  kind: "none",
  reason:
    "One tin for inside and out, made for convenience rather than the longest life outdoors; for a warranty outside, choose a Weather paint.",
} as const;

export const dualProducts: ProductRecord[] = [
  {
    slug: "kamodual-luxury-emulsion",
    name: "Kamodual Luxury Emulsion",
    subtitle: "Interior and exterior, luxury finish",
    family: "dual",
    tagline: "One luxury paint for the whole house, inside and out.",
    description: [
      "Kamodual Luxury Emulsion is formulated to perform on both interior and exterior walls, so builders and home owners can use one product and one shade across a project.",
      "Indoors it gives a rich, washable sheen; outdoors it resists rain, algae and fading.",
    ],
    accent: "#1f3a5f",
    warranty: dualWarranty,
    features: [
      {
        icon: "sheen",
        title: "Luxury sheen",
        text: "A rich finish on interior and exterior walls.",
      },
      { icon: "rain", title: "Weather proof", text: "Resists rain and damp on exterior walls." },
      { icon: "washable", title: "Washable", text: "Interior walls wipe clean." },
      { icon: "anti-algal", title: "Anti-algal", text: "Protects exterior walls from algae." },
      { icon: "uv", title: "UV resistant", text: "Colours stay bright in the sun." },
    ],
    coverage: { min: 11, max: 13, unit: "litre", coats: 2 },
    finish: "Sheen",
    surfaces: dualSurfaces,
    packs: [
      { size: 1, unit: "L", price: 580 },
      { size: 4, unit: "L", price: 2220 },
      { size: 10, unit: "L", price: 5350 },
      { size: 20, unit: "L", price: 10450 },
    ],
    washability: { scrubCycles: 8000 },
    technical: {
      productType: "Acrylic dual-purpose emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 35% by volume with clean water",
      application: ["Brush", "Roller", "Airless spray"],
      vocGramsPerLitre: 40,
      volumeSolidsPercent: 40,
      shelfLifeMonths: 36,
      surfacePreparation: dualPrep,
    },
    shadeCard: "kamodual-luxury",
    tinting: { kind: "tinted", bases: ["pastel", "medium", "deep"] },
    finder: {
      jobs: ["interior-wall", "exterior-wall"],
      resists: { "heavy-rain": 2, damp: 1, algae: 2 },
    },
    seo: {
      title: "Kamodual Luxury Emulsion for interior and exterior",
      description:
        "Kamodual Luxury Emulsion: one luxury sheen paint for interior and exterior walls. Washable indoors, weather proof outdoors. Coverage and pack sizes.",
      keywords: "Kamodual Luxury, dual emulsion, interior exterior paint, Kamo Paints",
    },
  },
  {
    slug: "kamodual-premium-emulsion",
    name: "Kamodual Premium Emulsion",
    subtitle: "Interior and exterior, premium finish",
    family: "dual",
    tagline: "Premium protection, inside and out, from one tin.",
    description: [
      "Kamodual Premium Emulsion gives a smooth low-sheen finish on interior and exterior walls with dependable protection against damp and algae.",
      "It simplifies stock for dealers and site management for contractors, without compromising on finish.",
    ],
    accent: "#2a9d8f",
    warranty: dualWarranty,
    features: [
      { icon: "smooth", title: "Smooth finish", text: "A low-sheen finish inside and out." },
      { icon: "rain", title: "Damp resistant", text: "Keeps exterior walls dry." },
      {
        icon: "anti-fungal",
        title: "Anti-fungal",
        text: "Protects interior walls in humid weather.",
      },
      { icon: "coverage", title: "Good coverage", text: "Economical on large projects." },
    ],
    coverage: { min: 10, max: 12, unit: "litre", coats: 2 },
    finish: "Low sheen",
    surfaces: dualSurfaces,
    packs: [
      { size: 1, unit: "L", price: 460 },
      { size: 4, unit: "L", price: 1760 },
      { size: 10, unit: "L", price: 4240 },
      { size: 20, unit: "L", price: 8280 },
    ],
    washability: { scrubCycles: 5000 },
    technical: {
      productType: "Acrylic dual-purpose emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 40% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 45,
      volumeSolidsPercent: 36,
      shelfLifeMonths: 36,
      surfacePreparation: dualPrep,
    },
    shadeCard: "kamodual-premium",
    tinting: { kind: "tinted", bases: ["pastel", "medium", "deep"] },
    finder: {
      jobs: ["interior-wall", "exterior-wall", "damp-wall"],
      resists: { "heavy-rain": 1, damp: 2 },
    },
    seo: {
      title: "Kamodual Premium Emulsion for interior and exterior",
      description:
        "Kamodual Premium Emulsion: a low-sheen paint for interior and exterior walls with damp and fungus protection. Coverage, surfaces and pack sizes.",
      keywords: "Kamodual Premium, dual emulsion, interior exterior paint, Kamo Paints",
    },
  },
  {
    slug: "kamodual-gold-emulsion",
    name: "Kamodual Gold Emulsion",
    subtitle: "Interior and exterior, everyday value",
    family: "dual",
    tagline: "Everyday value for interior and exterior walls.",
    description: [
      "Kamodual Gold Emulsion is the value choice in the Kamodual series: a matt finish that works indoors and out, ideal for rental properties, boundary walls and quick refreshes.",
      "It is easy to apply and dries fast, so painters can finish a house in fewer days.",
    ],
    accent: "#f2a541",
    warranty: dualWarranty,
    features: [
      { icon: "coverage", title: "Economical", text: "Value for money on large areas." },
      { icon: "rain", title: "Weather resistant", text: "Suitable for exterior walls." },
      { icon: "smooth", title: "Matt finish", text: "A neat, even finish indoors and out." },
      { icon: "low-voc", title: "Low odour", text: "Comfortable to use indoors." },
    ],
    coverage: { min: 9, max: 11, unit: "litre", coats: 2 },
    finish: "Matt",
    surfaces: dualSurfaces,
    packs: [
      { size: 1, unit: "L", price: 340 },
      { size: 4, unit: "L", price: 1300 },
      { size: 10, unit: "L", price: 3130 },
      { size: 20, unit: "L", price: 6100 },
    ],
    washability: { scrubCycles: 1500 },
    technical: {
      productType: "Acrylic dual-purpose emulsion",
      dryToTouch: "30 minutes",
      recoatAfter: "4 hours",
      thinning: "Up to 45% by volume with clean water",
      application: ["Brush", "Roller"],
      vocGramsPerLitre: 50,
      volumeSolidsPercent: 32,
      shelfLifeMonths: 24,
      surfacePreparation: dualPrep,
    },
    shadeCard: "kamodual-gold",
    tinting: { kind: "tinted", bases: ["pastel", "medium"] },
    finder: { jobs: ["interior-wall", "exterior-wall"], resists: { "heavy-rain": 1 } },
    seo: {
      title: "Kamodual Gold Emulsion for interior and exterior",
      description:
        "Kamodual Gold Emulsion: an economical matt paint for interior and exterior walls. Fast drying and easy to apply. Coverage and pack sizes.",
      keywords: "Kamodual Gold, dual emulsion, economy paint, Kamo Paints",
    },
  },
];
