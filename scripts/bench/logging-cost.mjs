// The price of the log (issue 45, ADR 66): the same build served twice, side
// by side, once with its log on (LOG_LEVEL=info: an access line per request,
// the request's id carried through its work) and once off (LOG_LEVEL=silent),
// measured in turns over several rounds, as scripts/bench.mjs measures its
// servers: the request rate, and the servers' own CPU time per request for
// the same number of requests (the steadier figure on a busy machine). The logging server's standard output is read and thrown away by
// this process, as a log collector would read it: writing to /dev/null would
// flatter it. Used by `npm run bench`; on its own:
//   BUILD_DIR=build node scripts/bench/logging-cost.mjs
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { localServerEnv } from "./launch.mjs";
import { measure } from "./load.mjs";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * CPU time (ms) used so far by a process and its descendants (the cluster's
 * workers), from /proc: unlike the request rate, barely moved by whatever
 * else the machine is doing, so it shows the log's cost on a busy machine.
 */
function treeCpuMs(rootPid) {
  const stats = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state is 3, ppid 4, utime 14, stime 15.
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats)
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grew = true;
      }
  }
  const ticks = stats.filter((stat) => tree.has(stat.pid)).reduce((sum, s) => sum + s.ticks, 0);
  return (ticks * 1000) / 100;
}

/** Sends `total` GETs over `concurrency` keep-alive connections; resolves when all are answered. */
async function drive(url, total, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let sent = 0;
  const one = () =>
    new Promise((resolve, reject) => {
      http
        .get(url, { agent, headers: { "Accept-Encoding": "gzip" } }, (res) => {
          res.resume();
          res.on("end", resolve);
        })
        .on("error", reject);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total) {
        sent++;
        await one();
      }
    }),
  );
  agent.destroy();
}

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
 *   useWrk?: boolean, pages?: string[], cpuRequests?: number, log?: (line: string) => void }} options
 */
export async function measureLoggingCost({
  buildDir,
  work,
  ports = [3228, 3229],
  processes = os.availableParallelism(),
  seconds = 5,
  rounds = 3,
  connections = 50,
  threads = 2,
  useWrk = false,
  pages = ["/about", "/Product/1", "/forms/quick-contact/session"],
  cpuRequests = 5_000,
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
      variant.pid = child.pid;
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
      // The servers' own CPU time per request, the same number of requests each.
      const cpu = { on: [], off: [] };
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? variants : [...variants].reverse();
        for (const variant of order) {
          const before = treeCpuMs(variant.pid);
          await drive(variant.origin + page, cpuRequests, 20);
          cpu[variant.key].push(((treeCpuMs(variant.pid) - before) * 1000) / cpuRequests);
        }
      }
      const cpuOn = median(cpu.on);
      const cpuOff = median(cpu.off);
      const on = median(runs.on.map((r) => r.requestsPerSecond));
      const off = median(runs.off.map((r) => r.requestsPerSecond));
      // The cost as the median of the rounds' own ratios: a busy spell hits both alike.
      const cost = median(
        runs.on.map((r, i) => 1 - r.requestsPerSecond / runs.off[i].requestsPerSecond),
      );
      result.pages[page] = {
        on,
        off,
        cost,
        rounds: runs,
        cpuMicroseconds: { on: cpuOn, off: cpuOff, runs: cpu },
      };
      log(
        `  ${page.padEnd(12)} logs on ${on.toFixed(0).padStart(6)} req/s, off ${off.toFixed(0).padStart(6)} req/s: ` +
          `cost ${(cost * 100).toFixed(1)}% (rounds on ${runs.on.map((r) => r.requestsPerSecond.toFixed(0)).join(", ")}; ` +
          `off ${runs.off.map((r) => r.requestsPerSecond.toFixed(0)).join(", ")})`,
      );
      log(
        `  ${"".padEnd(12)} server CPU per request: logs on ${cpuOn.toFixed(0)} µs, off ${cpuOff.toFixed(0)} µs: ` +
          `cost ${((cpuOn / cpuOff - 1) * 100).toFixed(1)}% (rounds on ${cpu.on.map((n) => n.toFixed(0)).join(", ")}; ` +
          `off ${cpu.off.map((n) => n.toFixed(0)).join(", ")})`,
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
      ports: [
        Number(process.env.BENCH_LOGS_PORT ?? 3228),
        Number(process.env.BENCH_LOGS_PORT ?? 3228) + 1,
      ],
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
