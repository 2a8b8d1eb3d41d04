// Investor filings at scale (issue 29): a fixture of 10,000 documents across
// the investor categories, then
//   - the size of every public page (HTML bytes and gzip bytes), the grouped
//     listings first (the limit: 150 KB of HTML, 60 KB gzip);
//   - /investors/search answered uncached: each request a different query,
//     so the page cache (which keys on q, ADR 22) never answers it; p50/p99.
// On SQLite, and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a
// server where we may create a database. Prints figures; asserts nothing.
//
//   node scripts/bench/filings.mjs            (after `npm run build`; BUILD_DIR)
// From scripts/bench.mjs:
//   import { benchFilings } from "./bench/filings.mjs";
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");
export const FIXTURE_DOCUMENTS = 10_000;
const GROUPED = ["/stock-exchange-disclosures", "/general-meeting", "/notice-to-shareholders"];
const words = [
  "dividend",
  "board",
  "meeting",
  "results",
  "quarter",
  "outcome",
  "intimation",
  "closure",
  "trading",
  "window",
  "annual",
  "report",
  "shareholding",
  "pattern",
  "investor",
  "presentation",
  "transcript",
  "record",
  "date",
  "agm",
  "egm",
  "postal",
  "ballot",
  "scheme",
  "merger",
  "audit",
  "credit",
  "rating",
  "allotment",
  "esop",
  "newspaper",
  "advertisement",
  "compliance",
  "certificate",
  "secretarial",
  "regulation",
  "disclosure",
  "analyst",
  "call",
  "press",
  "release",
  "statement",
];

/**
 * The fixture: documents like the sample ones, spread over ten financial years
 * (also the ERP search bench's, scripts/bench/erp-search.mjs).
 */
export function fixtureRows(groups, count) {
  const rows = [];
  const start = Date.UTC(2016, 3, 1);
  const span = Date.UTC(2026, 10, 1) - start;
  for (let i = 0; i < count; i++) {
    const group = groups[i % groups.length];
    const date = new Date(start + Math.floor((span * ((i * 7919) % count)) / count));
    const pick = (n) => words[(i * 31 + n * 17) % words.length];
    rows.push({
      category: group.category,
      sub_category: group.sub_category,
      document_date: date.toISOString().slice(0, 10),
      description: `Fixture ${i + 1}: ${pick(1)} ${pick(2)} ${pick(3)} of Kamo Paints Limited under the SEBI Listing Regulations, filed with BSE and NSE; ${pick(4)} and ${pick(5)}.`,
      file_stem: `fixture-${i + 1}`,
    });
  }
  return rows;
}

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
    const started = process.hrtime.bigint();
    http
      .get(url, { agent }, (response) => {
        const chunks = [];
        response.on("data", (c) => chunks.push(c));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      })
      .on("error", reject);
  });
}

async function startServer(env) {
  const port = await freePort();
  const buildDir = process.env.BUILD_DIR ?? "build";
  const child = spawn(process.execPath, [path.join(root, buildDir, "server-main.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await get(`${origin}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok)
      return {
        origin,
        stop: () =>
          new Promise((resolve) => {
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

const INSERT_COLUMNS =
  "category, sub_category, document_date, description, file_stem, has_pdf, has_large_file, has_image, has_audio, created_at";

async function fillSqlite(dataDir) {
  const { default: SQLite } = await import("better-sqlite3");
  const db = new SQLite(path.join(dataDir, "site.db"));
  const groups = db.prepare("SELECT DISTINCT category, sub_category FROM documents").all();
  const insert = db.prepare(
    `INSERT INTO documents (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, 1, 0, 0, 0, ?)`,
  );
  const now = new Date().toISOString();
  db.transaction((rows) => {
    for (const r of rows)
      insert.run(r.category, r.sub_category, r.document_date, r.description, r.file_stem, now);
  })(fixtureRows(groups, FIXTURE_DOCUMENTS));
  db.close();
}

async function fillPostgres(databaseUrl) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: groups } = await client.query(
    "SELECT DISTINCT category, sub_category FROM documents",
  );
  const rows = fixtureRows(groups, FIXTURE_DOCUMENTS);
  const now = new Date().toISOString();
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const values = [];
    const params = batch.map((r, j) => {
      values.push(r.category, r.sub_category, r.document_date, r.description, r.file_stem, now);
      const n = j * 6;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, 1, 0, 0, 0, $${n + 6})`;
    });
    await client.query(
      `INSERT INTO documents (${INSERT_COLUMNS}) VALUES ${params.join(", ")}`,
      values,
    );
  }
  await client.query("ANALYZE");
  await client.end();
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Distinct queries (the page cache keys on q, year, category and page, so no
 * two may share those): one word, then pairs, every third with a third word;
 * some with a year or category filter or a second page.
 */
function searchQueries(count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const n = words.length;
    const q = i < n ? [words[i]] : [words[i % n], words[Math.floor(i / n) % n]];
    if (i >= n && i % 3 === 0) q.push(words[(i * 5) % n]);
    const params = new URLSearchParams({ q: q.join(" ") });
    if (i % 4 === 1)
      params.set("year", `${2016 + (i % 10)}-${String(17 + (i % 10)).padStart(2, "0")}`);
    if (i % 5 === 2) params.set("category", "Stock Exchange Disclosures");
    if (i % 7 === 3) params.set("page", "2");
    out.push(params.toString());
  }
  return out;
}

async function measure(origin, { requests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sitemap = (await get(`${origin}/sitemap.xml`, agent)).body.toString();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    // The 2,701 shade pages are one template with no documents (measured by page-weight).
    .filter((p) => !/^(\/hi)?\/colours\/[^/]+$/.test(p));
  const pages = [];
  for (const p of [...GROUPED, ...paths.filter((p) => !GROUPED.includes(p))]) {
    const { status, body } = await get(`${origin}${p}`, agent);
    pages.push({
      path: p,
      status,
      htmlKB: body.length / 1024,
      gzipKB: zlib.gzipSync(body).length / 1024,
    });
  }
  await get(`${origin}/investors/search?q=warm`, agent);
  const times = [];
  let errors = 0;
  for (const query of searchQueries(requests)) {
    const { ms, status } = await get(`${origin}/investors/search?${query}`, agent);
    if (status !== 200) errors++;
    times.push(ms);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    pages,
    search: {
      requests: times.length,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      errors,
    },
  };
}

function report(label, { pages, search }) {
  const largest = [...pages].sort((a, b) => b.htmlKB - a.htmlKB);
  console.log(`\nfilings bench (${label}, ${FIXTURE_DOCUMENTS} fixture documents + samples)`);
  console.log("  grouped pages:");
  for (const p of pages.filter((p) => GROUPED.includes(p.path)))
    console.log(
      `    ${p.path.padEnd(34)} ${p.htmlKB.toFixed(1).padStart(7)} KB HTML ${p.gzipKB.toFixed(1).padStart(6)} KB gzip`,
    );
  console.log(`  largest of ${pages.length} public pages:`);
  for (const p of largest.slice(0, 5))
    console.log(
      `    ${p.path.padEnd(34)} ${p.htmlKB.toFixed(1).padStart(7)} KB HTML ${p.gzipKB.toFixed(1).padStart(6)} KB gzip (${p.status})`,
    );
  console.log(
    `  search, uncached: ${search.requests} requests, p50 ${search.p50Ms.toFixed(1)} ms, p99 ${search.p99Ms.toFixed(1)} ms, ${search.errors} errors`,
  );
}

export async function benchFilings({ requests = 300 } = {}) {
  const results = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-bench-filings-"));
  try {
    // Seed and migrate by starting once, then fill and measure on a fresh start.
    let server = await startServer({ DATA_DIR: dataDir });
    await server.stop();
    await fillSqlite(dataDir);
    server = await startServer({ DATA_DIR: dataDir });
    results.sqlite = await measure(server.origin, { requests });
    await server.stop();
    report("SQLite", results.sqlite);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { default: pg } = await import("pg");
    const name = `kamo_bench_${crypto.randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-bench-filings-"));
    try {
      // Required with PostgreSQL in production (ADR 61); a bench's own throwaway ring.
      const benchDataKeys = `bench:${Buffer.alloc(32, 7).toString("base64")}`;
      let server = await startServer({
        DATA_DIR: pgDir,
        DATABASE_URL: url.toString(),
        DATA_KEYS: benchDataKeys,
      });
      await server.stop();
      await fillPostgres(url.toString());
      server = await startServer({
        DATA_DIR: pgDir,
        DATABASE_URL: url.toString(),
        DATA_KEYS: benchDataKeys,
      });
      results.postgres = await measure(server.origin, { requests });
      await server.stop();
      report("PostgreSQL", results.postgres);
    } finally {
      await new Promise((r) => setTimeout(r, 500));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchFilings({ requests: Number(process.argv[2] ?? 300) });
}
