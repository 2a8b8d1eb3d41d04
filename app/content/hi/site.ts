import type { Translation } from "~/lib/i18n/localize";
import type { Site } from "../site";

/**
 * Hindi text of app/content/site.ts. The brand, legal and subsidiary names are
 * the wordmark and the registered names (logo, copyright line, PDF metadata),
 * so they stay in Latin script; see docs/hindi-style.md.
 */
export const site = {
  brandName: "Kamo Paints",
  legalName: "Kamo Paints Limited",
  subsidiaryName: "Kamo Colours Private Limited",
  tagline: "सच्चे रंग, सालों-साल",
  credit: { text: "वेबसाइट: कामो पेंट्स की डिजिटल टीम" },
  social: [
    { label: "फ़ेसबुक पर कामो पेंट्स" },
    { label: "एक्स (ट्विटर) पर कामो पेंट्स" },
    { label: "इंस्टाग्राम पर कामो पेंट्स" },
    { label: "लिंक्डइन पर कामो पेंट्स" },
    { label: "यूट्यूब पर कामो पेंट्स" },
  ],
} satisfies Translation<Site>;
