import type { Undercoat } from "./schema";

/**
 * The primers and the putty the calculator adds to a fresh paint job. Names
 * are the catalogue's; coverage is per coat on new, cured plaster.
 */
export const undercoats: Undercoat[] = [
  {
    slug: "kamo-interior-wall-primer",
    name: "Kamo Interior Wall Primer",
    kind: "primer",
    surface: "interior",
    coverage: { min: 10, max: 12, unit: "litre" },
    coats: 1,
    packs: [
      { size: 1, unit: "L", price: 240 },
      { size: 4, unit: "L", price: 900 },
      { size: 10, unit: "L", price: 2150 },
      { size: 20, unit: "L", price: 4150 },
    ],
  },
  {
    slug: "kamo-exterior-primer",
    name: "Kamo Exterior Primer",
    kind: "primer",
    surface: "exterior",
    coverage: { min: 8, max: 10, unit: "litre" },
    coats: 1,
    packs: [
      { size: 1, unit: "L", price: 290 },
      { size: 4, unit: "L", price: 1100 },
      { size: 10, unit: "L", price: 2650 },
      { size: 20, unit: "L", price: 5150 },
    ],
  },
  {
    // No coverage of its own: the calculator's 2.5 kg per 100 sq ft per coat applies.
    slug: "kamo-acrylic-wall-putty",
    name: "Kamo Acrylic Wall Putty",
    kind: "putty",
    surface: "interior",
    coats: 2,
    packs: [
      { size: 1, unit: "kg", price: 120 },
      { size: 5, unit: "kg", price: 520 },
      { size: 10, unit: "kg", price: 980 },
      { size: 20, unit: "kg", price: 1850 },
    ],
  },
];
