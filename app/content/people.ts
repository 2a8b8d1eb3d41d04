import { dealerCount, listingYear } from "./facts";
import type { Person } from "./schema";

/**
 * The board of directors of Kamo Paints Limited. Every person here is fictional.
 * Each slug is also the path of the person's profile page (see directorSlugs in
 * route-paths.ts); the schema refuses a board that does not match that list.
 */
export const board: Person[] = [
  {
    slug: "harish-chandra-agarwal",
    honorific: "Mr.",
    name: "Harish Chandra Agarwal",
    designation: "Chairman",
    category: "Executive",
    din: "02145873",
    summary:
      "Founded Kamo Paints in 2008 after two decades in pigment trading; guides the group's strategy.",
    portrait: "director-harish-chandra-agarwal",
    biography: [
      "Harish Chandra Agarwal founded Kamo Paints in 2008 with a single distemper plant in Bahadurgarh and a conviction that good paint need not be a luxury. Before that he spent twenty-two years in the pigment and chemicals trade in Delhi's Tilak Bazar, supplying colourants to small paint makers across Haryana, Punjab and western Uttar Pradesh.",
      `Under his leadership the company grew from one plant and forty dealers into a network of more than ${dealerCount("en")} dealers and distributors, and listed its shares in ${listingYear}. He still visits a dealer counter every week, a habit he credits for the company's early focus on washable, low-odour finishes for small homes.`,
      "He holds a Bachelor of Commerce from Shri Ram College of Commerce, Delhi University. He chairs the board, leads the group's long-range planning and is a trustee of the Kamo Foundation, which runs the company's tree-planting and school-painting programmes.",
    ],
  },
  {
    slug: "vikram-agarwal",
    honorific: "Mr.",
    name: "Vikram Agarwal",
    designation: "Managing Director",
    category: "Executive",
    din: "05518264",
    summary:
      "Leads operations, manufacturing and the dealer network; architect of the company's retail tinting programme.",
    portrait: "director-vikram-agarwal",
    biography: [
      "Vikram Agarwal is the Managing Director of Kamo Paints Limited and is responsible for manufacturing, supply chain, sales and the dealer network. He joined the company in 2011 as head of its first emulsion plant and became Managing Director in 2019.",
      "He built the company's in-store tinting programme, which now places computerised tinting machines at more than 1,200 dealer counters, and led the expansion from six to over fifty manufacturing and depot units. He also set up the applicator training academy, which has certified more than 9,000 painters.",
      "A chemical engineer from the Institute of Chemical Technology, Mumbai, Vikram later completed an MBA at the Indian Institute of Management, Lucknow. He serves on the company's Risk Management, Audit and Stakeholders Relationship committees.",
    ],
  },
  {
    slug: "sunil-kumar-bansal",
    honorific: "Mr.",
    name: "Sunil Kumar Bansal",
    designation: "Non-Executive Director",
    category: "Non-Executive",
    din: "03390417",
    summary:
      "Chartered accountant with thirty years in manufacturing finance; chairs the Stakeholders Relationship Committee.",
    portrait: "director-sunil-kumar-bansal",
    biography: [
      "Sunil Kumar Bansal is a Non-Executive Director of Kamo Paints Limited. A chartered accountant by training, he has spent more than thirty years in finance roles at manufacturing companies in the building-materials sector, including fifteen years as chief financial officer of a tiles and sanitaryware maker.",
      `He joined the board in 2016 and guided the company through its initial public offering in ${listingYear}. He chairs the Stakeholders Relationship Committee and brings a sharp eye to working capital, dealer credit and the economics of new plants.`,
      "He is a Fellow of the Institute of Chartered Accountants of India and a graduate of Hindu College, Delhi University.",
    ],
  },
  {
    slug: "meera-iyer",
    honorific: "Dr.",
    name: "Meera Iyer",
    designation: "Independent Director",
    category: "Independent",
    din: "07742156",
    summary:
      "Polymer scientist and former R&D head; chairs the Nomination and Remuneration Committee.",
    portrait: "director-meera-iyer",
    biography: [
      "Dr. Meera Iyer is an Independent Director of Kamo Paints Limited. A polymer scientist, she led research and development for a large speciality chemicals company for over a decade, where her team developed low-VOC binders for water-based coatings.",
      "She joined the board in 2020. She chairs the Nomination and Remuneration Committee, sits on the Audit and Stakeholders Relationship committees, and advises management on product safety, environmental standards and the company's move to lead-free, low-odour formulations.",
      "Meera holds a PhD in polymer chemistry from the Indian Institute of Science, Bengaluru. She mentors women scientists through a national fellowship programme and has written widely on sustainable coatings.",
    ],
  },
  {
    slug: "arvind-nair",
    honorific: "Mr.",
    name: "Arvind Nair",
    designation: "Independent Director",
    category: "Independent",
    din: "06215930",
    summary: "Former banker and audit committee veteran; chairs the Audit Committee.",
    portrait: "director-arvind-nair",
    biography: [
      "Arvind Nair is an Independent Director of Kamo Paints Limited and chairs its Audit Committee. He spent twenty-eight years with a public-sector bank, retiring as a general manager in charge of mid-corporate credit for the northern region.",
      "Since retiring he has served on the audit committees of several listed manufacturing companies. On the Kamo board he oversees financial reporting, internal audit and related-party transactions, and is a member of the Risk Management and Nomination and Remuneration committees.",
      "He holds a master's degree in economics from the University of Kerala and is a Certified Associate of the Indian Institute of Bankers.",
    ],
  },
  {
    slug: "rakesh-khanna",
    honorific: "Mr.",
    name: "Rakesh Khanna",
    designation: "Independent Director",
    category: "Independent",
    din: "08034672",
    summary:
      "Retail and distribution specialist who built dealer networks for two consumer brands.",
    portrait: "director-rakesh-khanna",
    biography: [
      "Rakesh Khanna is an Independent Director of Kamo Paints Limited. He has thirty years of experience in sales and distribution for consumer durables and building products, and built the dealer networks of two national brands across northern and central India.",
      "He joined the board in 2021 and brings a practical view of how dealers, distributors and contractors work. He is a member of the Audit Committee and the Nomination and Remuneration Committee.",
    ],
  },
];

export function findPerson(slug: string): Person | undefined {
  return board.find((person) => person.slug === slug);
}

/** Board members in a committee or message always exist: the schemas only accept these slugs. */
export function personBySlug(slug: Person["slug"]): Person {
  const person = findPerson(slug);
  if (!person) throw new Error(`No board member with slug "${slug}"`);
  return person;
}
