import type { Selectable } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { TranslatedText } from "~/lib/i18n/fallback";
import { defaultLocale } from "~/lib/i18n/locales";

type TranslationTable = "blog_post_translations" | "news_item_translations" | "faq_translations";

/**
 * One language's translations of every item of one kind, keyed by the item's
 * id. The default language has none: its text is the item itself. Blog, news
 * and FAQ read their translations through this one query, so "which
 * translation a page shows" cannot drift between them.
 */
export async function translationsByItem<T extends TranslationTable, F extends string>(
  database: DB,
  locale: string,
  table: T,
  itemId: (row: Selectable<Database[T]>) => number,
  text: (row: Selectable<Database[T]>) => TranslatedText<F>,
): Promise<Map<number, TranslatedText<F>>> {
  if (locale === defaultLocale) return new Map();
  const rows = (await database
    .selectFrom(table as TranslationTable)
    .selectAll()
    .where("locale", "=", locale)
    .execute()) as Selectable<Database[T]>[];
  return new Map(rows.map((row) => [itemId(row), text(row)]));
}
