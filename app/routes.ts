import { type RouteConfig, index, route } from "@react-router/dev/routes";
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

export default [
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

  // Machine-readable files
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),

  route("not-found", "routes/not-found.tsx"),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
