#!/usr/bin/env node
// `npm run test:area -- leads`: one area's unit and data-layer tests (Vitest,
// on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set), then its browser
// specs (Playwright) against the build in BUILD_DIR (default build; built first
// when missing). Areas and their specs: scripts/test-areas.mjs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { areas, specFiles } from "./test-areas.mjs";

const root = path.resolve(import.meta.dirname, "..");
const area = process.argv[2];
if (!area || !(area in areas)) {
  console.error(`usage: npm run test:area -- <area>\nareas: ${Object.keys(areas).join(", ")}`);
  process.exit(2);
}
const buildDir = process.env.BUILD_DIR ?? "build";
const run = (command, args, env = {}) => {
  console.log(`\n▶ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const projects = ["unit", "db-sqlite", ...(process.env.TEST_DATABASE_URL ? ["db-postgres"] : [])];
run("npx", ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), ...areas[area].app]);
if (!fs.existsSync(path.join(root, buildDir, "server-main.js")))
  run("node", ["scripts/build.mjs"], { BUILD_DIR: buildDir });
run("npx", ["playwright", "test", ...specFiles(area)], { BUILD_DIR: buildDir });
