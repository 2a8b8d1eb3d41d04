import { describe, expect, it } from "vitest";
import { z } from "zod";
import { identifierKeys, localize, localizeRecords, untranslatedPaths } from "~/lib/i18n/localize";
import * as enAbout from "../about";
import * as enAccessibility from "../accessibility";
import * as enCompany from "../company";
import * as enInvestors from "~/investors/content";
import { investorsContentSchema } from "~/investors/content.schema";
import * as enLead from "~/leads/forms/lead-pages";
import * as enLegal from "../legal";
import * as enNavigation from "../navigation";
import { navigationSchema } from "../navigation.schema";
import * as enPeople from "../people";
import { productSchema, rangeSchema } from "~/products/content/schema";
import { products as enProducts, ranges as enRanges } from "~/products/content";
import {
  accessibilityStatementSchema,
  boardSchema,
  aboutSchema,
  companySchema,
  legalDocumentSchema,
} from "../schema";
import * as enCards from "~/shades/cards/cards";
import * as enPalette from "~/shades/cards/palette";
import * as enSite from "../site";
import { siteSchema } from "../site.schema";
import * as hiAbout from "./about";
import * as hiAccessibility from "./accessibility";
import * as hiCompany from "./company";
import * as hiInvestors from "~/investors/content.hi";
import * as hiLead from "~/leads/forms/lead-pages.hi";
import * as hiLegal from "./legal";
import * as hiNavigation from "./navigation";
import * as hiPeople from "./people";
import * as hiProducts from "~/products/content/hi";
import * as hiCards from "~/shades/cards/hi/cards";
import * as hiPalette from "~/shades/cards/hi/palette";
import * as hiSite from "./site";

/**
 * Every Hindi content module against its English module (issue 25): every
 * text field is translated, the translation lays over the English without
 * error, the result still passes the English schema, and the Hindi states the
 * same figures as the English. A new English field or record fails here until
 * its Hindi is written (GIGW 3.0: language versions are updated together).
 */

const byKey = <T, K extends keyof T>(records: readonly T[], key: K) =>
  Object.fromEntries(records.map((record) => [String(record[key]), record]));

interface ContentCase {
  module: string;
  /** The English content, shaped like the translation (record lists keyed by their id). */
  english: unknown;
  hindi: unknown;
  /** The English content with the Hindi laid over it, in the English shape. */
  localize: () => unknown;
  /** The same English content in that shape, to pair each text with its translation. */
  base: unknown;
  schema?: z.ZodType;
  /**
   * Untranslated paths that are not text. A shade card's `product` is a slug
   * under a name that is text elsewhere (a consultation's subject), so it
   * cannot be an identifier key.
   */
  notText?: RegExp;
}

const investorsEnglish = {
  documentPages: enInvestors.documentPages,
  helpDeskContacts: enInvestors.helpDeskContacts,
  keyManagerialPersonnel: enInvestors.keyManagerialPersonnel,
  regulation46Rows: enInvestors.regulation46Rows,
  panKycNotice: enInvestors.panKycNotice,
  investorInformationPages: enInvestors.investorInformationPages,
};

const cardsEnglish = {
  shadeCardGroups: enCards.shadeCardGroups,
  shadeCards: enCards.shadeCards,
  colourSchemeNames: enCards.colourSchemeNames,
  howToVideos: enCards.howToVideos,
};

const cases: ContentCase[] = [
  {
    module: "site",
    english: enSite.site,
    hindi: hiSite.site,
    base: enSite.site,
    localize: () => localize(enSite.site, hiSite.site),
    schema: siteSchema,
  },
  {
    module: "company",
    english: enCompany.company,
    hindi: hiCompany.company,
    base: enCompany.company,
    localize: () => localize(enCompany.company, hiCompany.company),
    schema: companySchema,
  },
  {
    module: "about",
    english: enAbout.about,
    hindi: hiAbout.about,
    base: enAbout.about,
    localize: () => localize(enAbout.about, hiAbout.about),
    schema: aboutSchema,
  },
  {
    module: "people",
    english: byKey(enPeople.board, "slug"),
    hindi: hiPeople.board,
    base: enPeople.board,
    localize: () => localizeRecords(enPeople.board, "slug", hiPeople.board),
    schema: boardSchema,
  },
  {
    module: "legal",
    english: enLegal,
    hindi: hiLegal,
    base: { ...enLegal },
    localize: () => ({
      privacyPolicy: localize(enLegal.privacyPolicy, hiLegal.privacyPolicy),
      termsAndConditions: localize(enLegal.termsAndConditions, hiLegal.termsAndConditions),
    }),
    schema: z.object({
      privacyPolicy: legalDocumentSchema,
      termsAndConditions: legalDocumentSchema,
    }),
  },
  {
    module: "accessibility",
    english: enAccessibility.accessibilityStatement,
    hindi: hiAccessibility.accessibilityStatement,
    base: enAccessibility.accessibilityStatement,
    localize: () =>
      localize(enAccessibility.accessibilityStatement, hiAccessibility.accessibilityStatement),
    schema: accessibilityStatementSchema,
    // The standard's name and the address read the same in every language.
    notText: /^(standard|contactEmail)$/,
  },
  {
    module: "navigation",
    english: enNavigation,
    hindi: hiNavigation,
    base: { ...enNavigation },
    localize: () => localize({ ...enNavigation }, { ...hiNavigation }),
    schema: navigationSchema,
  },
  {
    module: "investors",
    english: { ...investorsEnglish, documentPages: byKey(enInvestors.documentPages, "path") },
    hindi: hiInvestors,
    base: investorsEnglish,
    localize: () => ({
      ...localize(investorsEnglish, { ...hiInvestors, documentPages: undefined }),
      documentPages: localizeRecords(enInvestors.documentPages, "path", hiInvestors.documentPages),
      helpDeskEmailForGrievances: enInvestors.helpDeskEmailForGrievances,
    }),
    schema: investorsContentSchema,
  },
  {
    module: "lead-pages",
    english: enLead.leadPages,
    hindi: hiLead.leadPages,
    base: enLead.leadPages,
    localize: () => localize(enLead.leadPages, hiLead.leadPages),
  },
  {
    module: "products",
    english: byKey(enProducts, "slug"),
    hindi: hiProducts.products,
    base: enProducts,
    localize: () => localizeRecords(enProducts, "slug", hiProducts.products),
    schema: z.array(productSchema),
  },
  {
    module: "ranges",
    english: byKey(enRanges, "slug"),
    hindi: hiProducts.ranges,
    base: enRanges,
    localize: () => localizeRecords(enRanges, "slug", hiProducts.ranges),
    schema: z.array(rangeSchema),
  },
  {
    module: "shade cards",
    english: { ...cardsEnglish, shadeCards: byKey(enCards.shadeCards, "id") },
    hindi: hiCards,
    base: cardsEnglish,
    localize: () => ({
      ...localize(cardsEnglish, { ...hiCards, shadeCards: undefined }),
      shadeCards: localizeRecords(enCards.shadeCards, "id", hiCards.shadeCards),
    }),
    schema: z.object({
      shadeCards: z.array(enCards.shadeCardSchema),
      howToVideos: z.array(enCards.howToVideoSchema).length(3),
      colourSchemeNames: z.object({
        exterior: z.array(z.string().min(3)).length(12),
        interior: z.array(z.string().min(3)).length(12),
      }),
    }),
    notText: /^shadeCards(\.[a-z0-9-]+|\[\d+\])\.product$/,
  },
  {
    module: "palette",
    english: enPalette.shadeFamilies,
    hindi: hiPalette.shadeFamilies,
    base: enPalette.shadeFamilies,
    localize: () => localize(enPalette.shadeFamilies, hiPalette.shadeFamilies),
  },
];

interface TextPair {
  path: string;
  english: string;
  hindi: string;
}

const identifierKeySet: ReadonlySet<string> = new Set(identifierKeys);

/** Every text leaf of the English content beside the same leaf of the localized content. */
function textPairs(english: unknown, localized: unknown, path = ""): TextPair[] {
  if (typeof english === "string")
    return english.trim() === ""
      ? []
      : [{ path, english, hindi: typeof localized === "string" ? localized : "" }];
  if (Array.isArray(english))
    return english.flatMap((item, index) =>
      textPairs(item, (localized as unknown[])[index], `${path}[${index}]`),
    );
  if (typeof english === "object" && english !== null)
    return Object.entries(english).flatMap(([name, value]) =>
      identifierKeySet.has(name)
        ? []
        : textPairs(
            value,
            (localized as Record<string, unknown>)[name],
            path ? `${path}.${name}` : name,
          ),
    );
  return [];
}

/**
 * The figures a text states, in order of size: "4,000", "2023/37", "9:30".
 * "FY26" is stated in Hindi as वित्त वर्ष 2025-26, the same financial year.
 */
function figures(text: string): string[] {
  const years = text.replace(/\bFY(\d{2})\b/g, (_, yy: string) => `20${Number(yy) - 1}-${yy}`);
  return (years.match(/\d+(?:[.,:/]\d+)*/g) ?? []).sort();
}

function textPairsOf(content: ContentCase): TextPair[] {
  return textPairs(content.base, content.localize()).filter(
    (pair) => !content.notText?.test(pair.path),
  );
}

const devanagari = /[\u0900-\u097F]/;
const devanagariDigit = /[\u0966-\u096F]/;
/**
 * What may stay in Latin script, identical to the English: the brand's names
 * (site wordmarks, products, range cards, a product's shade card) and bare
 * figures such as "2008" or "4,000+".
 */
const brandNames: ReadonlySet<string> = new Set([
  enSite.site.brandName,
  enSite.site.legalName,
  enSite.site.subsidiaryName,
  ...enProducts.map((product) => product.name),
  ...enRanges.flatMap((range) => range.cards.map((card) => card.name)),
  ...enCards.shadeCards.filter((card) => card.product).map((card) => card.title),
]);
const keptInLatin = (text: string) => brandNames.has(text) || /^[\d,+]+$/.test(text);
/**
 * The spelling chosen in docs/hindi-style.md: फ़ and ज़ keep their nukta in
 * these words. Each becomes a pattern that finds the word without it.
 */
const nuktaWords = [
  "फ़िनिश",
  "मुफ़्त",
  "ज़्यादा",
  "ज़रूर",
  "साफ़",
  "सफ़ाई",
  "फ़ॉर्म",
  "दफ़्तर",
  "ज़िल",
  "फ़र्म",
  "फ़ोन",
  "फ़ाइल",
  "फ़ायद",
  "ज़रिए",
  "मज़बूत",
  "तेज़",
  "दरवाज़",
  "बाज़ार",
  "फ़र्श",
  "फ़र्नीचर",
  "प्रूफ़",
  "ऑफ़",
  "मंज़िल",
  "किफ़ायत",
  "फ़ीचर",
  "विज़िट",
].map((word) => ({
  word,
  without: new RegExp(word.normalize("NFC").replace(/(.)\u093C/g, "$1(?!\u093C)")),
}));

describe.each(cases)("Hindi $module content", (content) => {
  it("translates every text field", () => {
    const missing = untranslatedPaths(content.english, content.hindi).filter(
      (path) => !content.notText?.test(path),
    );
    expect(missing).toEqual([]);
  });

  it("lays over the English record without a mistake", () => {
    expect(content.localize).not.toThrow();
  });

  it("states the same figures as the English, sentence by sentence", () => {
    const pairs = textPairsOf(content);
    const differing = pairs
      .filter((pair) => figures(pair.english).join(" ") !== figures(pair.hindi).join(" "))
      .map((pair) => `${pair.path}: ${pair.english} → ${pair.hindi}`);
    expect(differing).toEqual([]);
  });

  it("writes Hindi in Devanagari with Latin digits, keeping only names in Latin script", () => {
    const pairs = textPairsOf(content);
    const wrong = pairs
      .filter((pair) =>
        devanagari.test(pair.hindi)
          ? devanagariDigit.test(pair.hindi)
          : pair.hindi !== pair.english || !keptInLatin(pair.hindi),
      )
      .map((pair) => `${pair.path}: ${pair.hindi}`);
    expect(wrong).toEqual([]);
  });

  it("follows the style guide: company names in Devanagari, one spelling, NFC text", () => {
    const texts = textPairsOf(content)
      .map((pair) => pair.hindi)
      .filter((text) => devanagari.test(text));
    const problems = texts.flatMap((text) => [
      ...(/Kamo (Paints|Colours|Foundation)/.test(text) ? [`company name in Latin: ${text}`] : []),
      ...(text !== text.normalize("NFC") ? [`not NFC: ${text}`] : []),
      ...nuktaWords
        .filter(({ without }) => without.test(text))
        .map(({ word }) => `${word} without its nukta: ${text}`),
    ]);
    expect(problems).toEqual([]);
  });
});

describe.each(cases.filter((content) => content.schema))(
  "Hindi $module content, localized",
  (content) => {
    it("still passes the English schema, length limits included", () => {
      const result = content.schema!.safeParse(content.localize());
      expect(result.success ? [] : result.error.issues).toEqual([]);
    });
  },
);
