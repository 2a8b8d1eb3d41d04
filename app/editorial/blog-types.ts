/**
 * Blog posts as pages see them. Bodies arrive sanitized from blog.server.ts,
 * which reads our database or, when configured, the ERP (template 3).
 */

/**
 * Our own artwork (art/<name>.svg) or a site-relative image URL: an ERP image
 * or a picture staff uploaded (/media/<id>/<name>, with its pixel size).
 */
export type ContentImage = { artwork: string } | { url: string; width?: number; height?: number };

export interface BlogPost {
  id: string;
  title: string;
  summary: string;
  /** Sanitized HTML once it leaves this module. */
  bodyHtml: string;
  image?: ContentImage;
  imageAlt: string;
  /** yyyy-mm-dd, or "" when unknown. */
  publishedOn: string;
}

export type BlogCard = Omit<BlogPost, "bodyHtml">;
