/**
 * Deleting a sub-category, product or item. Children go with their parent
 * only when the person confirmed it, and the audit entry keeps all of them.
 */
import type { SubCategoryDeletion } from "~/catalogue/store/rows";
import {
  deleteItemRow,
  deleteProductRow,
  deleteSubCategoryRow,
} from "~/catalogue/store/store.server";
import { db as defaultDb, type DB } from "~/db/client.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import {
  itemLabel,
  itemSnapshot,
  productSnapshot,
  recordChange,
  subCategorySnapshot,
} from "./catalogue-records.server";

const withIds = <T extends { id: number }>(rows: T[], snapshot: (row: T) => object) =>
  rows.map((row) => ({ id: row.id, ...snapshot(row) }));

/**
 * Deletes a sub-category. One that still has products is refused unless the
 * person confirmed deleting them too (withProducts); then its products and
 * their items go with it.
 */
export function deleteSubCategory(
  staff: StaffContext,
  id: number,
  { withProducts }: { withProducts: boolean },
  database: DB = defaultDb(),
): Promise<SubCategoryDeletion> {
  return deleteSubCategoryRow(database, id, { withProducts }, (trx, { row, products, items }) =>
    recordChange(
      trx,
      staff,
      "catalogue-sub-category",
      "delete",
      id,
      products.length
        ? `Deleted sub-category “${row.name}” with its ${products.length} product(s) and ${items.length} item(s)`
        : `Deleted sub-category “${row.name}”`,
      {
        before: {
          ...subCategorySnapshot(row),
          products: withIds(products, (p) => ({
            ...productSnapshot(p),
            items: withIds(
              items.filter((i) => i.product_id === p.id),
              itemSnapshot,
            ),
          })),
        },
      },
    ),
  );
}

/** Deletes a product and its items (the confirmation page lists how many). */
export function deleteProduct(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ name: string; subCategoryId: number }> {
  return deleteProductRow(database, id, (trx, { row, items }) =>
    recordChange(
      trx,
      staff,
      "catalogue-product",
      "delete",
      id,
      items.length
        ? `Deleted product “${row.name}” with its ${items.length} item(s)`
        : `Deleted product “${row.name}”`,
      { before: { ...productSnapshot(row), items: withIds(items, itemSnapshot) } },
    ),
  );
}

export function deleteItem(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ productId: number }> {
  return deleteItemRow(database, id, (trx, row) =>
    recordChange(
      trx,
      staff,
      "catalogue-item",
      "delete",
      id,
      `Deleted ${itemLabel(row.caption)} of product “${row.productName}”`,
      { before: { productId: row.product_id, ...itemSnapshot(row) } },
    ),
  );
}
