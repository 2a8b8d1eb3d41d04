import type { Range } from "./schema";

/**
 * The eight range pages. Cards with a productSlug open that product's page;
 * cards without one (designer, distemper, enamel, wood, waterproofing products,
 * whose More Info leads nowhere in the spec) open a product enquiry instead.
 */
export const ranges: Range[] = [
  {
    slug: "designer-range",
    name: "Designer Range",
    eyebrow: "Special-effect finishes",
    intro:
      "Textures, metallic lustres and glitter finishes for feature walls, showrooms and restaurants. Our applicators apply designer finishes by hand, so every wall is a little different.",
    image: "range-designer-range",
    cards: [
      {
        name: "Replica Renaissance",
        subtitle: "Designer texture paint",
        description:
          "Recreates the layered look of old Italian plaster with a trowel-applied texture that catches the light.",
        image: "product-can-designer",
      },
      {
        name: "Metallic Lustre",
        subtitle: "Metallic finish paint",
        description:
          "Pearl, gold, silver and copper effects for feature walls, pillars and ceilings, applied over a base coat.",
        image: "product-can-designer",
      },
      {
        name: "Glitter Paint",
        subtitle: "Sparkle top coat",
        description:
          "A clear glaze with fine glitter particles that adds a festive sparkle to children's rooms and party halls.",
        image: "product-can-designer",
      },
    ],
    seo: {
      title: "Designer Range: texture, metallic and glitter finishes",
      description:
        "Designer paints from Kamo Paints: Replica Renaissance texture, Metallic Lustre and Glitter Paint for feature walls. Book a free consultation.",
      keywords: "designer paint, texture paint, metallic paint, glitter paint, Kamo Paints",
    },
  },
  {
    slug: "exterior-range",
    name: "Exterior Emulsion Range",
    eyebrow: "Protection for facades",
    intro:
      "Exterior emulsions tested through Indian summers and monsoons, from the everyday value of Kamoshield to the 12-year warranty of Weather Supreme Advance Shyne.",
    image: "range-exterior-range",
    cards: [
      {
        name: "Weather Supreme",
        subtitle: "Premium exterior emulsion",
        description: "Silicone-enhanced protection against rain, UV and dust.",
        image: "product-weather-supreme",
        highlight: "7-year warranty",
        productSlug: "weather-supreme",
      },
      {
        name: "Weather Classic",
        subtitle: "Exterior emulsion",
        description: "A 100% acrylic exterior emulsion for dependable everyday protection.",
        image: "product-weather-classic",
        highlight: "5-year warranty",
        productSlug: "weather-classic",
      },
      {
        name: "Weather Classic Advance",
        subtitle: "Dirt-resistant exterior emulsion",
        description: "Weather Classic with a surface that stays cleaner in cities.",
        image: "product-weather-classic-advance",
        productSlug: "weather-classic-advance",
      },
      {
        name: "Weather Classic Max",
        subtitle: "High-build exterior emulsion",
        description: "A thicker, elastic film for walls facing driving rain and sea air.",
        image: "product-weather-classic-max",
        productSlug: "weather-classic-max",
      },
      {
        name: "Weather Supreme Advance Shyne",
        subtitle: "Ultra-premium sheen exterior emulsion",
        description: "Our longest-lasting exterior paint, with a self-cleaning sheen.",
        image: "product-kamo-supreme-advance-shyne",
        highlight: "12-year warranty",
        productSlug: "kamo-supreme-advance-shyne",
      },
      {
        name: "Kamoshield",
        subtitle: "Exterior emulsion",
        description: "Economical rain and algae protection for homes of every size.",
        image: "product-kamoshield",
        highlight: "3-year warranty",
        productSlug: "kamoshield",
      },
      {
        name: "Kamoshield Advance",
        subtitle: "Exterior emulsion",
        description: "Kamoshield value with better colour retention in strong sun.",
        image: "product-kamo-shield-advance",
        highlight: "3-year warranty",
        productSlug: "kamo-shield-advance",
      },
    ],
    seo: {
      title: "Exterior Emulsion Range with up to 12-year warranty",
      description:
        "Kamo exterior emulsions: Weather Supreme, Weather Classic, Weather Classic Advance and Max, Advance Shyne and Kamoshield, with warranties up to 12 years.",
      keywords:
        "exterior emulsion, exterior paint, weather proof paint, Weather Supreme, Kamoshield, Kamo Paints",
    },
  },
  {
    slug: "interior-range",
    name: "Interior Emulsion Range",
    eyebrow: "Finishes for every room",
    intro:
      "Washable, low-odour interior emulsions, from the rich sheen of Kamo Hi Sheen to the silky value of Kamosilky. Every shade is machine tinted at your dealer.",
    image: "range-interior-range",
    cards: [
      {
        name: "Kamo Hi Sheen",
        subtitle: "Luxury interior emulsion",
        description: "A rich, washable sheen that resists everyday stains.",
        image: "product-kamo-hi-sheen",
        productSlug: "Kamo-Hi-Sheen",
      },
      {
        name: "Velvety",
        subtitle: "Premium matt interior emulsion",
        description: "A velvet-soft matt finish that hides minor flaws.",
        image: "product-velvety",
        productSlug: "velvety",
      },
      {
        name: "Kamoshine Advance",
        subtitle: "Mid-sheen interior emulsion",
        description: "A gentle shine with anti-fungal protection for humid rooms.",
        image: "product-kamoshine-advance",
        productSlug: "kamoshine-advance",
      },
      {
        name: "Sheen n Shine Stain Free",
        subtitle: "Stain-repellent interior emulsion",
        description: "Water-based stains bead up and wipe away.",
        image: "product-sheen-n-shine-stain-free",
        productSlug: "sheen-n-shine-stain-free",
      },
      {
        name: "Kamorich",
        subtitle: "Smooth matt interior emulsion",
        description: "A smooth, even matt finish at an everyday price.",
        image: "product-kamorich",
        productSlug: "kamorich",
      },
      {
        name: "Kamosilky Advance",
        subtitle: "Silk-finish interior emulsion",
        description: "The Kamosilky look with the durability of an emulsion.",
        image: "product-kamosilky-advance",
        productSlug: "kamosilky-advance",
      },
      {
        name: "Kamosilky",
        subtitle: "Acrylic distemper",
        description: "A silky distemper in 500 shades.",
        image: "product-kamosilky",
        highlight: "500 shades",
        productSlug: "kamosilky",
      },
    ],
    seo: {
      title: "Interior Emulsion Range: sheen, matt and silk finishes",
      description:
        "Kamo interior emulsions: Kamo Hi Sheen, Velvety, Kamoshine Advance, Sheen n Shine Stain Free, Kamorich, Kamosilky Advance and Kamosilky.",
      keywords:
        "interior emulsion, interior paint, washable paint, Kamo Hi Sheen, Velvety, Kamo Paints",
    },
  },
  {
    slug: "distemper-range",
    name: "Distemper Range",
    eyebrow: "Colour for every budget",
    intro:
      "Acrylic and synthetic distempers that bring fresh colour to homes at a modest cost. Kamosilky alone comes in 500 shades.",
    image: "range-distemper-range",
    cards: [
      {
        name: "Kamosilky",
        subtitle: "Acrylic distemper",
        description: "A silky, long-lasting acrylic distemper in 500 shades.",
        image: "product-kamosilky",
        highlight: "500 shades",
        productSlug: "kamosilky",
      },
      {
        name: "Kyson",
        subtitle: "Synthetic distemper",
        description:
          "Good whiteness and easy brushing for bedrooms, corridors and staff quarters, at an economical price.",
        image: "product-can-distemper",
      },
      {
        name: "Bunty",
        subtitle: "Economy distemper",
        description:
          "A quick, affordable refresh for new plaster, godowns and rented rooms before the festive season.",
        image: "product-can-distemper",
      },
    ],
    seo: {
      title: "Distemper Range: Kamosilky in 500 shades, Kyson and Bunty",
      description:
        "Kamo distempers: Kamosilky acrylic distemper in 500 shades, Kyson synthetic distemper and Bunty economy distemper for fresh, affordable colour.",
      keywords: "distemper, acrylic distemper, Kamosilky 500 shades, Kyson, Bunty, Kamo Paints",
    },
  },
  {
    slug: "premium-enamel-range",
    name: "Premium Enamel Range",
    eyebrow: "Gloss for metal and wood",
    intro:
      "Hard-wearing enamels for grills, gates, doors and windows: a glossy film that resists rust, damp and everyday knocks.",
    image: "range-premium-enamel-range",
    finderJobs: ["metal", "wood"],
    cards: [
      {
        name: "Kamolite Super Gloss",
        subtitle: "Premium synthetic enamel",
        description:
          "Our highest-gloss enamel with rust-inhibiting pigments, for gates, grills and main doors.",
        image: "product-can-enamel",
      },
      {
        name: "Kamolite Satin",
        subtitle: "Satin enamel",
        description:
          "A soft satin sheen and low odour for interior woodwork, cupboards and window frames.",
        image: "product-can-enamel",
      },
      {
        name: "Babli",
        subtitle: "Synthetic enamel",
        description:
          "An economical enamel for shutters, grills and railings, with a clean, even gloss.",
        image: "product-can-enamel",
      },
    ],
    seo: {
      title: "Premium Enamel Range: Kamolite and Babli enamels",
      description:
        "Kamo enamels for metal and wood: Kamolite Super Gloss, Kamolite Satin and Babli synthetic enamel for gates, grills, doors and windows.",
      keywords: "enamel paint, synthetic enamel, gloss enamel, Kamolite, Babli, Kamo Paints",
    },
  },
  {
    slug: "wood-coating-products",
    name: "Wood Finishes",
    eyebrow: "Bring out the grain",
    intro:
      "Clear and pigmented finishes for teak, sheesham and plywood furniture, doors and panelling, with the sealers and thinners to apply them properly.",
    image: "range-wood-coating-products",
    finderJobs: ["wood"],
    cards: [
      {
        name: "Melamyne",
        subtitle: "Melamine wood finish",
        description:
          "A clear finish in gloss and matt that protects furniture and shows off the grain.",
        image: "product-can-wood",
      },
      {
        name: "Kamo PU Finish",
        subtitle: "Polyurethane wood finish",
        description: "A two-pack polyurethane for table tops, doors and floors that see heavy use.",
        image: "product-can-wood",
      },
      {
        name: "NC Sanding Sealer",
        subtitle: "Nitrocellulose sealer",
        description: "Seals open grain and sands easily to a smooth base before the top coat.",
        image: "product-can-wood",
      },
      {
        name: "Clear Lacquer",
        subtitle: "NC clear lacquer",
        description: "A fast-drying clear lacquer for a quick, glossy finish on furniture.",
        image: "product-can-wood",
      },
      {
        name: "Kamo Thinner",
        subtitle: "NC and PU thinner",
        description: "Matched thinners for our wood finishes, for clean spraying and brushing.",
        image: "product-can-wood",
      },
    ],
    seo: {
      title: "Wood Finishes: Melamyne, PU, sealer, lacquer and thinner",
      description:
        "Kamo wood finishes: Melamyne melamine finish, PU finish, NC sanding sealer, clear lacquer and thinner for furniture, doors and panelling.",
      keywords: "wood finish, melamine, PU finish, sanding sealer, clear lacquer, Kamo Paints",
    },
  },
  {
    slug: "water-proofing-solutions",
    name: "Waterproofing Products",
    eyebrow: "Stop leaks at the source",
    intro:
      "Waterproofing for terraces, bathrooms, basements and water tanks, from bonding liquids for concrete repair to a tough floor coat.",
    image: "range-water-proofing-solutions",
    finderJobs: ["roof", "damp-wall"],
    cards: [
      {
        name: "Kamocrete SBR",
        subtitle: "Concrete repair liquid",
        description:
          "A styrene-butadiene bonding liquid that improves adhesion and water resistance of repair mortars.",
        image: "product-can-waterproofing",
      },
      {
        name: "Kamocrete Acrylic",
        subtitle: "Concrete repair liquid",
        description:
          "An acrylic polymer for patch repairs, plaster bonding and waterproof renders on walls and slabs.",
        image: "product-can-waterproofing",
      },
      {
        name: "Kamoproof",
        subtitle: "Integral waterproofing compound",
        description:
          "Added to cement mortar and concrete to cut water absorption in roofs, tanks and basements.",
        image: "product-can-waterproofing",
      },
      {
        name: "Kamofloor",
        subtitle: "Floor coat",
        description: "A hard-wearing coating for terraces, balconies and parking floors.",
        image: "product-can-waterproofing",
      },
    ],
    seo: {
      title: "Waterproofing Products: repair liquids, compound, floor coat",
      description:
        "Kamo waterproofing: concrete repair liquids, an integral waterproofing compound and a floor coat for terraces, bathrooms, basements and tanks.",
      keywords:
        "waterproofing, concrete repair, integral waterproofing compound, floor coat, Kamo Paints",
    },
  },
  {
    slug: "dual-paints-series",
    name: "Dual Paints Series",
    eyebrow: "One paint, inside and out",
    intro:
      "The Kamodual series is made for both interior and exterior walls, so a whole house can be painted from one product in one shade.",
    image: "range-dual-paints-series",
    cards: [
      {
        name: "Kamodual Luxury Emulsion",
        subtitle: "Luxury finish",
        description: "A rich sheen for interior and exterior walls.",
        image: "product-kamodual-luxury-emulsion",
        productSlug: "kamodual-luxury-emulsion",
      },
      {
        name: "Kamodual Premium Emulsion",
        subtitle: "Premium finish",
        description: "A smooth low sheen with damp and fungus protection.",
        image: "product-kamodual-premium-emulsion",
        productSlug: "kamodual-premium-emulsion",
      },
      {
        name: "Kamodual Gold Emulsion",
        subtitle: "Everyday value",
        description: "An economical matt finish for interior and exterior walls.",
        image: "product-kamodual-gold-emulsion",
        productSlug: "kamodual-gold-emulsion",
      },
    ],
    seo: {
      title: "Dual Paints Series: Kamodual Luxury, Premium and Gold",
      description:
        "The Kamodual series: Luxury, Premium and Gold emulsions for both interior and exterior walls. One product and one shade for the whole house.",
      keywords: "dual paint, interior exterior emulsion, Kamodual, Kamo Paints",
    },
  },
];
