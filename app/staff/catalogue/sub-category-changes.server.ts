/** Adding and editing catalogue sub-categories (deleting is in catalogue-deletes). */
import { insertSubCategory, updateSubCategoryRow } from "~/catalogue/store/store.server";
import { db as defaultDb, type DB } from "~/db/client.server";
import { changeContent } from "~/db/content-change.server";
import { sanitizeRichText } from "~/lib/sanitize.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { pictureColumns, recordChange, subCategorySnapshot } from "./catalogue-records.server";
import type { SubCategoryInput } from "./catalogue-types";

export function createSubCategory(
  staff: StaffContext,
  input: SubCategoryInput,
  database: DB = defaultDb(),
): Promise<number> {
  const columns = {
    name: input.name,
    ...pictureColumns("banner", input.banner),
    description_html: sanitizeRichText(input.descriptionHtml),
  };
  return changeContent(database, async (trx) => {
    const row = await insertSubCategory(trx, columns);
    await recordChange(
      trx,
      staff,
      "catalogue-sub-category",
      "create",
      row.id,
      `Added sub-category “${input.name}”`,
      { after: subCategorySnapshot(row) },
    );
    return row.id;
  });
}

export async function updateSubCategory(
  staff: StaffContext,
  id: number,
  input: SubCategoryInput,
  database: DB = defaultDb(),
): Promise<void> {
  await changeContent(database, async (trx) => {
    const { before, after } = await updateSubCategoryRow(trx, id, (row) => ({
      name: input.name,
      ...pictureColumns("banner", input.banner, row),
      description_html: sanitizeRichText(input.descriptionHtml),
    }));
    await recordChange(
      trx,
      staff,
      "catalogue-sub-category",
      "update",
      id,
      `Edited sub-category “${input.name}”`,
      { before: subCategorySnapshot(before), after: subCategorySnapshot(after) },
    );
  });
}
