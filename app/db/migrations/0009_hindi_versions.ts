import type { Kysely } from "kysely";

/**
 * Versions of database content in the site's other languages (issue 25, ADR 27):
 * one table per kind of content, one row per record and language, holding that
 * language's text of the record's text fields. The English record stays where
 * it was; a field left "" (or a missing row) means "not translated yet", and
 * the public page shows the English there. A third language is new rows, not
 * new columns.
 *
 * A document's translation may carry its own uploaded PDF (stored_files), with
 * the file-name stem it is served under; without one, every language links to
 * the record's shared file.
 *
 * Rows go with their record (ON DELETE CASCADE; SQLite has foreign keys on,
 * see client.server.ts). The staff code deletes them in the same transaction
 * as well, to put them in the audit entry.
 */
const tables = [
  {
    name: "blog_post_translations",
    key: "blog_post_id",
    parent: "blog_posts.id",
    text: ["title", "summary", "body_html", "image_alt"],
  },
  {
    name: "news_item_translations",
    key: "news_item_id",
    parent: "news_items.id",
    text: ["title", "summary", "image_alt"],
  },
  {
    name: "faq_translations",
    key: "faq_id",
    parent: "faqs.id",
    text: ["topic", "question", "answer"],
  },
  {
    name: "document_translations",
    key: "document_id",
    parent: "documents.id",
    text: ["description"],
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    let create = db.schema
      .createTable(table.name)
      .addColumn(table.key, "integer", (c) =>
        c.notNull().references(table.parent).onDelete("cascade"),
      )
      .addColumn("locale", "text", (c) => c.notNull());
    for (const column of table.text)
      create = create.addColumn(column, "text", (c) => c.notNull().defaultTo(""));
    if (table.name === "document_translations")
      create = create
        .addColumn("pdf_file_id", "integer", (c) => c.references("stored_files.id"))
        .addColumn("pdf_bytes", "integer")
        .addColumn("file_stem", "text");
    await create
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table.name}_pk`, [table.key, "locale"])
      .execute();
    // Public pages read one language's rows; the "Needs translating" list too.
    await db.schema
      .createIndex(`${table.name}_locale`)
      .on(table.name)
      .columns(["locale", table.key])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.dropTable(table.name).execute();
}
