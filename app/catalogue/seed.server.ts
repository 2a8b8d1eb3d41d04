import type { DB } from "~/db/client.server";
import type { Seeder } from "~/db/seed.server";
import { seedCatalogueRows } from "./store/store.server";

/**
 * A realistic sample catalogue for a fresh database: seven sub-categories in the
 * order a dealer's counter book uses, each with its products and their item
 * pictures and download links. Rows are inserted out of sequence on purpose so
 * the pages prove they sort by SeqNo. Some items have no links, which is how
 * the ERP marks a product whose literature is not published yet. The store
 * writes the rows (seedCatalogueRows).
 */
interface SampleItem {
  seq: number;
  picture: string;
  caption: string;
  pdf?: string;
  technical?: string;
}
interface SampleProduct {
  seq: number;
  name: string;
  picture: string | null;
  description: string;
  items: SampleItem[];
}
interface SampleSubCategory {
  seq: number;
  name: string;
  banner: string | null;
  description: string;
  products: SampleProduct[];
}

const brochure = (slug: string) => `/downloads/products/${slug}/brochure.pdf`;
const tds = (slug: string) => `/downloads/products/${slug}/technical-data-sheet.pdf`;

export const sampleCatalogue: SampleSubCategory[] = [
  {
    seq: 3,
    name: "Enamels",
    banner: "range-premium-enamel-range",
    description:
      "<p>Solvent-based enamels for grills, gates, doors and windows. A hard, glossy film that shrugs off monsoon damp and everyday knocks.</p>",
    products: [
      {
        seq: 2,
        name: "Kamolite Satin Enamel",
        picture: "product-can-enamel",
        description:
          "<p>A soft satin sheen for interior woodwork and metal. Low odour, so rooms can be used the same evening.</p>",
        items: [
          { seq: 1, picture: "product-can-enamel", caption: "Kamolite Satin Enamel, 1 litre tin" },
        ],
      },
      {
        seq: 1,
        name: "Kamolite Super Gloss Enamel",
        picture: "product-can-enamel",
        description:
          "<p>Our highest-gloss alkyd enamel with <strong>rust-inhibiting pigments</strong>. Brushes out smoothly and levels without marks.</p><ul><li>Dries to touch in 4 hours</li><li>About 14 sq m per litre per coat</li></ul>",
        items: [
          { seq: 2, picture: "range-premium-enamel-range", caption: "Painted gate in Sindoor Red" },
          { seq: 1, picture: "product-can-enamel", caption: "Kamolite Super Gloss Enamel tin" },
        ],
      },
      {
        seq: 3,
        name: "Babli Synthetic Enamel",
        picture: "product-can-enamel",
        description:
          "<p>An economical enamel for grills and shutters that still gives a clean, even gloss.</p>",
        items: [{ seq: 1, picture: "product-can-enamel", caption: "Babli Synthetic Enamel tin" }],
      },
    ],
  },
  {
    seq: 1,
    name: "Interior Emulsions",
    banner: "range-interior-range",
    description:
      "<p>Washable, low-VOC emulsions for living rooms, bedrooms and kitchens. From the rich sheen of <strong>Kamo Hi Sheen</strong> to the everyday value of Kamorich.</p>",
    products: [
      {
        seq: 2,
        name: "Velvety",
        picture: "product-velvety",
        description:
          "<p>A soft matt finish with a velvet feel that hides minor wall imperfections.</p>",
        items: [
          { seq: 2, picture: "range-interior-range", caption: "Bedroom painted in Velvety" },
          {
            seq: 1,
            picture: "product-velvety",
            caption: "Velvety interior emulsion",
            pdf: brochure("velvety"),
            technical: tds("velvety"),
          },
        ],
      },
      {
        seq: 1,
        name: "Kamo Hi Sheen",
        picture: "product-kamo-hi-sheen",
        description:
          "<p>Our luxury interior emulsion: a high sheen that stays washable for years and resists stains from turmeric and tea.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamo-hi-sheen",
            caption: "Living room finished in Kamo Hi Sheen",
            pdf: brochure("Kamo-Hi-Sheen"),
            technical: tds("Kamo-Hi-Sheen"),
          },
        ],
      },
      {
        seq: 4,
        name: "Kamorich",
        picture: "product-kamorich",
        description:
          "<p>A smooth matt emulsion that gives rental flats and new homes a fresh start.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamorich",
            caption: "Kamorich interior emulsion",
            pdf: brochure("kamorich"),
          },
        ],
      },
      {
        seq: 3,
        name: "Kamoshine Advance",
        picture: "product-kamoshine-advance",
        description: "<p>A mid-sheen emulsion with anti-fungal protection for humid rooms.</p>",
        items: [{ seq: 1, picture: "product-kamoshine-advance", caption: "Kamoshine Advance" }],
      },
    ],
  },
  {
    seq: 2,
    name: "Exterior Emulsions",
    banner: "range-exterior-range",
    description:
      "<p>Weather-proof exterior emulsions tested through Indian summers and monsoons, with warranties of up to <strong>12 years</strong>.</p>",
    products: [
      {
        seq: 1,
        name: "Weather Supreme",
        picture: "product-weather-supreme",
        description:
          "<p>Silicone-acrylic protection against rain, dust and UV, with a <strong>7-year</strong> performance warranty.</p>",
        items: [
          {
            seq: 1,
            picture: "product-weather-supreme",
            caption: "House facade in Weather Supreme",
            pdf: brochure("weather-supreme"),
            technical: tds("weather-supreme"),
          },
          { seq: 2, picture: "range-exterior-range", caption: "Weather Supreme colour scheme" },
        ],
      },
      {
        seq: 3,
        name: "Kamoshield",
        picture: "product-kamoshield",
        description:
          "<p>A dependable exterior emulsion with a 3-year warranty and anti-algal protection.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamoshield",
            caption: "Kamoshield exterior emulsion",
            technical: tds("kamoshield"),
          },
        ],
      },
      {
        seq: 2,
        name: "Weather Classic Max",
        picture: "product-weather-classic-max",
        description: "<p>Extra dirt-pick-up resistance for homes on busy roads.</p>",
        items: [
          {
            seq: 1,
            picture: "product-weather-classic-max",
            caption: "Weather Classic Max",
            pdf: brochure("weather-classic-max"),
            technical: tds("weather-classic-max"),
          },
        ],
      },
    ],
  },
  {
    seq: 4,
    name: "Distempers",
    banner: "range-distemper-range",
    description:
      "<p>Acrylic distempers that bring colour to every budget. Kamosilky comes in <strong>500 shades</strong>.</p>",
    products: [
      {
        seq: 1,
        name: "Kamosilky",
        picture: "product-kamosilky",
        description: "<p>A silky acrylic distemper available in 500 shades.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamosilky",
            caption: "Kamosilky acrylic distemper",
            pdf: brochure("kamosilky"),
            technical: tds("kamosilky"),
          },
        ],
      },
      {
        seq: 2,
        name: "Kyson",
        picture: "product-can-distemper",
        description: "<p>A synthetic distemper with good whiteness and easy application.</p>",
        items: [{ seq: 1, picture: "product-can-distemper", caption: "Kyson distemper pack" }],
      },
      {
        seq: 3,
        name: "Bunty",
        picture: null,
        description: "<p>An economy distemper for quick repaints and new plaster.</p>",
        items: [],
      },
    ],
  },
  {
    seq: 5,
    name: "Primers & Putty",
    banner: null,
    description:
      "<p>The right base makes the topcoat last. Water-thinnable primers and a white-cement-based wall putty.</p>",
    products: [
      {
        seq: 2,
        name: "Kamo Exterior Primer",
        picture: "product-can-primer",
        description: "<p>Alkali-resistant primer for new exterior plaster.</p>",
        items: [{ seq: 1, picture: "product-can-primer", caption: "Kamo Exterior Primer" }],
      },
      {
        seq: 1,
        name: "Kamo Interior Wall Primer",
        picture: "product-can-primer",
        description: "<p>A water-thinnable primer that seals plaster and evens out porosity.</p>",
        items: [{ seq: 1, picture: "product-can-primer", caption: "Kamo Interior Wall Primer" }],
      },
      {
        seq: 3,
        name: "Kamo Acrylic Wall Putty",
        picture: "product-can-primer",
        description: "<p>Fills hairline cracks and gives a smooth base before emulsion.</p>",
        items: [{ seq: 1, picture: "product-can-primer", caption: "Kamo Acrylic Wall Putty" }],
      },
    ],
  },
  {
    seq: 7,
    name: "Waterproofing",
    banner: "range-water-proofing-solutions",
    description:
      "<p>Stop leaks and damp at the source: terraces, bathrooms, basements and water tanks.</p>",
    products: [
      {
        seq: 1,
        name: "Kamoproof Integral Waterproofing Compound",
        picture: "product-can-waterproofing",
        description: "<p>Added to cement mortar and concrete to cut water absorption.</p>",
        items: [{ seq: 1, picture: "product-can-waterproofing", caption: "Kamoproof pack" }],
      },
      {
        seq: 2,
        name: "Kamofloor Floor Coat",
        picture: "product-can-waterproofing",
        description: "<p>A tough coating for terraces, balconies and parking floors.</p>",
        items: [{ seq: 1, picture: "product-can-waterproofing", caption: "Kamofloor tin" }],
      },
    ],
  },
  {
    seq: 6,
    name: "Wood Finishes",
    banner: "range-wood-coating-products",
    description: "<p>Finishes that bring out the grain of teak, sheesham and plywood.</p>",
    products: [
      {
        seq: 1,
        name: "Melamyne Wood Finish",
        picture: "product-can-wood",
        description: "<p>A clear melamine finish for furniture, in gloss and matt.</p>",
        items: [{ seq: 1, picture: "product-can-wood", caption: "Melamyne wood finish" }],
      },
      {
        seq: 2,
        name: "Kamo PU Wood Finish",
        picture: "product-can-wood",
        description: "<p>Two-pack polyurethane for table tops and doors that see heavy use.</p>",
        items: [{ seq: 1, picture: "product-can-wood", caption: "Kamo PU wood finish" }],
      },
    ],
  },
];

export function seedCatalogue(db: DB, catalogue = sampleCatalogue): Promise<void> {
  return seedCatalogueRows(
    db,
    catalogue.map((sub) => ({
      values: {
        name: sub.name,
        banner: sub.banner,
        description_html: sub.description,
        seq_no: sub.seq,
      },
      products: sub.products.map((product) => ({
        values: {
          name: product.name,
          picture: product.picture,
          description_html: product.description,
          seq_no: product.seq,
        },
        items: product.items.map((item) => ({
          picture: item.picture,
          caption: item.caption,
          seq_no: item.seq,
          product_details_url: item.pdf ?? "",
          technical_details_url: item.technical ?? "",
        })),
      })),
    })),
  );
}

export const catalogueSeeder: Seeder = { name: "catalogue", seed: (db) => seedCatalogue(db) };
