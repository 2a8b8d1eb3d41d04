import { db, type DB } from "~/db/client.server";
import { erpConfigFromEnv } from "~/erp/client.server";
import { listErpNews, safeHref } from "~/erp/templates.server";
import { contentImageFromRow } from "./blog.server";
import type { NewsItem } from "./news-types";

export async function listNews(database: DB = db()): Promise<NewsItem[]> {
  const erp = erpConfigFromEnv();
  if (erp) return listErpNews(erp);
  // Only published items, in the order staff chose; ties newest first.
  const rows = await database
    .selectFrom("news_items")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("sort_order")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute();
  const items: NewsItem[] = [];
  for (const row of rows) {
    // Staff forms accept web links only; checked again so an old or hand-edited
    // row can never put a javascript: link on the page. Such a card is left out.
    const linkUrl = safeHref(row.link_url);
    if (!linkUrl) continue;
    items.push({
      id: String(row.id),
      title: row.title,
      summary: row.summary,
      image: contentImageFromRow(row.image, row.image_width, row.image_height),
      imageAlt: row.image_alt,
      linkUrl,
      source: row.source,
      publishedOn: row.published_on,
    });
  }
  return items;
}

export type { NewsItem } from "./news-types";
