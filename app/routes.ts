import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import {
  applicationFormSlugs,
  directorSlugs,
  documentGroupSlugs,
  documentListingSlugs,
  productSlugs,
  rangeSlugs,
} from "./content/route-paths";
import { site } from "./content/site";
import { localizedCopies } from "./lib/i18n/routes";

// Paths are exact, as in the spec's route table. Templates shared by several
// paths are registered once per path with their own id.
const each = (slugs: readonly string[], file: string, prefix: string) =>
  slugs.map((slug) => route(slug, file, { id: `${prefix}:${slug}` }));

/**
 * Every route matches its path letter for letter: /Kamo-Hi-Sheen and
 * /Product/1 are the spec's paths, /kamo-hi-sheen, /About and /STAFF/leads/1
 * are not, so they go to the catch-all (and /not-found) like any unknown
 * path. React Router ignores case unless told otherwise, which let
 * /STAFF/leads/1 reach a staff page.
 */
const exact = (routes: RouteConfigEntry[]): RouteConfigEntry[] =>
  routes.map((entry) => ({
    ...entry,
    caseSensitive: true,
    ...(entry.children ? { children: exact(entry.children) } : {}),
  }));

/**
 * The public pages: each is also registered under every other language's
 * prefix (/hi/about, /hi/Product/1; ADR 25). The routes after this list exist
 * once for all languages (lib/i18n/locales.ts, sharedPathPrefixes).
 */
const publicPages: RouteConfigEntry[] = [
  index("company/home.tsx"),
  route("about", "company/about.tsx"),
  route("contact", "company/contact.tsx"),
  route("thankyou", "company/thankyou.tsx"),
  route("consultation", "leads/consultation.tsx"),
  // A booked home visit's confirmation (issue 42, ADR 41)
  route("consultation/booked/:reference", "leads/booking/booked-page.tsx"),
  route("privacy-policy", "company/privacy-policy.tsx"),
  route("terms-and-conditions", "company/terms-and-conditions.tsx"),
  route("accessibility", "company/accessibility.tsx"),
  ...each(directorSlugs, "company/director.tsx", "director"),

  // Products, shade cards and the catalogue
  ...each(rangeSlugs, "products/range.tsx", "range"),
  ...each(productSlugs, "products/product.tsx", "product"),
  route("pickyourcolors", "shades/shade-cards.tsx", { id: "shade-cards" }),
  route("pickyourcolors.html", "shades/shade-cards.tsx", { id: "shade-cards-html" }),
  // The colour explorer, a page per shade and the shortlist (issue 27)
  route("colours", "shades/explorer/listing/colours.tsx"),
  route("colours/shortlist", "shades/explorer/shortlist-page/shortlist-page.tsx"),
  // Colour from a photo (issue 42): a colour tapped in the visitor's photo, its nearest shades
  route("colours/from-photo", "shades/from-photo/from-photo.tsx"),
  route("colours/:code", "shades/explorer/shade.tsx"),
  route("visualiser", "visualiser/visualiser.tsx"),
  route("Product/:subCategoryId", "catalogue/catalogue-sub-category.tsx"),
  route("Product/Details/:subSubCategoryId", "catalogue/catalogue-detail.tsx"),

  // Planning a paint job
  route("paint-budget-calculator", "paint-budget/calculator.tsx"),
  route("compare", "paint-budget/compare-page.tsx"),
  route("paint-finder", "products/finder/finder-page.tsx"),
  route("dealers", "dealers/dealers-page.tsx"),

  // Investor relations
  route("investor-zone", "investors/investor-zone.tsx"),
  route("investor-help-desk", "investors/investor-help-desk.tsx"),
  route(site.specialPaths.regulation46.slice(1), "investors/regulation-46.tsx"),
  ...each(documentListingSlugs, "investors/document-listing.tsx", "documents"),
  ...each(documentGroupSlugs, "investors/document-groups.tsx", "document-groups"),
  route("investors/search", "investors/search/search-page.tsx"),
  route("investors/calendar", "investors/calendar/pages/calendar-page.tsx"),
  // Investor e-mail alerts (issue 29, ADR 33)
  route("investors/alerts", "investors/alerts/alerts-page.tsx"),
  route("investors/alerts/confirm", "investors/alerts/confirm-page.tsx"),
  route("investors/alerts/manage", "investors/alerts/manage-page.tsx"),
  route("investors/alerts/unsubscribe", "investors/alerts/unsubscribe-page.tsx"),

  // Blog, news, FAQ
  route("blog", "editorial/blog.tsx"),
  route("blog-details/:id", "editorial/blog-details.tsx"),
  route("news", "editorial/news.tsx"),
  route("news/:id", "editorial/news-details.tsx"),
  route("faq", "editorial/faq.tsx"),

  // Lead forms
  ...each(applicationFormSlugs, "leads/application.tsx", "application"),
  route("contractor", "leads/contractor.tsx"),

  route("not-found", "company/not-found.tsx"),
  route("*", "company/catch-all.ts"),
];

export default exact([
  ...publicPages,
  ...localizedCopies(publicPages),

  // Files, feeds and form endpoints: one path for every language
  route("downloads/products/:slug/:document", "products/product-download.ts"),
  route("downloads/shade-cards/:card", "shades/shade-card-download.ts"),
  route("captions/:video/:file", "shades/how-to-captions.ts"),
  route("downloads/shade-swatches/:file", "shades/explorer/swatch-image.ts"),
  route("downloads/shortlist.pdf", "shades/explorer/shortlist-page/shortlist-download.ts"),
  route("downloads/paint-budget-estimate.pdf", "paint-budget/estimate-download.ts"),
  // The plan bar's figures for a plan the browser remembered (issue 42, ADR 43)
  route("plan/summary", "plan/summary-route.ts"),
  route("documents/:id/:fileName", "investors/document-file.ts"),
  route("investors/disclosures.atom", "investors/disclosures-feed.ts"),
  route("investors/calendar.ics", "investors/calendar/pages/calendar-feed.ts"),
  route("investors/calendar/events/:file", "investors/calendar/pages/event-file.ts"),
  route("investors/listen", "investors/audio-player.ts"),
  // Leads: actions (and no-JS pages) of forms embedded in other pages, and signed
  // sessions for the consultation dialog
  route("forms/:form", "leads/lead-form.tsx"),
  route("forms/:form/session", "leads/lead-form-session.ts"),
  // The consultation's visit times for a PIN, and a booked visit's .ics (issue 42)
  route("forms/consultation/slots", "leads/booking/slots-route.ts"),
  route("forms/consultation/visits/:file", "leads/booking/visit-file.ts"),

  // Pictures uploaded in the staff area
  route("media/:id/:name", "media/media-file.ts"),

  // Machine-readable files
  route("sitemap.xml", "site-files/sitemap.ts"),
  route("robots.txt", "site-files/robots.ts"),
  route("manifest.webmanifest", "site-files/manifest.ts"),

  // Staff area (employees only; see app/lib/staff). Sign-in and sign-out sit
  // outside the layout, whose loader requires a session.
  route("staff/sign-in", "staff/auth/sign-in.tsx"),
  route("staff/sign-in/passkey-options", "staff/auth/sign-in-passkey-options.ts"),
  route("staff/sign-out", "staff/auth/sign-out.ts"),
  // An id of its own ("staff-layout", STAFF_LAYOUT_ID in staff/shell/CsrfField.tsx):
  // the staff pages read its loader data by that id, so it must not follow the file path.
  route("staff", "staff/shell/layout.tsx", { id: "staff-layout" }, [
    index("staff/shell/index.tsx"),
    route("account", "staff/accounts/account.tsx"),
    route("account/password", "staff/accounts/account-password.tsx"),
    route("account/two-step", "staff/accounts/account-two-step.tsx"),
    route("account/passkeys", "staff/accounts/account-passkeys.tsx"),
    route("account/passkey-options", "staff/accounts/passkey-options.ts"),
    route("account/recovery-codes", "staff/accounts/account-recovery-codes.tsx"),
    route("users", "staff/accounts/users.tsx"),
    route("users/new", "staff/accounts/users-new.tsx"),
    route("users/:id", "staff/accounts/users-edit.tsx"),
    // Areas: documents and Regulation 46 status (investor-relations)
    route("documents", "staff/documents/documents.tsx"),
    route("documents/new", "staff/documents/documents.new.tsx"),
    route("documents/:id", "staff/documents/documents.edit.tsx"),
    route("documents/:id/:change", "staff/documents/documents.publication.tsx"),
    route("documents/:id/file/:fileName", "staff/documents/documents.file.ts"),
    route("documents/:id/translation/:locale", "staff/documents/documents.translation.tsx"),
    route("regulation-46", "staff/documents/regulation-46.tsx"),
    route("alerts", "staff/alerts/alerts.tsx"),
    // Areas: the financial calendar (investor-relations)
    route("calendar", "staff/calendar/events.tsx"),
    route("calendar/new", "staff/calendar/event-edit.tsx", { id: "staff-calendar-new" }),
    route("calendar/:uid", "staff/calendar/event-edit.tsx", { id: "staff-calendar-edit" }),
    route("calendar/:uid/translation/:locale", "staff/calendar/event-translation.tsx"),

    // Areas: blog, news, FAQ (marketing)
    route("blog", "staff/content/blog.tsx"),
    route("blog/new", "staff/content/blog-edit.tsx", { id: "staff-blog-new" }),
    route("blog/:id", "staff/content/blog-edit.tsx", { id: "staff-blog-edit" }),
    route("blog/:id/delete", "staff/content/blog-delete.tsx"),
    route("news", "staff/content/news.tsx"),
    route("news/new", "staff/content/news-edit.tsx", { id: "staff-news-new" }),
    route("news/:id", "staff/content/news-edit.tsx", { id: "staff-news-edit" }),
    route("news/:id/delete", "staff/content/news-delete.tsx"),
    route("faq", "staff/content/faq.tsx"),
    route("faq/new", "staff/content/faq-edit.tsx", { id: "staff-faq-new" }),
    route("faq/:id", "staff/content/faq-edit.tsx", { id: "staff-faq-edit" }),
    route("faq/:id/delete", "staff/content/faq-delete.tsx"),
    route("blog/images", "staff/content/blog-images.ts"),
    // Versions in the site's other languages (ADR 27)
    route("blog/:id/translation/:locale", "staff/content/blog-translation.tsx"),
    route("news/:id/translation/:locale", "staff/content/news-translation.tsx"),
    route("faq/:id/translation/:locale", "staff/content/faq-translation.tsx"),
    route("translations", "staff/translations/needs-translating.tsx"),

    // Areas: catalogue (marketing)
    route("catalogue", "staff/catalogue/catalogue.tsx"),
    route("catalogue/sub-categories/new", "staff/catalogue/catalogue-sub-category.tsx", {
      id: "staff-catalogue-sub-category-new",
    }),
    route("catalogue/sub-categories/:subCategoryId", "staff/catalogue/catalogue-sub-category.tsx", {
      id: "staff-catalogue-sub-category",
    }),
    route(
      "catalogue/sub-categories/:subCategoryId/products/new",
      "staff/catalogue/catalogue-product.tsx",
      { id: "staff-catalogue-product-new" },
    ),
    route("catalogue/products/:productId", "staff/catalogue/catalogue-product.tsx", {
      id: "staff-catalogue-product",
    }),
    route("catalogue/products/:productId/items/new", "staff/catalogue/catalogue-item.tsx", {
      id: "staff-catalogue-item-new",
    }),
    route("catalogue/items/:itemId", "staff/catalogue/catalogue-item.tsx", {
      id: "staff-catalogue-item",
    }),
    route("catalogue/:level/:id/delete", "staff/catalogue/catalogue-delete.tsx"),

    // Areas: leads (sales) and the audit log (admin)
    route("leads", "staff/leads/leads.tsx"),
    route("leads/export.csv", "staff/leads/leads.export.ts"),
    route("leads/requeue-dead", "staff/leads/leads.requeue-dead.tsx"),
    route("leads/:id", "staff/leads/leads.detail.tsx"),
    // Areas: home visits booked with the consultation, and service areas (sales)
    route("bookings", "staff/bookings/bookings.tsx"),
    route("bookings/areas", "staff/bookings/areas.tsx"),
    route("bookings/areas/new", "staff/bookings/area-edit.tsx", { id: "staff-visit-area-new" }),
    route("bookings/areas/:id", "staff/bookings/area-edit.tsx", { id: "staff-visit-area-edit" }),
    route("bookings/:id", "staff/bookings/booking.tsx"),
    // Areas: dealers for the public locator (sales)
    route("dealers", "staff/dealers/dealers.tsx"),
    route("dealers/export.csv", "staff/dealers/dealers.export.ts"),
    route("dealers/import", "staff/dealers/dealers.import.tsx"),
    route("dealers/new", "staff/dealers/dealers.edit.tsx", { id: "staff-dealer-new" }),
    route("dealers/:code", "staff/dealers/dealers.edit.tsx", { id: "staff-dealer-edit" }),
    route("audit", "staff/audit/audit.tsx"),
    route("audit/:id", "staff/audit/audit.detail.tsx"),

    route("*", "staff/shell/not-found.tsx", { id: "staff-not-found" }),
  ]),
]) satisfies RouteConfig;
