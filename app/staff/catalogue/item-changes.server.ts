/** Adding and editing a product's items (deleting is in catalogue-deletes). */
import { db as defaultDb, type DB } from "~/db/client.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { CAPTION_REQUIRED } from "./catalogue-forms";
import { itemsOf, nextSeqNo } from "./catalogue-order.server";
import {
  findItem,
  findProduct,
  itemLabel,
  itemSnapshot,
  pictureColumns,
  insertRow,
  updateRow,
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
  return database.transaction().execute(async (trx) => {
    const product = await findProduct(trx, productId);
    const columns = itemColumns(input);
    const values = {
      product_id: productId,
      ...columns,
      seq_no: await nextSeqNo(trx, itemsOf(productId)),
    };
    return insertRow(
      trx,
      staff,
      "catalogue_items",
      values,
      `Added ${itemLabel(values.caption)} to product “${product.name}”`,
      { productId, ...itemSnapshot(values) },
    );
  });
}

export function updateItem(
  staff: StaffContext,
  id: number,
  input: ItemInput,
  database: DB = defaultDb(),
): Promise<{ productId: number }> {
  return database.transaction().execute(async (trx) => {
    const row = await findItem(trx, id);
    const changes = itemColumns(input, row);
    const productId = row.product_id;
    await updateRow(
      trx,
      staff,
      "catalogue_items",
      id,
      changes,
      `Edited ${itemLabel(changes.caption)} of product “${row.productName}”`,
      {
        before: { productId, ...itemSnapshot(row) },
        after: { productId, ...itemSnapshot({ ...row, ...changes }) },
      },
    );
    return { productId };
  });
}
