/**
 * What the staff catalogue pages read: the sub-categories, each one's
 * products and each product's items, in the order visitors see them, with
 * child counts and picture previews. The catalogue store reads the rows.
 */
import { erpConfigFromEnv } from "~/erp/client.server";
import { DEFAULT_BANNER, DEFAULT_PICTURE, resolvePicture } from "~/catalogue/catalogue.server";
import {
  countItemsPerProduct,
  countProductsPerSubCategory,
  selectItemWithParents,
  selectProductItems,
  selectProductWithSubCategory,
  selectSubCategoryList,
  selectSubCategoryWithProducts,
} from "~/catalogue/store/store.server";
import { db as defaultDb, type DB } from "~/db/client.server";
import type {
  StaffItem,
  StaffItemRow,
  StaffPicture,
  StaffProduct,
  StaffSubCategory,
  StaffSubCategoryRow,
} from "./catalogue-types";

/**
 * True when the public catalogue comes from the ERP (ERP_BASE_URL and ERP_TOKEN
 * set): edits made here are then stored but not what visitors see.
 */
export function catalogueComesFromErp(): boolean {
  return erpConfigFromEnv() !== undefined;
}

function staffPicture(
  value: string | null,
  fallback: string,
  width: number | null,
  height: number | null,
): StaffPicture | null {
  const v = (value ?? "").trim();
  if (!v) return null;
  return {
    value: v,
    uploaded: v.startsWith("/media/"),
    preview: resolvePicture(v, fallback, { width, height }),
  };
}

/** Child counts by parent id, as a lookup that answers 0 for a parent without children. */
function countLookup(counts: Array<{ parent: number; count: unknown }>) {
  const countOf = new Map(counts.map((c) => [c.parent, Number(c.count)]));
  return (id: number) => countOf.get(id) ?? 0;
}

/** Sub-categories in menu order; also the product form's "belongs to" choice. */
export async function listSubCategoryChoices(
  database: DB = defaultDb(),
): Promise<{ id: number; name: string }[]> {
  return selectSubCategoryList(database);
}

export async function listSubCategoriesForStaff(
  database: DB = defaultDb(),
): Promise<StaffSubCategoryRow[]> {
  const rows = await listSubCategoryChoices(database);
  const productCount = countLookup(await countProductsPerSubCategory(database));
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    position: i + 1,
    productCount: productCount(r.id),
  }));
}

export async function getSubCategoryForStaff(
  id: number,
  database: DB = defaultDb(),
): Promise<StaffSubCategory | null> {
  const found = await selectSubCategoryWithProducts(database, id);
  if (!found) return null;
  const { row, products } = found;
  const counts = products.length
    ? await countItemsPerProduct(
        database,
        products.map((p) => p.id),
      )
    : [];
  const itemCount = countLookup(counts);
  return {
    id: row.id,
    name: row.name,
    descriptionHtml: row.description_html,
    banner: staffPicture(row.banner, DEFAULT_BANNER, row.banner_width, row.banner_height),
    products: products.map((p, i) => ({
      id: p.id,
      name: p.name,
      position: i + 1,
      itemCount: itemCount(p.id),
      picture: staffPicture(p.picture, DEFAULT_PICTURE, p.picture_width, p.picture_height),
    })),
  };
}

export async function getProductForStaff(
  id: number,
  database: DB = defaultDb(),
): Promise<StaffProduct | null> {
  const row = await selectProductWithSubCategory(database, id);
  if (!row) return null;
  const items = await selectProductItems(database, id);
  return {
    id: row.id,
    name: row.name,
    descriptionHtml: row.description_html,
    picture: staffPicture(row.picture, DEFAULT_PICTURE, row.picture_width, row.picture_height),
    subCategory: { id: row.subCategoryId, name: row.subCategoryName },
    items: items.map((item, i) => itemRow(item, i + 1)),
  };
}

interface ItemRecord {
  id: number;
  picture: string | null;
  picture_width: number | null;
  picture_height: number | null;
  caption: string | null;
  product_details_url: string;
  technical_details_url: string;
}

function itemRow(item: ItemRecord, position: number): StaffItemRow {
  return {
    id: item.id,
    position,
    caption: item.caption ?? "",
    picture: staffPicture(item.picture, DEFAULT_PICTURE, item.picture_width, item.picture_height),
    productDetailsUrl: item.product_details_url,
    technicalDetailsUrl: item.technical_details_url,
  };
}

export async function getItemForStaff(
  id: number,
  database: DB = defaultDb(),
): Promise<StaffItem | null> {
  const item = await selectItemWithParents(database, id);
  if (!item) return null;
  const siblings = await selectProductItems(database, item.product_id);
  return {
    ...itemRow(item, siblings.findIndex((s) => s.id === id) + 1),
    product: { id: item.product_id, name: item.productName },
    subCategory: { id: item.subCategoryId, name: item.subCategoryName },
  };
}
