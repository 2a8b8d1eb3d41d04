import * as facts from "./facts";
import type { CompanyContent } from "./schema";
import { site } from "./site";

/** Today's network and its milestones, as the English sentences state them. */
const dealers = facts.dealerCount("en");
const CIN = "L24222HR2008PLC071934";

/**
 * Everything the home and contact pages say about the company. The
 * company, its offices, numbers and people are fictional. Edit the text here;
 * the pages only render it. schema.ts checks the shape on the server (ADR 24).
 */
export const company: CompanyContent = {
  established: 2008,

  intro: {
    eyebrow: "Since 2008",
    heading: "Paint made for Indian homes, weather and budgets",
    paragraphs: [
      `Kamo Paints began in 2008 as a small distemper plant in Bahadurgarh, Haryana. Today we make interior and exterior emulsions, enamels, wood finishes and waterproofing products in more than fifty units, and sell them through over ${dealers} dealers and distributors across India.`,
      "Every tin is tinted at the dealer's counter to the shade you chose, tested for coverage and washability in our own laboratory, and backed by people who will come to your home to help you choose.",
    ],
  },

  heroSlides: [
    {
      artwork: "home-slide-living-room",
      alt: "A sunlit living room with a terracotta feature wall, a teal sofa and a saffron armchair.",
      eyebrow: "Interior emulsions",
      headline: "Colours that stay true, wash after wash",
      body: "Rich, low-odour emulsions for living rooms and bedrooms, in shades tinted fresh at your dealer.",
      cta: { kind: "link", label: "Explore interior emulsions", href: "/interior-range" },
    },
    {
      artwork: "home-slide-exterior",
      alt: "A two-storey house with a cream and indigo facade under a clear sky, with a palm tree by the gate.",
      eyebrow: "Exterior emulsions",
      headline: "Walls that shrug off the monsoon",
      body: "Weather-proof exterior coats with up to 12 years of warranty against peeling and fading.",
      cta: { kind: "link", label: "See exterior emulsions", href: "/exterior-range" },
    },
    {
      artwork: "home-slide-bedroom",
      alt: "A calm bedroom painted in sage green with a blush headboard wall and a round window.",
      eyebrow: "Shade cards",
      headline: "Find the shade that feels like home",
      body: "Browse our shade cards and colour combination guides, or try colours on a photo of your own room.",
      cta: { kind: "link", label: "Pick your colours", href: "/pickyourcolors" },
    },
    {
      artwork: "home-slide-kitchen",
      alt: "A bright kitchen with saffron cabinets, a teal backsplash and wooden shelves.",
      eyebrow: "Free consultation",
      headline: "Our colour experts come to you",
      body: "Book a free visit: we measure, suggest shades and finishes, and give you a clear estimate.",
      cta: {
        kind: "consultation",
        label: "Book a free consultation",
        product: "Home colour consultation",
      },
    },
  ],

  featureTiles: [
    {
      artwork: "home-tile-colours",
      title: "Explore our colour range",
      body: "Search every shade by name, colour family and lightness, see the colours that go with each one, and shortlist your favourites to take to your dealer.",
      cta: { kind: "link", label: "Explore the shades", href: "/colours" },
      more: { label: "Try them on a room", href: "/visualiser" },
      also: { label: "Match a colour from a photo", href: "/colours/from-photo" },
    },
    {
      artwork: "home-tile-experts",
      title: "Meet our experts",
      body: "A trained colour consultant visits your home, looks at light and surfaces, and helps you decide.",
      cta: { kind: "consultation", label: "Book a free visit", product: "Meet our experts" },
    },
    {
      artwork: "home-tile-budget",
      title: "Paint budget calculator",
      body: "Tell us the rooms and surfaces; we'll work out how much paint you need and what it will cost.",
      cta: { kind: "link", label: "Get a paint estimate", href: "/paint-budget-calculator" },
      more: { label: "Not sure which paint? Ask the paint finder", href: "/paint-finder" },
    },
  ],

  ranges: [
    {
      name: "Dual Paints Series",
      summary: "One emulsion for interior and exterior walls.",
      href: "/dual-paints-series",
    },
    {
      name: "Interior Emulsion Range",
      summary: "Matt to high-sheen finishes for every room.",
      href: "/interior-range",
    },
    {
      name: "Exterior Emulsion Range",
      summary: "Weather-proof coats with up to 12 years' warranty.",
      href: "/exterior-range",
    },
    {
      name: "Designer Range",
      summary: "Metallic, glitter and textured feature walls.",
      href: "/designer-range",
    },
    {
      name: "Distemper Range",
      summary: "Affordable, breathable colour in 500 shades.",
      href: "/distemper-range",
    },
    {
      name: "Premium Enamel Range",
      summary: "Hard-wearing gloss for wood and metal.",
      href: "/premium-enamel-range",
    },
    {
      name: "Wood Finishes",
      summary: "Melamine, PU, sealers and lacquers.",
      href: "/wood-coating-products",
    },
    {
      name: "Waterproofing Products",
      summary: "Roofs, terraces, bathrooms and basements.",
      href: "/water-proofing-solutions",
    },
    {
      name: "Other Products",
      summary: "Primers, wall putty and more in our catalogue.",
      // The catalogue's Primers & Putty page (its id in the sample catalogue,
      // app/catalogue/seed.server.ts; with the ERP, the ERP's id for it).
      href: "/Product/5",
    },
  ],

  brandStory: {
    eyebrow: "Our story",
    heading: "From one distemper plant to a national paint brand",
    artwork: "home-brand-story",
    paragraphs: [
      "Our founder, Harish Chandra Agarwal, spent twenty years selling pigments to small paint makers before starting his own. He saw families save for months to paint their homes before a wedding or Diwali, only to watch the colour fade in one monsoon. Kamo Paints was started to fix that: honest paint, priced fairly, that lasts.",
      "We began with a single distemper, sold through forty dealers in Haryana. Emulsions followed in 2011, exteriors in 2013 and enamels and wood finishes soon after. Today the same promise runs through every range: colours that stay true, tested in our laboratory and backed by a dealer who knows your street.",
    ],
  },

  facts: [
    { value: "2008", label: "Established" },
    { value: `${dealers}+`, label: "Dealers and distributors" },
    { value: "50+", label: "Manufacturing and depot units" },
    { value: "₹1,000 cr", label: "Revenue target by FY26" },
    { value: "5 saplings", label: "Planted by every dealer, every year" },
  ],

  offices: [
    {
      company: "Kamo Paints Limited",
      role: "Registered and corporate office",
      addressLines: [
        "Kamo House, Plot 27, Sector 16",
        "Bahadurgarh Industrial Estate",
        "Jhajjar, Haryana 124507",
      ],
      cin: CIN,
      phone: "+91 1276 245 300",
      email: "care@kamopaints.in",
    },
    {
      // The registered office of Kamo Colours until the merger (facts.ts): now
      // the company's colourant and tinting office, under the company's CIN.
      company: "Kamo Paints Limited",
      role: "Delhi office (colourants and tinting)",
      addressLines: [
        "Unit 412, Fourth Floor, Okhla Business Centre",
        "Okhla Industrial Area Phase III",
        "New Delhi 110020",
      ],
      cin: CIN,
      phone: "+91 11 4160 7720",
      email: "delhi@kamopaints.in",
    },
  ],

  contact: {
    tollFree: site.tollFree,
    phones: [
      { label: "Corporate office", number: "+91 1276 245 300" },
      { label: "Dealer and distributor enquiries", number: "+91 98110 42870" },
      { label: "Investor relations", number: "+91 1276 245 318" },
    ],
    email: "care@kamopaints.in",
    hours: "Monday to Saturday, 9:30 am to 6:30 pm IST",
  },

  reviews: [
    {
      quote:
        "We painted our whole flat before my daughter's wedding. The consultant helped us pick a warm peach for the living room, and two monsoons later it still looks freshly done.",
      name: "Sunita Sharma",
      place: "Rohtak, Haryana",
      role: "Home owner",
    },
    {
      quote:
        "I have used Kamo exteriors on more than thirty houses. The coverage is honest, the shades match the card and my customers call back only to order more.",
      name: "Mohammed Irfan",
      place: "Meerut, Uttar Pradesh",
      role: "Painting contractor",
    },
    {
      quote:
        "The tinting machine at my counter changed my business. I can mix any shade in five minutes and I never have to keep dead stock of slow colours.",
      name: "Gurpreet Singh",
      place: "Ludhiana, Punjab",
      role: "Dealer since 2014",
    },
    {
      quote:
        "My kids' room wall gets crayon every week. It wipes clean with a damp cloth and the colour has not faded at all. Worth every rupee.",
      name: "Ananya Rao",
      place: "Jaipur, Rajasthan",
      role: "Home owner",
    },
    {
      quote:
        "We waterproofed our terrace before the rains with their floor coat. For the first time in ten years the bedroom ceiling below stayed dry all season.",
      name: "Ramesh Patil",
      place: "Nashik, Maharashtra",
      role: "Home owner",
    },
  ],
};
