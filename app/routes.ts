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
  index("company/routes/_index.tsx"),
  route("about", "company/routes/about.tsx"),
  route("contact", "company/routes/contact.tsx"),
  route("thankyou", "company/routes/thankyou.tsx"),
  route("consultation", "leads/routes/consultation.tsx"),
  // A booked home visit's confirmation (issue 42, ADR 41)
  route("consultation/booked/:reference", "leads/routes/consultation.booked.$reference.tsx"),
  route("privacy-policy", "company/routes/privacy-policy.tsx"),
  route("terms-and-conditions", "company/routes/terms-and-conditions.tsx"),
  route("accessibility", "company/routes/accessibility.tsx"),
  ...each(directorSlugs, "company/routes/$director.tsx", "director"),

  // Products, shade cards and the catalogue
  ...each(rangeSlugs, "products/routes/$range.tsx", "range"),
  ...each(productSlugs, "products/routes/$product.tsx", "product"),
  route("pickyourcolors", "shades/routes/pickyourcolors.tsx", { id: "shade-cards" }),
  route("pickyourcolors.html", "shades/routes/pickyourcolors.tsx", { id: "shade-cards-html" }),
  // The colour explorer, a page per shade and the shortlist (issue 27)
  route("colours", "shades/routes/colours.tsx"),
  route("colours/shortlist", "shades/routes/colours.shortlist.tsx"),
  // Colour from a photo (issue 42): a colour tapped in the visitor's photo, its nearest shades
  route("colours/from-photo", "shades/routes/colours.from-photo.tsx"),
  route("colours/:code", "shades/routes/colours.$code.tsx"),
  route("visualiser", "visualiser/routes/visualiser.tsx"),
  route("Product/:subCategoryId", "catalogue/routes/Product.$subCategoryId.tsx"),
  route(
    "Product/Details/:subSubCategoryId",
    "catalogue/routes/Product.Details.$subSubCategoryId.tsx",
  ),

  // Planning a paint job
  route("paint-budget-calculator", "paint-budget/routes/paint-budget-calculator.tsx"),
  route("compare", "paint-budget/routes/compare.tsx"),
  route("paint-finder", "products/routes/paint-finder.tsx"),
  route("dealers", "dealers/routes/dealers.tsx"),

  // Investor relations
  route("investor-zone", "investors/routes/investor-zone.tsx"),
  route("investor-help-desk", "investors/routes/investor-help-desk.tsx"),
  route(site.specialPaths.regulation46.slice(1), "investors/routes/$regulation46.tsx"),
  ...each(documentListingSlugs, "investors/routes/$documentListing.tsx", "documents"),
  ...each(documentGroupSlugs, "investors/routes/$documentGroup.tsx", "document-groups"),
  route("investors/search", "investors/routes/investors.search.tsx"),
  route("investors/calendar", "investors/routes/investors.calendar.tsx"),
  // Investor e-mail alerts (issue 29, ADR 33)
  route("investors/alerts", "investors/routes/investors.alerts.tsx"),
  route("investors/alerts/confirm", "investors/routes/investors.alerts.confirm.tsx"),
  route("investors/alerts/manage", "investors/routes/investors.alerts.manage.tsx"),
  route("investors/alerts/unsubscribe", "investors/routes/investors.alerts.unsubscribe.tsx"),

  // Blog, news, FAQ
  route("blog", "editorial/routes/blog.tsx"),
  route("blog-details/:id", "editorial/routes/blog-details.$id.tsx"),
  route("news", "editorial/routes/news.tsx"),
  route("news/:id", "editorial/routes/news.$id.tsx"),
  route("faq", "editorial/routes/faq.tsx"),

  // Lead forms
  ...each(applicationFormSlugs, "leads/routes/$applicationForm.tsx", "application"),
  route("contractor", "leads/routes/contractor.tsx"),

  route("not-found", "company/routes/not-found.tsx"),
  route("*", "company/routes/$.ts"),
];

export default exact([
  ...publicPages,
  ...localizedCopies(publicPages),

  // Files, feeds and form endpoints: one path for every language
  route(
    "downloads/products/:slug/:document",
    "products/routes/downloads.products.$slug.$document.ts",
  ),
  route("downloads/shade-cards/:card", "shades/routes/downloads.shade-cards.$card.ts"),
  route("captions/:video/:file", "shades/routes/captions.$video.$file.ts"),
  route("downloads/shade-swatches/:file", "shades/routes/downloads.shade-swatches.$file.ts"),
  route("downloads/shortlist.pdf", "shades/routes/downloads.shortlist[.]pdf.ts"),
  route(
    "downloads/paint-budget-estimate.pdf",
    "paint-budget/routes/downloads.paint-budget-estimate[.]pdf.ts",
  ),
  // The plan bar's figures for a plan the browser remembered (issue 42, ADR 43)
  route("plan/summary", "plan/routes/plan.summary.ts"),
  route("documents/:id/:fileName", "investors/routes/documents.$id.$fileName.ts"),
  route("investors/disclosures.atom", "investors/routes/investors.disclosures[.]atom.ts"),
  route("investors/calendar.ics", "investors/routes/investors.calendar[.]ics.ts"),
  route("investors/calendar/events/:file", "investors/routes/investors.calendar.events.$file.ts"),
  route("investors/listen", "investors/routes/investors.listen.ts"),
  // Leads: actions (and no-JS pages) of forms embedded in other pages, and signed
  // sessions for the consultation dialog
  route("forms/:form", "leads/routes/forms.$form.tsx"),
  route("forms/:form/session", "leads/routes/forms.$form.session.ts"),
  // The consultation's visit times for a PIN, and a booked visit's .ics (issue 42)
  route("forms/consultation/slots", "leads/routes/forms.consultation.slots.ts"),
  route("forms/consultation/visits/:file", "leads/routes/forms.consultation.visits.$file.ts"),

  // Pictures uploaded in the staff area
  route("media/:id/:name", "media/routes/media.$id.$name.ts"),

  // Machine-readable files
  route("sitemap.xml", "site-files/routes/sitemap[.]xml.ts"),
  route("robots.txt", "site-files/routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "site-files/routes/manifest[.]webmanifest.ts"),

  // Staff area (employees only; see app/lib/staff). Sign-in and sign-out sit
  // outside the layout, whose loader requires a session.
  route("staff/sign-in", "staff/auth/routes/sign-in.tsx"),
  route("staff/sign-in/passkey-options", "staff/auth/routes/sign-in.passkey-options.ts"),
  route("staff/sign-out", "staff/auth/routes/sign-out.ts"),
  // An id of its own ("staff-layout", STAFF_LAYOUT_ID in staff/shell/CsrfField.tsx):
  // the staff pages read its loader data by that id, so it must not follow the file path.
  route("staff", "staff/shell/routes/_layout.tsx", { id: "staff-layout" }, [
    index("staff/shell/routes/_index.tsx"),
    route("account", "staff/accounts/routes/account.tsx"),
    route("account/password", "staff/accounts/routes/account.password.tsx"),
    route("account/two-step", "staff/accounts/routes/account.two-step.tsx"),
    route("account/passkeys", "staff/accounts/routes/account.passkeys.tsx"),
    route("account/passkey-options", "staff/accounts/routes/account.passkey-options.ts"),
    route("account/recovery-codes", "staff/accounts/routes/account.recovery-codes.tsx"),
    route("users", "staff/accounts/routes/users.tsx"),
    route("users/new", "staff/accounts/routes/users.new.tsx"),
    route("users/:id", "staff/accounts/routes/users.$id.tsx"),
    // Areas: documents and Regulation 46 status (investor-relations)
    route("documents", "staff/documents/routes/documents.tsx"),
    route("documents/new", "staff/documents/routes/documents.new.tsx"),
    route("documents/:id", "staff/documents/routes/documents.$id.tsx"),
    route("documents/:id/:change", "staff/documents/routes/documents.$id.$change.tsx"),
    route("documents/:id/file/:fileName", "staff/documents/routes/documents.$id.file.$fileName.ts"),
    route(
      "documents/:id/translation/:locale",
      "staff/documents/routes/documents.$id.translation.$locale.tsx",
    ),
    route("regulation-46", "staff/documents/routes/regulation-46.tsx"),
    route("alerts", "staff/alerts/routes/alerts.tsx"),
    // Areas: the financial calendar (investor-relations)
    route("calendar", "staff/calendar/routes/calendar.tsx"),
    route("calendar/new", "staff/calendar/routes/calendar.$uid.tsx", { id: "staff-calendar-new" }),
    route("calendar/:uid", "staff/calendar/routes/calendar.$uid.tsx", {
      id: "staff-calendar-edit",
    }),
    route(
      "calendar/:uid/translation/:locale",
      "staff/calendar/routes/calendar.$uid.translation.$locale.tsx",
    ),

    // Areas: blog, news, FAQ (marketing)
    route("blog", "staff/content/routes/blog.tsx"),
    route("blog/new", "staff/content/routes/blog.$id.tsx", { id: "staff-blog-new" }),
    route("blog/:id", "staff/content/routes/blog.$id.tsx", { id: "staff-blog-edit" }),
    route("blog/:id/delete", "staff/content/routes/blog.$id.delete.tsx"),
    route("news", "staff/content/routes/news.tsx"),
    route("news/new", "staff/content/routes/news.$id.tsx", { id: "staff-news-new" }),
    route("news/:id", "staff/content/routes/news.$id.tsx", { id: "staff-news-edit" }),
    route("news/:id/delete", "staff/content/routes/news.$id.delete.tsx"),
    route("faq", "staff/content/routes/faq.tsx"),
    route("faq/new", "staff/content/routes/faq.$id.tsx", { id: "staff-faq-new" }),
    route("faq/:id", "staff/content/routes/faq.$id.tsx", { id: "staff-faq-edit" }),
    route("faq/:id/delete", "staff/content/routes/faq.$id.delete.tsx"),
    route("blog/images", "staff/content/routes/blog.images.ts"),
    // Versions in the site's other languages (ADR 27)
    route("blog/:id/translation/:locale", "staff/content/routes/blog.$id.translation.$locale.tsx"),
    route("news/:id/translation/:locale", "staff/content/routes/news.$id.translation.$locale.tsx"),
    route("faq/:id/translation/:locale", "staff/content/routes/faq.$id.translation.$locale.tsx"),
    route("translations", "staff/translations/routes/translations.tsx"),

    // Areas: catalogue (marketing)
    route("catalogue", "staff/catalogue/routes/catalogue.tsx"),
    route(
      "catalogue/sub-categories/new",
      "staff/catalogue/routes/catalogue.sub-categories.$subCategoryId.tsx",
      {
        id: "staff-catalogue-sub-category-new",
      },
    ),
    route(
      "catalogue/sub-categories/:subCategoryId",
      "staff/catalogue/routes/catalogue.sub-categories.$subCategoryId.tsx",
      {
        id: "staff-catalogue-sub-category",
      },
    ),
    route(
      "catalogue/sub-categories/:subCategoryId/products/new",
      "staff/catalogue/routes/catalogue.products.$productId.tsx",
      { id: "staff-catalogue-product-new" },
    ),
    route(
      "catalogue/products/:productId",
      "staff/catalogue/routes/catalogue.products.$productId.tsx",
      {
        id: "staff-catalogue-product",
      },
    ),
    route(
      "catalogue/products/:productId/items/new",
      "staff/catalogue/routes/catalogue.items.$itemId.tsx",
      {
        id: "staff-catalogue-item-new",
      },
    ),
    route("catalogue/items/:itemId", "staff/catalogue/routes/catalogue.items.$itemId.tsx", {
      id: "staff-catalogue-item",
    }),
    route("catalogue/:level/:id/delete", "staff/catalogue/routes/catalogue.$level.$id.delete.tsx"),

    // Areas: leads (sales) and the audit log (admin)
    route("leads", "staff/leads/routes/leads.tsx"),
    route("leads/export.csv", "staff/leads/routes/leads.export[.]csv.ts"),
    route("leads/requeue-dead", "staff/leads/routes/leads.requeue-dead.tsx"),
    route("leads/:id", "staff/leads/routes/leads.$id.tsx"),
    // Areas: home visits booked with the consultation, and service areas (sales)
    route("bookings", "staff/bookings/routes/bookings.tsx"),
    route("bookings/areas", "staff/bookings/routes/bookings.areas.tsx"),
    route("bookings/areas/new", "staff/bookings/routes/bookings.areas.$id.tsx", {
      id: "staff-visit-area-new",
    }),
    route("bookings/areas/:id", "staff/bookings/routes/bookings.areas.$id.tsx", {
      id: "staff-visit-area-edit",
    }),
    route("bookings/:id", "staff/bookings/routes/bookings.$id.tsx"),
    // Areas: dealers for the public locator (sales)
    route("dealers", "staff/dealers/routes/dealers.tsx"),
    route("dealers/export.csv", "staff/dealers/routes/dealers.export[.]csv.ts"),
    route("dealers/import", "staff/dealers/routes/dealers.import.tsx"),
    route("dealers/new", "staff/dealers/routes/dealers.$code.tsx", { id: "staff-dealer-new" }),
    route("dealers/:code", "staff/dealers/routes/dealers.$code.tsx", { id: "staff-dealer-edit" }),
    route("audit", "staff/audit/routes/audit.tsx"),
    route("audit/:id", "staff/audit/routes/audit.$id.tsx"),

    route("*", "staff/shell/routes/$.tsx", { id: "staff-not-found" }),
  ]),
]) satisfies RouteConfig;
