/** Moving a sub-category, product or item one place up or down among its siblings. */
import { db as defaultDb, type DB } from "~/db/client.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import {
  itemsOf,
  moveAndRecord,
  productsOf,
  subCategories,
  type SiblingScope,
} from "./catalogue-order.server";
import {
  findItem,
  findProduct,
  itemLabel,
  type CatalogueLevel,
  type Executor,
} from "./catalogue-records.server";
import type { MoveDirection } from "./catalogue-types";

/** Where a row sits, and how its audit summary names it (given its name in the order). */
type Place = { scope: SiblingScope; describe: (name: string) => string };

const mover =
  (level: CatalogueLevel, place: (trx: Executor, id: number) => Promise<Place>) =>
  (
    staff: StaffContext,
    id: number,
    direction: MoveDirection,
    database: DB = defaultDb(),
  ): Promise<boolean> =>
    database.transaction().execute(async (trx) => {
      const { scope, describe } = await place(trx, id);
      return moveAndRecord(trx, staff, { level, scope, id, direction }, describe);
    });

export const moveSubCategory = mover("catalogue-sub-category", async () => ({
  scope: subCategories,
  describe: (name) => `sub-category “${name}”`,
}));

export const moveProduct = mover("catalogue-product", async (trx, id) => {
  const row = await findProduct(trx, id);
  return { scope: productsOf(row.sub_category_id), describe: () => `product “${row.name}”` };
});

export const moveItem = mover("catalogue-item", async (trx, id) => {
  const row = await findItem(trx, id);
  return {
    scope: itemsOf(row.product_id),
    describe: () => `${itemLabel(row.caption)} of product “${row.productName}”`,
  };
});
