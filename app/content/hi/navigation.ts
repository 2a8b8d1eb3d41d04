import type { Translation } from "~/lib/i18n/localize";
import type { FooterColumn, NavEntry, NavLink } from "../navigation";

/** Hindi labels of the header menu, the footer columns and the legal links (app/content/navigation.ts). */

export const productRangeLinks = [
  { label: "ड्यूल पेंट्स सीरीज़" },
  { label: "इंटीरियर इमल्शन" },
  { label: "एक्सटीरियर इमल्शन" },
  { label: "डिज़ाइनर रेंज" },
  { label: "डिस्टेंपर रेंज" },
  { label: "प्रीमियम इनेमल" },
  { label: "वुड फ़िनिश" },
  { label: "वॉटरप्रूफ़िंग समाधान" },
] satisfies Translation<NavLink[]>;

export const planLinks = [
  { label: "पेंट फ़ाइंडर" },
  { label: "पेंट बजट कैलकुलेटर" },
  { label: "पेंट की तुलना" },
  { label: "डीलर खोजें" },
] satisfies Translation<NavLink[]>;

const partnerLinks = [
  { label: "डीलर बनें" },
  { label: "सीएफ़ए / सीएसए / डिस्ट्रीब्यूटर" },
  { label: "एप्लिकेटर / ठेकेदार" },
  { label: "सप्लायर / वेंडर" },
] satisfies Translation<NavLink[]>;

export const primaryNavigation = [
  { label: "होम" },
  { label: "हमारे बारे में" },
  { label: "उत्पाद", links: [...productRangeLinks, ...planLinks] },
  { label: "रंग" },
  { label: "शेड कार्ड" },
  { label: "कैटलॉग" },
  { label: "निवेशक" },
  { label: "हमसे जुड़ें", links: partnerLinks },
  {
    label: "ब्लॉग और समाचार",
    links: [{ label: "ब्लॉग" }, { label: "समाचार" }, { label: "सवाल-जवाब" }],
  },
  { label: "संपर्क" },
] satisfies Translation<NavEntry[]>;

export const footerColumns = [
  {
    heading: "उत्पाद",
    links: [...productRangeLinks, { label: "रंग खोजें" }, { label: "शेड कार्ड" }, ...planLinks],
  },
  {
    heading: "निवेशक",
    links: [
      { label: "निवेशक ज़ोन" },
      { label: "वित्तीय परिणाम" },
      { label: "शेयरधारिता पैटर्न" },
      { label: "स्टॉक एक्सचेंज प्रकटीकरण" },
      { label: "निवेशक हेल्प डेस्क" },
      { label: "विनियम 46 के तहत प्रकटीकरण" },
    ],
  },
  {
    heading: "कंपनी",
    links: [
      { label: "कामो पेंट्स के बारे में" },
      { label: "निदेशक मंडल" },
      { label: "सीएसआर" },
      { label: "ब्लॉग" },
      { label: "समाचार" },
      { label: "सवाल-जवाब" },
      { label: "हमसे संपर्क करें" },
    ],
  },
  { heading: "हमसे जुड़ें", links: partnerLinks },
] satisfies Translation<FooterColumn[]>;

export const legalLinks = [
  { label: "गोपनीयता नीति" },
  { label: "नियम और शर्तें" },
  { label: "सुगम्यता" },
] satisfies Translation<NavLink[]>;
