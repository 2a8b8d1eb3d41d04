#!/usr/bin/env node
// docs/decisions/README.md: every ADR with its status, made from the ADRs
// themselves so the list cannot drift from them (issue 43, "Papers").
// `node scripts/adr-index.mjs` writes it; `--check` fails when it is stale
// (run by the unit tests, scripts/adr-index.test.ts).
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const folder = path.resolve(import.meta.dirname, "..", "docs", "decisions");
const README = path.join(folder, "README.md");

/** An ADR's number, title and status, read from its heading and "Status:" paragraph. */
export function readAdr(fileName, text) {
  const heading = /^# (\d+)\. (.+)$/m.exec(text);
  if (!heading) throw new Error(`${fileName}: no "# N. Title" heading`);
  const paragraph = /Status: ([\s\S]*?)(?:\n\s*\n|$)/.exec(text);
  if (!paragraph) throw new Error(`${fileName}: no "Status:" line`);
  // The status is the paragraph's first clause; what follows it is detail
  // the ADR itself gives.
  const status = paragraph[1]
    .replace(/\s+/g, " ")
    .split(/ \(|; | · /)[0]
    .trim();
  return { number: Number(heading[1]), title: heading[2].trim(), status, fileName };
}

export function adrIndex(adrs) {
  const rows = adrs
    .sort((a, b) => a.number - b.number)
    .map(
      (adr) =>
        `| ${adr.number} | [${adr.title.replace(/\|/g, "\\|")}](${adr.fileName}) | ${adr.status} |`,
    );
  return [
    "# Architecture decisions",
    "",
    "Each record states a design as it is today. A decision that changes gets a new",
    "record that supersedes the old one, which keeps its text and says so in its",
    "status. This list is made from the records by `node scripts/adr-index.mjs`;",
    "the unit tests fail when it is out of date.",
    "",
    "| ADR | Decision | Status |",
    "| --: | -------- | ------ |",
    ...rows,
    "",
  ].join("\n");
}

/** The index as it should be written: from today's ADRs, formatted as `prettier` would. */
export async function currentIndex() {
  const adrs = fs
    .readdirSync(folder)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .map((name) => readAdr(name, fs.readFileSync(path.join(folder, name), "utf8")));
  const options = await prettier.resolveConfig(README);
  return prettier.format(adrIndex(adrs), { ...options, filepath: README });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = await currentIndex();
  if (process.argv.includes("--check")) {
    const written = fs.existsSync(README) ? fs.readFileSync(README, "utf8") : "";
    if (written !== wanted) {
      console.error("docs/decisions/README.md is out of date: run `node scripts/adr-index.mjs`");
      process.exit(1);
    }
  } else fs.writeFileSync(README, wanted);
}
