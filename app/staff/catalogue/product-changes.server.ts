/** Adding and editing catalogue products (deleting is in catalogue-deletes). */
import { db as defaultDb, type DB } from "~/db/client.server";
import { sanitizeRichText } from "~/lib/sanitize.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { nextSeqNo, productsOf } from "./catalogue-order.server";
import {
  findProduct,
  insertRow,
  pictureColumns,
  productSnapshot,
  requireSubCategory,
  updateRow,
} from "./catalogue-records.server";
import type { ProductInput } from "./catalogue-types";

export function createProduct(
  staff: StaffContext,
  input: ProductInput,
  database: DB = defaultDb(),
): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const sub = await requireSubCategory(trx, input.subCategoryId);
    const values = {
      sub_category_id: sub.id,
      name: input.name,
      ...pictureColumns("picture", input.picture),
      description_html: sanitizeRichText(input.descriptionHtml),
      seq_no: await nextSeqNo(trx, productsOf(sub.id)),
    };
    return insertRow(
      trx,
      staff,
      "catalogue_products",
      values,
      `Added product “${input.name}” to “${sub.name}”`,
      productSnapshot(values),
    );
  });
}

export async function updateProduct(
  staff: StaffContext,
  id: number,
  input: ProductInput,
  database: DB = defaultDb(),
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const row = await findProduct(trx, id);
    const sub = await requireSubCategory(trx, input.subCategoryId);
    const moving = sub.id !== row.sub_category_id;
    const changes = {
      sub_category_id: sub.id,
      name: input.name,
      ...pictureColumns("picture", input.picture, row),
      description_html: sanitizeRichText(input.descriptionHtml),
      // A product moved to another sub-category goes to the end of its list.
      seq_no: moving ? await nextSeqNo(trx, productsOf(sub.id)) : row.seq_no,
    };
    await updateRow(
      trx,
      staff,
      "catalogue_products",
      id,
      changes,
      moving
        ? `Edited product “${input.name}” and moved it to “${sub.name}”`
        : `Edited product “${input.name}”`,
      { before: productSnapshot(row), after: productSnapshot({ ...row, ...changes }) },
    );
  });
}
