import { erpConfigFromEnv } from "~/adapters/erp/client.server";
import { listErpNews } from "~/adapters/erp/templates.server";
import { db, type DB } from "~/db/client.server";
import type { ContentImage } from "./blog.server";

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
  const rows = await database
    .selectFrom("news_items")
    .selectAll()
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    image: { artwork: row.image },
    imageAlt: row.image_alt,
    linkUrl: row.link_url,
    source: row.source,
    publishedOn: row.published_on,
  }));
}
