import type { Kysely } from "kysely";

/**
 * Staff-edited catalogue (issue 6): a picture uploaded by staff is a plain file,
 * not one of our responsive artworks, so its pixel size is kept beside its path.
 * The public page then gives the <img> its width and height and the layout does
 * not jump while it loads. Null for artwork names, ERP files and older rows.
 */
const pictureColumns: [table: string, prefix: string][] = [
  ["catalogue_sub_categories", "banner"],
  ["catalogue_products", "picture"],
  ["catalogue_items", "picture"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [table, prefix] of pictureColumns) {
    await db.schema.alterTable(table).addColumn(`${prefix}_width`, "integer").execute();
    await db.schema.alterTable(table).addColumn(`${prefix}_height`, "integer").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, prefix] of pictureColumns) {
    await db.schema.alterTable(table).dropColumn(`${prefix}_height`).execute();
    await db.schema.alterTable(table).dropColumn(`${prefix}_width`).execute();
  }
}
