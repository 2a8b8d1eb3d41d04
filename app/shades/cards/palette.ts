/**
 * How Kamosilky's 500 shades were made: 10 colour families x 5 hues x 10
 * depths, with a name ("Peacock Mist") and a code ("KP-0513": family 05,
 * hue 1, depth 3). Printed cards depend on these codes and colours, so this
 * algorithm must not change. It runs only when the shade data set is
 * generated (scripts/generate-shades.ts); pages and PDFs read the data set
 * (app/shades), where these 500 sit beside our other shades.
 */
export interface KamosilkyShade {
  code: string;
  name: string;
  hex: string;
  family: number;
  hue: number;
  depth: number;
}

interface Family {
  name: string;
  /** Centre hue in degrees and the spread between the five hues. */
  hue: number;
  spread: number;
  saturation: number;
  hueWords: [string, string, string, string, string];
}

export const shadeFamilies: Family[] = [
  {
    name: "Reds",
    hue: 356,
    spread: 5,
    saturation: 62,
    hueWords: ["Sindoor", "Pomegranate", "Chilli", "Ruby", "Rosewood"],
  },
  {
    name: "Oranges",
    hue: 22,
    spread: 5,
    saturation: 68,
    hueWords: ["Terracotta", "Copper", "Papaya", "Tangerine", "Apricot"],
  },
  {
    name: "Yellows",
    hue: 44,
    spread: 4,
    saturation: 78,
    hueWords: ["Saffron", "Marigold", "Turmeric", "Mango", "Mustard"],
  },
  {
    name: "Greens",
    hue: 100,
    spread: 9,
    saturation: 38,
    hueWords: ["Tulsi", "Neem", "Pista", "Cardamom", "Fern"],
  },
  {
    name: "Teals",
    hue: 172,
    spread: 7,
    saturation: 42,
    hueWords: ["Jade", "Peacock", "Lagoon", "Monsoon", "Mint"],
  },
  {
    name: "Blues",
    hue: 212,
    spread: 6,
    saturation: 48,
    hueWords: ["Indigo", "Kingfisher", "Cobalt", "Denim", "Sky"],
  },
  {
    name: "Violets",
    hue: 272,
    spread: 8,
    saturation: 32,
    hueWords: ["Jamun", "Brinjal", "Iris", "Orchid", "Lavender"],
  },
  {
    name: "Pinks",
    hue: 335,
    spread: 6,
    saturation: 48,
    hueWords: ["Lotus", "Gulabi", "Bougainvillea", "Guava", "Rose"],
  },
  {
    name: "Earths",
    hue: 30,
    spread: 5,
    saturation: 26,
    hueWords: ["Teak", "Sandalwood", "Cinnamon", "Clay", "Khaki"],
  },
  {
    name: "Neutrals",
    hue: 40,
    spread: 34,
    saturation: 8,
    hueWords: ["Ivory", "Linen", "Pebble", "Ash", "Slate"],
  },
];

/** Depth words from the lightest (0) to the deepest (9). */
export const depthWords = [
  "Whisper",
  "Mist",
  "Haze",
  "Breeze",
  "Bloom",
  "Glow",
  "Tone",
  "Rich",
  "Deep",
  "Dusk",
] as const;

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function makeShade(family: number, hue: number, depth: number, used: Set<string>): KamosilkyShade {
  const f = shadeFamilies[family]!;
  const h = (f.hue + (hue - 2) * f.spread + 360) % 360;
  // Pale shades are softened and deep ones enriched, as on a real fandeck.
  const lightness = 93 - depth * 7.2;
  const saturation = Math.min(90, f.saturation * (0.55 + depth * 0.09));
  // Neighbouring pale neutrals can round to the same hex; nudge so every code is a distinct colour.
  let hex = hslToHex(h, saturation, lightness);
  for (let nudge = 0.4; used.has(hex); nudge += 0.4)
    hex = hslToHex(h, saturation, lightness - nudge);
  used.add(hex);
  return {
    code: `KP-${String(family + 1).padStart(2, "0")}${hue}${depth}`,
    name: `${f.hueWords[hue]} ${depthWords[depth]}`,
    hex,
    family,
    hue,
    depth,
  };
}

/** All 500 shades, ordered by family, hue and depth (the Kamosilky card order). */
export function kamosilkyPalette(): KamosilkyShade[] {
  const used = new Set<string>();
  return shadeFamilies.flatMap((_, family) =>
    [0, 1, 2, 3, 4].flatMap((hue) =>
      depthWords.map((_word, depth) => makeShade(family, hue, depth, used)),
    ),
  );
}

/** Where a Kamosilky code sits on its card: family, hue and depth are its digits. */
export function kamosilkyPosition(
  code: string,
): Pick<KamosilkyShade, "family" | "hue" | "depth"> | undefined {
  const m = /^KP-(\d\d)(\d)(\d)$/.exec(code);
  if (!m) return undefined;
  return { family: Number(m[1]) - 1, hue: Number(m[2]), depth: Number(m[3]) };
}
