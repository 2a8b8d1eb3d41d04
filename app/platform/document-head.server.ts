import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "~/lib/security.server";

/**
 * Rewrites the <head> of a rendered page so the first paint waits for as
 * little as possible (ADR 24):
 *
 * - Our style sheets are inlined in one <style> element, so the page paints as
 *   soon as the HTML has arrived instead of after two or three more round
 *   trips. The <link> elements stay, so
 *   hydration and React Router's client-side navigation see what they rendered,
 *   but with `disabled` set the browser neither fetches nor applies them. The
 *   <style> and the font preloads go at the end of the head, after every
 *   element React rendered.
 * - The heading font every page uses is preloaded ahead of the styles that name
 *   it, so it can arrive before the first paint (it is `font-display:
 *   optional`: a late font is skipped rather than swapped in with a reflow).
 * - Module preloads move after the styles and are marked low priority: the page
 *   is complete without JavaScript, so the scripts should not take bandwidth
 *   from the styles, the hero image and the fonts on a slow connection
 *   (the page bootstrap then holds them back until the page has loaded, ADR 24).
 *
 * `readStyleSheet` returns a style sheet's text by its URL path, or undefined
 * when it cannot (development, a missing file): then the page is left as it was.
 *
 * `styleHashes` is what the CSP's style-src may allow: the hash of the
 * <style> written here from our built files, and nothing else. A <style> that
 * came in with content is not ours and stays blocked (ADR 4, 24).
 */
export function optimiseDocumentHead(
  html: string,
  readStyleSheet: (href: string) => string | undefined = readBuiltStyleSheet,
  {
    modulePreloads = "low-priority-last",
  }: {
    /**
     * React Router's stock runtime (ADR 49) starts its modules at once, so its
     * preloads stay where and as React Router wrote them.
     */
    modulePreloads?: "low-priority-last" | "as-written";
  } = {},
): { html: string; styleHashes: string[] } {
  const styleHashes: string[] = [];
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return { html, styleHashes };
  let head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);

  const preloads: string[] = [];
  head = head.replace(LINK, (tag) => {
    if (modulePreloads === "as-written" || attribute(tag, "rel") !== "modulepreload") return tag;
    preloads.push(tag.replace(/\s*\/?>$/, ' fetchpriority="low"/>'));
    return "";
  });

  const sheets = [...head.matchAll(LINK)]
    .map((match) => ({ tag: match[0], index: match.index }))
    .filter(({ tag }) => attribute(tag, "rel") === "stylesheet");
  const texts = sheets.map(({ tag }) => {
    const href = attribute(tag, "href") ?? "";
    return OWN_STYLE_SHEET.test(href) ? readStyleSheet(href.replace(/[#?].*$/, "")) : undefined;
  });
  const inlinable =
    sheets.length > 0 &&
    texts.every((text) => text !== undefined && !text.includes("</")) &&
    texts.join("").length <= MAX_INLINE_CSS;
  if (inlinable) {
    const first = sheets[0]!.index;
    const before = head.slice(0, first);
    const links = head
      .slice(first)
      .replace(LINK, (tag) =>
        attribute(tag, "rel") === "stylesheet" && !/\sdisabled\b/.test(tag)
          ? tag.replace(/\s*\/?>$/, ' disabled=""/>')
          : tag,
      );
    const css = texts.join("\n");
    const fonts = [...new Set([...css.matchAll(FONT_URL)].map((match) => match[1]!))]
      .filter((href) => PRELOADED_FONTS.test(href))
      .map(
        (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${href}"/>`,
      );
    // After everything React rendered, not in its midst: the browser's renderer
    // (Preact, ADR 14) pairs server elements with its own by tag name, in order,
    // so an extra <link> among React's would be taken for one of them.
    head = `${before}${links}${fonts.join("")}<style>${css}</style>`;
    styleHashes.push(sourceHash(css));
  }
  return { html: head + preloads.join("") + rest, styleHashes };
}

const LINK = /<link\b[^>]*>/g;
const FONT_URL = /url\((\/assets\/[\w.-]+\.woff2)\)/g;
/**
 * The core file of the headings' face, used on every page (body text is in the
 * visitor's own system font, ADR 24). Fraunces 400 (quotations) and the wider
 * latin file are left to load when a page uses them, and so is the Devanagari
 * face on Hindi pages: a phone has it installed, and a preload made every
 * first visit fetch it before the first paint (ADR 25).
 */
const PRELOADED_FONTS = /\/assets\/fraunces-core-600-[\w-]+\.woff2$/;
/** Built style sheets only: never a third party's, never a path outside the assets folder. */
const OWN_STYLE_SHEET = /^\/assets\/[\w.-]+\.css(?:[#?].*)?$/;
/** A safety cap: beyond this the HTML would grow more than a separate, cacheable file costs. */
const MAX_INLINE_CSS = 120_000;

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

/** The client build's files sit beside the server bundle: build/server/index.js -> build/client. */
const clientDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
const styleSheetCache = new Map<string, string | undefined>();

function readBuiltStyleSheet(href: string): string | undefined {
  if (!styleSheetCache.has(href)) {
    const file = path.join(clientDirectory, href);
    let text: string | undefined;
    // Hashed file names never change content, so one read per file is enough.
    if (file.startsWith(clientDirectory + path.sep) && fs.existsSync(file))
      text = fs.readFileSync(file, "utf8").trim();
    styleSheetCache.set(href, text);
  }
  return styleSheetCache.get(href);
}
