/** Adding and editing catalogue products (deleting is in catalogue-deletes). */
import { insertProduct, updateProductRow } from "~/catalogue/store/store.server";
import { SubCategoryGoneError } from "~/catalogue/store/rows";
import { db as defaultDb, type DB } from "~/db/client.server";
import { changeContent } from "~/db/content-change.server";
import { sanitizeRichText } from "~/lib/sanitize.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { pictureColumns, productSnapshot, recordChange } from "./catalogue-records.server";
import { CatalogueInputError, type ProductInput } from "./catalogue-types";

/** The sub-category the form chose was deleted meanwhile: a field error, not a failure. */
function subCategoryGone(error: unknown): never {
  if (error instanceof SubCategoryGoneError)
    throw new CatalogueInputError({
      subCategoryId: "That sub-category no longer exists. Choose another.",
    });
  throw error;
}

export function createProduct(
  staff: StaffContext,
  input: ProductInput,
  database: DB = defaultDb(),
): Promise<number> {
  const columns = {
    sub_category_id: input.subCategoryId,
    name: input.name,
    ...pictureColumns("picture", input.picture),
    description_html: sanitizeRichText(input.descriptionHtml),
  };
  return changeContent(database, async (trx) => {
    const { row, subCategory } = await insertProduct(trx, columns);
    await recordChange(
      trx,
      staff,
      "catalogue-product",
      "create",
      row.id,
      `Added product “${input.name}” to “${subCategory.name}”`,
      { after: productSnapshot(row) },
    );
    return row.id;
  }).catch(subCategoryGone);
}

export async function updateProduct(
  staff: StaffContext,
  id: number,
  input: ProductInput,
  database: DB = defaultDb(),
): Promise<void> {
  await changeContent(database, async (trx) => {
    const { before, after, subCategory, moved } = await updateProductRow(trx, id, (row) => ({
      sub_category_id: input.subCategoryId,
      name: input.name,
      ...pictureColumns("picture", input.picture, row),
      description_html: sanitizeRichText(input.descriptionHtml),
    }));
    await recordChange(
      trx,
      staff,
      "catalogue-product",
      "update",
      id,
      moved
        ? `Edited product “${input.name}” and moved it to “${subCategory.name}”`
        : `Edited product “${input.name}”`,
      { before: productSnapshot(before), after: productSnapshot(after) },
    );
  }).catch(subCategoryGone);
}
