// `npm run build`: brand art -> images and how-to videos, the React Router build (client and
// server bundles), the stock runtime's browser files (a second pass, ADR 49), then our HTTP server bundled beside them as build/server-main.js,
// the PDF-check worker as build/server/active-content.worker.js and the PDF-making
// worker as build/server/pdf-jobs.worker.js.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { compileCatalogue, isCatalogueFile } from "./catalogues/compile.mjs";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const run = (cmd, args) =>
  execFileSync(cmd, args, { stdio: "inherit", cwd: root, env: process.env });

run("node", ["scripts/images.mjs"]);
run("node", ["scripts/videos.mjs"]);
run("npx", ["react-router", "build"]);
buildStockClient();
// Node bundles of our own code and the packages it uses, as the React Router
// server bundle does (vite.config.ts): one file parses in a fraction of the
// time Node takes to find and load hundreds (ADR 22). Native packages and those
// both bundles must share one instance of stay in node_modules.
const sharedPackages = JSON.parse(
  fs.readFileSync(path.join(root, "server", "shared-packages.json"), "utf8"),
);
/**
 * The message catalogues compiled as the Vite build compiles them
 * (vite.config.ts, ADR 25): the server's own bundle carries app code that
 * reads them (the lead forms' labels in the CRM delivery worker's remarks),
 * and in production Lingui has no compiler to read a raw ICU message with.
 */
const compiledCatalogues = {
  name: "compiled-catalogues",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.json$/ }, (args) =>
      isCatalogueFile(args.path)
        ? { contents: compileCatalogue(fs.readFileSync(args.path, "utf8")), loader: "json" }
        : undefined,
    );
  },
};
const nodeBundle = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: sharedPackages,
  // ES builds of packages where they ship both; CommonJS ones bundled into an
  // ES module still call require() for Node's own modules.
  mainFields: ["module", "main"],
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  alias: { "~": path.join(root, "app") },
  plugins: [compiledCatalogues],
  sourcemap: true,
  logLevel: "warning",
};
await build({
  ...nodeBundle,
  entryPoints: { "server-main": path.join(root, "server", "main.ts") },
  outdir: buildDir,
  // What is imported only when needed (the sample-content seeders and the PDF
  // library they draw with, for an empty database) goes to chunks of its own,
  // so a start on an existing database does not even parse it.
  splitting: true,
  chunkNames: "server-main-chunks/[name]-[hash]",
});
// The upload check of investor PDFs runs in a worker thread, which needs its
// own file; app/lib/pdf/active-content.server.ts looks for it beside the server bundle.
await build({
  ...nodeBundle,
  entryPoints: [path.join(root, "app", "lib", "pdf", "active-content.worker.ts")],
  outfile: path.join(buildDir, "server", "active-content.worker.js"),
});
// PDFs made on request are drawn in worker threads (ADR 38); app/downloads/generated-pdfs.server.ts
// looks for their entry beside the server bundle.
await build({
  ...nodeBundle,
  entryPoints: [path.join(root, "app", "downloads", "pdf-jobs.worker.ts")],
  outfile: path.join(buildDir, "server", "pdf-jobs.worker.js"),
});
/**
 * React Router's stock runtime, from the same build (ADR 49): a second pass
 * with React in the browser and React Router's own start (CLIENT_RUNTIME=stock,
 * vite.config.ts), in a folder of its own. Its browser files join ours in
 * client/assets (hashed names: a name both passes wrote holds the same bytes),
 * and its asset manifest, which a server started with PAGE_RUNTIME=stock
 * serves instead of ours, goes beside the server bundle. The rest of that
 * pass is not needed and is removed: its server build bundles only the module
 * whose loading writes that manifest (vite.config.ts).
 */
function buildStockClient() {
  const stockDir = path.join(buildDir, "stock-pass");
  execFileSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, BUILD_DIR: stockDir, CLIENT_RUNTIME: "stock" },
  });
  const assets = path.join(stockDir, "client", "assets");
  fs.cpSync(assets, path.join(buildDir, "client", "assets"), { recursive: true, force: false });
  const [manifestFile] = fs.readdirSync(assets).filter((name) => /^manifest-\w+\.js$/.test(name));
  if (!manifestFile) throw new Error("the stock pass wrote no React Router manifest");
  const text = fs.readFileSync(path.join(assets, manifestFile), "utf8");
  const json = /^window\.__reactRouterManifest=(\{.*\});$/s.exec(text.trim())?.[1];
  if (!json) throw new Error(`${manifestFile}: not the shape React Router writes`);
  fs.writeFileSync(path.join(buildDir, "stock-client.json"), json);
  fs.rmSync(stockDir, { recursive: true, force: true });
}
console.log(`build: done in ${path.relative(root, buildDir) || "."}`);
