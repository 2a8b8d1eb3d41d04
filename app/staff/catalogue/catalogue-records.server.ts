/**
 * Shared steps of every catalogue change: reading the row a change works on
 * inside its transaction, turning a picture choice into column values, the
 * snapshots the audit log keeps, and writing that audit entry.
 */
import type { Insertable, Kysely, Updateable } from "kysely";
import type { Database } from "~/db/schema";
import { recordAudit } from "~/staff/audit/record.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import {
  CatalogueInputError,
  CatalogueRecordNotFoundError,
  type PictureChange,
} from "./catalogue-types";

export type Executor = Kysely<Database>;

// The row an edit, delete or move works on, read inside its transaction; a row
// someone else deleted meanwhile is a "not found", which the pages answer with 404.

async function found<T>(row: Promise<T | undefined>): Promise<T> {
  const value = await row;
  if (!value) throw new CatalogueRecordNotFoundError();
  return value;
}

export const findSubCategory = (trx: Executor, id: number) =>
  found(
    trx.selectFrom("catalogue_sub_categories").selectAll().where("id", "=", id).executeTakeFirst(),
  );

export const findProduct = (trx: Executor, id: number) =>
  found(trx.selectFrom("catalogue_products").selectAll().where("id", "=", id).executeTakeFirst());

/** An item with its product's name, which its audit summaries mention. */
export const findItem = (trx: Executor, id: number) =>
  found(
    trx
      .selectFrom("catalogue_items as i")
      .innerJoin("catalogue_products as p", "p.id", "i.product_id")
      .selectAll("i")
      .select("p.name as productName")
      .where("i.id", "=", id)
      .executeTakeFirst(),
  );

/** The sub-category a product form chose; one deleted meanwhile is a field error. */
export async function requireSubCategory(
  trx: Executor,
  id: number,
): Promise<{ id: number; name: string }> {
  const row = await trx
    .selectFrom("catalogue_sub_categories")
    .select(["id", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row)
    throw new CatalogueInputError({
      subCategoryId: "That sub-category no longer exists. Choose another.",
    });
  return row;
}

/** A picture's three columns: the stored value (`banner`, `picture`) and its size. */
export type PictureColumns<C extends string> = Record<C, string | null> &
  Record<`${C}_width` | `${C}_height`, number | null>;

/** The columns after a save: kept as they are (none yet on a new row), removed, or set. */
export function pictureColumns<C extends "banner" | "picture">(
  column: C,
  change: PictureChange,
  current?: PictureColumns<C>,
): PictureColumns<C> {
  const [value, width, height] =
    change.kind === "set"
      ? [change.path, change.width, change.height]
      : change.kind === "keep" && current
        ? [current[column], current[`${column}_width`], current[`${column}_height`]]
        : [null, null, null];
  return {
    [column]: value,
    [`${column}_width`]: width,
    [`${column}_height`]: height,
  } as PictureColumns<C>;
}

// What the audit log keeps of a row, before and after a change.

export function subCategorySnapshot(row: {
  name: string;
  banner: string | null;
  description_html: string;
  seq_no: number;
}) {
  return {
    name: row.name,
    banner: row.banner,
    descriptionHtml: row.description_html,
    seqNo: row.seq_no,
  };
}

export function productSnapshot(row: {
  sub_category_id: number;
  name: string;
  picture: string | null;
  description_html: string;
  seq_no: number;
}) {
  return {
    subCategoryId: row.sub_category_id,
    name: row.name,
    picture: row.picture,
    descriptionHtml: row.description_html,
    seqNo: row.seq_no,
  };
}

export function itemSnapshot(row: {
  picture: string | null;
  caption: string | null;
  seq_no: number;
  product_details_url: string;
  technical_details_url: string;
}) {
  return {
    picture: row.picture,
    caption: row.caption,
    seqNo: row.seq_no,
    productDetailsUrl: row.product_details_url,
    technicalDetailsUrl: row.technical_details_url,
  };
}

/** An item's label for audit summaries: its caption, or what it is when it has none. */
export const itemLabel = (caption: string | null) =>
  caption?.trim() ? `item “${caption.trim()}”` : "a links-only item";

/** The audit log's name for each catalogue table's records. */
const LEVEL = {
  catalogue_sub_categories: "catalogue-sub-category",
  catalogue_products: "catalogue-product",
  catalogue_items: "catalogue-item",
} as const;

export type CatalogueTable = keyof typeof LEVEL;
export type CatalogueLevel = (typeof LEVEL)[CatalogueTable];

/** The audit entry of one change, written in the change's transaction. */
export function recordChange(
  trx: Executor,
  staff: StaffContext,
  level: CatalogueLevel,
  verb: "create" | "update" | "delete" | "move",
  id: number,
  summary: string,
  states: { before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(trx, staff, {
    action: `${level}.${verb}`,
    entityType: level,
    entityId: String(id),
    summary,
    ...states,
  });
}

// Writing one row and its audit entry. The three tables share an integer `id`;
// Kysely cannot type a query over a choice of tables, so the table is named as
// one of them inside, while callers' values are checked against their own table.

export async function insertRow<T extends CatalogueTable>(
  trx: Executor,
  staff: StaffContext,
  table: T,
  values: Insertable<Database[T]>,
  summary: string,
  after: unknown,
): Promise<number> {
  const { id } = await trx
    .insertInto(table as "catalogue_items")
    .values(values as Insertable<Database["catalogue_items"]>)
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordChange(trx, staff, LEVEL[table], "create", id, summary, { after });
  return id;
}

export async function updateRow<T extends CatalogueTable>(
  trx: Executor,
  staff: StaffContext,
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
  summary: string,
  states: { before: unknown; after: unknown },
): Promise<void> {
  await trx
    .updateTable(table as "catalogue_items")
    .set(changes as Updateable<Database["catalogue_items"]>)
    .where("id", "=", id)
    .execute();
  await recordChange(trx, staff, LEVEL[table], "update", id, summary, states);
}

/** Deletes one row; its children must be gone already (the caller deletes them first). */
export async function deleteRow(
  trx: Executor,
  staff: StaffContext,
  table: CatalogueTable,
  id: number,
  summary: string,
  before: unknown,
): Promise<void> {
  await trx
    .deleteFrom(table as "catalogue_items")
    .where("id", "=", id)
    .execute();
  await recordChange(trx, staff, LEVEL[table], "delete", id, summary, { before });
}
