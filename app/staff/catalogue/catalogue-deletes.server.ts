/**
 * Deleting a sub-category, product or item. Children go with their parent
 * only when the person confirmed it, and the audit entry keeps all of them.
 */
import { productItems } from "~/catalogue/catalogue.server";
import { db as defaultDb, type DB } from "~/db/client.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import {
  findItem,
  findProduct,
  findSubCategory,
  itemLabel,
  itemSnapshot,
  productSnapshot,
  deleteRow,
  subCategorySnapshot,
} from "./catalogue-records.server";
import type { DeleteResult } from "./catalogue-types";

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
): Promise<DeleteResult> {
  return database.transaction().execute(async (trx) => {
    const row = await findSubCategory(trx, id);
    const products = await trx
      .selectFrom("catalogue_products")
      .selectAll()
      .where("sub_category_id", "=", id)
      .orderBy("seq_no")
      .orderBy("id")
      .execute();
    if (products.length > 0 && !withProducts)
      return { deleted: false, reason: "has-children", childCount: products.length } as const;
    const productIds = products.map((p) => p.id);
    const items = productIds.length
      ? await trx
          .selectFrom("catalogue_items")
          .selectAll()
          .where("product_id", "in", productIds)
          .orderBy("seq_no")
          .orderBy("id")
          .execute()
      : [];
    if (productIds.length) {
      await trx.deleteFrom("catalogue_items").where("product_id", "in", productIds).execute();
      await trx.deleteFrom("catalogue_products").where("sub_category_id", "=", id).execute();
    }
    await deleteRow(
      trx,
      staff,
      "catalogue_sub_categories",
      id,
      products.length
        ? `Deleted sub-category “${row.name}” with its ${products.length} product(s) and ${items.length} item(s)`
        : `Deleted sub-category “${row.name}”`,
      {
        ...subCategorySnapshot(row),
        products: withIds(products, (p) => ({
          ...productSnapshot(p),
          items: withIds(
            items.filter((i) => i.product_id === p.id),
            itemSnapshot,
          ),
        })),
      },
    );
    return { deleted: true, name: row.name } as const;
  });
}

/** Deletes a product and its items (the confirmation page lists how many). */
export function deleteProduct(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ name: string; subCategoryId: number }> {
  return database.transaction().execute(async (trx) => {
    const row = await findProduct(trx, id);
    const items = await productItems(trx, id);
    await trx.deleteFrom("catalogue_items").where("product_id", "=", id).execute();
    await deleteRow(
      trx,
      staff,
      "catalogue_products",
      id,
      items.length
        ? `Deleted product “${row.name}” with its ${items.length} item(s)`
        : `Deleted product “${row.name}”`,
      { ...productSnapshot(row), items: withIds(items, itemSnapshot) },
    );
    return { name: row.name, subCategoryId: row.sub_category_id };
  });
}

export function deleteItem(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ productId: number }> {
  return database.transaction().execute(async (trx) => {
    const row = await findItem(trx, id);
    await deleteRow(
      trx,
      staff,
      "catalogue_items",
      id,
      `Deleted ${itemLabel(row.caption)} of product “${row.productName}”`,
      { productId: row.product_id, ...itemSnapshot(row) },
    );
    return { productId: row.product_id };
  });
}
