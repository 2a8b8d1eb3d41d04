// PDFs made on request (issue 41, ADR 38), on a server of its own (one process,
// SQLite, 127.0.0.1, no per-client limit: every request comes from here):
//   - CPU time per PDF: the shortlist (12 shades) and the estimate (six rooms),
//     English and Hindi, each request a different file, one at a time. The
//     figure is the server process's CPU time (all its threads, from
//     /proc/<pid>/stat) divided by the files made, so it counts the whole
//     request; the wall time per file beside it. Then a file already kept.
//   - An ordinary page (/about) under load, alone (the control) and while
//     clients ask for different Hindi estimates without pause: its p99, and
//     what the PDF clients got (files, 503s).
// Prints figures; asserts nothing.
//
//   node scripts/bench/pdfs.mjs            (after `npm run build`; BUILD_DIR,
//                                           BENCH_SECONDS, BENCH_PDF_CLIENTS)
// From scripts/bench.mjs:
//   import { benchPdfs, formatPdfBench } from "./bench/pdfs.mjs";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { measure } from "./load.mjs";

const root = path.resolve(import.meta.dirname, "../..");
/** Different files made per kind for the CPU figure. */
const FILES_PER_KIND = 12;
const PAGE = "/about";

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function get(url, agent) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (response) => {
        const chunks = [];
        response.on("data", (c) => chunks.push(c));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      })
      .on("error", reject);
  });
}

/** CPU seconds the process has used, all threads (utime + stime). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / clockTicks();
}

let ticksPerSecond;
function clockTicks() {
  ticksPerSecond ??=
    Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  return ticksPerSecond;
}

async function startServer(buildDir, env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-bench-pdfs-"));
  const child = spawn(process.execPath, [path.join(buildDir, "server-main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
    }).then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  for (let i = 0; i < 900; i++) {
    const ok = await get(`${origin}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { origin, pid: child.pid, stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error("the server did not start");
}

/** Every shade code the site lists (its sitemap names each shade page). */
async function shadeCodes(origin) {
  const sitemap = (await get(`${origin}/sitemap.xml`)).body.toString();
  const codes = [...sitemap.matchAll(/\/colours\/(K[A-Z]-[\d-]+)</g)].map((m) => m[1]);
  if (codes.length < 24) throw new Error(`the sitemap lists ${codes.length} shades`);
  return [...new Set(codes)];
}

/** Makers of different files of each kind: the n-th call gives the n-th file. */
function fileMakers(codes) {
  const shortlist = (lang) => (n) => {
    const picked = Array.from({ length: 12 }, (_, i) => codes[(n * 12 + i * 7) % codes.length]);
    return `/downloads/shortlist.pdf?codes=${picked.join(",")}${lang === "hi" ? "&lang=hi" : ""}`;
  };
  const estimate = (lang) => (n) => {
    const query = new URLSearchParams({ measure: "rooms", ceiling: "on", product: "velvety" });
    for (let room = 0; room < 6; room++) {
      query.set(`rooms.${room}.length`, String(10 + room + (n % 40) / 10));
      query.set(`rooms.${room}.width`, String(9 + room));
      query.set(`rooms.${room}.height`, "10");
    }
    query.set("doors", String(1 + (n % 7)));
    query.set("windows", String(2 + (Math.floor(n / 40) % 50)));
    if (lang === "hi") query.set("lang", "hi");
    return `/downloads/paint-budget-estimate.pdf?${query}`;
  };
  return [
    { name: "shortlist, English", path: shortlist("en") },
    { name: "shortlist, Hindi", path: shortlist("hi") },
    { name: "estimate, English", path: estimate("en") },
    { name: "estimate, Hindi", path: estimate("hi") },
  ];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Files of one kind, one at a time, each new: CPU and wall time per file. */
async function cpuPerFile(server, kind, first) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const walls = [];
  let bytes = 0;
  const before = cpuSeconds(server.pid);
  for (let n = first; n < first + FILES_PER_KIND; n++) {
    const answer = await get(server.origin + kind.path(n), agent);
    if (answer.status !== 200) throw new Error(`${kind.name}: ${answer.status}`);
    walls.push(answer.ms);
    bytes += answer.body.length;
  }
  const cpuMs = ((cpuSeconds(server.pid) - before) * 1000) / FILES_PER_KIND;
  // The same file again: kept, so it costs a lookup.
  const keptBefore = cpuSeconds(server.pid);
  const kept = [];
  for (let i = 0; i < FILES_PER_KIND; i++)
    kept.push((await get(server.origin + kind.path(first), agent)).ms);
  const keptCpuMs = ((cpuSeconds(server.pid) - keptBefore) * 1000) / FILES_PER_KIND;
  agent.destroy();
  return {
    kind: kind.name,
    cpuMs,
    wallMedianMs: median(walls),
    kilobytes: bytes / FILES_PER_KIND / 1024,
    keptCpuMs,
    keptWallMedianMs: median(kept),
  };
}

/** Clients asking for different files without pause until stopped; what they got. */
function pdfLoad(origin, clients, nextPath) {
  let running = true;
  const counts = { files: 0, busy: 0, other: 0, errors: 0 };
  const started = performance.now();
  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      try {
        const answer = await get(origin + nextPath(), agent);
        if (answer.status === 200) counts.files++;
        else if (answer.status === 503) {
          counts.busy++;
          // A well-behaved client waits as told; an attacker would not, so wait little.
          await new Promise((r) => setTimeout(r, 50));
        } else counts.other++;
      } catch {
        counts.errors++;
      }
    }
    agent.destroy();
  };
  const all = Promise.all(Array.from({ length: clients }, client));
  return {
    async stop() {
      running = false;
      await all;
      return { ...counts, seconds: (performance.now() - started) / 1000 };
    },
  };
}

export async function benchPdfs({
  buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build"),
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
  pdfClients = Number(process.env.BENCH_PDF_CLIENTS ?? 8),
  pageConnections = 4,
  useWrk = spawnSync("sh", ["-c", "command -v wrk"]).status === 0,
  env = {},
} = {}) {
  const server = await startServer(buildDir, { PDF_RATE_LIMIT_PER_HOUR: "0", ...env });
  try {
    const kinds = fileMakers(await shadeCodes(server.origin));
    // Warm up: the page, and every worker with every kind (a worker's first
    // Hindi file also warms the shaper, about a second, ADR 26).
    for (let i = 0; i < 20; i++) await get(server.origin + PAGE);
    let n = 100_000;
    for (const kind of kinds)
      await Promise.all([kind.path(n++), kind.path(n++)].map((p) => get(server.origin + p)));

    const perFile = [];
    for (const [i, kind] of kinds.entries())
      perFile.push(await cpuPerFile(server, kind, i * 1_000));

    const load = { seconds, threads: 1, connections: pageConnections, useWrk };
    const pageAlone = await measure(server.origin + PAGE, load);
    const hindiEstimate = kinds[3].path;
    let next = 200_000;
    const pdfs = pdfLoad(server.origin, pdfClients, () => hindiEstimate(next++));
    // Let the PDF clients get going before the page is measured.
    await new Promise((r) => setTimeout(r, 500));
    const pageLoaded = await measure(server.origin + PAGE, load);
    const pdfCounts = await pdfs.stop();
    return { page: PAGE, pdfClients, pageConnections, perFile, pageAlone, pageLoaded, pdfCounts };
  } finally {
    await server.stop();
  }
}

const fmt = (ms) => `${ms.toFixed(0)} ms`;

export function formatPdfBench(result) {
  const lines = [
    `  CPU per file (server process, all threads; ${FILES_PER_KIND} different files each, one at a time):`,
  ];
  for (const r of result.perFile)
    lines.push(
      `    ${r.kind.padEnd(20)}${fmt(r.cpuMs).padEnd(9)}CPU, ${fmt(r.wallMedianMs)} wall (median), ` +
        `${r.kilobytes.toFixed(0)} KB; kept: ${fmt(r.keptCpuMs)} CPU, ${r.keptWallMedianMs.toFixed(1)} ms wall`,
    );
  const { pageAlone: alone, pageLoaded: loaded, pdfCounts: pdf } = result;
  lines.push(
    `  ${result.page}, ${result.pageConnections} connections (${alone.tool}): p99 ${alone.p99Ms.toFixed(1)} ms alone (control), ` +
      `${loaded.p99Ms.toFixed(1)} ms beside ${result.pdfClients} clients asking for different Hindi estimates ` +
      `(${alone.requestsPerSecond.toFixed(0)} and ${loaded.requestsPerSecond.toFixed(0)} req/s)`,
    `    the PDF clients got ${pdf.files} files (${(pdf.files / pdf.seconds).toFixed(1)}/s), ` +
      `${pdf.busy} "busy" 503s${pdf.other ? `, ${pdf.other} other answers` : ""}${pdf.errors ? `, ${pdf.errors} errors` : ""}`,
  );
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await benchPdfs();
  console.log(`# PDFs made on request (issue 41, ADR 38), one server process`);
  console.log(formatPdfBench(result));
}
