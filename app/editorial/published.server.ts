import type { Selectable } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { TranslatedText } from "~/lib/i18n/fallback";
import { ownMediaPath } from "~/lib/sanitize.server";
import type { ContentImage } from "./blog-types";
import { translationsByItem } from "./translations.server";

/** Where blog posts and news items keep their translations. */
const translationTables = {
  blog_posts: { table: "blog_post_translations", itemId: "blog_post_id" },
  news_items: { table: "news_item_translations", itemId: "news_item_id" },
} as const;

type DatedTable = keyof typeof translationTables;
type TranslationRow<T extends DatedTable> = Selectable<
  Database[(typeof translationTables)[T]["table"]]
>;

/**
 * The published blog posts or news items, in the order staff chose (ties
 * newest first), each with its translation into `locale` where there is one.
 * Both pages list through this one query, so a post and a story that staff
 * put in the same place sort the same way.
 */
export async function publishedInOrder<T extends DatedTable, F extends string>(
  database: DB,
  locale: string,
  table: T,
  text: (row: TranslationRow<T>) => TranslatedText<F>,
): Promise<{ row: Selectable<Database[T]>; translation: TranslatedText<F> | undefined }[]> {
  const rows = (await database
    .selectFrom(table as DatedTable)
    .selectAll()
    .where("published", "=", 1)
    .orderBy("sort_order")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute()) as (Selectable<Database[T]> & { id: number })[];
  const { table: translationTable, itemId } = translationTables[table];
  const translations = await translationsByItem(
    database,
    locale,
    translationTable,
    (row: Record<string, unknown>) => row[itemId] as number,
    (row) => text(row as TranslationRow<T>),
  );
  return rows.map((row) => ({ row, translation: translations.get(row.id) }));
}

/**
 * The image column as a ContentImage: an uploaded /media/ path, an artwork
 * name, or nothing (the page shows a default picture).
 */
export function contentImageFromRow(
  image: string,
  width: number | null,
  height: number | null,
): ContentImage | undefined {
  const media = ownMediaPath(image);
  if (media) return width && height ? { url: media, width, height } : { url: media };
  if (/^[a-z0-9-]{1,80}$/.test(image)) return { artwork: image };
  return undefined;
}

/** The fields a blog post and a news item have alike, as their page records name them. */
export function datedItemFields(row: Selectable<Database[DatedTable]>) {
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    image: contentImageFromRow(row.image, row.image_width, row.image_height),
    imageAlt: row.image_alt,
    publishedOn: row.published_on,
  };
}
