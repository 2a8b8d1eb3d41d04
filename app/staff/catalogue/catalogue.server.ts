/**
 * The catalogue as staff edit it (issue 6): sub-categories, their products and
 * each product's items, in the order visitors see them. The only module that
 * writes the catalogue tables. Every change writes its audit entry in the same
 * transaction; descriptions are sanitized before they are stored.
 *
 * Order: each level is ordered by seq_no (ties by id). A move renumbers the
 * moved row's siblings 1..n in one transaction, with the siblings locked on
 * PostgreSQL, so two people moving rows at once still leave a clean order.
 */
import { sql, type Kysely } from "kysely";
import { erpConfigFromEnv } from "~/erp/client.server";
import {
  DEFAULT_BANNER,
  DEFAULT_PICTURE,
  productItems,
  resolvePicture,
  type CataloguePicture,
} from "~/catalogue/catalogue.server";
import { CAPTION_REQUIRED } from "~/staff/catalogue/catalogue-forms";
import { db as defaultDb, type DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { recordAudit } from "~/staff/audit/record.server";
import type { StaffContext } from "~/staff/auth/auth.server";

type Executor = Kysely<Database>;

export type MoveDirection = "up" | "down";

/** What to do with a picture column on save. */
export type PictureChange =
  | { kind: "keep" }
  | { kind: "remove" }
  /** An upload already checked by its bytes and stored with saveUpload. */
  | { kind: "set"; path: string; width: number; height: number };

export interface SubCategoryInput {
  name: string;
  /** Raw HTML from the form; sanitized here. */
  descriptionHtml: string;
  banner: PictureChange;
}

export interface ProductInput {
  subCategoryId: number;
  name: string;
  descriptionHtml: string;
  picture: PictureChange;
}

export interface ItemInput {
  caption: string;
  productDetailsUrl: string;
  technicalDetailsUrl: string;
  picture: PictureChange;
}

/** A stored picture as the staff pages show it. */
export interface StaffPicture {
  /** The stored value: an artwork name or a path such as /media/12/tin.png. */
  value: string;
  /** True for a file uploaded by staff (as opposed to one of the site's artworks). */
  uploaded: boolean;
  preview: CataloguePicture;
}

export interface StaffSubCategoryRow {
  id: number;
  name: string;
  position: number;
  productCount: number;
}

export interface StaffSubCategory {
  id: number;
  name: string;
  descriptionHtml: string;
  banner: StaffPicture | null;
  products: StaffProductRow[];
}

export interface StaffProductRow {
  id: number;
  name: string;
  position: number;
  itemCount: number;
  picture: StaffPicture | null;
}

export interface StaffProduct {
  id: number;
  name: string;
  descriptionHtml: string;
  picture: StaffPicture | null;
  subCategory: { id: number; name: string };
  items: StaffItemRow[];
}

export interface StaffItemRow {
  id: number;
  position: number;
  caption: string;
  picture: StaffPicture | null;
  productDetailsUrl: string;
  technicalDetailsUrl: string;
}

export interface StaffItem extends StaffItemRow {
  product: { id: number; name: string };
  subCategory: { id: number; name: string };
}

/** The record does not exist (any more): the route answers 404. */
export class CatalogueRecordNotFoundError extends Error {}

/** Input the forms should have caught; the route shows these per field. */
export class CatalogueInputError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors).join(" "));
  }
}

/**
 * True when the public catalogue comes from the ERP (ERP_BASE_URL and ERP_TOKEN
 * set): edits made here are then stored but not what visitors see.
 */
export function catalogueComesFromErp(): boolean {
  return erpConfigFromEnv() !== undefined;
}

// ---------------------------------------------------------------------------
// Reading

function staffPicture(
  value: string | null,
  fallback: string,
  width: number | null,
  height: number | null,
): StaffPicture | null {
  const v = (value ?? "").trim();
  if (!v) return null;
  return {
    value: v,
    uploaded: v.startsWith("/media/"),
    preview: resolvePicture(v, fallback, { width, height }),
  };
}

export async function listSubCategoriesForStaff(
  database: DB = defaultDb(),
): Promise<StaffSubCategoryRow[]> {
  const rows = await database
    .selectFrom("catalogue_sub_categories")
    .select(["id", "name"])
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
  const counts = await database
    .selectFrom("catalogue_products")
    .select(["sub_category_id", (eb) => eb.fn.countAll().as("count")])
    .groupBy("sub_category_id")
    .execute();
  const countOf = new Map(counts.map((c) => [c.sub_category_id, Number(c.count)]));
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    position: i + 1,
    productCount: countOf.get(r.id) ?? 0,
  }));
}

export async function getSubCategoryForStaff(
  id: number,
  database: DB = defaultDb(),
): Promise<StaffSubCategory | null> {
  const row = await database
    .selectFrom("catalogue_sub_categories")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const products = await database
    .selectFrom("catalogue_products")
    .select(["id", "name", "picture", "picture_width", "picture_height"])
    .where("sub_category_id", "=", id)
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
  const counts = products.length
    ? await database
        .selectFrom("catalogue_items")
        .select(["product_id", (eb) => eb.fn.countAll().as("count")])
        .where(
          "product_id",
          "in",
          products.map((p) => p.id),
        )
        .groupBy("product_id")
        .execute()
    : [];
  const countOf = new Map(counts.map((c) => [c.product_id, Number(c.count)]));
  return {
    id: row.id,
    name: row.name,
    descriptionHtml: row.description_html,
    banner: staffPicture(row.banner, DEFAULT_BANNER, row.banner_width, row.banner_height),
    products: products.map((p, i) => ({
      id: p.id,
      name: p.name,
      position: i + 1,
      itemCount: countOf.get(p.id) ?? 0,
      picture: staffPicture(p.picture, DEFAULT_PICTURE, p.picture_width, p.picture_height),
    })),
  };
}

export async function getProductForStaff(
  id: number,
  database: DB = defaultDb(),
): Promise<StaffProduct | null> {
  const row = await database
    .selectFrom("catalogue_products as p")
    .innerJoin("catalogue_sub_categories as s", "s.id", "p.sub_category_id")
    .select([
      "p.id",
      "p.name",
      "p.description_html",
      "p.picture",
      "p.picture_width",
      "p.picture_height",
      "s.id as subCategoryId",
      "s.name as subCategoryName",
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const items = await productItems(database, id);
  return {
    id: row.id,
    name: row.name,
    descriptionHtml: row.description_html,
    picture: staffPicture(row.picture, DEFAULT_PICTURE, row.picture_width, row.picture_height),
    subCategory: { id: row.subCategoryId, name: row.subCategoryName },
    items: items.map((item, i) => itemRow(item, i + 1)),
  };
}

function itemRow(item: ItemRecord, position: number): StaffItemRow {
  return {
    id: item.id,
    position,
    caption: item.caption ?? "",
    picture: staffPicture(item.picture, DEFAULT_PICTURE, item.picture_width, item.picture_height),
    productDetailsUrl: item.product_details_url,
    technicalDetailsUrl: item.technical_details_url,
  };
}

interface ItemRecord {
  id: number;
  product_id: number;
  picture: string | null;
  picture_width: number | null;
  picture_height: number | null;
  caption: string | null;
  seq_no: number;
  product_details_url: string;
  technical_details_url: string;
}

export async function getItemForStaff(
  id: number,
  database: DB = defaultDb(),
): Promise<StaffItem | null> {
  const item = await database
    .selectFrom("catalogue_items")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!item) return null;
  const parent = await database
    .selectFrom("catalogue_products as p")
    .innerJoin("catalogue_sub_categories as s", "s.id", "p.sub_category_id")
    .select(["p.id", "p.name", "s.id as subCategoryId", "s.name as subCategoryName"])
    .where("p.id", "=", item.product_id)
    .executeTakeFirstOrThrow();
  const siblings = await database
    .selectFrom("catalogue_items")
    .select("id")
    .where("product_id", "=", item.product_id)
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
  return {
    ...itemRow(item, siblings.findIndex((s) => s.id === id) + 1),
    product: { id: parent.id, name: parent.name },
    subCategory: { id: parent.subCategoryId, name: parent.subCategoryName },
  };
}

/** Sub-categories for the product form's "belongs to" choice, in menu order. */
export async function listSubCategoryChoices(
  database: DB = defaultDb(),
): Promise<{ id: number; name: string }[]> {
  return database
    .selectFrom("catalogue_sub_categories")
    .select(["id", "name"])
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
}

// ---------------------------------------------------------------------------
// Order helpers

interface Sibling {
  id: number;
  seq_no: number;
  name: string;
}

/** One ordered level of the catalogue: a table, and the parent whose children it orders. */
type SiblingScope =
  | { table: "catalogue_sub_categories"; label: "name" }
  | {
      table: "catalogue_products";
      label: "name";
      parent: { column: "sub_category_id"; id: number };
    }
  | { table: "catalogue_items"; label: "caption"; parent: { column: "product_id"; id: number } };

/**
 * Reads one level's rows in visible order, locked on PostgreSQL so concurrent
 * moves wait their turn (SQLite transactions already hold the one write lock).
 * Rows are locked in id order, the one order every transaction agrees on; locking
 * in seq_no order deadlocked when concurrent moves had seen different orders.
 * A row without a label (an item with no caption) is named by its position.
 */
async function lockSiblings(trx: Executor, scope: SiblingScope): Promise<Sibling[]> {
  const where =
    "parent" in scope ? sql`where ${sql.ref(scope.parent.column)} = ${scope.parent.id}` : sql``;
  const lock = dialectOf(trx) === "postgres" ? sql`for update` : sql``;
  const { rows } = await sql<{ id: number; seq_no: number; label: string | null }>`
    select id, seq_no, ${sql.ref(scope.label)} as label
    from ${sql.table(scope.table)} ${where}
    order by id ${lock}`.execute(trx);
  return rows
    .sort((a, b) => a.seq_no - b.seq_no || a.id - b.id)
    .map((row, index) => ({
      id: row.id,
      seq_no: row.seq_no,
      name: row.label?.trim() || `item ${index + 1}`,
    }));
}

/**
 * Moves `id` one place among its siblings and renumbers them 1..n, writing only
 * rows whose number changed. Returns the order before and after (names, for the
 * audit log), or null when the row is already at that end.
 */
async function reorderSiblings(
  trx: Executor,
  scope: SiblingScope,
  id: number,
  direction: MoveDirection,
): Promise<{ from: number; to: number; before: string[]; after: string[] } | null> {
  const siblings = await lockSiblings(trx, scope);
  const from = siblings.findIndex((s) => s.id === id);
  if (from < 0) throw new CatalogueRecordNotFoundError();
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= siblings.length) return null;
  const reordered = [...siblings];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved!);
  for (const [index, sibling] of reordered.entries()) {
    if (sibling.seq_no !== index + 1)
      await sql`update ${sql.table(scope.table)} set seq_no = ${index + 1} where id = ${sibling.id}`.execute(
        trx,
      );
  }
  return {
    from: from + 1,
    to: to + 1,
    before: siblings.map((s) => s.name),
    after: reordered.map((s) => s.name),
  };
}

// The row an edit, delete or move works on, read inside its transaction; a row
// someone else deleted meanwhile is a "not found", which the pages answer with 404.

async function findSubCategory(trx: Executor, id: number) {
  const row = await trx
    .selectFrom("catalogue_sub_categories")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new CatalogueRecordNotFoundError();
  return row;
}

async function findProduct(trx: Executor, id: number) {
  const row = await trx
    .selectFrom("catalogue_products")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new CatalogueRecordNotFoundError();
  return row;
}

/** An item with its product's name, which its audit summaries mention. */
async function findItem(trx: Executor, id: number) {
  const row = await trx
    .selectFrom("catalogue_items as i")
    .innerJoin("catalogue_products as p", "p.id", "i.product_id")
    .selectAll("i")
    .select("p.name as productName")
    .where("i.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new CatalogueRecordNotFoundError();
  return row;
}

function applyPicture(
  change: PictureChange,
  current: { value: string | null; width: number | null; height: number | null },
) {
  if (change.kind === "keep") return current;
  if (change.kind === "remove") return { value: null, width: null, height: null };
  return { value: change.path, width: change.width, height: change.height };
}

const clean = (html: string) => sanitizeRichText(html);

// ---------------------------------------------------------------------------
// Sub-categories

function subCategorySnapshot(row: {
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

export async function createSubCategory(
  staff: StaffContext,
  input: SubCategoryInput,
  database: DB = defaultDb(),
): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("catalogue_sub_categories")
      .select((eb) => eb.fn.max("seq_no").as("max"))
      .executeTakeFirst();
    const banner = applyPicture(input.banner, { value: null, width: null, height: null });
    const values = {
      name: input.name,
      banner: banner.value,
      banner_width: banner.width,
      banner_height: banner.height,
      description_html: clean(input.descriptionHtml),
      seq_no: Number(last?.max ?? 0) + 1,
    };
    const { id } = await trx
      .insertInto("catalogue_sub_categories")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, staff, {
      action: "catalogue-sub-category.create",
      entityType: "catalogue-sub-category",
      entityId: String(id),
      summary: `Added sub-category “${input.name}”`,
      after: subCategorySnapshot(values),
    });
    return id;
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
    const banner = applyPicture(input.banner, {
      value: row.banner,
      width: row.banner_width,
      height: row.banner_height,
    });
    const changes = {
      name: input.name,
      banner: banner.value,
      banner_width: banner.width,
      banner_height: banner.height,
      description_html: clean(input.descriptionHtml),
    };
    await trx.updateTable("catalogue_sub_categories").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, staff, {
      action: "catalogue-sub-category.update",
      entityType: "catalogue-sub-category",
      entityId: String(id),
      summary: `Edited sub-category “${input.name}”`,
      before: subCategorySnapshot(row),
      after: subCategorySnapshot({ ...row, ...changes }),
    });
  });
}

export type DeleteResult =
  { deleted: true; name: string } | { deleted: false; reason: "has-children"; childCount: number };

/**
 * Deletes a sub-category. One that still has products is refused unless the
 * person confirmed deleting them too (withProducts); then its products and
 * their items go with it, and the audit entry keeps all of them.
 */
export async function deleteSubCategory(
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
    const items = products.length
      ? await trx
          .selectFrom("catalogue_items")
          .selectAll()
          .where(
            "product_id",
            "in",
            products.map((p) => p.id),
          )
          .orderBy("seq_no")
          .orderBy("id")
          .execute()
      : [];
    if (products.length) {
      await trx
        .deleteFrom("catalogue_items")
        .where(
          "product_id",
          "in",
          products.map((p) => p.id),
        )
        .execute();
      await trx.deleteFrom("catalogue_products").where("sub_category_id", "=", id).execute();
    }
    await trx.deleteFrom("catalogue_sub_categories").where("id", "=", id).execute();
    await recordAudit(trx, staff, {
      action: "catalogue-sub-category.delete",
      entityType: "catalogue-sub-category",
      entityId: String(id),
      summary: products.length
        ? `Deleted sub-category “${row.name}” with its ${products.length} product(s) and ${items.length} item(s)`
        : `Deleted sub-category “${row.name}”`,
      before: {
        ...subCategorySnapshot(row),
        products: products.map((p) => ({
          id: p.id,
          ...productSnapshot(p),
          items: items
            .filter((i) => i.product_id === p.id)
            .map((i) => ({ id: i.id, ...itemSnapshot(i) })),
        })),
      },
    });
    return { deleted: true, name: row.name } as const;
  });
}

export async function moveSubCategory(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const result = await reorderSiblings(
      trx,
      { table: "catalogue_sub_categories", label: "name" },
      id,
      direction,
    );
    if (!result) return false;
    const name = result.before[result.from - 1]!;
    await recordAudit(trx, staff, {
      action: "catalogue-sub-category.move",
      entityType: "catalogue-sub-category",
      entityId: String(id),
      summary: `Moved sub-category “${name}” ${direction} (position ${result.from} → ${result.to})`,
      before: { position: result.from, order: result.before },
      after: { position: result.to, order: result.after },
    });
    return true;
  });
}

// ---------------------------------------------------------------------------
// Products

function productSnapshot(row: {
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

async function requireSubCategory(
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

async function nextProductSeq(trx: Executor, subCategoryId: number): Promise<number> {
  const last = await trx
    .selectFrom("catalogue_products")
    .select((eb) => eb.fn.max("seq_no").as("max"))
    .where("sub_category_id", "=", subCategoryId)
    .executeTakeFirst();
  return Number(last?.max ?? 0) + 1;
}

export async function createProduct(
  staff: StaffContext,
  input: ProductInput,
  database: DB = defaultDb(),
): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const sub = await requireSubCategory(trx, input.subCategoryId);
    const picture = applyPicture(input.picture, { value: null, width: null, height: null });
    const values = {
      sub_category_id: sub.id,
      name: input.name,
      picture: picture.value,
      picture_width: picture.width,
      picture_height: picture.height,
      description_html: clean(input.descriptionHtml),
      seq_no: await nextProductSeq(trx, sub.id),
    };
    const { id } = await trx
      .insertInto("catalogue_products")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, staff, {
      action: "catalogue-product.create",
      entityType: "catalogue-product",
      entityId: String(id),
      summary: `Added product “${input.name}” to “${sub.name}”`,
      after: productSnapshot(values),
    });
    return id;
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
    const picture = applyPicture(input.picture, {
      value: row.picture,
      width: row.picture_width,
      height: row.picture_height,
    });
    const moving = sub.id !== row.sub_category_id;
    const changes = {
      sub_category_id: sub.id,
      name: input.name,
      picture: picture.value,
      picture_width: picture.width,
      picture_height: picture.height,
      description_html: clean(input.descriptionHtml),
      // A product moved to another sub-category goes to the end of its list.
      seq_no: moving ? await nextProductSeq(trx, sub.id) : row.seq_no,
    };
    await trx.updateTable("catalogue_products").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, staff, {
      action: "catalogue-product.update",
      entityType: "catalogue-product",
      entityId: String(id),
      summary: moving
        ? `Edited product “${input.name}” and moved it to “${sub.name}”`
        : `Edited product “${input.name}”`,
      before: productSnapshot(row),
      after: productSnapshot({ ...row, ...changes }),
    });
  });
}

/** Deletes a product and its items (the confirmation page lists how many). */
export async function deleteProduct(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ name: string; subCategoryId: number }> {
  return database.transaction().execute(async (trx) => {
    const row = await findProduct(trx, id);
    const items = await productItems(trx, id);
    await trx.deleteFrom("catalogue_items").where("product_id", "=", id).execute();
    await trx.deleteFrom("catalogue_products").where("id", "=", id).execute();
    await recordAudit(trx, staff, {
      action: "catalogue-product.delete",
      entityType: "catalogue-product",
      entityId: String(id),
      summary: items.length
        ? `Deleted product “${row.name}” with its ${items.length} item(s)`
        : `Deleted product “${row.name}”`,
      before: {
        ...productSnapshot(row),
        items: items.map((i) => ({ id: i.id, ...itemSnapshot(i) })),
      },
    });
    return { name: row.name, subCategoryId: row.sub_category_id };
  });
}

export async function moveProduct(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const row = await findProduct(trx, id);
    const result = await reorderSiblings(
      trx,
      {
        table: "catalogue_products",
        label: "name",
        parent: { column: "sub_category_id", id: row.sub_category_id },
      },
      id,
      direction,
    );
    if (!result) return false;
    await recordAudit(trx, staff, {
      action: "catalogue-product.move",
      entityType: "catalogue-product",
      entityId: String(id),
      summary: `Moved product “${row.name}” ${direction} (position ${result.from} → ${result.to})`,
      before: { position: result.from, order: result.before },
      after: { position: result.to, order: result.after },
    });
    return true;
  });
}

// ---------------------------------------------------------------------------
// Items

function itemSnapshot(row: {
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

function checkItem(input: ItemInput, picture: string | null): void {
  const errors: Record<string, string> = {};
  if (picture && !input.caption.trim()) errors.caption = CAPTION_REQUIRED;
  if (!picture && !input.productDetailsUrl && !input.technicalDetailsUrl)
    errors.picture = "An item needs a picture or at least one link.";
  if (Object.keys(errors).length) throw new CatalogueInputError(errors);
}

/** An item's label for audit summaries: its caption, or what it is when it has none. */
const itemLabel = (caption: string | null) =>
  caption?.trim() ? `item “${caption.trim()}”` : "a links-only item";

export async function createItem(
  staff: StaffContext,
  productId: number,
  input: ItemInput,
  database: DB = defaultDb(),
): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const product = await findProduct(trx, productId);
    const picture = applyPicture(input.picture, { value: null, width: null, height: null });
    checkItem(input, picture.value);
    const last = await trx
      .selectFrom("catalogue_items")
      .select((eb) => eb.fn.max("seq_no").as("max"))
      .where("product_id", "=", productId)
      .executeTakeFirst();
    const values = {
      product_id: productId,
      picture: picture.value,
      picture_width: picture.width,
      picture_height: picture.height,
      caption: input.caption.trim() || null,
      seq_no: Number(last?.max ?? 0) + 1,
      product_details_url: input.productDetailsUrl,
      technical_details_url: input.technicalDetailsUrl,
    };
    const { id } = await trx
      .insertInto("catalogue_items")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, staff, {
      action: "catalogue-item.create",
      entityType: "catalogue-item",
      entityId: String(id),
      summary: `Added ${itemLabel(values.caption)} to product “${product.name}”`,
      after: { productId, ...itemSnapshot(values) },
    });
    return id;
  });
}

export async function updateItem(
  staff: StaffContext,
  id: number,
  input: ItemInput,
  database: DB = defaultDb(),
): Promise<{ productId: number }> {
  return database.transaction().execute(async (trx) => {
    const row = await findItem(trx, id);
    const picture = applyPicture(input.picture, {
      value: row.picture,
      width: row.picture_width,
      height: row.picture_height,
    });
    checkItem(input, picture.value);
    const changes = {
      picture: picture.value,
      picture_width: picture.width,
      picture_height: picture.height,
      caption: input.caption.trim() || null,
      product_details_url: input.productDetailsUrl,
      technical_details_url: input.technicalDetailsUrl,
    };
    await trx.updateTable("catalogue_items").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, staff, {
      action: "catalogue-item.update",
      entityType: "catalogue-item",
      entityId: String(id),
      summary: `Edited ${itemLabel(changes.caption)} of product “${row.productName}”`,
      before: { productId: row.product_id, ...itemSnapshot(row) },
      after: { productId: row.product_id, ...itemSnapshot({ ...row, ...changes }) },
    });
    return { productId: row.product_id };
  });
}

export async function deleteItem(
  staff: StaffContext,
  id: number,
  database: DB = defaultDb(),
): Promise<{ productId: number }> {
  return database.transaction().execute(async (trx) => {
    const row = await findItem(trx, id);
    await trx.deleteFrom("catalogue_items").where("id", "=", id).execute();
    await recordAudit(trx, staff, {
      action: "catalogue-item.delete",
      entityType: "catalogue-item",
      entityId: String(id),
      summary: `Deleted ${itemLabel(row.caption)} of product “${row.productName}”`,
      before: { productId: row.product_id, ...itemSnapshot(row) },
    });
    return { productId: row.product_id };
  });
}

export async function moveItem(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const row = await findItem(trx, id);
    const result = await reorderSiblings(
      trx,
      {
        table: "catalogue_items",
        label: "caption",
        parent: { column: "product_id", id: row.product_id },
      },
      id,
      direction,
    );
    if (!result) return false;
    await recordAudit(trx, staff, {
      action: "catalogue-item.move",
      entityType: "catalogue-item",
      entityId: String(id),
      summary: `Moved ${itemLabel(row.caption)} of product “${row.productName}” ${direction} (position ${result.from} → ${result.to})`,
      before: { position: result.from, order: result.before },
      after: { position: result.to, order: result.after },
    });
    return true;
  });
}
