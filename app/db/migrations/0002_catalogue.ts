import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalogue_sub_categories")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("banner", "text")
    .addColumn("description_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seq_no", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("catalogue_products")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("sub_category_id", "integer", (c) =>
      c.notNull().references("catalogue_sub_categories.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("picture", "text")
    .addColumn("description_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seq_no", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("catalogue_products_by_sub_category")
    .on("catalogue_products")
    .columns(["sub_category_id", "seq_no"])
    .execute();

  await db.schema
    .createTable("catalogue_items")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("catalogue_products.id").onDelete("cascade"),
    )
    .addColumn("picture", "text")
    .addColumn("caption", "text")
    .addColumn("seq_no", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("product_details_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("technical_details_url", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("catalogue_items_by_product")
    .on("catalogue_items")
    .columns(["product_id", "seq_no"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("catalogue_items").execute();
  await db.schema.dropTable("catalogue_products").execute();
  await db.schema.dropTable("catalogue_sub_categories").execute();
}
