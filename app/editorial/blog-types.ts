import type { FieldLangs } from "~/lib/i18n/fallback";
import type { BlogTextField } from "./translations";

/**
 * Blog posts as pages see them, in the page's language where staff have
 * translated them (ADR 27). Bodies arrive sanitized from blog.server.ts,
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
  /** Fields shown in English on a page in another language, with the lang to mark them. */
  langs: FieldLangs<BlogTextField>;
}

export type BlogCard = Omit<BlogPost, "bodyHtml">;
