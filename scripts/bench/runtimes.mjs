// The price of our page runtime, as a number (ADR 49): the same pages served by
// the same build, once with our runtime (PAGE_RUNTIME=own: Preact, a deferred
// start, hydration in turns) and once with React Router's stock one
// (PAGE_RUNTIME=stock: React, its own scripts, a nonce CSP). For each page and
// runtime: the JavaScript the page fetches (gzip, headless Chromium after the
// network settles, bench/page-weight.mjs; a deferred start fetches after load,
// so it is counted too) and Lighthouse's median run (performance score, Total
// Blocking Time, the JavaScript it counted, the other scores).
//
// Standalone: node scripts/bench/runtimes.mjs  (BUILD_DIR, BENCH_RUNTIMES_PORT
// (3224), BENCH_LIGHTHOUSE_RUNS (3), CHROME_PATH); scripts/bench.mjs calls
// benchRuntimes().
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localServerEnv } from "./launch.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { measurePageWeight } from "./page-weight.mjs";

export const RUNTIMES = ["own", "stock"];

/** The home page, the colour explorer (the heaviest tool) and a page with a lead form. */
export const RUNTIME_PAGES = [
  { name: "home", path: "/" },
  { name: "colours", path: "/colours" },
  { name: "consultation", path: "/consultation" },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function waitForHealth(origin, child) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server at ${origin} exited`);
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`the server at ${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One runtime's server, on one database shared by both runs (seeded by the first). */
async function withServer({ buildDir, dataDir, port, runtime }, work) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(buildDir, "server-main.js")], {
    env: localServerEnv(port, dataDir, { PAGE_RUNTIME: runtime }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(origin, child);
    return await work(origin);
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

/**
 * Measures every page under both runtimes. `runs` Lighthouse runs per page; the
 * median run by performance score (then TBT) is reported, as bench.mjs does.
 */
export async function benchRuntimes({
  buildDir,
  port = 3224,
  runs = 3,
  chromePath = "/usr/bin/chromium",
  pages = RUNTIME_PAGES,
  log = console.log,
}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-runtimes-"));
  const dataDir = path.join(work, "data");
  const results = [];
  try {
    for (const runtime of RUNTIMES) {
      await withServer({ buildDir, dataDir, port, runtime }, async (origin) => {
        const weights = await measurePageWeight(
          origin,
          pages.map((page) => page.path),
          { chromePath },
        );
        for (const [index, page] of pages.entries()) {
          const reports = [];
          const failures = [];
          for (let run = 0; run < runs; run++)
            try {
              reports.push(
                await runLighthouse(origin + page.path, {
                  outDir: work,
                  name: `${runtime}-${page.name}-${run}`,
                  chromePath,
                  cwd: process.cwd(),
                }),
              );
            } catch (error) {
              // A busy machine now and then fails a run; the median is of those that finished.
              failures.push(error instanceof Error ? error.message.split("\n")[0] : String(error));
            }
          if (reports.length === 0) {
            log(`  ${runtime.padEnd(6)} ${page.path}: Lighthouse failed: ${failures[0]}`);
            continue;
          }
          const ranked = [...reports].sort(
            (a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs,
          );
          const chosen = ranked[Math.floor((ranked.length - 1) / 2)];
          const js = weights[index].byKind.js ?? { requests: 0, gzip: 0 };
          const result = {
            runtime,
            page: page.path,
            jsFiles: js.requests,
            jsGzip: js.gzip,
            lighthouseJsBytes: chosen.jsBytes,
            performance: chosen.performance,
            accessibility: chosen.accessibility,
            bestPractices: chosen.bestPractices,
            seo: chosen.seo,
            tbtMs: median(reports.map((r) => r.tbtMs)),
            lcpMs: median(reports.map((r) => r.lcpMs)),
            spread: {
              performance: reports.map((r) => r.performance),
              tbtMs: reports.map((r) => r.tbtMs),
            },
          };
          results.push(result);
          log(formatRuntimeRow(result));
        }
      });
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatRuntimeRow(r) {
  return (
    `  ${r.runtime.padEnd(6)} ${r.page.padEnd(14)} JS ${String(r.jsFiles).padStart(2)} files ` +
    `${kb(r.jsGzip).padStart(9)} gzip (Lighthouse ${kb(r.lighthouseJsBytes)}); ` +
    `performance ${r.performance} [${r.spread.performance.join(", ")}], ` +
    `TBT ${r.tbtMs} ms [${r.spread.tbtMs.join(", ")}], LCP ${r.lcpMs} ms; ` +
    `a11y ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  console.log("# Page runtimes: ours (own) and React Router's (stock), the same build");
  await benchRuntimes({
    buildDir: path.resolve(root, process.env.BUILD_DIR ?? "build"),
    port: Number(process.env.BENCH_RUNTIMES_PORT ?? 3224),
    runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  });
}
