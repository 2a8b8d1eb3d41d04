import { accessibilityEmail } from "./facts";
import type { AccessibilityStatement } from "./schema";

/**
 * The accessibility statement (/accessibility, issue 25). Plain text only,
 * like the legal pages. Say only what is true of the site today: what the
 * automated tests check is listed in "How we test"; anything tested by hand
 * is named only once it has been. Update `lastUpdated` with every change.
 */
export const accessibilityStatement: AccessibilityStatement = {
  title: "Accessibility statement",
  lastUpdated: "2026-11-26",
  standard: "WCAG 2.2 AA",
  contactEmail: accessibilityEmail,
  summary:
    "Kamo Paints Limited wants everyone to be able to use this website: to choose a paint, find a dealer, apply to work with us or read our filings, in English or in Hindi, on a phone or a computer, with or without assistive technology. This statement says which standard we aim at, how we check it, what we know still falls short, and how to tell us about a barrier.",
  sections: [
    {
      id: "standard",
      heading: "The standard we aim at",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and the Guidelines for Indian Government Websites (GIGW 3.0) where they apply to a company's website: every page in English and in Hindi, written in Unicode, with a link to the other language at the top of every page.",
        "We believe the website largely meets WCAG 2.2 AA. It has not yet been audited by an outside expert, so we do not claim full conformance; the known exceptions are listed below.",
      ],
    },
    {
      id: "how-we-test",
      heading: "How we test",
      paragraphs: ["Automated tests run on every change to the website, in English and in Hindi:"],
      list: [
        "axe-core checks every page at phone width (375 pixels), and one page of each kind at desktop width (1,280 pixels), including forms showing their error messages.",
        "The Nu HTML Checker validates every page listed in the sitemap, in English and in Hindi.",
        "Browser tests work the menus, the consultation dialog, the carousels and the FAQ with the keyboard, and check that focus stays inside the dialog and returns where it was when the dialog closes. Form errors are checked to be named beside their field and announced in a summary that takes focus.",
        "Every page is checked to fit a screen 320 pixels wide without scrolling sideways.",
        "Lighthouse scores the accessibility of the home, about, product and catalogue pages, and of the Hindi home and product pages.",
        "The brochures, data sheets and shade cards we generate are checked for tags, embedded fonts and, in Hindi, Devanagari text.",
      ],
    },
    {
      id: "known-limits",
      heading: "Known limits",
      paragraphs: [
        "Automated tests find many barriers but not all of them. We have not yet tested the website by hand with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack) or with disabled visitors; our tests check the names, roles, states and language markings screen readers rely on, which is not the same thing. We know of these limits:",
      ],
      list: [
        "Stock-exchange filings and other investor documents are PDF files prepared outside this website. Some, especially older or scanned ones, may have no tags or text. Ask us and we will send an accessible copy.",
        "Our generated PDFs aim at PDF/UA but have not yet been checked with a PDF/UA validator.",
        "Blog posts, news, FAQ answers and document descriptions that are not yet translated appear in English on Hindi pages. They are marked as English, so a screen reader reads them with an English voice.",
        "How well Hindi is read aloud depends on the voices installed on your phone or computer.",
      ],
    },
    {
      id: "report-a-barrier",
      heading: "Report a barrier",
      paragraphs: [
        `If something on this website is hard or impossible for you to use, please tell us with the form on this page or by email to ${accessibilityEmail}. Say which page it was and what stopped you; we reply within five working days and tell you what we will change.`,
        "If you need information from a page or a document in another form, such as plain text or large print, ask in the same way and we will send it.",
      ],
    },
    {
      id: "enforcement",
      heading: "If you are not satisfied",
      paragraphs: [
        "If our reply does not solve the problem, you may write to our Grievance Officer at the address in our privacy policy. In India, the Rights of Persons with Disabilities Act, 2016 also lets you approach the Chief Commissioner for Persons with Disabilities.",
      ],
    },
  ],
  report: {
    heading: "Report a barrier",
    intro:
      "Tell us where you met a barrier and what happened. Only your name, email and a description are needed; the rest helps us find the problem faster.",
  },
};
