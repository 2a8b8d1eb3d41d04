import { db, type DB } from "~/db/client.server";
import { erpConfigFromEnv } from "~/erp/client.server";
import { listErpNews, safeHref } from "~/erp/templates.server";
import { inPageLanguage, type TranslatedText } from "~/lib/i18n/fallback";
import { defaultLocale } from "~/lib/i18n/locales";
import { contentImageFromRow } from "./blog.server";
import type { NewsItem } from "./news-types";
import { newsTextFields, newsTranslationText, type NewsTextField } from "./translations";

/** One language's translations of every news item, by id; none for the default language. */
async function newsTranslations(
  database: DB,
  locale: string,
): Promise<Map<number, TranslatedText<NewsTextField>>> {
  if (locale === defaultLocale) return new Map();
  const rows = await database
    .selectFrom("news_item_translations")
    .selectAll()
    .where("locale", "=", locale)
    .execute();
  return new Map(rows.map((row) => [row.news_item_id, newsTranslationText(row)]));
}

/** The news page's cards in a page's language. */
export async function listNews(locale: string, database: DB = db()): Promise<NewsItem[]> {
  const erp = erpConfigFromEnv();
  // The ERP has English only: a page in another language shows it marked as English.
  if (erp)
    return (await listErpNews(erp)).map((item) =>
      inPageLanguage(locale, item, newsTextFields, undefined),
    );
  // Only published items, in the order staff chose; ties newest first.
  const rows = await database
    .selectFrom("news_items")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("sort_order")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute();
  const translations = await newsTranslations(database, locale);
  const items: NewsItem[] = [];
  for (const row of rows) {
    // Staff forms accept web links only; checked again so an old or hand-edited
    // row can never put a javascript: link on the page. Such a card is left out.
    const linkUrl = safeHref(row.link_url);
    if (!linkUrl) continue;
    items.push(
      inPageLanguage(
        locale,
        {
          id: String(row.id),
          title: row.title,
          summary: row.summary,
          image: contentImageFromRow(row.image, row.image_width, row.image_height),
          imageAlt: row.image_alt,
          linkUrl,
          source: row.source,
          publishedOn: row.published_on,
        },
        newsTextFields,
        translations.get(row.id),
      ),
    );
  }
  return items;
}

export type { NewsItem } from "./news-types";
