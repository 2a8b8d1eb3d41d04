// Which tests belong to which part of the site, for `npm run test:area -- <area>`.
// An area is a capability (its folder in app/, and its staff area's) with the
// browser specs that exercise it. Specs about the whole site (every page, the
// shell, headers, the HTML checker) belong to "site". A unit test fails when a
// spec belongs to no area, so a new spec has to be placed here.

/** @type {Record<string, { app: string[]; specs: string[] }>} */
export const areas = {
  leads: {
    app: ["app/leads", "app/staff/leads", "app/staff/bookings"],
    specs: [
      "e2e/leads",
      "e2e/hindi-leads",
      "e2e/applicants",
      "e2e/visit-booking",
      "e2e/staff-leads",
      "e2e/staff-bookings",
      "e2e/privacy-notice",
      "security/bad-input",
      "security/lead-spam-trap",
    ],
  },
  investors: {
    app: ["app/investors", "app/staff/documents", "app/staff/calendar", "app/staff/alerts"],
    specs: [
      "e2e/investors",
      "e2e/hindi-investors",
      "e2e/investor-alerts",
      "e2e/investor-calendar",
      "e2e/investor-search",
      "e2e/staff-documents",
      "e2e/staff-calendar",
      "security/alert-sign-up-limits",
      "security/uploaded-pdfs",
    ],
  },
  shades: {
    app: ["app/shades", "app/plan"],
    specs: ["e2e/colours", "e2e/plan", "e2e/journey", "e2e/paint-finder"],
  },
  products: {
    app: ["app/products"],
    specs: ["e2e/products", "e2e/hindi-products", "e2e/how-to-videos"],
  },
  "paint-budget": { app: ["app/paint-budget"], specs: ["e2e/paint-budget"] },
  visualiser: { app: ["app/visualiser"], specs: ["e2e/visualiser", "e2e/from-photo"] },
  dealers: {
    app: ["app/dealers", "app/places", "app/staff/dealers"],
    specs: ["e2e/dealers", "e2e/staff-dealers"],
  },
  catalogue: {
    app: ["app/catalogue", "app/staff/catalogue"],
    specs: ["e2e/catalogue", "e2e/staff-catalogue"],
  },
  editorial: {
    app: ["app/editorial", "app/company", "app/staff/content", "app/staff/translations"],
    specs: ["e2e/content", "e2e/hindi-content", "e2e/company", "e2e/facts", "e2e/staff-content"],
  },
  privacy: {
    app: ["app/privacy", "app/staff/privacy"],
    specs: ["e2e/privacy-requests", "e2e/staff-retention"],
  },
  staff: {
    app: [
      "app/staff/auth",
      "app/staff/accounts",
      "app/staff/audit",
      "app/staff/shell",
      "app/staff/uploads",
    ],
    specs: [
      "e2e/staff-access",
      "e2e/staff-account",
      "e2e/staff-passkeys",
      "e2e/staff-menu",
      "e2e/staff-privacy",
      "security/staff-account",
      "security/staff-sign-in",
      "security/open-redirect",
    ],
  },
  site: {
    app: ["app/shell", "app/lib", "app/ui", "app/db", "app/content", "app/site-files", "server"],
    specs: [
      "e2e/every-route",
      "e2e/crawl",
      "e2e/valid-html",
      "e2e/hydration",
      "e2e/platform",
      "e2e/shell",
      "e2e/hindi",
      "e2e/hindi-accessibility",
      "e2e/phone-layouts",
      "e2e/security",
      "e2e/cookies",
      "security/bad-requests",
      "security/cache-flood",
      "security/csp",
      "security/headers",
      "security/observatory",
      "security/paths",
    ],
  },
};

/** The spec files of an area, as paths under tests/. */
export const specFiles = (area) => areas[area].specs.map((spec) => `tests/${spec}.spec.ts`);
