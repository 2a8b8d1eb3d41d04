#!/usr/bin/env node
// Installs the MDN HTTP Observatory scanner that tests/security/observatory.spec.ts
// runs, into tools/observatory (its own package.json and lock file), and does
// nothing when it is already there. `npm test` runs this first.
//
// Why not a devDependency of the site: its install scripts fetch data from the
// internet, which CI machines do not reach. node_extra_ca_certs_mozilla_bundle
// downloads Mozilla's CA list (ccadb.my.salesforce-sites.com) and fails without
// it, which would fail the site's whole `npm install`; the scanner's own
// postinstall downloads Chromium's HSTS preload list and IANA's TLD list; and
// pg-native compiles against libpq, for the scanner's web API, which we do not
// use. So the scanner is installed with scripts off, and the one data file the
// scan reads, the HSTS preload list, is written empty: the security suite scans
// 127.0.0.1, and an IP address is never on that list, so an empty list gives
// the same grade as the real one.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const folder = path.resolve(import.meta.dirname, "..", "tools", "observatory");
const scanner = path.join(folder, "node_modules", "@mdn", "mdn-http-observatory");
const preloadList = path.join(scanner, "conf", "hsts-preload.json");
const wanted = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")).dependencies[
  "@mdn/mdn-http-observatory"
];

function installedVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(scanner, "package.json"), "utf8")).version;
  } catch {
    return undefined;
  }
}

if (installedVersion() !== wanted) {
  console.log(`observatory: installing @mdn/mdn-http-observatory ${wanted} into ${folder}`);
  const npm = spawnSync(
    "npm",
    ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
    { cwd: folder, stdio: "inherit", timeout: 15 * 60_000 },
  );
  if (npm.status !== 0 || installedVersion() !== wanted) {
    console.error("observatory: npm install failed (see above)");
    process.exit(1);
  }
}
if (!fs.existsSync(preloadList)) {
  fs.mkdirSync(path.dirname(preloadList), { recursive: true });
  fs.writeFileSync(preloadList, "{}\n");
}
console.log(`observatory: @mdn/mdn-http-observatory ${wanted} ready in ${folder}`);
