/**
 * The catalogue store: the only module that reads or writes
 * `catalogue_sub_categories`, `catalogue_products` and `catalogue_items`, the
 * three levels of the catalogue, which live and die together (a product goes
 * with its sub-category, an item with its product). The public pages, the
 * staff area and the seed all come through here, so the order visitors see
 * and the rules of a change live in one place (ADR 56). A new row goes to
 * the end of its level; ./order says how a move renumbers its siblings.
 *
 * Its writers take the ContentTransaction a caller opens with changeContent
 * (ADR 48, ADR 57) and return what they wrote, so the caller's audit entry
 * commits with the change; changeContent empties the page caches once the
 * transaction has committed, unless the caller says the run changed nothing.
 */
import { sql, type Insertable } from "kysely";
import type { DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import type {
  CatalogueItemTable,
  CatalogueProductTable,
  CatalogueSubCategoryTable,
} from "~/db/schema/catalogue";
import type { ContentTransaction } from "~/db/content-change.server";
import { reorder, type Move, type MoveDirection, type SiblingRow } from "./order";
import {
  CatalogueRecordNotFoundError,
  SubCategoryGoneError,
  type Changed,
  type ItemColumns,
  type ItemRow,
  type ItemWithProduct,
  type ProductColumns,
  type ProductRow,
  type SubCategoryColumns,
  type SubCategoryDeletion,
  type SubCategoryRow,
} from "./rows";

// ---------------------------------------------------------------------------
// Reading, in the order visitors see

/** Sub-categories in menu order: the header's menu, staff's list and the product form's choice. */
export function selectSubCategoryList(database: DB): Promise<{ id: number; name: string }[]> {
  return database
    .selectFrom("catalogue_sub_categories")
    .select(["id", "name"])
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
}

/** A sub-category and its products in the order visitors see them, or null. */
export async function selectSubCategoryWithProducts(database: DB, id: number) {
  const row = await database
    .selectFrom("catalogue_sub_categories")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const products = await database
    .selectFrom("catalogue_products")
    .select(["id", "name", "picture", "picture_width", "picture_height", "description_html"])
    .where("sub_category_id", "=", id)
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
  return { row, products };
}

/** A product with its sub-category's id and name, or undefined. */
export function selectProductWithSubCategory(database: DB, id: number) {
  return database
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
}

/** A product's items in the order visitors see them. */
export function selectProductItems(database: DB, productId: number): Promise<ItemRow[]> {
  return database
    .selectFrom("catalogue_items")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
}

/** An item with the names of its product and sub-category, or undefined. */
export function selectItemWithParents(database: DB, id: number) {
  return database
    .selectFrom("catalogue_items as i")
    .innerJoin("catalogue_products as p", "p.id", "i.product_id")
    .innerJoin("catalogue_sub_categories as s", "s.id", "p.sub_category_id")
    .selectAll("i")
    .select(["p.name as productName", "s.id as subCategoryId", "s.name as subCategoryName"])
    .where("i.id", "=", id)
    .executeTakeFirst();
}

/** How many products each sub-category has; one without any is left out. */
export function countProductsPerSubCategory(database: DB) {
  return database
    .selectFrom("catalogue_products")
    .select(["sub_category_id as parent", (eb) => eb.fn.countAll().as("count")])
    .groupBy("sub_category_id")
    .execute();
}

/** How many items each of these products has; one without any is left out. */
export function countItemsPerProduct(database: DB, productIds: readonly number[]) {
  return database
    .selectFrom("catalogue_items")
    .select(["product_id as parent", (eb) => eb.fn.countAll().as("count")])
    .where("product_id", "in", [...productIds])
    .groupBy("product_id")
    .execute();
}

/** The ids of every sub-category and product, for the sitemap. */
export async function selectPageIds(
  database: DB,
): Promise<{ subCategories: number[]; products: number[] }> {
  const subs = await database
    .selectFrom("catalogue_sub_categories")
    .select("id")
    .orderBy("seq_no")
    .execute();
  const products = await database
    .selectFrom("catalogue_products")
    .select("id")
    .orderBy("sub_category_id")
    .orderBy("seq_no")
    .execute();
  return { subCategories: subs.map((s) => s.id), products: products.map((p) => p.id) };
}

// ---------------------------------------------------------------------------
// The rows a change works on, read inside its transaction

async function found<T>(row: Promise<T | undefined>): Promise<T> {
  const value = await row;
  if (!value) throw new CatalogueRecordNotFoundError();
  return value;
}

const findSubCategory = (trx: ContentTransaction, id: number) =>
  found(
    trx.selectFrom("catalogue_sub_categories").selectAll().where("id", "=", id).executeTakeFirst(),
  );

const findProduct = (trx: ContentTransaction, id: number) =>
  found(trx.selectFrom("catalogue_products").selectAll().where("id", "=", id).executeTakeFirst());

const findItem = (trx: ContentTransaction, id: number): Promise<ItemWithProduct> =>
  found(
    trx
      .selectFrom("catalogue_items as i")
      .innerJoin("catalogue_products as p", "p.id", "i.product_id")
      .selectAll("i")
      .select("p.name as productName")
      .where("i.id", "=", id)
      .executeTakeFirst(),
  );

async function requireSubCategory(trx: ContentTransaction, id: number) {
  const row = await trx
    .selectFrom("catalogue_sub_categories")
    .select(["id", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new SubCategoryGoneError();
  return row;
}

// ---------------------------------------------------------------------------
// The order of each level

/** One ordered level of the catalogue: a table, and the parent whose children it orders. */
type SiblingScope =
  | { table: "catalogue_sub_categories"; label: "name" }
  | {
      table: "catalogue_products";
      label: "name";
      parent: { column: "sub_category_id"; id: number };
    }
  | { table: "catalogue_items"; label: "caption"; parent: { column: "product_id"; id: number } };

const subCategories: SiblingScope = { table: "catalogue_sub_categories", label: "name" };

const productsOf = (subCategoryId: number): SiblingScope => ({
  table: "catalogue_products",
  label: "name",
  parent: { column: "sub_category_id", id: subCategoryId },
});

const itemsOf = (productId: number): SiblingScope => ({
  table: "catalogue_items",
  label: "caption",
  parent: { column: "product_id", id: productId },
});

const whereParent = (scope: SiblingScope) =>
  "parent" in scope ? sql`where ${sql.ref(scope.parent.column)} = ${scope.parent.id}` : sql``;

/** The seq_no that puts a new row at the end of its level. */
async function nextSeqNo(trx: ContentTransaction, scope: SiblingScope): Promise<number> {
  const { rows } = await sql<{ max: number | string | null }>`
    select max(seq_no) as max from ${sql.table(scope.table)} ${whereParent(scope)}`.execute(trx);
  return Number(rows[0]?.max ?? 0) + 1;
}

/**
 * Moves `id` one place among its siblings and renumbers them 1..n (./order),
 * writing only rows whose number changed; null when the row is already at that
 * end. The level's rows are locked on PostgreSQL so concurrent moves wait their
 * turn (SQLite transactions already hold the one write lock), in id order, the
 * one order every transaction agrees on: locking in seq_no order deadlocked
 * when concurrent moves had seen different orders.
 */
async function moveAmongSiblings(
  trx: ContentTransaction,
  scope: SiblingScope,
  id: number,
  direction: MoveDirection,
): Promise<Move | null> {
  const lock = dialectOf(trx) === "postgres" ? sql`for update` : sql``;
  const { rows } = await sql<SiblingRow>`
    select id, seq_no, ${sql.ref(scope.label)} as label
    from ${sql.table(scope.table)} ${whereParent(scope)}
    order by id ${lock}`.execute(trx);
  const result = reorder(rows, id, direction);
  if (!result) return null;
  for (const row of result.renumber)
    await sql`update ${sql.table(scope.table)} set seq_no = ${row.seq_no} where id = ${row.id}`.execute(
      trx,
    );
  return result.move;
}

/**
 * A mover for one level: finds where the row sits and moves it one place;
 * returns the move with the row, or null when the row is already at that end
 * (the caller then tells changeContent nothing changed, so the caches are kept).
 */
const mover =
  <Row>(
    place: (trx: ContentTransaction, id: number) => Promise<{ scope: SiblingScope; row: Row }>,
  ) =>
  async (
    trx: ContentTransaction,
    id: number,
    direction: MoveDirection,
  ): Promise<(Move & { row: Row }) | null> => {
    const { scope, row } = await place(trx, id);
    const move = await moveAmongSiblings(trx, scope, id, direction);
    return move && { ...move, row };
  };

/** Moves a sub-category in the menu; its `row` is null (the move names it). */
export const moveSubCategoryRow = mover(async () => ({ scope: subCategories, row: null }));

export const moveProductRow = mover(async (trx, id) => {
  const row = await findProduct(trx, id);
  return { scope: productsOf(row.sub_category_id), row };
});

export const moveItemRow = mover(async (trx, id) => {
  const row = await findItem(trx, id);
  return { scope: itemsOf(row.product_id), row };
});

// ---------------------------------------------------------------------------
// Adding and editing

/** Adds a sub-category at the end of the menu; returns the row written. */
export async function insertSubCategory(
  trx: ContentTransaction,
  columns: SubCategoryColumns,
): Promise<SubCategoryRow> {
  const values = { ...columns, seq_no: await nextSeqNo(trx, subCategories) };
  const { id } = await trx
    .insertInto("catalogue_sub_categories")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, ...values };
}

/** Changes a sub-category's columns, worked out by `change` from the row as it is; returns both rows. */
export async function updateSubCategoryRow(
  trx: ContentTransaction,
  id: number,
  change: (current: SubCategoryRow) => SubCategoryColumns,
): Promise<Changed<SubCategoryRow>> {
  const before = await findSubCategory(trx, id);
  const columns = change(before);
  await trx.updateTable("catalogue_sub_categories").set(columns).where("id", "=", id).execute();
  return { before, after: { ...before, ...columns } };
}

/** The sub-category a product belongs to, as staff's summaries name it. */
type Parent = { subCategory: { id: number; name: string } };

/** Adds a product at the end of its sub-category; returns the row written and its sub-category. */
export async function insertProduct(
  trx: ContentTransaction,
  columns: ProductColumns,
): Promise<{ row: ProductRow } & Parent> {
  const subCategory = await requireSubCategory(trx, columns.sub_category_id);
  const values = { ...columns, seq_no: await nextSeqNo(trx, productsOf(subCategory.id)) };
  const { id } = await trx
    .insertInto("catalogue_products")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return { row: { id, ...values }, subCategory };
}

/**
 * Changes a product's columns, worked out by `change` from the row as it is.
 * A product given another sub-category goes to the end of that one's list
 * (`moved`). Returns both rows and the sub-category it now belongs to.
 */
export async function updateProductRow(
  trx: ContentTransaction,
  id: number,
  change: (current: ProductRow) => ProductColumns,
): Promise<Changed<ProductRow> & Parent & { moved: boolean }> {
  const before = await findProduct(trx, id);
  const columns = change(before);
  const subCategory = await requireSubCategory(trx, columns.sub_category_id);
  const moved = subCategory.id !== before.sub_category_id;
  const values = {
    ...columns,
    seq_no: moved ? await nextSeqNo(trx, productsOf(subCategory.id)) : before.seq_no,
  };
  await trx.updateTable("catalogue_products").set(values).where("id", "=", id).execute();
  return { before, after: { ...before, ...values }, subCategory, moved };
}

/**
 * Adds an item at the end of its product's items; returns the row written.
 * `columns` is worked out once the product is found, so a missing product is
 * a not-found before the caller checks the item itself.
 */
export async function insertItem(
  trx: ContentTransaction,
  productId: number,
  columns: () => ItemColumns,
): Promise<ItemWithProduct> {
  const product = await findProduct(trx, productId);
  const values = {
    product_id: productId,
    ...columns(),
    seq_no: await nextSeqNo(trx, itemsOf(productId)),
  };
  const { id } = await trx
    .insertInto("catalogue_items")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, ...values, productName: product.name };
}

/** Changes an item's columns, worked out by `change` from the row as it is; returns both rows. */
export async function updateItemRow(
  trx: ContentTransaction,
  id: number,
  change: (current: ItemWithProduct) => ItemColumns,
): Promise<Changed<ItemWithProduct>> {
  const before = await findItem(trx, id);
  const columns = change(before);
  await trx.updateTable("catalogue_items").set(columns).where("id", "=", id).execute();
  return { before, after: { ...before, ...columns } };
}

// ---------------------------------------------------------------------------
// Deleting. Children go first, in the same transaction; the writer returns
// everything deleted, so the audit entry can keep all of it.

/** What deleting a sub-category did: refused (it has products), or deleted with its children. */
export type SubCategoryRemoval =
  | Extract<SubCategoryDeletion, { deleted: false }>
  | { deleted: true; row: SubCategoryRow; products: ProductRow[]; items: ItemRow[] };

/**
 * Deletes a sub-category. One that still has products is refused unless
 * `withProducts`; then its products and their items go with it.
 */
export async function deleteSubCategoryRow(
  trx: ContentTransaction,
  id: number,
  { withProducts }: { withProducts: boolean },
): Promise<SubCategoryRemoval> {
  const row = await findSubCategory(trx, id);
  const products = await trx
    .selectFrom("catalogue_products")
    .selectAll()
    .where("sub_category_id", "=", id)
    .orderBy("seq_no")
    .orderBy("id")
    .execute();
  if (products.length > 0 && !withProducts)
    return { deleted: false, reason: "has-children", childCount: products.length };
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
  await trx.deleteFrom("catalogue_sub_categories").where("id", "=", id).execute();
  return { deleted: true, row, products, items };
}

/** Deletes a product and its items; returns them as they were. */
export async function deleteProductRow(
  trx: ContentTransaction,
  id: number,
): Promise<{ row: ProductRow; items: ItemRow[] }> {
  const row = await findProduct(trx, id);
  const items = await selectProductItems(trx, id);
  await trx.deleteFrom("catalogue_items").where("product_id", "=", id).execute();
  await trx.deleteFrom("catalogue_products").where("id", "=", id).execute();
  return { row, items };
}

/** Deletes an item; returns it as it was. */
export async function deleteItemRow(trx: ContentTransaction, id: number): Promise<ItemWithProduct> {
  const row = await findItem(trx, id);
  await trx.deleteFrom("catalogue_items").where("id", "=", id).execute();
  return row;
}

// ---------------------------------------------------------------------------
// The seed

/** A sample sub-category with its products and their items, as the seed writes them. */
export interface SeedSubCategory {
  values: Omit<Insertable<CatalogueSubCategoryTable>, "id">;
  products: {
    values: Omit<Insertable<CatalogueProductTable>, "id" | "sub_category_id">;
    items: Omit<Insertable<CatalogueItemTable>, "id" | "product_id">[];
  }[];
}

/** Writes a sample catalogue (no cache to empty: the server is not up yet). */
export async function seedCatalogueRows(
  database: DB,
  catalogue: readonly SeedSubCategory[],
): Promise<void> {
  for (const sub of catalogue) {
    const { id: subId } = await database
      .insertInto("catalogue_sub_categories")
      .values(sub.values)
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const product of sub.products) {
      const { id: productId } = await database
        .insertInto("catalogue_products")
        .values({ ...product.values, sub_category_id: subId })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const item of product.items)
        await database
          .insertInto("catalogue_items")
          .values({ ...item, product_id: productId })
          .execute();
    }
  }
}
