import type { PdfLanguage } from "~/ui/pdf-layout";
import { coverageRange, formatCoverage, type Product } from "~/products/content";

/**
 * The words of the product PDFs in each language they are made in. The
 * product's own text (name, tagline, description, features, technical values)
 * comes from its content record and its translation (content/hi); these are
 * the labels, sentences and units around it. Both languages have the same
 * type, so a label added to one and not the other fails the typecheck.
 */
export interface ProductDocumentText {
  brochureKind: string;
  sheetKind: string;
  brochureTitle: (name: string) => string;
  sheetTitle: (name: string) => string;
  sheetSubject: (name: string) => string;
  brochureKeyword: string;
  sheetKeyword: string;
  warrantySentence: (years: number) => string;
  sealLine: string;
  whyChoose: string;
  atAGlance: string;
  askUs: string;
  askUsText: (tollFree: string) => string;
  finish: string;
  coverage: string;
  coverageValue: (product: Product) => string;
  coatsRecommended: (coats: number) => string;
  surfaces: string;
  packSizes: string;
  warranty: string;
  warrantyFact: (years: number) => string;
  productType: string;
  spreadingRate: string;
  recommendedCoats: string;
  volumeSolids: string;
  voc: string;
  vocValue: (grams: number) => string;
  dryToTouch: string;
  recoatAfter: string;
  thinning: string;
  application: string;
  shelfLife: string;
  shelfLifeValue: (months: number) => string;
  warrantyTerms: (years: number) => string;
  /** The warranty row of a product without one: the record's reason. */
  noWarranty: (reason: string) => string;
  technicalData: string;
  surfacePreparation: string;
  applicationText: (product: Product) => string;
  safety: string;
  safetyText: string;
  list: (items: string[]) => string;
}

export const productDocumentText: Record<PdfLanguage, ProductDocumentText> = {
  en: {
    brochureKind: "Product brochure",
    sheetKind: "Technical data sheet",
    brochureTitle: (name) => `${name} brochure`,
    sheetTitle: (name) => `${name} technical data sheet`,
    sheetSubject: (name) => `Technical data sheet for ${name}`,
    brochureKeyword: "brochure",
    sheetKeyword: "technical data sheet",
    warrantySentence: (years) => `${years}-year performance warranty.`,
    sealLine: "YEAR WARRANTY",
    whyChoose: "Why choose it",
    atAGlance: "At a glance",
    askUs: "Ask us",
    askUsText: (tollFree) =>
      `Book a free colour and product consultation on our website, or call ${tollFree} (toll-free, 9 am to 7 pm, Monday to Saturday). Shades shown on screen and in print are indicative; check the shade fandeck at your dealer before tinting.`,
    finish: "Finish",
    coverage: "Coverage",
    coverageValue: formatCoverage,
    coatsRecommended: (coats) => `${coats} coats recommended`,
    surfaces: "Recommended surfaces",
    packSizes: "Pack sizes",
    warranty: "Warranty",
    warrantyFact: (years) => `${years}-year performance warranty`,
    productType: "Product type",
    spreadingRate: "Theoretical spreading rate",
    recommendedCoats: "Recommended coats",
    volumeSolids: "Volume solids",
    voc: "VOC content",
    vocValue: (grams) => `Below ${grams} g/L`,
    dryToTouch: "Dry to touch (27 °C, 60% RH)",
    recoatAfter: "Recoat after",
    thinning: "Thinning",
    application: "Application",
    shelfLife: "Shelf life",
    shelfLifeValue: (months) => `${months} months from manufacture, in the unopened container`,
    warrantyTerms: (years) => `${years} years, when applied as specified`,
    noWarranty: (reason) => `No performance warranty. ${reason}`,
    technicalData: "Technical data",
    surfacePreparation: "Surface preparation",
    applicationText: (product) =>
      `Stir well before use. Thin as stated above and apply ${product.coverage.coats} coats by ${product.technical.application.join(", ").toLowerCase()}, allowing ${product.technical.recoatAfter.toLowerCase()} between coats. Do not apply below 10 °C, above 40 °C, or when rain is expected within 6 hours on exterior walls. Wash tools with water immediately after use.`,
    safety: "Safety and storage",
    safetyText:
      "Keep out of reach of children. Use in a well-ventilated area and avoid contact with eyes. Store in a cool, dry place away from direct sunlight; keep the lid tightly closed. Dispose of empty containers as local rules require. The figures above are typical values from our laboratory under standard conditions; site results vary with surface, climate and method.",
    list: (items) => items.join(", "),
  },
  hi: {
    brochureKind: "उत्पाद ब्रोशर",
    sheetKind: "तकनीकी डेटा शीट",
    brochureTitle: (name) => `${name} ब्रोशर`,
    sheetTitle: (name) => `${name} तकनीकी डेटा शीट`,
    sheetSubject: (name) => `${name} की तकनीकी डेटा शीट`,
    brochureKeyword: "ब्रोशर",
    sheetKeyword: "तकनीकी डेटा शीट",
    warrantySentence: (years) => `${years} साल की परफ़ॉर्मेंस वारंटी।`,
    sealLine: "साल की वारंटी",
    whyChoose: "इसे क्यों चुनें",
    atAGlance: "एक नज़र में",
    askUs: "हमसे पूछें",
    askUsText: (tollFree) =>
      `हमारी वेबसाइट पर रंग और उत्पाद के लिए मुफ़्त सलाह बुक करें, या ${tollFree} पर कॉल करें (टोल-फ़्री, सुबह 9 से शाम 7 बजे तक, सोमवार से शनिवार)। स्क्रीन और छपाई में दिखने वाले शेड सांकेतिक हैं; टिंटिंग से पहले अपने डीलर के पास शेड फ़ैनडेक देख लें।`,
    finish: "फ़िनिश",
    coverage: "कवरेज",
    coverageValue: (product) =>
      `${coverageRange(product)} वर्ग मीटर प्रति ${product.coverage.unit === "kg" ? "किलो" : "लीटर"} प्रति कोट`,
    coatsRecommended: (coats) => `${coats} कोट लगाने की सलाह`,
    surfaces: "सुझाई गई सतहें",
    packSizes: "पैक साइज़",
    warranty: "वारंटी",
    warrantyFact: (years) => `${years} साल की परफ़ॉर्मेंस वारंटी`,
    productType: "उत्पाद का प्रकार",
    spreadingRate: "सैद्धांतिक कवरेज",
    recommendedCoats: "सुझाए गए कोट",
    volumeSolids: "वॉल्यूम सॉलिड्स",
    voc: "वीओसी की मात्रा",
    vocValue: (grams) => `${grams} ग्राम/लीटर से कम`,
    dryToTouch: "छूने पर सूखा (27 °C, 60% नमी)",
    recoatAfter: "अगला कोट",
    thinning: "थिनिंग",
    application: "लगाने का तरीका",
    shelfLife: "शेल्फ़ लाइफ़",
    shelfLifeValue: (months) => `बनने की तारीख से ${months} महीने, बिना खुले डिब्बे में`,
    warrantyTerms: (years) => `${years} साल, बताए गए तरीके से लगाने पर`,
    noWarranty: (reason) => `परफ़ॉर्मेंस वारंटी नहीं। ${reason}`,
    technicalData: "तकनीकी डेटा",
    surfacePreparation: "सतह की तैयारी",
    applicationText: (product) =>
      `इस्तेमाल से पहले अच्छी तरह हिलाएं। ऊपर बताई गई थिनिंग करें और ${product.technical.application.join(", ")} से ${product.coverage.coats} कोट लगाएं; दो कोट के बीच ${product.technical.recoatAfter} का अंतर रखें। 10 °C से कम या 40 °C से ज़्यादा तापमान पर न लगाएं, और बाहरी दीवारों पर तब भी नहीं, जब 6 घंटे के भीतर बारिश की आशंका हो। इस्तेमाल के तुरंत बाद औज़ार पानी से धो लें।`,
    safety: "सुरक्षा और भंडारण",
    safetyText:
      "बच्चों की पहुंच से दूर रखें। हवादार जगह में इस्तेमाल करें और आंखों में जाने से बचाएं। ठंडी, सूखी जगह पर, सीधी धूप से दूर रखें; ढक्कन कसकर बंद रखें। खाली डिब्बों को स्थानीय नियमों के अनुसार फेंकें। ऊपर दिए आंकड़े मानक परिस्थितियों में हमारी लैब के सामान्य मान हैं; साइट पर नतीजे सतह, मौसम और लगाने के तरीके के साथ बदलते हैं।",
    list: (items) => items.join(", "),
  },
};

// The PDFs read the same localized records as the pages.
export { productIn, productsIn } from "./localized-content";
