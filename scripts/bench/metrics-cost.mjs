// The price of the metrics (issue 45: under 5%): the same build served twice,
// once with METRICS_PORT set (every request timed and counted, the page cache's
// look-ups counted, every statement timed, and /metrics scraped once a second
// as Prometheus would) and once without, measured in turns over several
// rounds (the machine's load comes and goes) on a cached page and a page
// rendered each time. Reports each server's median req/s and the median
// per-round cost.
//
// Standalone: node scripts/bench/metrics-cost.mjs  (BUILD_DIR, BENCH_METRICS_PORT
// (3225; it and the next two ports), BENCH_SECONDS (5), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (50), BENCH_THREADS (2), BENCH_PROCESSES (1));
// scripts/bench.mjs calls benchMetricsCost().
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localServerEnv } from "./launch.mjs";
import { measure } from "./load.mjs";

/** A page the page cache answers, and one rendered on every request (no cache header). */
export const METRICS_COST_PAGES = [
  { name: "cached page", path: "/about" },
  { name: "rendered page", path: "/consultation" },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @returns {Promise<{ pages: Array<{ path: string, on: number, off: number, costPercent: number, rounds: Array<{ on: number, off: number }> }>, scrapes: number }>}
 */
export async function benchMetricsCost({
  buildDir,
  port = 3225,
  seconds = 5,
  rounds = 3,
  connections = 50,
  threads = 2,
  processes = 1,
  useWrk = false,
  log = console.log,
}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-bench-metrics-"));
  const children = [];
  let scraper;
  let scrapes = 0;
  try {
    const start = (key, sitePort, extra) => {
      const child = spawn(process.execPath, [path.join(buildDir, "server-main.js")], {
        env: localServerEnv(sitePort, path.join(work, key), {
          WEB_CONCURRENCY: String(processes),
          ...extra,
        }),
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.push(child);
      return { key, origin: `http://127.0.0.1:${sitePort}`, child };
    };
    const metricsPort = port + 2;
    const servers = [
      start("on", port, { METRICS_PORT: String(metricsPort) }),
      start("off", port + 1, { METRICS_PORT: "" }),
    ];
    for (const server of servers) await waitForHealth(server.origin, server.child);
    // Prometheus's side of it: one scrape a second, the outbox tables read each time.
    scraper = setInterval(() => {
      fetch(`http://127.0.0.1:${metricsPort}/metrics`)
        .then((response) => response.text())
        .then(
          () => scrapes++,
          () => undefined,
        );
    }, 1_000);
    for (const server of servers)
      for (const page of METRICS_COST_PAGES)
        for (let i = 0; i < 20; i++) await (await fetch(server.origin + page.path)).arrayBuffer();

    const pages = [];
    for (const page of METRICS_COST_PAGES) {
      const perRound = [];
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        const figures = {};
        for (const server of order) {
          const result = await measure(server.origin + page.path, {
            seconds,
            threads,
            connections,
            headers: { "Accept-Encoding": "gzip" },
            useWrk,
          });
          figures[server.key] = result.requestsPerSecond;
        }
        perRound.push(figures);
      }
      const on = median(perRound.map((r) => r.on));
      const off = median(perRound.map((r) => r.off));
      const costPercent = median(perRound.map((r) => (1 - r.on / r.off) * 100));
      pages.push({ path: page.path, on, off, costPercent, rounds: perRound });
      log(
        `  ${page.path.padEnd(15)} metrics on ${on.toFixed(0).padStart(6)} req/s, off ${off
          .toFixed(0)
          .padStart(6)} req/s: cost ${costPercent.toFixed(1)}% (target < 5%; rounds: ${perRound
          .map((r) => `${r.on.toFixed(0)}/${r.off.toFixed(0)}`)
          .join(", ")})`,
      );
    }
    return { pages, scrapes };
  } finally {
    clearInterval(scraper);
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null ? undefined : new Promise((r) => child.once("exit", r)),
      ),
    );
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const { spawnSync } = await import("node:child_process");
  const useWrk = spawnSync("bash", ["-c", "command -v wrk"], { stdio: "ignore" }).status === 0;
  console.log(
    `# Metrics on against off, the same build (${useWrk ? "wrk" : "node loop"}; ` +
      `${process.env.BENCH_PROCESSES ?? 1} process(es) each)`,
  );
  await benchMetricsCost({
    buildDir: path.resolve(root, process.env.BUILD_DIR ?? "build"),
    port: Number(process.env.BENCH_METRICS_PORT ?? 3225),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    threads: Number(process.env.BENCH_THREADS ?? 2),
    processes: Number(process.env.BENCH_PROCESSES ?? 1),
    useWrk,
  });
}
