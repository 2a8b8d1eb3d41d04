import { db, type DB } from "~/db/client.server";
import { erpConfigFromEnv } from "~/erp/client.server";
import { listErpBlogPosts } from "~/erp/templates.server";
import { inPageLanguage } from "~/lib/i18n/fallback";
import { defaultLocale } from "~/lib/i18n/locales";
import { sanitizeRichText } from "~/lib/sanitize.server";
import type { BlogCard, BlogPost } from "./blog-types";
import { datedItemFields } from "./published.server";
import { publishedBlogPosts } from "./store.server";
import { blogTextFields } from "./translations";

async function loadPosts(locale: string, database: DB): Promise<BlogPost[]> {
  const erp = erpConfigFromEnv();
  // The ERP has English only: a page in another language shows it marked as English.
  if (erp)
    return (await listErpBlogPosts(erp)).map((post) =>
      inPageLanguage(locale, post, blogTextFields, undefined),
    );
  const items = await publishedBlogPosts(database, locale);
  return items.map(({ row, translation }) =>
    inPageLanguage(
      locale,
      { ...datedItemFields(row), bodyHtml: row.body_html },
      blogTextFields,
      translation,
    ),
  );
}

/** The blog page's cards in a page's language. */
export async function listBlogPosts(locale: string, database: DB = db()): Promise<BlogCard[]> {
  return (await loadPosts(locale, database)).map(({ bodyHtml: _body, ...card }) => card);
}

/** Blog ids are short tokens; anything else is not a post (→ 404, not a query). */
export function isPlausibleBlogId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}

export async function getBlogPost(
  id: string,
  locale: string,
  database: DB = db(),
): Promise<{ post: BlogPost; others: BlogCard[] } | undefined> {
  if (!isPlausibleBlogId(id)) return undefined;
  const posts = await loadPosts(locale, database);
  const post = posts.find((p) => p.id === id);
  if (!post) return undefined;
  return {
    // Whichever language's body is shown, the sanitizer has the last word.
    post: { ...post, bodyHtml: sanitizeRichText(post.bodyHtml) },
    others: posts.filter((p) => p.id !== id).map(({ bodyHtml: _body, ...card }) => card),
  };
}

/** Paths for the sitemap. */
export async function listBlogPaths(database: DB = db()): Promise<string[]> {
  return (await loadPosts(defaultLocale, database)).map(
    (p) => `/blog-details/${encodeURIComponent(p.id)}`,
  );
}

export type { BlogCard, BlogPost, ContentImage } from "./blog-types";
