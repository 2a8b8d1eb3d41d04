/** Adding and editing a product's items (deleting is in catalogue-deletes). */
import { insertItem, updateItemRow } from "~/catalogue/store/store.server";
import { db as defaultDb, type DB } from "~/db/client.server";
import { changeContent } from "~/db/content-change.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { CAPTION_REQUIRED } from "./catalogue-forms";
import {
  itemLabel,
  itemSnapshot,
  pictureColumns,
  recordChange,
  type PictureColumns,
} from "./catalogue-records.server";
import { CatalogueInputError, type ItemInput } from "./catalogue-types";

/** An item shows a captioned picture, links, or both; never nothing. */
function checkItem(input: ItemInput, picture: string | null): void {
  const errors: Record<string, string> = {};
  if (picture && !input.caption.trim()) errors.caption = CAPTION_REQUIRED;
  if (!picture && !input.productDetailsUrl && !input.technicalDetailsUrl)
    errors.picture = "An item needs a picture or at least one link.";
  if (Object.keys(errors).length) throw new CatalogueInputError(errors);
}

/** The columns a form sets, checked. */
function itemColumns(input: ItemInput, current?: PictureColumns<"picture">) {
  const picture = pictureColumns("picture", input.picture, current);
  checkItem(input, picture.picture);
  return {
    ...picture,
    caption: input.caption.trim() || null,
    product_details_url: input.productDetailsUrl,
    technical_details_url: input.technicalDetailsUrl,
  };
}

export function createItem(
  staff: StaffContext,
  productId: number,
  input: ItemInput,
  database: DB = defaultDb(),
): Promise<number> {
  return changeContent(database, async (trx) => {
    const row = await insertItem(trx, productId, () => itemColumns(input));
    await recordChange(
      trx,
      staff,
      "catalogue-item",
      "create",
      row.id,
      `Added ${itemLabel(row.caption)} to product “${row.productName}”`,
      { after: { productId, ...itemSnapshot(row) } },
    );
    return row.id;
  });
}

export function updateItem(
  staff: StaffContext,
  id: number,
  input: ItemInput,
  database: DB = defaultDb(),
): Promise<{ productId: number }> {
  return changeContent(database, async (trx) => {
    const { before, after } = await updateItemRow(trx, id, (row) => itemColumns(input, row));
    const productId = before.product_id;
    await recordChange(
      trx,
      staff,
      "catalogue-item",
      "update",
      id,
      `Edited ${itemLabel(after.caption)} of product “${after.productName}”`,
      {
        before: { productId, ...itemSnapshot(before) },
        after: { productId, ...itemSnapshot(after) },
      },
    );
    return { productId: after.product_id };
  });
}
