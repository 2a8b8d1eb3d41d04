import type { Kysely } from "kysely";

/**
 * Staff content editing (issue 6):
 * - FAQ answers become HTML, written with the same rich-text editor as blog
 *   bodies. Existing plain-text answers ("blank lines separate paragraphs")
 *   are converted to <p> paragraphs, escaped, so every page shows them as before.
 * - Uploaded blog and news pictures record their pixel size, so the public
 *   pages can give the <img> width and height (no layout shift). Artwork rows
 *   keep NULL: ResponsiveImage knows the size of our own artwork.
 *
 * The conversion runs row by row in JavaScript, so SQLite and PostgreSQL get
 * exactly the same text. The helpers live here, not in app code: a shipped
 * migration must not change when the app's helpers do.
 */
type Db = Kysely<{ faqs: { id: number; answer: string } }>;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function plainTextToParagraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("\n");
}

export function paragraphsToPlainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, "\n\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .trim();
}

async function rewriteAnswers(db: Kysely<unknown>, convert: (answer: string) => string) {
  const typed = db as unknown as Db;
  const rows = await typed.selectFrom("faqs").select(["id", "answer"]).execute();
  for (const row of rows) {
    await typed
      .updateTable("faqs")
      .set({ answer: convert(row.answer) })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteAnswers(db, plainTextToParagraphs);
  // SQLite adds one column per statement.
  for (const table of ["blog_posts", "news_items"]) {
    await db.schema.alterTable(table).addColumn("image_width", "integer").execute();
    await db.schema.alterTable(table).addColumn("image_height", "integer").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["blog_posts", "news_items"]) {
    await db.schema.alterTable(table).dropColumn("image_height").execute();
    await db.schema.alterTable(table).dropColumn("image_width").execute();
  }
  await rewriteAnswers(db, paragraphsToPlainText);
}
