// `npm run build`: brand art -> images, the React Router build (client and
// server bundles), then our HTTP server bundled beside them as build/server-main.js.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const run = (cmd, args) =>
  execFileSync(cmd, args, { stdio: "inherit", cwd: root, env: process.env });

run("node", ["scripts/images.mjs"]);
run("npx", ["react-router", "build"]);
await build({
  entryPoints: [path.join(root, "server", "main.ts")],
  outfile: path.join(buildDir, "server-main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": path.join(root, "app") },
  sourcemap: true,
  logLevel: "warning",
});
console.log(`build: done in ${path.relative(root, buildDir) || "."}`);
