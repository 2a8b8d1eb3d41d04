import { db, type DB } from "~/db/client.server";
import { erpConfigFromEnv } from "~/erp/client.server";
import { listErpNews, safeHref } from "~/erp/templates.server";
import { inPageLanguage } from "~/lib/i18n/fallback";
import { defaultLocale } from "~/lib/i18n/locales";
import type { NewsItem } from "./news-types";
import { datedItemFields } from "./published.server";
import { publishedNewsItems } from "./store.server";
import { newsTextFields } from "./translations";

/** The news page's cards in a page's language. */
export async function listNews(locale: string, database: DB = db()): Promise<NewsItem[]> {
  const erp = erpConfigFromEnv();
  // The ERP has English only: a page in another language shows it marked as English.
  if (erp)
    return (await listErpNews(erp)).map((item) =>
      inPageLanguage(locale, { ...item, ownPage: false }, newsTextFields, undefined),
    );
  const items = await publishedNewsItems(database, locale);
  return items.map(({ row, translation }) =>
    inPageLanguage(
      locale,
      {
        ...datedItemFields(row),
        // Staff forms accept web links only; checked again so an old or
        // hand-edited row can never put a javascript: link on the page. Such a
        // link is left out, the story stays.
        linkUrl: safeHref(row.link_url),
        ownPage: true,
        source: row.source,
      },
      newsTextFields,
      translation,
    ),
  );
}

/** News ids are database row numbers; anything else is not a story (→ 404, not a query). */
export function isPlausibleNewsId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id);
}

/** One story with a page of ours, and the other such stories, in a page's language. */
export async function getNewsItem(
  id: string,
  locale: string,
  database: DB = db(),
): Promise<{ item: NewsItem; others: NewsItem[] } | undefined> {
  if (!isPlausibleNewsId(id)) return undefined;
  const items = (await listNews(locale, database)).filter((item) => item.ownPage);
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return undefined;
  return { item, others: items.filter((other) => other !== item) };
}

/** Paths for the sitemap: the stories with a page of ours. */
export async function listNewsPaths(database: DB = db()): Promise<string[]> {
  return (await listNews(defaultLocale, database))
    .filter((item) => item.ownPage)
    .map((item) => `/news/${item.id}`);
}

export type { NewsItem } from "./news-types";
