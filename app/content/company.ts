import * as facts from "./facts";
import type { CompanyContent } from "./schema";
import { site } from "./site";

/** Today's network and its milestones, as the English sentences state them. */
const dealers = facts.dealerCount("en");
const CIN = "L24222HR2008PLC071934";

/**
 * Everything the home, about and contact pages say about the company. The
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

  about: {
    heading: "About Kamo Paints",
    lead: "A listed Indian paint and coatings company, founded in 2008 in Haryana, making honest paint for homes across the country.",

    messages: [
      {
        id: "chairman-msg",
        heading: "Chairman's message",
        author: "harish-chandra-agarwal",
        paragraphs: [
          `When I started Kamo Paints in 2008, I promised our first forty dealers that we would never sell a tin we would not put on our own walls. More than ${dealers} dealers and distributors later, that promise is still the first thing we teach every new colleague.`,
          "We now run more than fifty manufacturing and depot units, and this year we opened a new emulsion line and added tinting machines at hundreds more dealer counters. We are on course for our goal of about ₹1,000 crore in revenue by FY26, and we intend to reach it the way we reached every milestone so far: by earning the trust of home owners, painters and dealers one wall at a time.",
          "Growth also brings responsibility. Every Kamo dealer plants at least five saplings a year, our plants are moving to solar power, and our newest formulations are lead-free and low in VOCs. I thank our shareholders, our partners and our people for their faith in us.",
        ],
      },
      {
        id: "md-msg",
        heading: "Managing Director's message",
        author: "vikram-agarwal",
        paragraphs: [
          "Our business is simple to describe and hard to do well: make consistent paint at a fair price and get it to the right counter, in the right shade, on the day the painter needs it. Everything we invest in, from plants to software, serves that goal.",
          "In the past year we shortened dealer delivery times to under 48 hours in most districts, trained thousands more applicators at our academy, and launched new exterior coats with longer warranties. We also began sharing shade data with dealers so that popular colours are always in stock.",
          "The year ahead will be about quality at scale. As we add capacity, our laboratory will test every batch for coverage, washability and colour accuracy before it leaves the plant. That is what our customers pay for, and it is what we will keep delivering.",
        ],
      },
    ],

    philosophy: {
      id: "philosophy",
      heading: "Our philosophy",
      lead: "Five values guide how we make paint, sell it and treat the people who use it.",
      values: [
        {
          name: "Honesty",
          body: "We state coverage, drying times and warranties as they are, and we print the same facts on the tin, the shade card and the website.",
        },
        {
          name: "Transparency",
          body: "Dealers see their prices, schemes and credit terms in one place, and shareholders get clear, timely disclosures about how we are doing.",
        },
        {
          name: "Commitment",
          body: "When we promise a delivery date, a site visit or a warranty repaint, we keep it, and we tell you early if something changes.",
        },
        {
          name: "Quality Assurance",
          body: "Every batch is checked in our laboratory for shade accuracy, viscosity, coverage and washability before it is allowed to leave the plant.",
        },
        {
          name: "Customer Satisfaction",
          body: "We measure ourselves by whether a home owner would choose Kamo again, and we follow up after every consultation and complaint until it is closed.",
        },
      ],
    },

    businessModel: {
      id: "business-model",
      eyebrow: "How we work",
      heading: "Business model",
      paragraphs: [
        "Kamo Paints makes decorative paints and coatings in its own plants and sells them through a network of dealers and distributors, supported by carrying and forwarding agents who hold stock close to each market. Dealers tint most emulsions to order at the counter, so they can offer every shade while stocking only base paints.",
      ],
      points: [
        {
          title: "Manufacture",
          body: "Over fifty manufacturing and depot units make and store emulsions, enamels, distempers, wood finishes and waterproofing.",
        },
        {
          title: "Distribute",
          body: `CFA and CSA agents and distributors move stock to more than ${dealers} dealers and distributors within 48 hours in most districts.`,
        },
        {
          title: "Tint and sell",
          body: "Computerised tinting at the dealer's counter delivers any shade from our cards, fresh, in the quantity the customer needs.",
        },
        {
          title: "Apply and support",
          body: "Trained applicators, free colour consultations and warranty support make sure the paint performs on the wall.",
        },
      ],
    },

    awareness: {
      id: "awareness",
      eyebrow: "Reaching homes",
      heading: "Brand awareness",
      paragraphs: [
        "We build our brand where people decide what to paint: at the dealer's counter, on the painter's site and in the neighbourhood. Shop boards, shade-card stands and demonstration walls make Kamo visible in thousands of markets, while regional television, radio and social media carry our message of colours that stay true.",
        "Painter meets, contractor loyalty programmes and our applicator academy turn the people who recommend paint into Kamo advocates, and our free consultation service lets home owners see the difference before they buy.",
      ],
    },

    successStory: {
      id: "success-story",
      eyebrow: "Milestones",
      heading: "Success story",
      paragraphs: [
        `From a single distemper plant and forty dealers in 2008, Kamo Paints has grown into a listed company with more than fifty units and over ${dealers} dealers and distributors. Each step added a range our customers asked for and a region we could serve well.`,
      ],
      points: [
        { title: "2008", body: "First distemper plant opens in Bahadurgarh with forty dealers." },
        { title: "2011", body: "Interior emulsions launched; first in-store tinting machines." },
        { title: "2013", body: "Exterior emulsions and the Weather range go on sale." },
        {
          title: String(facts.formerSubsidiary.incorporated),
          body: `${facts.formerSubsidiary.name} set up for colourants and tinting.`,
        },
        {
          title: facts.dealerMilestones[0].reached,
          body: `Dealer network passes ${facts.count("en", facts.dealerMilestones[0].dealers)}.`,
        },
        { title: String(facts.listingYear), body: "Shares listed on BSE and NSE." },
        { title: "2023", body: "Manufacturing and depot units reach fifty." },
        {
          title: facts.dealerNetwork.reached.slice(0, 4),
          body: `Dealers and distributors pass ${dealers}.`,
        },
        {
          title: String(facts.mergerYear),
          body: `${facts.formerSubsidiary.name} merged into Kamo Paints Limited; the tribunal sanctioned the scheme on ${facts.longDate("en", facts.formerSubsidiary.mergerSanctioned)}.`,
        },
      ],
    },

    visionMission: {
      id: "vission-mission",
      heading: "Vision and mission",
      vision:
        "To be the paint brand India's families trust most for colours that stay true, sold by partners who prosper with us, made in a way our children would be proud of.",
      mission: [
        "Make paints that deliver the coverage, finish and life we promise on every tin.",
        "Reach every district with dealers who can tint any shade on the day it is needed.",
        "Train and support painters so that every wall is finished well.",
        "Grow revenue to about ₹1,000 crore by FY26 while keeping our balance sheet prudent.",
        "Plant at least five saplings a year through every dealer and cut the carbon in every litre we make.",
      ],
    },

    directorsLead:
      "Our board of six brings together the founders, a non-executive director and three independent directors with backgrounds in science, banking and distribution.",

    committeesLead:
      "The board has four committees, constituted under the Companies Act, 2013 and the SEBI Listing Regulations. Each has a chairman and members drawn from the board.",
    committees: [
      {
        name: "Audit Committee",
        purpose:
          "Oversees financial reporting, internal controls, internal and statutory audit, and related-party transactions.",
        chairman: "arvind-nair",
        members: ["meera-iyer", "rakesh-khanna", "vikram-agarwal"],
      },
      {
        name: "Risk Management Committee",
        purpose:
          "Identifies and reviews risks to operations, raw-material supply, finance, cyber security and sustainability.",
        chairman: "vikram-agarwal",
        members: ["sunil-kumar-bansal", "arvind-nair"],
      },
      {
        name: "Stakeholders Relationship Committee",
        purpose:
          "Resolves shareholders' grievances on transfers, dividends and annual reports, and reviews investor service standards.",
        chairman: "sunil-kumar-bansal",
        members: ["vikram-agarwal", "meera-iyer"],
      },
      {
        name: "Nomination and Remuneration Committee",
        purpose:
          "Recommends appointments to the board and senior management, and the policy on their remuneration and evaluation.",
        chairman: "meera-iyer",
        members: ["arvind-nair", "rakesh-khanna"],
      },
    ],

    csr: {
      lead: "Through the Kamo Foundation we spend on projects close to our plants and dealers: greener towns, brighter schools, clean water and basic health care. Every Kamo dealer plants at least five saplings a year, and our painters give their weekends to repaint government schools.",
      projects: [
        {
          artwork: "csr-tree-planting",
          title: "Five saplings per dealer",
          caption:
            "Dealers and their families planting neem and peepal saplings along a village road.",
        },
        {
          artwork: "csr-school-painting",
          title: "Paint a School",
          caption: "Volunteer painters brightening the walls of a government primary school.",
        },
        {
          artwork: "csr-water",
          title: "Clean water",
          caption: "A community water purification unit installed near our Bahadurgarh plant.",
        },
        {
          artwork: "csr-health-camp",
          title: "Health camps",
          caption: "Free eye and health check-ups for painters and their families.",
        },
        {
          artwork: "csr-skills",
          title: "Applicator academy",
          caption: "Young painters learning surface preparation and spray application.",
        },
        {
          artwork: "csr-solar",
          title: "Solar plants",
          caption: "Rooftop solar panels that power a growing share of our manufacturing.",
        },
      ],
    },

    awardsLead:
      "Recognition from our industry and our partners for quality, growth and responsibility.",
    awards: [
      {
        artwork: "award-trophy",
        title: "Emerging Decorative Paint Brand of the Year",
        presenter: "Indian Coatings Forum",
        year: 2019,
      },
      {
        artwork: "award-medal",
        title: "Excellence in Dealer Network Growth",
        presenter: "North India Business Excellence Awards",
        year: 2021,
      },
      {
        artwork: "award-leaf",
        title: "Green Manufacturing Award",
        presenter: "Haryana Industries Council",
        year: 2022,
      },
      {
        artwork: "award-star",
        title: "Best Exterior Emulsion (Consumer Choice)",
        presenter: "HomeMakers Readers' Survey",
        year: 2022,
      },
      {
        artwork: "award-shield",
        title: "Corporate Governance Recognition",
        presenter: "Institute of Listed Companies",
        year: 2023,
      },
    ],
  },
};
