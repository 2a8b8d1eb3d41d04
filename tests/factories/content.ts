import type { Insertable } from "kysely";
import type { Database } from "~/db/schema";

/**
 * A published blog post as staff would save it, with the body given: attack
 * tests store HTML in it that the sanitizer would otherwise have removed.
 */
export function blogPostWithBody(bodyHtml: string): Insertable<Database["blog_posts"]> {
  return {
    title: "Primers for damp walls",
    summary: "Which primer suits a damp wall",
    body_html: bodyHtml,
    image: "",
    image_alt: "",
    image_width: null,
    image_height: null,
    published_on: "2026-11-20",
    updated_at: null,
  };
}
