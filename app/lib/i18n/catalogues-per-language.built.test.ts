import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE_CHUNKS_FILE,
  cataloguePreloads,
  type CatalogueChunks,
} from "./catalogue-preloads.server";
import { locales } from "./locales";
import { STOCK_CLIENT_MANIFEST } from "~/platform/runtime.server";

/**
 * The browser gets its page's language's message catalogues, not every
 * language's (ADR 31). This reads the production client build: the scripts
 * the English and the Hindi home pages load (their route modules, the entry
 * and what those import, plus the catalogue chunks the server preloads for
 * the page's language) must not hold the other language's catalogue text,
 * and must hold their own. `npm test` runs it after the build with
 * BUILD_DIR set; without a build it is skipped.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const buildDir = process.env.BUILD_DIR ? path.resolve(repoRoot, process.env.BUILD_DIR) : "";
const clientDir = path.join(buildDir, "client");
const built = buildDir !== "" && fs.existsSync(path.join(clientDir, "assets"));

interface RouterManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/**
 * Our runtime's manifest. The build also holds the stock runtime's client
 * (PAGE_RUNTIME=stock, ADR 49), whose manifest sits beside ours and is named in
 * stock-client.json; it is not the one visitors get by default.
 */
function routerManifest(): RouterManifest {
  const assets = path.join(clientDir, "assets");
  const stockFile = path.join(buildDir, STOCK_CLIENT_MANIFEST);
  const stockEntry = fs.existsSync(stockFile)
    ? (JSON.parse(fs.readFileSync(stockFile, "utf8")) as RouterManifest).entry.module
    : undefined;
  for (const name of fs.readdirSync(assets).filter((n) => /^manifest-[\w-]+\.js$/.test(n))) {
    const text = fs.readFileSync(path.join(assets, name), "utf8");
    const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(text)?.[1];
    if (!json) continue;
    const manifest = JSON.parse(json) as RouterManifest;
    if (manifest.entry.module !== stockEntry) return manifest;
  }
  throw new Error("no React Router manifest of our runtime in the client build");
}

/**
 * Every catalogue file in the source, with its entries as the build writes
 * them: `"link.interior":["Interior emulsions"]`. Only plain messages (no
 * placeholder, nothing to escape) under dotted keys, which stay quoted
 * object keys in a chunk; content has no such text, so a phrase that a
 * catalogue and a content file share is not taken for a catalogue.
 */
function catalogues() {
  const found: { file: string; code: string; entries: string[] }[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\/messages\/[a-z]{2,3}\.json$/.test(relative)) {
        const messages = JSON.parse(
          fs.readFileSync(path.join(repoRoot, relative), "utf8"),
        ) as Record<string, string>;
        found.push({
          file: relative,
          code: path.basename(relative, ".json"),
          entries: Object.entries(messages)
            .filter(([key, message]) => key.includes(".") && !/[{}'"\\\n]/.test(message))
            .map(([key, message]) => `${JSON.stringify(key)}:${JSON.stringify([message])}`),
        });
      }
    }
  };
  walk("app");
  return found;
}

describe.skipIf(!built)("message catalogues in the browser build", () => {
  const manifest = built ? routerManifest() : undefined;
  const chunks = built
    ? (JSON.parse(
        fs.readFileSync(path.join(buildDir, CATALOGUE_CHUNKS_FILE), "utf8"),
      ) as CatalogueChunks)
    : {};

  /** The text of every script a page with these routes loads before it is interactive. */
  function pageScripts(routeIds: string[], tag: string): string {
    const modules = [manifest!.entry.module, ...manifest!.entry.imports];
    for (const id of routeIds) {
      const route = manifest!.routes[id];
      expect(route, id).toBeDefined();
      modules.push(route!.module, ...(route!.imports ?? []));
    }
    const all = [...new Set(modules), ...cataloguePreloads(modules, tag, chunks)];
    return all.map((address) => fs.readFileSync(path.join(clientDir, address), "utf8")).join("\n");
  }

  const source = catalogues();
  const en = locales[0];
  const hi = locales.find((locale) => locale.code === "hi")!;
  // The home page's route ids: its module's path (company/routes/_index.tsx), and the Hindi copy's.
  const home = { en: "company/routes/_index", hi: "hi/company/routes/_index" };
  const pages = [
    { locale: en, other: hi, scripts: () => pageScripts(["root", home.en], en.tag) },
    { locale: hi, other: en, scripts: () => pageScripts(["root", home.hi], hi.tag) },
  ];

  for (const { locale, other, scripts } of pages) {
    it(`the ${locale.name} home page's scripts carry its catalogues and not the ${other.code} ones`, () => {
      const text = scripts();
      const own = source.filter(
        (c) => c.code === locale.code && /^app\/(shell|ui|company)\//.test(c.file),
      );
      const missing = own.flatMap((c) => c.entries).filter((entry) => !text.includes(entry));
      expect(own.flatMap((c) => c.entries).length).toBeGreaterThan(20);
      expect(missing).toEqual([]);

      const foreign = source
        .filter((c) => c.code === other.code)
        .flatMap((c) => c.entries.map((entry) => `${c.file} ${entry}`));
      expect(foreign.length).toBeGreaterThan(100);
      const leaked = foreign.filter((entry) => text.includes(entry.slice(entry.indexOf(" ") + 1)));
      expect(leaked).toEqual([]);
    });
  }

  /**
   * Translated content (app/content/hi/*.ts) goes the same way: the Hindi
   * text of the menus and the company pages, string literals with Devanagari
   * in them, is in the Hindi home page's scripts and none of it in the
   * English one's.
   */
  it("the home page's scripts carry the translated content of their language only", () => {
    const hindiText = ["app/content/hi/navigation.ts", "app/content/hi/company.ts"].flatMap(
      (file) =>
        [...fs.readFileSync(path.join(repoRoot, file), "utf8").matchAll(/"([^"\\\n]+)"/g)]
          .map((match) => match[1]!)
          .filter((text) => /[\u0900-\u097F]/.test(text)),
    );
    expect(hindiText.length).toBeGreaterThan(30);
    const hindiPage = pageScripts(["root", home.hi], hi.tag);
    expect(hindiText.filter((text) => !hindiPage.includes(text))).toEqual([]);
    const englishPage = pageScripts(["root", home.en], en.tag);
    expect(hindiText.filter((text) => englishPage.includes(text))).toEqual([]);
  });
});
