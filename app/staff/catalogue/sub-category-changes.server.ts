/** Adding and editing catalogue sub-categories (deleting is in catalogue-deletes). */
import { db as defaultDb, type DB } from "~/db/client.server";
import { sanitizeRichText } from "~/lib/sanitize.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { nextSeqNo, subCategories } from "./catalogue-order.server";
import {
  findSubCategory,
  insertRow,
  pictureColumns,
  subCategorySnapshot,
  updateRow,
} from "./catalogue-records.server";
import type { SubCategoryInput } from "./catalogue-types";

export function createSubCategory(
  staff: StaffContext,
  input: SubCategoryInput,
  database: DB = defaultDb(),
): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const values = {
      name: input.name,
      ...pictureColumns("banner", input.banner),
      description_html: sanitizeRichText(input.descriptionHtml),
      seq_no: await nextSeqNo(trx, subCategories),
    };
    return insertRow(
      trx,
      staff,
      "catalogue_sub_categories",
      values,
      `Added sub-category “${input.name}”`,
      subCategorySnapshot(values),
    );
  });
}

export async function updateSubCategory(
  staff: StaffContext,
  id: number,
  input: SubCategoryInput,
  database: DB = defaultDb(),
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const row = await findSubCategory(trx, id);
    const changes = {
      name: input.name,
      ...pictureColumns("banner", input.banner, row),
      description_html: sanitizeRichText(input.descriptionHtml),
    };
    await updateRow(
      trx,
      staff,
      "catalogue_sub_categories",
      id,
      changes,
      `Edited sub-category “${input.name}”`,
      { before: subCategorySnapshot(row), after: subCategorySnapshot({ ...row, ...changes }) },
    );
  });
}
