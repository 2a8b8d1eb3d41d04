/**
 * Every fixed public path of the site, grouped by the template that renders it.
 * routes.ts, the sitemap and the every-route browser test all read this list,
 * so a page cannot exist without being listed (or the reverse).
 */
import { site } from "./site";

export const directorSlugs = [
  "harish-chandra-agarwal",
  "vikram-agarwal",
  "sunil-kumar-bansal",
  "meera-iyer",
  "arvind-nair",
  "rakesh-khanna",
] as const;

export const rangeSlugs = [
  "designer-range",
  "exterior-range",
  "interior-range",
  "distemper-range",
  "premium-enamel-range",
  "wood-coating-products",
  "water-proofing-solutions",
  "dual-paints-series",
] as const;

/** Single-product pages; the case of /Kamo-Hi-Sheen is the spec's. */
export const productSlugs = [
  "Kamo-Hi-Sheen",
  "velvety",
  "kamoshine-advance",
  "kamosilky-advance",
  "sheen-n-shine-stain-free",
  "kamorich",
  "kamosilky",
  "kamoshield",
  "weather-classic",
  "kamo-shield-advance",
  "kamo-supreme-advance-shyne",
  "weather-classic-advance",
  "weather-classic-max",
  "weather-supreme",
  "kamodual-gold-emulsion",
  "kamodual-luxury-emulsion",
  "kamodual-premium-emulsion",
] as const;

/** Document listings (one table template), keyed by path slug. */
export const documentListingSlugs = [
  "financial-results",
  "annual-results",
  "annual-return",
  "shareholding-pattern",
  "investor-information",
  "presentation",
  "code-of-conduct",
  "subsidiary-financials",
  "scheme-of-arrangement",
  "listing-of-shares",
  site.specialPaths.subsidiaryListing.slice(1),
  site.specialPaths.regulation30.slice(1),
] as const;

/** Document pages grouped by sub-category in expandable sections. */
export const documentGroupSlugs = [
  "notice-to-shareholders",
  "stock-exchange-disclosures",
  "general-meeting",
] as const;

export const companyPaths = [
  "/",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/accessibility",
] as const;
/** Application forms that differ only in the form (one template), keyed by path slug: the form's id. */
export const applicationFormSlugs = ["dealer", "distributor", "vendor"] as const;

export const formPaths = ["/dealer", "/distributor", "/contractor", "/vendor"] as const;
export const contentPaths = [
  "/news",
  "/blog",
  "/faq",
  "/pickyourcolors",
  "/pickyourcolors.html",
  "/colours",
  "/colours/from-photo",
  "/visualiser",
] as const;
export const investorPaths = [
  "/investor-zone",
  "/investor-help-desk",
  site.specialPaths.regulation46,
  "/investors/calendar",
  "/investors/search",
  "/investors/alerts",
] as const;

/** Planning a paint job: the budget calculator, the product comparison and the dealer locator (issue 28). */
export const planPaths = [
  "/paint-finder",
  "/paint-budget-calculator",
  "/compare",
  "/dealers",
] as const;

/** Every fixed path a visitor can open, in sitemap order (no ids, no /thankyou or /not-found). */
export function listPublicPaths(): string[] {
  return [
    ...companyPaths,
    ...directorSlugs.map((s) => `/${s}`),
    ...rangeSlugs.map((s) => `/${s}`),
    ...productSlugs.map((s) => `/${s}`),
    ...planPaths,
    ...contentPaths,
    ...investorPaths,
    ...documentListingSlugs.map((s) => `/${s}`),
    ...documentGroupSlugs.map((s) => `/${s}`),
    ...formPaths,
  ];
}
