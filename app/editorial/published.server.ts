import type { Selectable } from "kysely";
import type { Database } from "~/db/schema";
import { ownMediaPath } from "~/lib/sanitize.server";
import type { ContentImage } from "./blog-types";

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
export function datedItemFields(row: Selectable<Database["blog_posts" | "news_items"]>) {
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    image: contentImageFromRow(row.image, row.image_width, row.image_height),
    imageAlt: row.image_alt,
    publishedOn: row.published_on,
  };
}
