import { compileCatalogue, isCatalogueFile } from "./scripts/catalogues/compile.mjs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import fs from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CATALOGUE_CHUNKS_FILE } from "./app/lib/i18n/catalogue-preloads.server";
import { locales } from "./app/lib/i18n/locales";
import sharedServerPackages from "./server/shared-packages.json";
import { precompressStaticFiles } from "./server/static-files";

/**
 * Browser chunks (ADR 24). Left to itself Rollup splits every module shared by
 * two routes into its own file, and a page asked for 14-17 scripts, most under
 * 1 KB, each a request before hydration can start. Two groups instead:
 * - framework: React, React DOM and React Router, the same on every page and
 *   changed only by an upgrade, so it stays cached across our deployments;
 * - shell: the components and content every page's header, footer and dialog
 *   use, plus the small helpers nearly every route imports.
 * Everything else (route modules, forms, the lazily loaded zod schemas) is split
 * as before, so a page still loads only the code it renders.
 */
const framework =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser|preact)\//;
const shell = [
  /\/app\/shell\//,
  /\/app\/leads\/consultation\/ConsultationLink\.tsx$/,
  /\/app\/ui\/(NotFoundMessage|PageMessage|ResponsiveImage|icons)\.tsx$/,
  /\/app\/ui\/messages(\.ts$|\/)/,
  /\/app\/platform\/(HydrateLater\.tsx|hydration-phase\.ts)$/,
  /\/app\/content\/(hi\/)?(site|navigation|in-language)\.ts$/,
  /\/app\/lib\/seo\.ts$/,
  /\/app\/lib\/i18n\/(locales|messages|react|cookie|rich-text|content|localize)\.tsx?$/,
  /\/node_modules\/@lingui\/core\//,
  /vite\/preload-helper/,
];

/**
 * Message catalogues per language in the browser (ADR 31). A capability's
 * messages.ts imports every language's catalogue, which the server needs to
 * render any page in any language; a browser needs only its page's. In the
 * client build each of those imports becomes a small module that, on a page
 * in its language (`<html lang>`), imports the catalogue's own chunk with a
 * top-level await, and is an empty catalogue on any other page. So a message
 * set is complete before any component reads it, and reads at module scope
 * (the lead forms built once per language) see what the server saw. The
 * server preloads the page's language's chunks with the page's scripts, from
 * the map written here (app/lib/i18n/catalogue-preloads.server.ts).
 */
const CATALOGUE_FACADE = "\0kamo-catalogue:";

const isPerLanguageCatalogue = (id: string) =>
  !id.startsWith(CATALOGUE_FACADE) && isCatalogueFile(id);

/** The chunk of a catalogue: one per capability and language; the shell's and ui's share one. */
function catalogueChunk(id: string): string | undefined {
  if (!isPerLanguageCatalogue(id)) return undefined;
  const [, folder = "", code = ""] =
    /[\\/]app[\\/](.+)[\\/]messages[\\/]([a-z]{2,3})\.json$/.exec(id) ?? [];
  const capability = folder === "ui" ? "shell" : folder.replace(/[\\/]/g, "-");
  return `messages-${capability}-${code}`;
}

/**
 * Content translations in the browser, the same way (ADR 31): a content
 * module in another language (in a `hi` folder, or named `*.hi.ts`) is laid over the
 * English record by `translated()`, and the server needs it for every page,
 * but a browser page needs only its own language's. In the client build an
 * import of such a module from outside the translations becomes a small module
 * that, on a page in its language, imports it with a top-level await and
 * re-exports its names, and elsewhere exports them undefined: `translated()`
 * then keeps the English. Its chunk is preloaded like a catalogue's.
 */
const CONTENT_FACADE = "\0kamo-content:";

const translationCodes: readonly string[] = locales.slice(1).map((locale) => locale.code);

/** The language of a translated content module, from its folder or its name. */
function contentLanguage(id: string): string | undefined {
  if (id.startsWith("\0") || /\.test\.tsx?$/.test(id)) return undefined;
  const match =
    /[\\/]app[\\/](?:.+[\\/])?([a-z]{2,3})[\\/][^\\/]+\.ts$/.exec(id) ??
    /[\\/]app[\\/].+\.([a-z]{2,3})\.ts$/.exec(id);
  return match && translationCodes.includes(match[1]!) ? match[1] : undefined;
}

/** A translation's chunk name: `hi-content-navigation` for app/content/hi/navigation.ts. */
function translationChunk(id: string): string | undefined {
  const code = contentLanguage(id);
  if (!code) return undefined;
  const relative = id.slice(id.search(/[\\/]app[\\/]/) + 5).replace(/\.ts$/, "");
  const parts = relative.split(/[\\/]/).filter((part) => part !== code);
  const last = parts.length - 1;
  parts[last] = parts[last]!.replace(new RegExp(`\\.${code}$`), "");
  return [code, ...parts].join("-");
}

/** A browser module that belongs to one language: a message catalogue or translated content. */
function languageOfModule(id: string): string | undefined {
  if (isPerLanguageCatalogue(id)) return path.basename(id, ".json");
  return contentLanguage(id);
}

function contentPerLanguage(): Plugin {
  return {
    name: "kamo:content-per-language",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      // Only imports that can name a translation, from outside the translations.
      if (!importer || importer.startsWith(CONTENT_FACADE) || contentLanguage(importer))
        return null;
      if (!translationCodes.some((code) => source.includes(code))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && !resolved.external && contentLanguage(resolved.id)
        ? `${CONTENT_FACADE}${resolved.id}`
        : null;
    },
    async load(id) {
      if (!id.startsWith(CONTENT_FACADE)) return null;
      const file = id.slice(CONTENT_FACADE.length);
      const code = contentLanguage(file)!;
      const tag = locales.find((locale) => locale.code === code)!.tag;
      const { exports } = await this.load({ id: file });
      if (!exports) this.error(`${file}: its exports are unknown`);
      const names = exports.filter((name) => name !== "default");
      return [
        `const translation = document.documentElement.lang === ${JSON.stringify(tag)}`,
        `  ? await import(${JSON.stringify(file)})`,
        `  : {};`,
        ...names.map((name) => `export const ${name} = translation.${name};`),
        ...(exports.includes("default") ? ["export default translation.default;"] : []),
      ].join("\n");
    },
  };
}

function cataloguesPerLanguage(): Plugin {
  let outDir = "";
  let chunks: Record<string, Record<string, string[]>> = {};
  return {
    name: "kamo:catalogues-per-language",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId(source, importer) {
      // Only a message set's own imports (`import hi from "./messages/hi.json"`).
      if (!importer || !/[\\/]messages\.ts$/.test(importer)) return null;
      if (!/^\.\/messages\/[a-z]{2,3}\.json$/.test(source)) return null;
      const file = path.resolve(path.dirname(importer), source);
      // Not ending in .json: Vite's own JSON plugin would read it as JSON.
      return isPerLanguageCatalogue(file) ? `${CATALOGUE_FACADE}${file}.js` : null;
    },
    load(id) {
      if (!id.startsWith(CATALOGUE_FACADE)) return null;
      const file = id.slice(CATALOGUE_FACADE.length, -".js".length);
      const code = path.basename(file, ".json");
      const locale = locales.find((candidate) => candidate.code === code);
      if (!locale)
        this.error(`${file}: "${code}" is not a site language (app/lib/i18n/locales.ts)`);
      return [
        `export default document.documentElement.lang === ${JSON.stringify(locale.tag)}`,
        `  ? (await import(${JSON.stringify(file)})).default`,
        `  : {};`,
      ].join("\n");
    },
    generateBundle(_options, bundle) {
      const codeOf = new Map<string, string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.moduleIds.length > 0) {
          const codes = new Set(chunk.moduleIds.map(languageOfModule));
          const [code] = codes;
          if (codes.size === 1 && code) codeOf.set(chunk.fileName, code);
        }
      chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const imported of chunk.dynamicImports) {
          const code = codeOf.get(imported);
          const list = code ? ((chunks[chunk.fileName] ??= {})[code] ??= []) : undefined;
          if (list && !list.includes(imported)) list.push(imported);
        }
      }
    },
    writeBundle() {
      // Beside the client folder, not in it: the static file server serves that one.
      fs.writeFileSync(path.join(outDir, "..", CATALOGUE_CHUNKS_FILE), JSON.stringify(chunks));
    },
  };
}

/**
 * The production browser build runs our components on Preact (ADR 14): React
 * DOM and React Router's client together were 112 KB gzip, over the whole
 * page's 100 KB budget before a line of our code. The server keeps React, and
 * so does development (React's hot reloading and warnings).
 *
 * The stock client (ADR 49): scripts/build.mjs runs the build a second time
 * with CLIENT_RUNTIME=stock and keeps that pass's browser files beside ours,
 * for a server started with PAGE_RUNTIME=stock. That pass keeps React in the
 * browser and starts pages with React Router's own entry.
 */
const stockClient = process.env.CLIENT_RUNTIME === "stock";

const stockStart = [
  {
    find: /^~\/platform\/browser$/,
    replacement: path.resolve(import.meta.dirname, "app/platform/browser.stock.tsx"),
  },
];

const preactInTheBrowser = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/(jsx-(?:dev-)?runtime)$/, replacement: "preact/$1" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * Message catalogues (`app/<capability>/messages/<language>.json`, ADR 25) are
 * plain JSON in the source; the build hands Lingui its compiled form, so
 * neither the browser nor the server carries an ICU message parser.
 * Development and the unit tests read the JSON as it is (Lingui compiles it
 * on first use there). One compiler for all: scripts/catalogues/compile.mjs.
 */
function compiledCatalogues(): Plugin {
  return {
    name: "kamo:compiled-catalogues",
    apply: "build",
    enforce: "pre",
    async load(id) {
      if (!isCatalogueFile(id)) return null;
      return compileCatalogue(await readFile(id, "utf8"));
    },
  };
}

/**
 * Brotli and gzip copies of the browser build's text files, written beside
 * them once the build is on disk, so the server only reads them and starts in
 * well under a second instead of spending about 4 s compressing (ADR 22).
 */
function precompressClientFiles(): Plugin {
  let outDir = "";
  return {
    name: "kamo:precompress-client-files",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const count = precompressStaticFiles(outDir);
      console.log(`precompressed ${count} files in ${path.relative(process.cwd(), outDir)}`);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    compiledCatalogues(),
    ...(command === "build" && !isSsrBuild ? [cataloguesPerLanguage(), contentPerLanguage()] : []),
    reactRouter(),
    ...(command === "build" && !isSsrBuild ? [precompressClientFiles()] : []),
  ],
  resolve: {
    alias: [
      ...(stockClient ? stockStart : []),
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
      ...(command === "build" && !isSsrBuild && !stockClient ? preactInTheBrowser : []),
    ],
  },
  build: {
    // Inline nothing as data: URIs; the CSP allows images from 'self' and data:
    // but fonts and scripts must come from our origin with long-lived caching.
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild
      ? stockClient
        ? // The stock client's pass keeps only browser files and the asset manifest
          // React Router writes as it loads this module (scripts/build.mjs): its
          // server build bundles that module alone, not the whole app a second
          // time (a sixth of the production build's time).
          { input: "virtual:react-router/server-manifest" }
        : // One file: modules the browser loads lazily (the consultation dialog) would
          // otherwise move the server build into assets/, where the paths it takes
          // from import.meta.url (../client, the catalogue map) no longer hold.
          { output: { inlineDynamicImports: true } }
      : {
          output: {
            chunkFileNames(chunk) {
              const translation = chunk.facadeModuleId && translationChunk(chunk.facadeModuleId);
              return `assets/${translation || "[name]"}-[hash].js`;
            },
            manualChunks(id: string) {
              // Before the shell's patterns, which would take its catalogues in whole.
              const catalogue = catalogueChunk(id);
              if (catalogue) return catalogue;
              // A translation is left to Rollup, which gives it a chunk of its own (a
              // manual chunk would also take in the English modules it imports).
              if (contentLanguage(id)) return undefined;
              if (framework.test(id)) return "framework";
              // The shell reaches the page runtime's one public module (for
              // StaticSection), and a manual chunk takes in the unassigned
              // modules its own import: without this useHydrated would ride in
              // every page's shell rather than load with the pages that use it.
              if (/\/app\/platform\/use-hydrated\.ts$/.test(id)) return "use-hydrated";
              if (shell.some((pattern) => pattern.test(id))) return "shell";
              return undefined;
            },
          },
        },
  },
  ssr: {
    // The built server bundle carries its packages inside it: Node loading
    // hundreds of small package files took most of a second at every start
    // (ADR 22). Left to Node: native packages, and those whose one instance
    // both server bundles must share (server/shared-packages.json, read by
    // scripts/build.mjs too), and sanitize-html, which the CSP attack tests
    // swap for a no-op with a module hook to prove the policy holds without
    // it. Development loads packages from node_modules.
    ...(command === "build" ? { noExternal: true } : {}),
    external: sharedServerPackages,
  },
}));
