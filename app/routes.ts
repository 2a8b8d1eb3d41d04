import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import {
  directorSlugs,
  documentGroupSlugs,
  documentListingSlugs,
  productSlugs,
  rangeSlugs,
} from "./content/route-paths";
import { site } from "./content/site";

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

export default exact([
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("thankyou", "routes/thankyou.tsx"),
  route("consultation", "routes/consultation.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  ...each(directorSlugs, "routes/director.tsx", "director"),

  // Products, shade cards and the catalogue
  ...each(rangeSlugs, "routes/range.tsx", "range"),
  ...each(productSlugs, "routes/product.tsx", "product"),
  route("pickyourcolors", "routes/shade-cards.tsx", { id: "shade-cards" }),
  route("pickyourcolors.html", "routes/shade-cards.tsx", { id: "shade-cards-html" }),
  route("Product/:subCategoryId", "routes/catalogue-sub-category.tsx"),
  route("Product/Details/:subSubCategoryId", "routes/catalogue-detail.tsx"),
  route("downloads/products/:slug/:document", "routes/product-download.ts"),
  route("downloads/shade-cards/:card", "routes/shade-card-download.ts"),

  // Investor relations
  route("investor-zone", "routes/investor-zone.tsx"),
  route("investor-help-desk", "routes/investor-help-desk.tsx"),
  route(site.specialPaths.regulation46.slice(1), "routes/regulation-46.tsx"),
  ...each(documentListingSlugs, "routes/document-listing.tsx", "documents"),
  ...each(documentGroupSlugs, "routes/document-groups.tsx", "document-groups"),
  route("documents/:id/:fileName", "routes/document-file.ts"),
  route("investors/disclosures.atom", "routes/disclosures-feed.ts"),
  route("investors/listen", "routes/audio-player.ts"),

  // Blog, news, FAQ
  route("blog", "routes/blog.tsx"),
  route("blog-details/:id", "routes/blog-details.tsx"),
  route("news", "routes/news.tsx"),
  route("faq", "routes/faq.tsx"),

  // Lead forms
  route("dealer", "routes/dealer.tsx"),
  route("distributor", "routes/distributor.tsx"),
  route("contractor", "routes/contractor.tsx"),
  route("vendor", "routes/vendor.tsx"),
  // Leads: actions (and no-JS pages) of forms embedded in other pages, and signed
  // sessions for the consultation dialog
  route("forms/:form", "routes/lead-form.tsx"),
  route("forms/:form/session", "routes/lead-form-session.ts"),

  // Pictures uploaded in the staff area
  route("media/:id/:name", "routes/media-file.ts"),

  // Machine-readable files
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),

  // Staff area (employees only; see app/lib/staff). Sign-in and sign-out sit
  // outside the layout, whose loader requires a session.
  route("staff/sign-in", "routes/staff/sign-in.tsx"),
  route("staff/sign-out", "routes/staff/sign-out.ts"),
  route("staff", "routes/staff/layout.tsx", [
    index("routes/staff/index.tsx"),
    route("account", "routes/staff/account.tsx"),
    route("account/password", "routes/staff/account-password.tsx"),
    route("account/two-step", "routes/staff/account-two-step.tsx"),
    route("users", "routes/staff/users.tsx"),
    route("users/new", "routes/staff/users-new.tsx"),
    route("users/:id", "routes/staff/users-edit.tsx"),
    // Areas: documents and Regulation 46 status (investor-relations)
    route("documents", "routes/staff/documents.tsx"),
    route("documents/new", "routes/staff/documents.new.tsx"),
    route("documents/:id", "routes/staff/documents.edit.tsx"),
    route("documents/:id/:change", "routes/staff/documents.publication.tsx"),
    route("documents/:id/file/:fileName", "routes/staff/documents.file.ts"),
    route("regulation-46", "routes/staff/regulation-46.tsx"),

    // Areas: blog, news, FAQ (marketing)
    route("blog", "routes/staff/blog.tsx"),
    route("blog/new", "routes/staff/blog-edit.tsx", { id: "staff-blog-new" }),
    route("blog/:id", "routes/staff/blog-edit.tsx", { id: "staff-blog-edit" }),
    route("blog/:id/delete", "routes/staff/blog-delete.tsx"),
    route("news", "routes/staff/news.tsx"),
    route("news/new", "routes/staff/news-edit.tsx", { id: "staff-news-new" }),
    route("news/:id", "routes/staff/news-edit.tsx", { id: "staff-news-edit" }),
    route("news/:id/delete", "routes/staff/news-delete.tsx"),
    route("faq", "routes/staff/faq.tsx"),
    route("faq/new", "routes/staff/faq-edit.tsx", { id: "staff-faq-new" }),
    route("faq/:id", "routes/staff/faq-edit.tsx", { id: "staff-faq-edit" }),
    route("faq/:id/delete", "routes/staff/faq-delete.tsx"),
    route("blog/images", "routes/staff/blog-images.ts"),

    // Areas: catalogue (marketing)
    route("catalogue", "routes/staff/catalogue.tsx"),
    route("catalogue/sub-categories/new", "routes/staff/catalogue-sub-category.tsx", {
      id: "staff-catalogue-sub-category-new",
    }),
    route("catalogue/sub-categories/:subCategoryId", "routes/staff/catalogue-sub-category.tsx", {
      id: "staff-catalogue-sub-category",
    }),
    route(
      "catalogue/sub-categories/:subCategoryId/products/new",
      "routes/staff/catalogue-product.tsx",
      { id: "staff-catalogue-product-new" },
    ),
    route("catalogue/products/:productId", "routes/staff/catalogue-product.tsx", {
      id: "staff-catalogue-product",
    }),
    route("catalogue/products/:productId/items/new", "routes/staff/catalogue-item.tsx", {
      id: "staff-catalogue-item-new",
    }),
    route("catalogue/items/:itemId", "routes/staff/catalogue-item.tsx", {
      id: "staff-catalogue-item",
    }),
    route("catalogue/:level/:id/delete", "routes/staff/catalogue-delete.tsx"),

    // Areas: leads (sales) and the audit log (admin)
    route("leads", "routes/staff/leads.tsx"),
    route("leads/export.csv", "routes/staff/leads.export.ts"),
    route("leads/requeue-dead", "routes/staff/leads.requeue-dead.tsx"),
    route("leads/:id", "routes/staff/leads.detail.tsx"),
    route("audit", "routes/staff/audit.tsx"),
    route("audit/:id", "routes/staff/audit.detail.tsx"),

    route("*", "routes/staff/not-found.tsx", { id: "staff-not-found" }),
  ]),

  route("not-found", "routes/not-found.tsx"),
  route("*", "routes/catch-all.ts"),
]) satisfies RouteConfig;
