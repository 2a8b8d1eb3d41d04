// The price of the log (issue 45, ADR 66): the same build served twice, side
// by side, once with its log on (LOG_LEVEL=info: an access line per request,
// the request's id carried through its work) and once off (LOG_LEVEL=silent),
// measured in turns over several rounds, as scripts/bench.mjs measures its
// servers. The logging server's standard output is read and thrown away by
// this process, as a log collector would read it: writing to /dev/null would
// flatter it. Used by `npm run bench`; on its own:
//   BUILD_DIR=build node scripts/bench/logging-cost.mjs
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localServerEnv } from "./launch.mjs";
import { measure } from "./load.mjs";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function waitForHealth(origin, child) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null) throw new Error(`the server on ${origin} exited`);
    if (Date.now() > deadline) throw new Error(`the server on ${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @param {{ buildDir: string, work: string, ports?: [number, number], processes?: number,
 *   seconds?: number, rounds?: number, connections?: number, threads?: number,
 *   useWrk?: boolean, pages?: string[], log?: (line: string) => void }} options
 */
export async function measureLoggingCost({
  buildDir,
  work,
  ports = [3226, 3227],
  processes = os.availableParallelism(),
  seconds = 5,
  rounds = 3,
  connections = 50,
  threads = 2,
  useWrk = false,
  pages = ["/about", "/Product/1"],
  log = (line) => process.stdout.write(`${line}\n`),
}) {
  const variants = [
    { key: "on", label: "logs on", level: "info", port: ports[0] },
    { key: "off", label: "logs off", level: "silent", port: ports[1] },
  ];
  const children = [];
  let logged = 0;
  try {
    for (const variant of variants) {
      const dataDir = path.join(work, `logging-${variant.key}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const child = spawn(process.execPath, [path.join(buildDir, "server-main.js")], {
        env: localServerEnv(variant.port, dataDir, {
          WEB_CONCURRENCY: String(processes),
          LOG_LEVEL: variant.level,
        }),
        stdio: ["ignore", "pipe", "inherit"],
      });
      child.stdout.on("data", (chunk) => (logged += chunk.length));
      children.push(child);
      variant.origin = `http://127.0.0.1:${variant.port}`;
      await waitForHealth(variant.origin, child);
    }
    // Warm both: the page cache filled, the code paths compiled.
    for (const variant of variants)
      for (const page of pages)
        for (let i = 0; i < 30; i++)
          await fetch(variant.origin + page).then((r) => r.arrayBuffer());
    const result = { pages: {}, loggedBytes: 0 };
    for (const page of pages) {
      const runs = { on: [], off: [] };
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? variants : [...variants].reverse();
        for (const variant of order)
          runs[variant.key].push(
            await measure(variant.origin + page, {
              seconds,
              threads,
              connections,
              headers: { "Accept-Encoding": "gzip" },
              useWrk,
            }),
          );
      }
      const on = median(runs.on.map((r) => r.requestsPerSecond));
      const off = median(runs.off.map((r) => r.requestsPerSecond));
      // The cost as the median of the rounds' own ratios: a busy spell hits both alike.
      const cost = median(
        runs.on.map((r, i) => 1 - r.requestsPerSecond / runs.off[i].requestsPerSecond),
      );
      result.pages[page] = { on, off, cost, rounds: runs };
      log(
        `  ${page.padEnd(12)} logs on ${on.toFixed(0).padStart(6)} req/s, off ${off.toFixed(0).padStart(6)} req/s: ` +
          `cost ${(cost * 100).toFixed(1)}% (rounds on ${runs.on.map((r) => r.requestsPerSecond.toFixed(0)).join(", ")}; ` +
          `off ${runs.off.map((r) => r.requestsPerSecond.toFixed(0)).join(", ")})`,
      );
    }
    result.loggedBytes = logged;
    log(`  the logging server wrote ${(logged / 1024 / 1024).toFixed(1)} MB of log meanwhile`);
    return result;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-bench-logs-"));
  try {
    console.log(
      `# Logging cost: ${process.env.BENCH_SECONDS ?? 5} s per run, ${process.env.BENCH_ROUNDS ?? 3} rounds`,
    );
    await measureLoggingCost({
      buildDir: path.resolve(root, process.env.BUILD_DIR ?? "build"),
      work,
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
      processes: Number(process.env.BENCH_PROCESSES ?? os.availableParallelism()),
      useWrk: process.env.BENCH_WRK === "1",
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
