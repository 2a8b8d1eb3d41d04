import { erpConfigFromEnv } from "~/erp/client.server";
import { db, type DB } from "~/db/client.server";
import { listErpNews, safeHref } from "~/erp/templates.server";
import { contentImageFromRow, type ContentImage } from "./blog.server";

/** The news domain: press coverage cards, from our database or the ERP (template 4). */
export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  image?: ContentImage;
  imageAlt: string;
  /** Where the card goes (a new tab). */
  linkUrl: string;
  /** Publication, e.g. "The Economic Times"; "" when unknown. */
  source: string;
  publishedOn: string;
}

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
