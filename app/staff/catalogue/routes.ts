import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The catalogue (marketing), under /staff; one form per level adds and edits. */
export const staffCatalogueRoutes: RouteConfigEntry[] = [
  route("catalogue", "staff/catalogue/routes/catalogue.tsx"),
  route(
    "catalogue/sub-categories/new",
    "staff/catalogue/routes/catalogue.sub-categories.$subCategoryId.tsx",
    { id: "staff-catalogue-sub-category-new" },
  ),
  route(
    "catalogue/sub-categories/:subCategoryId",
    "staff/catalogue/routes/catalogue.sub-categories.$subCategoryId.tsx",
    { id: "staff-catalogue-sub-category" },
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
    { id: "staff-catalogue-item-new" },
  ),
  route("catalogue/items/:itemId", "staff/catalogue/routes/catalogue.items.$itemId.tsx", {
    id: "staff-catalogue-item",
  }),
  route("catalogue/:level/:id/delete", "staff/catalogue/routes/catalogue.$level.$id.delete.tsx"),
];
