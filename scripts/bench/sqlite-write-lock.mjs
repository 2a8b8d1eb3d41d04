// What the site does while another process holds SQLite's write lock (ADR 35):
// an operator's `sqlite3`, a backup tool, or another server process in cluster
// mode. Starts the built server on a copy of a seeded database with the lead
// delivery worker polling (a local CRM that accepts everything), lets a second
// process take the write lock (BEGIN IMMEDIATE) and hold it for `holdSeconds`,
// and meanwhile asks, one request after another per kind: a cached page
// (/faq), a page that reads the database on every request (/dealers?state=…),
// /healthz and a lead form POST. Prints, per kind, how many answers came in
// the hold, their median, 90th percentile and slowest time, and the statuses
// seen; then whether the same lead POST is stored once the lock is released.
//
//   node scripts/bench/sqlite-write-lock.mjs [buildDir] [holdSeconds]
//
// Port: BENCH_PORT (default 3391). A seeded database is copied from
// E2E_SEEDED_DATA_DIR when set; otherwise the server seeds its own first.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { localServerEnv } from "./launch.mjs";

/**
 * Loaded into the server before its own code: the event loop's delay, the
 * figure that says whether a write waiting for the lock holds everything up.
 * On SIGUSR2 it writes its histogram (ms) to LOCK_BENCH_LOOP_FILE and starts
 * a new one.
 */
const LOOP_MONITOR = `
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
let histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on("SIGUSR2", () => {
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  fs.writeFileSync(process.env.LOCK_BENCH_LOOP_FILE, JSON.stringify({
    p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max),
  }));
  histogram.disable();
  histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
});
`;

/** The second process: takes the write lock, says so, holds it, lets go. */
const HOLDER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.pragma("busy_timeout = 10000");
db.exec("begin immediate");
db.prepare("insert into app_meta (key, value, updated_at) values ('lock-holder', 'x', 'now') on conflict(key) do update set value = 'y'").run();
process.stdout.write("locked\\n");
setTimeout(() => { db.exec("commit"); db.close(); process.stdout.write("released\\n"); }, Number(process.argv[2]));
`;

/**
 * @param {{ buildDir: string, holdSeconds?: number, port?: number }} options
 * @typedef {Record<string, { count: number, medianMs: number, p90Ms: number, maxMs: number, statuses: Record<string, number> }>} KindResults
 * @returns {Promise<{ control: KindResults, locked: KindResults, afterRelease: number }>}
 */
export async function measureWriteLock({ buildDir, holdSeconds = 15, port = 3391 }) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-lock-bench-"));
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  const crm = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"status":"ok","id":"1"}');
    });
  });
  await new Promise((resolve) => crm.listen(0, "127.0.0.1", () => resolve(undefined)));
  const crmPort = /** @type {import("node:net").AddressInfo} */ (crm.address()).port;
  const loopFile = path.join(dataDir, "loop.json");
  const monitor = `data:text/javascript,${encodeURIComponent(LOOP_MONITOR)}`;
  const server = spawn(
    process.execPath,
    ["--import", monitor, path.join(buildDir, "server-main.js")],
    {
      env: localServerEnv(port, dataDir, {
        LOCK_BENCH_LOOP_FILE: loopFile,
        WEB_CONCURRENCY: "1",
        CRM_BASE_URL: `http://127.0.0.1:${crmPort}`,
        CRM_ACCOUNT_ID: "bench",
        LEADS_MIN_FILL_SECONDS: "0",
        LEADS_RATE_LIMIT_PER_HOUR: "0",
      }),
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  try {
    await waitForHealth(origin, server);
    const state = await firstDealerState(origin);
    const uncached = `/dealers?state=${encodeURIComponent(state)}`;
    // Warm: the cached page is kept, the others have run once.
    for (const target of ["/faq", "/faq", uncached, "/healthz"]) await timed(origin, target);
    const token = await sessionToken(origin);
    const lead = () => postLead(origin, token, `lock-bench-${Date.now()}`);

    const kinds = {
      "cached page (/faq)": () => timed(origin, "/faq"),
      "database page (/dealers?state=…)": () => timed(origin, uncached),
      "/healthz": () => timed(origin, "/healthz"),
      "lead POST (/forms/quick-contact)": lead,
    };
    // The same requests for the same time without the lock: on a busy
    // machine every answer is slower, and this says by how much.
    const loopDelay = async () => {
      fs.rmSync(loopFile, { force: true });
      server.kill("SIGUSR2");
      for (let i = 0; i < 100 && !fs.existsSync(loopFile); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return JSON.parse(fs.readFileSync(loopFile, "utf8"));
    };
    await loopDelay();
    let cpu = cpuMs(server.pid);
    const control = await askFor(kinds, holdSeconds * 1000 - 250);
    control.cpuMs = cpuMs(server.pid) - cpu;
    control.loop = await loopDelay();

    const holder = spawn(
      process.execPath,
      ["-e", HOLDER, path.join(dataDir, "site.db"), String(holdSeconds * 1000)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const released = new Promise((resolve) => holder.on("exit", resolve));
    await new Promise((resolve) =>
      holder.stdout.on("data", (chunk) => String(chunk).includes("locked") && resolve(undefined)),
    );
    await loopDelay();
    cpu = cpuMs(server.pid);
    const locked = await askFor(kinds, holdSeconds * 1000 - 250);
    locked.cpuMs = cpuMs(server.pid) - cpu;
    locked.loop = await loopDelay();
    await released;
    const afterRelease = (await lead()).status;
    return { control, locked, afterRelease };
  } finally {
    server.kill("SIGKILL");
    crm.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU time (user + system) a process has used so far, in ms; Linux only (NaN elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Asks each kind, one request after another, a few times a second, for `forMs`. */
async function askFor(kinds, forMs) {
  const until = performance.now() + forMs;
  const results = await Promise.all(
    Object.entries(kinds).map(async ([name, ask]) => {
      const times = [];
      const statuses = {};
      while (performance.now() < until) {
        const { ms, status } = await ask();
        times.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        // Not a flood: a visitor a few times a second per kind.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [name, summarise(times, statuses)];
    }),
  );
  return Object.fromEntries(results);
}

function summarise(times, statuses) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    count: times.length,
    medianMs: at(0.5),
    p90Ms: at(0.9),
    maxMs: sorted.at(-1) ?? NaN,
    statuses,
  };
}

async function timed(origin, target, init) {
  const started = performance.now();
  const response = await fetch(`${origin}${target}`, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function waitForHealth(origin, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not answer /healthz in time");
}

async function firstDealerState(origin) {
  const html = await (await fetch(`${origin}/dealers`)).text();
  const match = /<select id="dl-state"[\s\S]*?<option value="([^"]+)"/.exec(html);
  if (!match) throw new Error("no state with dealers on /dealers");
  return match[1].replaceAll("&amp;", "&");
}

async function sessionToken(origin) {
  const { session } = await (await fetch(`${origin}/forms/quick-contact/session`)).json();
  return `${session.key}.${session.issuedAt}.${session.signature}`;
}

function postLead(origin, token, marker) {
  return timed(origin, "/forms/quick-contact", {
    method: "POST",
    body: new URLSearchParams({
      _session: token,
      name: "Lock Bench",
      email: "lock-bench@example.com",
      phone: "9820012345",
      question: marker,
    }),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? "build");
  const holdSeconds = Number(process.argv[3] ?? 15);
  const port = Number(process.env.BENCH_PORT ?? 3391);
  const { control, locked, afterRelease } = await measureWriteLock({ buildDir, holdSeconds, port });
  for (const [title, kinds] of [
    [`No lock, ${holdSeconds} s (control):`, control],
    [`Write lock held by another process for ${holdSeconds} s:`, locked],
  ]) {
    const { cpuMs: used, loop, ...answers } = kinds;
    console.log(
      `${title} server CPU ${used} ms; event loop delay p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms`,
    );
    for (const [name, r] of Object.entries(answers)) {
      const statuses = Object.entries(r.statuses)
        .map(([status, n]) => `${n}×${status}`)
        .join(" ");
      console.log(
        `  ${name.padEnd(36)} ${String(r.count).padStart(4)} answers  median ${r.medianMs.toFixed(1)} ms  ` +
          `p90 ${r.p90Ms.toFixed(1)} ms  max ${r.maxMs.toFixed(1)} ms  (${statuses})`,
      );
    }
  }
  console.log(`The same lead POST after the release: ${afterRelease} (${buildDir})`);
}
