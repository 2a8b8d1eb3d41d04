import type { Kysely } from "kysely";
import { idColumn, idType } from "../dialect";

/** Investor documents, blog posts, news items and FAQs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("documents")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("sub_category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("document_date", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("file_stem", "text", (c) => c.notNull())
    .addColumn("has_pdf", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("has_large_file", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("has_image", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("has_audio", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pdf_bytes", "integer")
    .addColumn("large_file_bytes", "integer")
    .addColumn("image_bytes", "integer")
    .addColumn("audio_bytes", "integer")
    .addColumn("pdf_url", "text")
    .addColumn("large_file_url", "text")
    .addColumn("image_url", "text")
    .addColumn("audio_url", "text")
    .addColumn("audio_link_url", "text")
    .addColumn("video_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Every listing reads one category newest first.
  await db.schema
    .createIndex("documents_category_date")
    .on("documents")
    .columns(["category", "document_date"])
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("body_html", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("image_alt", "text", (c) => c.notNull())
    .addColumn("published_on", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("news_items")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("image_alt", "text", (c) => c.notNull())
    .addColumn("link_url", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("published_on", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("faqs")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["faqs", "news_items", "blog_posts", "documents"])
    await db.schema.dropTable(table).execute();
}
