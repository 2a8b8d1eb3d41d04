import type { FooterColumn, NavEntry, NavLink } from "./navigation.schema";
import { site } from "./site";

/**
 * The header menu and the footer's link columns. Editing a label or a link
 * here changes it everywhere. Plain data, so no validation code reaches the
 * browser; navigation.schema.ts checks it on the server (every href must be
 * site-relative, so a typo cannot send visitors off-site).
 */
export type { FooterColumn, NavEntry, NavLink };

export const productRangeLinks: NavLink[] = [
  { label: "Dual Paints Series", href: "/dual-paints-series", swatch: "#c8553d" },
  { label: "Interior Emulsions", href: "/interior-range", swatch: "#f2a541" },
  { label: "Exterior Emulsions", href: "/exterior-range", swatch: "#2a9d8f" },
  { label: "Designer Range", href: "/designer-range", swatch: "#8e5572" },
  { label: "Distemper Range", href: "/distemper-range", swatch: "#dfe8da" },
  { label: "Premium Enamels", href: "/premium-enamel-range", swatch: "#1f3a5f" },
  { label: "Wood Finishes", href: "/wood-coating-products", swatch: "#8b5a2b" },
  { label: "Waterproofing Solutions", href: "/water-proofing-solutions", swatch: "#2f5a8f" },
];

/** Planning a paint job (issues 28, 42): the paint finder, the budget calculator, the comparison, the dealers. */
export const planLinks: NavLink[] = [
  { label: "Paint finder", href: "/paint-finder" },
  { label: "Paint budget calculator", href: "/paint-budget-calculator" },
  { label: "Compare paints", href: "/compare" },
  { label: "Find a dealer", href: "/dealers" },
];

export const primaryNavigation: NavEntry[] = [
  { kind: "link", label: "Home", href: "/" },
  { kind: "link", label: "About", href: "/about" },
  {
    kind: "group",
    id: "products",
    label: "Products",
    // Planning tools sit with the products: a top-level entry of their own
    // would push the menu past a 1280 px screen.
    links: [...productRangeLinks, ...planLinks],
    wide: true,
  },
  { kind: "link", label: "Colours", href: "/colours" },
  { kind: "link", label: "Shade Cards", href: "/pickyourcolors" },
  { kind: "catalogue", label: "Catalogue" },
  { kind: "link", label: "Investors", href: "/investor-zone" },
  {
    kind: "group",
    id: "partner",
    label: "Partner with us",
    links: [
      { label: "Become a Dealer", href: "/dealer" },
      { label: "CFA / CSA / Distributor", href: "/distributor" },
      { label: "Applicator / Contractor", href: "/contractor" },
      { label: "Supplier / Vendor", href: "/vendor" },
    ],
  },
  {
    kind: "group",
    id: "resources",
    label: "Blog & News",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "News", href: "/news" },
      { label: "FAQ", href: "/faq" },
    ],
  },
  { kind: "link", label: "Contact", href: "/contact" },
];

export const footerColumns: FooterColumn[] = [
  {
    heading: "Products",
    links: [
      ...productRangeLinks.map(({ label, href }) => ({ label, href })),
      { label: "Colour Explorer", href: "/colours" },
      { label: "Shade Cards", href: "/pickyourcolors" },
      ...planLinks,
    ],
  },
  {
    heading: "Investors",
    links: [
      { label: "Investor Zone", href: "/investor-zone" },
      { label: "Financial Results", href: "/financial-results" },
      { label: "Shareholding Pattern", href: "/shareholding-pattern" },
      { label: "Stock Exchange Disclosures", href: "/stock-exchange-disclosures" },
      { label: "Investor Help Desk", href: "/investor-help-desk" },
      { label: "Regulation 46 Disclosures", href: site.specialPaths.regulation46 },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About Kamo Paints", href: "/about" },
      { label: "Board of Directors", href: "/about#directors" },
      { label: "CSR", href: "/about#csr" },
      { label: "Blog", href: "/blog" },
      { label: "News", href: "/news" },
      { label: "FAQ", href: "/faq" },
      { label: "Contact us", href: "/contact" },
    ],
  },
  {
    heading: "Partner with us",
    links: [
      { label: "Become a Dealer", href: "/dealer" },
      { label: "CFA / CSA / Distributor", href: "/distributor" },
      { label: "Applicator / Contractor", href: "/contractor" },
      { label: "Supplier / Vendor", href: "/vendor" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" },
  { label: "Accessibility", href: "/accessibility" },
];
