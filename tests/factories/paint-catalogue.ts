import type { PricingCatalogue } from "~/paint-budget/estimate";

/**
 * A frozen price list for the calculator's hand-worked tests. The figures are
 * those of the price list of 1 October 2026, copied here so that a later
 * price change in the content files cannot alter a worked example: the tests
 * check the arithmetic, the content tests check the content.
 */
export const frozenCatalogue: PricingCatalogue = {
  priceListDate: "2026-10-01",
  paints: [
    {
      slug: "Kamo-Hi-Sheen",
      name: "Kamo Hi Sheen",
      suits: ["interior"],
      coverage: { min: 12, max: 14, unit: "litre" },
      recommendedCoats: 2,
      packs: [
        { size: 1, unit: "L", price: 640 },
        { size: 4, unit: "L", price: 2450 },
        { size: 10, unit: "L", price: 5900 },
        { size: 20, unit: "L", price: 11500 },
      ],
    },
    {
      slug: "kamorich",
      name: "Kamorich",
      suits: ["interior"],
      coverage: { min: 10, max: 12, unit: "litre" },
      recommendedCoats: 2,
      packs: [
        { size: 1, unit: "L", price: 270 },
        { size: 4, unit: "L", price: 1030 },
        { size: 10, unit: "L", price: 2460 },
        { size: 20, unit: "L", price: 4780 },
      ],
    },
    {
      slug: "weather-classic",
      name: "Weather Classic",
      suits: ["exterior"],
      coverage: { min: 9, max: 11, unit: "litre" },
      recommendedCoats: 2,
      packs: [
        { size: 1, unit: "L", price: 450 },
        { size: 4, unit: "L", price: 1720 },
        { size: 10, unit: "L", price: 4150 },
        { size: 20, unit: "L", price: 8100 },
      ],
    },
    {
      slug: "kamodual-gold-emulsion",
      name: "Kamodual Gold Emulsion",
      suits: ["interior", "exterior"],
      coverage: { min: 9, max: 11, unit: "litre" },
      recommendedCoats: 2,
      packs: [
        { size: 1, unit: "L", price: 340 },
        { size: 4, unit: "L", price: 1300 },
        { size: 10, unit: "L", price: 3130 },
        { size: 20, unit: "L", price: 6100 },
      ],
    },
    {
      slug: "kamosilky",
      name: "Kamosilky",
      suits: ["interior"],
      coverage: { min: 8, max: 10, unit: "kg" },
      recommendedCoats: 2,
      packs: [
        { size: 1, unit: "kg", price: 115 },
        { size: 5, unit: "kg", price: 530 },
        { size: 10, unit: "kg", price: 1020 },
        { size: 20, unit: "kg", price: 1960 },
      ],
    },
  ],
  primers: {
    interior: {
      slug: "kamo-interior-wall-primer",
      name: "Kamo Interior Wall Primer",
      coverage: { min: 10, max: 12, unit: "litre" },
      coats: 1,
      packs: [
        { size: 1, unit: "L", price: 240 },
        { size: 4, unit: "L", price: 900 },
        { size: 10, unit: "L", price: 2150 },
        { size: 20, unit: "L", price: 4150 },
      ],
    },
    exterior: {
      slug: "kamo-exterior-primer",
      name: "Kamo Exterior Primer",
      coverage: { min: 8, max: 10, unit: "litre" },
      coats: 1,
      packs: [
        { size: 1, unit: "L", price: 290 },
        { size: 4, unit: "L", price: 1100 },
        { size: 10, unit: "L", price: 2650 },
        { size: 20, unit: "L", price: 5150 },
      ],
    },
  },
  putty: {
    slug: "kamo-acrylic-wall-putty",
    name: "Kamo Acrylic Wall Putty",
    coats: 2,
    packs: [
      { size: 1, unit: "kg", price: 120 },
      { size: 5, unit: "kg", price: 520 },
      { size: 10, unit: "kg", price: 980 },
      { size: 20, unit: "kg", price: 1850 },
    ],
  },
};
