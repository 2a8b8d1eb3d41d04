/**
 * A product's warranty is one field of its record (`warranty` in
 * content/schema.ts): a term in years, or none with the reason. Pages, cards,
 * compare and the PDFs word it from there; this module finds the figures a
 * sentence states, so the schema and the tests can hold every other text to
 * that field (issue 42).
 */

const englishNumbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

const hindiNumbers: Record<string, number> = {
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  छह: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  ग्यारह: 11,
  बारह: 12,
  पंद्रह: 15,
  बीस: 20,
};

const english = new RegExp(
  `\\b(\\d+|${Object.keys(englishNumbers).join("|")})[- ]years?\\b`,
  "giu",
);
// Devanagari letters are not \w, so the word edge is written out: start, space or punctuation.
const hindi = new RegExp(
  `(?:^|[\\s(])(\\d+|${Object.keys(hindiNumbers).join("|")}) साल(?!ों)`,
  "gu",
);

/**
 * The terms in years a text states ("7-year warranty", "seven years of
 * protection", "7 साल की वारंटी"). A product's own text states a number of
 * years only to speak of how long it protects, so every such figure is a
 * warranty claim; "for years" states none. Hindi text is read for English
 * figures too: a Hindi page keeps product names and a few terms in English.
 */
export function statedWarrantyYears(text: string, lang: string): number[] {
  const read = (pattern: RegExp, words: Record<string, number>) =>
    [...text.matchAll(pattern)].map((m) => {
      const figure = m[1]!.toLowerCase();
      return /^\d+$/.test(figure) ? Number(figure) : words[figure]!;
    });
  return [...(lang === "hi" ? read(hindi, hindiNumbers) : []), ...read(english, englishNumbers)];
}
