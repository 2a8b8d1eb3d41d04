import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Machine-readable files. */
export const siteFileEndpoints: RouteConfigEntry[] = [
  route("sitemap.xml", "site-files/routes/sitemap[.]xml.ts"),
  route("robots.txt", "site-files/routes/robots[.]txt.ts"),
  route("manifest.webmanifest", "site-files/routes/manifest[.]webmanifest.ts"),
];
