import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The catalogue's pages, at the spec's paths (/Product/1, /Product/Details/3). */
export const cataloguePages: RouteConfigEntry[] = [
  route("Product/:subCategoryId", "catalogue/routes/Product.$subCategoryId.tsx"),
  route(
    "Product/Details/:subSubCategoryId",
    "catalogue/routes/Product.Details.$subSubCategoryId.tsx",
  ),
];
