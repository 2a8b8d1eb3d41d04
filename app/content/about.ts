import * as facts from "./facts";
import type { AboutContent } from "./schema";

/** Today's network, as the English sentences state it. */
const dealers = facts.dealerCount("en");

/**
 * What the about page says: the leaders' messages, philosophy, business,
 * history, committees, CSR and awards. Apart from company.ts because only
 * the about page shows it, so the home page's script does not carry it.
 * schema.ts checks the shape on the server (ADR 24).
 */
export const about: AboutContent = {
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
};
