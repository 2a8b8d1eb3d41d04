// `npm run build`: brand art -> images, the React Router build (client and
// server bundles), then our HTTP server bundled beside them as build/server-main.js,
// and the PDF-check worker as build/server/active-content.worker.js.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const run = (cmd, args) =>
  execFileSync(cmd, args, { stdio: "inherit", cwd: root, env: process.env });

run("node", ["scripts/images.mjs"]);
run("npx", ["react-router", "build"]);
// Node bundles of our own code; packages stay in node_modules.
const nodeBundle = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": path.join(root, "app") },
  sourcemap: true,
  logLevel: "warning",
};
await build({
  ...nodeBundle,
  entryPoints: [path.join(root, "server", "main.ts")],
  outfile: path.join(buildDir, "server-main.js"),
});
// The upload check of investor PDFs runs in a worker thread, which needs its
// own file; app/lib/pdf/active-content.server.ts looks for it beside the server bundle.
await build({
  ...nodeBundle,
  entryPoints: [path.join(root, "app", "lib", "pdf", "active-content.worker.ts")],
  outfile: path.join(buildDir, "server", "active-content.worker.js"),
});
console.log(`build: done in ${path.relative(root, buildDir) || "."}`);
