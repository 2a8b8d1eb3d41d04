import { colornames } from "color-name-list/bestof";
import { labOf, oklchOf, type Lab65 } from "../colour";
import { LabIndex } from "../nearest";
import { codePointOrder, foldText } from "../text";

/**
 * Names for our own shades from the "best of" list of color-name-list 13.x
 * (MIT licence, © David Aerne and contributors; ADR 17): each shade takes
 * the name whose colour is nearest by CIEDE2000, every name used once.
 */
export const nameListSource = {
  package: "color-name-list",
  list: "bestof",
  licence: "MIT",
  copyright: "© 2017 David Aerne and the color-name-list contributors",
} as const;

/** Beyond this difference a name no longer describes the shade; a qualified name is used. */
export const MAX_NAME_DELTA_E = 5;
/** How many nearby names each shade may compete for. */
const CANDIDATES = 12;

/**
 * Names unfit for a family paint brand in India: violence and death, poison, drugs,
 * alcohol, tobacco, meat, religion, sex. Whole words, so "Ginger" stays and
 * "Gin" goes.
 */
const unfitWords = new RegExp(
  "\\b(" +
    [
      "blood\\w*|death|dead\\w*|kill\\w*|murder\\w*|zombie|vampir\\w*|bruis\\w*|tomb|grave|six feet",
      "guns?|gunpowder|bullet\\w*|bomb\\w*|war|nuclear|radioactive|demon\\w*|devil\\w*|hell(?:ish|fire|bound)?|witch\\w*|voodoo",
      "toxic|poison\\w*|sludge|sewage|vomit|puke|acid|opium|cocaine|heroin|drugs?|cold turkey",
      "beer|wine\\w*|whiske?y|rum|gin|vodka|ale|drunk\\w*|intoxicat\\w*|cigar\\w*|tobacco",
      "beef|pork|bacon|ham|steak|kebab",
      "gods?|goddess|holy|sacred|hindu|buddha\\w*|nirvana|christmas|sin",
      "lust\\w*|nude|naked|virgin|fat",
    ].join("|") +
    ")\\b",
  "i",
);

/** Letters, spaces and simple punctuation only: no digits, emoji or "!". */
const plainName = /^[\p{L}][\p{L} '’.&-]*$/u;

export function isUsableName(name: string): boolean {
  return plainName.test(name) && !unfitWords.test(name);
}

interface NamedColour {
  name: string;
  lab: Lab65;
  l: number;
  c: number;
  h: number;
}

export interface ShadeToName {
  code: string;
  hex: string;
}

/**
 * A word for how a shade differs from the colour its name belongs to, most
 * telling first: lightness, then chroma, then warmth (towards orange or
 * towards blue). Words the name already holds are not repeated.
 */
function qualifiers(shade: NamedColour, named: NamedColour): string[] {
  const hueGap = ((shade.h - named.h + 540) % 360) - 180;
  // Distance from orange (55°) decides whether a hue shift warms or cools.
  const fromOrange = (h: number) => Math.abs(((h - 55 + 540) % 360) - 180);
  const warmer = fromOrange(shade.h) < fromOrange(named.h);
  const steps = [
    { size: Math.abs(shade.l - named.l) / 0.04, word: shade.l > named.l ? "Pale" : "Deep" },
    { size: Math.abs(shade.c - named.c) / 0.02, word: shade.c > named.c ? "Bright" : "Soft" },
    {
      size: (Math.abs(hueGap) * Math.min(shade.c, named.c)) / 1.2,
      word: warmer ? "Warm" : "Cool",
    },
  ];
  const held = new Set(foldText(named.name).split(" "));
  return steps
    .sort((a, b) => b.size - a.size)
    .map((s) => s.word)
    .filter((word) => !held.has(word.toLowerCase()));
}

function measure(name: string, hex: string): NamedColour {
  const { l, c, h } = oklchOf(hex);
  return { name, lab: labOf(hex), l, c, h: h ?? 0 };
}

/**
 * Unique names for `shades`, none equal (folded) to a `reserved` name. Pairs
 * of shade and name are settled closest first, so a name goes to the shade
 * it fits best. A shade whose near names are all taken keeps its nearest one
 * with a qualifier saying how it differs: "Pale Sea Salt" is a lighter shade
 * than the list's Sea Salt, which tells more than "Sea Salt 2".
 */
export function nameShades(
  shades: readonly ShadeToName[],
  reserved: Iterable<string>,
): Map<string, string> {
  const taken = new Set([...reserved].map(foldText));
  const seen = new Set<string>();
  const list: NamedColour[] = [];
  for (const { name, hex } of colornames) {
    const key = foldText(name);
    if (!isUsableName(name) || taken.has(key) || seen.has(key)) continue;
    seen.add(key);
    list.push(measure(name, hex));
  }
  const index = new LabIndex(list.map((named) => ({ lab: named.lab, item: named })));

  const measured = shades.map((s) => ({ code: s.code, colour: measure(s.code, s.hex) }));
  const near = new Map(
    measured.map((s) => [s.code, index.nearest(s.colour.lab, CANDIDATES)] as const),
  );
  const pairs = measured
    .flatMap((s) =>
      near
        .get(s.code)!
        .filter((m) => m.deltaE <= MAX_NAME_DELTA_E)
        .map((m) => ({ code: s.code, name: m.item.name, deltaE: m.deltaE })),
    )
    .sort(
      (a, b) =>
        a.deltaE - b.deltaE || codePointOrder(a.code, b.code) || codePointOrder(a.name, b.name),
    );

  const names = new Map<string, string>();
  const claim = (code: string, name: string) => {
    names.set(code, name);
    taken.add(foldText(name));
  };
  for (const pair of pairs)
    if (!names.has(pair.code) && !taken.has(foldText(pair.name))) claim(pair.code, pair.name);

  for (const shade of measured) {
    if (names.has(shade.code)) continue;
    const options = near
      .get(shade.code)!
      .flatMap((m) => qualifiers(shade.colour, m.item).map((q) => `${q} ${m.item.name}`));
    const free = options.find((name) => !taken.has(foldText(name)));
    if (!free) throw new Error(`No free name near ${shade.code}; widen CANDIDATES`);
    claim(shade.code, free);
  }
  return names;
}
