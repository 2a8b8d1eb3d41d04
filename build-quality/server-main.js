var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// server/main.ts
import path4 from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// app/db/client.server.ts
import fs from "node:fs";
import path2 from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

// app/lib/env.server.ts
import path from "node:path";
import { z } from "zod";
var blankToUndefined = (v) => v === void 0 || v.trim() === "" ? void 0 : v.trim();
var optionalUrl = z.string().optional().transform(blankToUndefined).pipe(z.url().optional());
var optionalText = z.string().optional().transform(blankToUndefined);
var envSchema = z.object({
  // "production" serves the built site; anything else enables developer conveniences.
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // TCP port the HTTP server listens on.
  PORT: z.coerce.number().int().min(1).max(65535).default(3e3),
  // Interface to bind; 0.0.0.0 for containers, 127.0.0.1 to stay private.
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  // Folder for the embedded SQLite database and uploaded/generated files.
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // When set (postgres://…), PostgreSQL is used instead of the embedded SQLite file.
  DATABASE_URL: optionalUrl.refine((v) => v === void 0 || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// URL"
  }),
  // Public origin used for canonical links, Open Graph tags, the sitemap and feeds.
  SITE_URL: z.url().default("http://localhost:3000"),
  // Optional ERP adapter (catalogue, documents, blog, news, FAQ). Both or neither.
  ERP_BASE_URL: optionalUrl,
  ERP_TOKEN: optionalText,
  // Optional CRM adapter: where stored leads are forwarded. Both or neither.
  CRM_BASE_URL: optionalUrl,
  CRM_ACCOUNT_ID: optionalText,
  // Seed sample content into an empty database on start ("false" to skip).
  SEED_SAMPLE_CONTENT: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  // Trust X-Forwarded-* headers (set when running behind a load balancer or proxy).
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true")
});
var EnvError = class extends Error {
};
function parseEnv(source) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    const value = issue ? source[String(issue.path[0])] : void 0;
    const shown = value === void 0 ? "" : ` (got "${value}")`;
    throw new EnvError(
      `Invalid environment variable ${name}${shown}: ${issue?.message ?? "invalid"}`
    );
  }
  const env = result.data;
  if (Boolean(env.ERP_BASE_URL) !== Boolean(env.ERP_TOKEN)) {
    throw new EnvError(
      "Invalid environment variable ERP_TOKEN: ERP_BASE_URL and ERP_TOKEN must be set together"
    );
  }
  if (Boolean(env.CRM_BASE_URL) !== Boolean(env.CRM_ACCOUNT_ID)) {
    throw new EnvError(
      "Invalid environment variable CRM_ACCOUNT_ID: CRM_BASE_URL and CRM_ACCOUNT_ID must be set together"
    );
  }
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR) };
}
var cached;
function getEnv() {
  cached ??= parseEnv(process.env);
  return cached;
}

// app/lib/singleton.server.ts
function singleton(name, create) {
  const store = globalThis;
  store.__kamoSingletons ??= /* @__PURE__ */ new Map();
  if (!store.__kamoSingletons.has(name)) store.__kamoSingletons.set(name, create());
  return store.__kamoSingletons.get(name);
}

// app/db/client.server.ts
function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on(
      "error",
      (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`)
    );
    const db2 = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    return {
      db: db2,
      dialect: "postgres",
      description: `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`,
      close: () => db2.destroy()
    };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path2.join(dataDir, "site.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", description: `SQLite ${file}`, close: () => db.destroy() };
}
function getDatabase() {
  return singleton("database", () => {
    const env = getEnv();
    return openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  });
}
async function isDatabaseReachable(handle = getDatabase()) {
  try {
    await sql`select 1`.execute(handle.db);
    return true;
  } catch {
    return false;
  }
}

// app/db/migrate.server.ts
import { Migrator } from "kysely";

// app/db/migrations/0001_core.ts
var core_exports = {};
__export(core_exports, {
  down: () => down,
  up: () => up
});
async function up(db) {
  await db.schema.createTable("app_meta").addColumn("key", "text", (c) => c.primaryKey()).addColumn("value", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
}
async function down(db) {
  await db.schema.dropTable("app_meta").execute();
}

// app/db/migrations/index.ts
var migrations = {
  "0001_core": core_exports
};

// app/db/migrate.server.ts
var provider = { getMigrations: async () => migrations };
async function migrateToLatest(db) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

// app/db/dialect.ts
import { PostgresAdapter, sql as sql2 } from "kysely";
function nowIso() {
  return (/* @__PURE__ */ new Date()).toISOString();
}

// app/db/seed.server.ts
var seeders = [];
async function seedSampleContent(db, list = seeders) {
  const ran = [];
  for (const seeder of list) {
    const key = `seeded:${seeder.name}`;
    const done = await db.selectFrom("app_meta").select("key").where("key", "=", key).executeTakeFirst();
    if (done) continue;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("app_meta").values({ key, value: "1", updated_at: nowIso() }).execute();
        await seeder.seed(trx);
      });
      ran.push(seeder.name);
    } catch (error) {
      const again = await db.selectFrom("app_meta").select("key").where("key", "=", key).executeTakeFirst();
      if (again) continue;
      throw error;
    }
  }
  return ran;
}

// app/db/seeders.server.ts
var registered = false;
function registerSeeders() {
  if (registered) return;
  registered = true;
  seeders.push();
}

// server/app-server.ts
import http from "node:http";
import zlib2 from "node:zlib";
import { createRequestHandler } from "react-router";

// app/lib/security.server.ts
function baseSecurityHeaders(options) {
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cross-Origin-Resource-Policy": "same-origin"
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

// server/page-cache.ts
var PAGE_CACHE_HEADER = "x-page-cache";
var PageCache = class {
  constructor(maxEntries = 500) {
    this.maxEntries = maxEntries;
  }
  entries = /* @__PURE__ */ new Map();
  get(key, now = Date.now()) {
    const hit = this.entries.get(key);
    if (!hit) return void 0;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return void 0;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }
  set(key, page) {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === void 0) break;
      this.entries.delete(oldest);
    }
  }
  clear() {
    this.entries.clear();
  }
  get size() {
    return this.entries.size;
  }
};
function cacheSeconds(method, status, headers) {
  if (method !== "GET" || status !== 200 || headers.has("set-cookie")) return 0;
  const seconds = Number(headers.get(PAGE_CACHE_HEADER));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

// server/static-files.ts
import fs2 from "node:fs";
import path3 from "node:path";
import zlib from "node:zlib";
var TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json"
};
var COMPRESSIBLE = /* @__PURE__ */ new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico"
]);
function isFingerprinted(urlPath) {
  return urlPath.startsWith("/assets/") || urlPath.startsWith("/img/generated/");
}
function loadStaticFiles(root) {
  const files = /* @__PURE__ */ new Map();
  if (!fs2.existsSync(root)) return files;
  for (const entry of fs2.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path3.join(entry.parentPath, entry.name);
    const urlPath = "/" + path3.relative(root, full).split(path3.sep).join("/");
    const ext = path3.extname(entry.name).toLowerCase();
    const body = fs2.readFileSync(full);
    const file = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${body.length.toString(16)}-${fs2.statSync(full).mtimeMs.toString(16)}"`,
      cacheControl: isFingerprinted(urlPath) ? "public, max-age=31536000, immutable" : "public, max-age=3600"
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      file.br = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length
        }
      });
      file.gzip = zlib.gzipSync(body, { level: 9 });
    }
    files.set(urlPath, file);
  }
  return files;
}
function pickEncoding(acceptEncoding) {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return "identity";
}

// server/app-server.ts
var MAX_BODY_BYTES = 1e6;
function createAppServer({
  env,
  build,
  clientDir,
  database
}) {
  const staticFiles = loadStaticFiles(clientDir);
  const pageCache = new PageCache();
  const handle = createRequestHandler(
    build,
    env.NODE_ENV === "production" ? "production" : "development"
  );
  return http.createServer(async (req, res) => {
    const https = isHttpsRequest(req, env);
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https })))
      res.setHeader(name, value);
    try {
      const url = new URL(req.url ?? "/", "http://internal");
      const method = req.method ?? "GET";
      if (url.pathname === "/healthz") {
        const ok = await isDatabaseReachable(database);
        res.writeHead(ok ? 200 : 503, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store"
        });
        res.end(ok ? "ok\n" : "database unreachable\n");
        return;
      }
      if (method === "GET" || method === "HEAD") {
        const file = staticFiles.get(decodeURIComponentSafe(url.pathname));
        if (file) return sendStatic(req, res, file);
        const cached2 = pageCache.get(pageKey(url));
        if (cached2) return sendBuffered(req, res, cached2, "HIT");
      }
      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > MAX_BODY_BYTES) return sendTooLarge(res);
      const request = await toFetchRequest(req, res, url, env, https);
      const response = await handle(request);
      const body = Buffer.from(await response.arrayBuffer());
      const seconds = cacheSeconds(method, response.status, response.headers);
      response.headers.delete(PAGE_CACHE_HEADER);
      const page = {
        status: response.status,
        headers: [...response.headers.entries()],
        body,
        expiresAt: Date.now() + seconds * 1e3
      };
      if (seconds > 0) pageCache.set(pageKey(url), page);
      sendBuffered(req, res, page, seconds > 0 ? "MISS" : void 0);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(res);
      console.error("[server] request failed:", error);
      if (!res.headersSent) {
        res.writeHead(500, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store"
        });
      }
      res.end("Sorry, something went wrong on our side. Please try again.\n");
    }
  });
}
function pageKey(url) {
  return url.pathname + url.search;
}
function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
function isHttpsRequest(req, env) {
  if (env.TRUST_PROXY)
    return String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim() === "https";
  return "encrypted" in req.socket && Boolean(req.socket.encrypted);
}
function sendStatic(req, res, file) {
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", file.etag);
  if (file.br) res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" && file.br || encoding === "gzip" && file.gzip || file.body;
  if (body !== file.body) res.setHeader("Content-Encoding", encoding);
  res.writeHead(200, { "Content-Type": file.type, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? void 0 : body);
}
var COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|atom\+xml|manifest\+json|javascript))/;
function sendBuffered(req, res, page, cacheState) {
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = page.headers.filter(([name]) => name === "set-cookie").map(([, value]) => value);
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (cacheState) res.setHeader("X-Cache", cacheState);
  const type = page.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  let body = page.body;
  if (COMPRESSIBLE_TYPE.test(type) && body.length > 1024 && !res.hasHeader("content-encoding")) {
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (encoding === "br") {
      page.br ??= zlib2.brotliCompressSync(body, {
        params: { [zlib2.constants.BROTLI_PARAM_QUALITY]: 5 }
      });
      body = page.br;
    } else if (encoding === "gzip") {
      page.gzip ??= zlib2.gzipSync(body, { level: 6 });
      body = page.gzip;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  }
  res.removeHeader("transfer-encoding");
  res.setHeader("Content-Length", body.length);
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? void 0 : body);
}
function sendTooLarge(res) {
  res.writeHead(413, { "Content-Type": "text/html; charset=utf-8", Connection: "close" });
  res.end(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Too much data</title><h1>That was more than we can accept</h1><p>The form sent more data than a form ever needs. Please go back, shorten what you wrote and try again.</p><p><a href="/">Back to Home</a></p></html>'
  );
}
var BodyTooLargeError = class extends Error {
};
async function readLimitedBody(req) {
  const chunks = [];
  let total = 0;
  for await (const chunk of req) {
    total += chunk.length;
    if (total > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
async function toFetchRequest(req, res, url, env, https) {
  const origin = new URL(env.SITE_URL);
  const host = req.headers.host ?? origin.host;
  const fullUrl = new URL(url.pathname + url.search, `${https ? "https" : "http"}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === void 0) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") init.body = new Uint8Array(await readLimitedBody(req));
  return new Request(fullUrl, init);
}

// server/background-jobs.ts
function startBackgroundJobs(_deps) {
  const stops = [];
  return {
    stop() {
      for (const stop of stops) stop();
    }
  };
}

// server/main.ts
async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const buildDir = path4.dirname(fileURLToPath(import.meta.url));
  const database = getDatabase();
  const migrated = await migrateToLatest(database.db);
  if (migrated.length > 0) console.log(`[db] applied migrations: ${migrated.join(", ")}`);
  if (env.SEED_SAMPLE_CONTENT) {
    registerSeeders();
    const seeded = await seedSampleContent(database.db);
    if (seeded.length > 0) console.log(`[db] seeded sample content: ${seeded.join(", ")}`);
  }
  const build = await import(pathToFileURL(path4.join(buildDir, "server", "index.js")).href);
  const server = createAppServer({
    env,
    build,
    clientDir: path4.join(buildDir, "client"),
    database
  });
  const jobs = startBackgroundJobs({ env, database });
  server.listen(env.PORT, env.HOST, () => {
    console.log(
      `[server] Kamo Paints site on http://${env.HOST}:${env.PORT} (${database.description})`
    );
  });
  const shutdown = (signal) => {
    console.log(`[server] ${signal}: finishing open requests`);
    jobs.stop();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5e3).unref();
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
main().catch((error) => {
  console.error(
    `[server] could not start: ${error instanceof Error ? error.message : String(error)}`
  );
  process.exit(1);
});
//# sourceMappingURL=server-main.js.map
