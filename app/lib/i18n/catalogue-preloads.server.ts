import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { locales, type LocaleList } from "./locales";

/**
 * Which catalogue chunks each browser chunk imports, per language (ADR 31):
 * `{ "assets/shell-x.js": { "hi": ["assets/catalogue-shell-hi-y.js"] } }`.
 * The client build writes it (vite.config.ts, cataloguesPerLanguage) beside
 * the client folder, where the static file server does not look.
 */
export type CatalogueChunks = Record<string, Record<string, string[]>>;

export const CATALOGUE_CHUNKS_FILE = "catalogue-chunks.json";

/**
 * The catalogue chunks a page's scripts will import for its language, as
 * module addresses to preload with the page's own (app/platform/page-scripts.server.ts).
 * In the browser a chunk that uses messages imports its language's catalogue
 * when it starts; preloaded, every catalogue arrives with the rest of the
 * scripts instead of one round trip later. `tag` is the page's `<html lang>`.
 */
export function cataloguePreloads(
  modules: readonly string[],
  tag: string,
  chunks: CatalogueChunks = builtCatalogueChunks(),
  list: LocaleList = locales,
): string[] {
  const code = list.find((locale) => locale.tag.toLowerCase() === tag.toLowerCase())?.code;
  if (!code) return [];
  const found = new Set<string>();
  for (const address of modules)
    for (const file of chunks[address.replace(/^\//, "")]?.[code] ?? []) found.add(`/${file}`);
  return [...found].filter((address) => !modules.includes(address));
}

/** The page's `<html lang>` as the server rendered it. */
export function documentLanguage(html: string): string {
  return html.match(/<html\b[^>]*\slang="([^"]+)"/i)?.[1] ?? "";
}

/** The build's map, read once; none in development or before a build (nothing to preload then). */
let built: CatalogueChunks | undefined;
function builtCatalogueChunks(): CatalogueChunks {
  if (!built) {
    // build/server/index.js -> build/catalogue-chunks.json
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      "..",
      CATALOGUE_CHUNKS_FILE,
    );
    built = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, "utf8")) as CatalogueChunks)
      : {};
  }
  return built;
}
