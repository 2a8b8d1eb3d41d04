import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Reading server-rendered pages without a browser, for the response-only
 * (@http) tests: a page's HTML, its visible text, its parts and its links.
 */

export async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `${path} status`).toBe(200);
  return response.text();
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees: no scripts (the loader data), styles, comments or tags. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
      .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The inner HTML of every element with this opening tag name, in order (not nested ones). */
export function elements(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "gi");
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

/** The part of a page from an element with this id to the end of its section. */
export function sectionById(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `an element with id="${id}"`).toBeGreaterThan(-1);
  const end = html.indexOf("</section>", start);
  return html.slice(start, end === -1 ? undefined : end);
}

/** Every href of an <a> element, entities decoded. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/gi)].map((match) =>
    decodeEntities(match[1]!),
  );
}

/** Text to match literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
