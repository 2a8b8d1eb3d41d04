/**
 * The attribute a rendered element carries to have the page's title start
 * with its value ("Error: " on the summary above a refused form). In the
 * browser a component changes the title itself after it renders; a page
 * posted without JavaScript never runs that, so the server writes the prefix
 * into the document it sends (document.server.tsx).
 */
export const TITLE_PREFIX_ATTRIBUTE = "data-title-prefix";

const MARKED = new RegExp(`\\s${TITLE_PREFIX_ATTRIBUTE}="([^"]*)"`);
const TITLE = /<title>([^<]*)<\/title>/;

/**
 * The page with its first <title> starting with the prefix its first marked
 * element names, or as it was when nothing is marked or the title already
 * starts with it. The value is taken as React wrote it, already escaped, which
 * is also how text inside <title> is written.
 */
export function withTitlePrefix(html: string): string {
  const prefix = MARKED.exec(html)?.[1];
  if (!prefix) return html;
  return html.replace(TITLE, (whole, text: string) =>
    text.startsWith(prefix) ? whole : `<title>${prefix}${text}</title>`,
  );
}
