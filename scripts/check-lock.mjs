#!/usr/bin/env node
// Fails when package-lock.json lacks another platform's optional package.
// npm records an optional dependency (rollup's and esbuild's per-platform
// binaries, say) only for the platform that installed it when the lock grows
// one install at a time, and `npm ci` on a Mac or Windows machine then refuses
// the lock. Written from scratch (`rm package-lock.json && npm install
// --package-lock-only`), the lock holds them all; this check keeps it so.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const lockFile = process.argv[2] ?? path.join(root, "package-lock.json");
const { packages } = JSON.parse(fs.readFileSync(lockFile, "utf8"));

/** Where Node would find `name` from the package installed at `from`, if the lock has it. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

const missing = Object.entries(packages).flatMap(([at, entry]) =>
  Object.keys(entry.optionalDependencies ?? {})
    .filter((name) => !resolves(at, name))
    .map((name) => `${at || "(root)"} -> ${name}`),
);

if (missing.length > 0) {
  console.error(
    `package-lock.json lacks ${missing.length} optional package(s) of other platforms:`,
  );
  for (const line of missing.slice(0, 20)) console.error(`  ${line}`);
  console.error("Write it from scratch: rm package-lock.json && npm install --package-lock-only");
  process.exit(1);
}
console.log(`package-lock.json: every optional package of every platform is locked`);
