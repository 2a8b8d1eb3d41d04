/**
 * Catalogue tables (issue: products, shade cards and the catalogue). They mirror
 * the ERP's three levels (spec section 3, "Catalogue record"): sub-categories
 * (tabErpID 1481), their products or "sub-sub-categories" (1482) and each
 * product's items: pictures and download links (1478). Picture columns hold an
 * artwork name from art/ or a site-relative path.
 */
import type { Generated } from "kysely";

export interface CatalogueSubCategoryTable {
  id: Generated<number>;
  name: string;
  /** Artwork name or path; null falls back to the default banner. */
  banner: string | null;
  /** Pixel size of an uploaded banner (migration 0007); null for artwork and older rows. */
  banner_width: number | null;
  banner_height: number | null;
  description_html: string;
  seq_no: number;
}

export interface CatalogueProductTable {
  id: Generated<number>;
  sub_category_id: number;
  name: string;
  picture: string | null;
  /** Pixel size of an uploaded picture; null for artwork and older rows. */
  picture_width: number | null;
  picture_height: number | null;
  description_html: string;
  seq_no: number;
}

export interface CatalogueItemTable {
  id: Generated<number>;
  product_id: number;
  picture: string | null;
  picture_width: number | null;
  picture_height: number | null;
  /** Text alternative for the picture. */
  caption: string | null;
  seq_no: number;
  /** Product-details PDF link; empty means "no button". */
  product_details_url: string;
  /** Technical-details link; empty means "no button". */
  technical_details_url: string;
}

export interface CatalogueTables {
  catalogue_sub_categories: CatalogueSubCategoryTable;
  catalogue_products: CatalogueProductTable;
  catalogue_items: CatalogueItemTable;
}
