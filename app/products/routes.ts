import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { productSlugs, rangeSlugs } from "../content/route-paths";
import { each } from "../lib/route-entries";

/** A page per range and per product (one template each). */
export const productPages: RouteConfigEntry[] = [
  ...each(rangeSlugs, "products/routes/$range.tsx", "range"),
  ...each(productSlugs, "products/routes/$product.tsx", "product"),
];

/** Brochures and data sheets: one path for every language (?lang=hi). */
export const productEndpoints: RouteConfigEntry[] = [
  route(
    "downloads/products/:slug/:document",
    "products/routes/downloads.products.$slug.$document.ts",
  ),
];
