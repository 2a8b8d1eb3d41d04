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
import { changeContent } from "~/db/content-change.server";
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
  return changeContent(
    database,
    async (trx): Promise<SubCategoryDeletion> => {
      const removal = await deleteSubCategoryRow(trx, id, { withProducts });
      if (!removal.deleted) return removal;
      const { row, products, items } = removal;
      await recordChange(
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
      );
      return { deleted: true, name: row.name };
    },
    // A refused delete changed nothing: the caches are kept.
    (result) => result.deleted,
  );
}

/** Deletes a product and its items (the confirmation page lists how many). */
export function deleteProduct(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ name: string; subCategoryId: number }> {
  return changeContent(database, async (trx) => {
    const { row, items } = await deleteProductRow(trx, id);
    await recordChange(
      trx,
      staff,
      "catalogue-product",
      "delete",
      id,
      items.length
        ? `Deleted product “${row.name}” with its ${items.length} item(s)`
        : `Deleted product “${row.name}”`,
      { before: { ...productSnapshot(row), items: withIds(items, itemSnapshot) } },
    );
    return { name: row.name, subCategoryId: row.sub_category_id };
  });
}

export function deleteItem(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ productId: number }> {
  return changeContent(database, async (trx) => {
    const row = await deleteItemRow(trx, id);
    await recordChange(
      trx,
      staff,
      "catalogue-item",
      "delete",
      id,
      `Deleted ${itemLabel(row.caption)} of product “${row.productName}”`,
      { before: { productId: row.product_id, ...itemSnapshot(row) } },
    );
    return { productId: row.product_id };
  });
}
