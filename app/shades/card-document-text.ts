import type { PdfLanguage } from "~/ui/pdf-layout";
import type { ShadeCard } from "~/shades/cards";
import { colourSchemeNamesIn, shadeCardsIn, shadeFamiliesIn } from "~/shades/cards/localized";

/**
 * The words of the shade-card PDFs in each language they are made in: the
 * card's own title and summary, the colour family and scheme names come from
 * the card content and its translation (cards/hi); these are the labels
 * around them. Shade names and codes are printed on the tins and never
 * translated. Both languages have one type, so a missing label fails the typecheck.
 */
export interface ShadeCardDocumentText {
  kinds: Record<ShadeCard["kind"], string>;
  cardTitle: (title: string) => string;
  guideTitle: (title: string) => string;
  shadeCount: (count: number) => string;
  summaryWithCount: (summary: string, count: number) => string;
  indicativeNote: string;
  swatchAlt: (name: string, code: string) => string;
  roles: { exterior: string[]; interior: string[] };
  warrantySuffix: (years: number) => string;
  catalogueLine: (finish: string, coverage: string, packs: string) => string;
  keywords: Record<ShadeCard["kind"], string[]>;
}

export const shadeCardDocumentText: Record<PdfLanguage, ShadeCardDocumentText> = {
  en: {
    kinds: {
      shades: "Shade card",
      combinations: "Colour guide",
      catalogue: "Product catalogue",
      technical: "Technical literature",
    },
    cardTitle: (title) => `${title} shade card`,
    guideTitle: (title) => `${title} guide`,
    shadeCount: (count) => `${count} shades`,
    summaryWithCount: (summary, count) => `${summary} ${count} shades.`,
    indicativeNote:
      "Shades are indicative: printed and on-screen colours differ from the paint. Please check the shade fandeck at your dealer before tinting.",
    swatchAlt: (name, code) => `${name}, ${code}`,
    roles: {
      exterior: ["Main walls", "Accent", "Trim and grills"],
      interior: ["Main walls", "Feature wall", "Ceiling"],
    },
    warrantySuffix: (years) => ` · ${years}-year warranty`,
    catalogueLine: (finish, coverage, packs) =>
      `Finish: ${finish}. Coverage: ${coverage}. Packs: ${packs}.`,
    keywords: {
      shades: ["shade card", "colours"],
      combinations: ["colour combinations", "colour scheme"],
      catalogue: ["product catalogue"],
      technical: ["technical literature", "technical data"],
    },
  },
  hi: {
    kinds: {
      shades: "शेड कार्ड",
      combinations: "रंग गाइड",
      catalogue: "उत्पाद कैटलॉग",
      technical: "तकनीकी जानकारी",
    },
    cardTitle: (title) => `${title} शेड कार्ड`,
    guideTitle: (title) => `${title}: गाइड`,
    shadeCount: (count) => `${count} शेड`,
    summaryWithCount: (summary, count) => `${summary} ${count} शेड।`,
    indicativeNote:
      "शेड सांकेतिक हैं: छपे हुए और स्क्रीन पर दिखने वाले रंग पेंट से अलग होते हैं। टिंटिंग से पहले अपने डीलर के पास शेड फ़ैनडेक ज़रूर देख लें।",
    swatchAlt: (name, code) => `शेड ${name}, कोड ${code}`,
    roles: {
      exterior: ["मुख्य दीवारें", "एक्सेंट", "ट्रिम और ग्रिल"],
      interior: ["मुख्य दीवारें", "फ़ीचर वॉल", "छत"],
    },
    warrantySuffix: (years) => ` · ${years} साल की वारंटी`,
    catalogueLine: (finish, coverage, packs) =>
      `फ़िनिश: ${finish}। कवरेज: ${coverage}। पैक: ${packs}।`,
    keywords: {
      shades: ["शेड कार्ड", "रंग"],
      combinations: ["रंगों का मेल", "रंग योजना"],
      catalogue: ["उत्पाद कैटलॉग"],
      technical: ["तकनीकी जानकारी", "तकनीकी डेटा"],
    },
  },
};

/** A card with its title and summary in `lang`. */
export function cardIn(card: ShadeCard, lang: PdfLanguage): ShadeCard {
  return shadeCardsIn(lang).find((c) => c.id === card.id) ?? card;
}

/** The colour family names and the colour scheme names in `lang`. */
export function paletteWordsIn(lang: PdfLanguage) {
  return { families: shadeFamiliesIn(lang), schemes: colourSchemeNamesIn(lang) };
}
