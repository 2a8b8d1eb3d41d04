import bootstrapSource from "./page-bootstrap.js?raw";

/**
 * Starts React only after the page has painted and loaded (ADR 24).
 *
 * Every page works without JavaScript: links, forms, the :target menu and the
 * consultation page do not wait for React. Hydrating is enhancement, yet React
 * Router's bootstrap module runs as soon as its files arrive, and on a phone
 * parsing and running the framework code then holds the main thread while the
 * hero picture waits to be painted. So the page's bootstrap (page-bootstrap.js,
 * written into every page by page-scripts.server.ts in place of React Router's
 * inline scripts, ADR 4) imports the route modules and the entry only:
 * - after the `load` event, the first contentful paint and one more frame, or
 * - at once when the visitor starts to interact (pointer, key, touch, focus),
 *   so a control is never left waiting for the page to finish loading.
 * The module preloads React Router puts in the head are taken out
 * (takeModulePreloads) and added again by the bootstrap when it starts: on a
 * slow connection the framework code would otherwise share the bandwidth (and,
 * over HTTP/1.1, the six connections) with the hero picture and the fonts.
 * Added together, they still arrive in parallel, not as a chain of imports.
 */
export const PAGE_BOOTSTRAP = compactScript(bootstrapSource);

/**
 * The bootstrap as sent: without its comment lines and indentation, which
 * every page would otherwise carry. Safe for our source because none of its
 * string literals spans lines or starts a line with "//"; line breaks stay, so
 * automatic semicolon insertion reads the code as before.
 */
export function compactScript(source: string): string {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
}

/**
 * Takes React Router's module preloads out of the head (optimiseDocumentHead
 * has already moved them to the end of the head, ADR 24) and returns their
 * addresses in order, for the bootstrap to add back when it starts.
 */
export function takeModulePreloads(html: string): { html: string; modules: string[] } {
  // Only the head's: a link in the body would have come with content.
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return { html, modules: [] };
  const modules: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
    modules.push(href);
    return "";
  });
  return { html: head + html.slice(headEnd), modules };
}

/** Our own bundles only: never a third party's file, never a path outside the assets folder. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"[^>]*\/>/g;
