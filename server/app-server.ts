import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isDatabaseReachable, type DatabaseHandle } from "~/db/client.server";
import { onContentChanged, readContentVersion } from "~/lib/content-version.server";
import type { Env } from "~/lib/env.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { isStaffPath } from "~/lib/staff/paths";
import { baseSecurityHeaders, withSchemeDirectives } from "~/lib/security.server";
import { PAGE_CACHE_HEADER, PageCache, cacheSeconds, type CachedPage } from "./page-cache";
import { loadStaticFiles, pickEncoding, type Encoding, type StaticFile } from "./static-files";

/** Largest request body we read; public forms are a few KB. */
export const MAX_BODY_BYTES = 1_000_000;
/** Staff uploads (PDFs up to 20 MB, images) need more; only under /staff/. */
export const MAX_STAFF_BODY_BYTES = 25_000_000;

export function maxBodyBytes(pathname: string): number {
  return pathname.startsWith("/staff/") ? MAX_STAFF_BODY_BYTES : MAX_BODY_BYTES;
}

/** How often each server checks whether staff changed content elsewhere (ms). */
const CONTENT_VERSION_POLL_MS = 2_000;

export interface AppServerOptions {
  env: Env;
  build: ServerBuild;
  clientDir: string;
  database: DatabaseHandle;
}

/**
 * Our own small HTTP server in front of React Router: it answers static files
 * from memory (no 301 to a trailing slash, unlike react-router-serve), keeps
 * shareable pages in a short-lived cache, adds security headers to every
 * response, limits request bodies and serves /healthz.
 */
export function createAppServer({
  env,
  build,
  clientDir,
  database,
}: AppServerOptions): http.Server {
  const staticFiles = loadStaticFiles(clientDir);
  const pageCache = new PageCache();
  // Staff edits empty the page cache at once here and in this machine's other
  // processes (cluster relay), and on other machines via the polled version.
  onContentChanged(() => pageCache.clear());
  let seenVersion: string | null | undefined;
  const poll = setInterval(() => {
    readContentVersion(database.db)
      .then((version) => {
        if (seenVersion !== undefined && version !== seenVersion) pageCache.clear();
        seenVersion = version;
      })
      .catch(() => undefined);
  }, CONTENT_VERSION_POLL_MS);
  poll.unref();
  const handle = createRequestHandler(
    build,
    env.NODE_ENV === "production" ? "production" : "development",
  );

  const server = http.createServer((req, res) => {
    const https = isHttpsRequest(req, env);
    const method = req.method ?? "GET";
    // Hot path first: a cached page is answered synchronously, without parsing
    // the URL or creating a promise (static-page throughput target, issue 2).
    if (method === "GET" || method === "HEAD") {
      const cached = pageCache.get(req.url ?? "/");
      if (cached) return sendCachedPage(req, res, cached, https);
    }
    void respond(req, res, method, https);
  });

  async function respond(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    method: string,
    https: boolean,
  ): Promise<void> {
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https })))
      res.setHeader(name, value);
    try {
      const url = new URL(req.url ?? "/", "http://internal");

      if (url.pathname === "/healthz") {
        const ok = await isDatabaseReachable(database);
        res.writeHead(ok ? 200 : 503, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        });
        res.end(ok ? "ok\n" : "database unreachable\n");
        return;
      }

      if (method === "GET" || method === "HEAD") {
        const file = staticFiles.get(decodeURIComponentSafe(url.pathname));
        if (file) return sendStatic(req, res, file);
      }

      const limit = maxBodyBytes(url.pathname);
      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > limit) return sendTooLarge(req, res);

      const request = await toFetchRequest(req, res, url, env, https, limit);
      const response = await handle(request);
      if (isStaffPath(url.pathname)) {
        // Staff pages are personal: never stored by browsers, proxies or our page cache.
        response.headers.set("Cache-Control", "no-store");
        response.headers.set("X-Robots-Tag", "noindex, nofollow");
        response.headers.delete(PAGE_CACHE_HEADER);
      }
      const body = Buffer.from(await response.arrayBuffer());
      const seconds = cacheSeconds(method, response.status, response.headers);
      response.headers.delete(PAGE_CACHE_HEADER);
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers.entries()],
        body,
        expiresAt: Date.now() + seconds * 1000,
      };
      // Keyed by the raw request target, exactly as the hot path looks it up.
      if (seconds > 0) pageCache.set(req.url ?? "/", page);
      sendBuffered(req, res, page, https, seconds > 0 ? "MISS" : undefined);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(req, res);
      console.error("[server] request failed:", error);
      if (!res.headersSent) {
        res.writeHead(500, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        });
      }
      res.end("Sorry, something went wrong on our side. Please try again.\n");
    }
  }
  server.on("close", () => clearInterval(poll));
  return server;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isHttpsRequest(req: http.IncomingMessage, env: Env): boolean {
  if (env.TRUST_PROXY)
    return (
      String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        ?.trim() === "https"
    );
  return "encrypted" in req.socket && Boolean(req.socket.encrypted);
}

function sendStatic(req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile): void {
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", file.etag);
  if (file.br) res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = (encoding === "br" && file.br) || (encoding === "gzip" && file.gzip) || file.body;
  if (body !== file.body) res.setHeader("Content-Encoding", encoding);
  res.writeHead(200, { "Content-Type": file.type, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|atom\+xml|manifest\+json|javascript))/;

function compressedBody(page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === "br") {
    page.br ??= zlib.brotliCompressSync(page.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return page.br;
  }
  if (encoding === "gzip") {
    page.gzip ??= zlib.gzipSync(page.body, { level: 6 });
    return page.gzip;
  }
  return page.body;
}

function isCompressible(page: CachedPage): boolean {
  const type = page.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  return COMPRESSIBLE_TYPE.test(type) && page.body.length > 1024;
}

/** A cache hit: the same bytes and headers as the first answer, in one writeHead. */
function sendCachedPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: CachedPage,
  https: boolean,
): void {
  page.compressible ??= isCompressible(page);
  const compressible = page.compressible;
  const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : "identity";
  const body = compressedBody(page, encoding);
  const variant = `${encoding}|${https ? "s" : ""}`;
  page.rawHeaders ??= new Map();
  let raw = page.rawHeaders.get(variant);
  if (!raw) {
    raw = [];
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https })))
      raw.push(name, value);
    for (const [name, value] of page.headers) {
      if (name === "set-cookie" || name === "content-length" || name === "transfer-encoding")
        continue;
      raw.push(
        name,
        name === "content-security-policy" ? withSchemeDirectives(value, https) : value,
      );
    }
    if (compressible) raw.push("Vary", "Accept-Encoding");
    if (encoding !== "identity") raw.push("Content-Encoding", encoding);
    raw.push("X-Cache", "HIT", "Content-Length", String(body.length));
    page.rawHeaders.set(variant, raw);
  }
  res.writeHead(page.status, raw);
  res.end(req.method === "HEAD" ? undefined : body);
}

function sendBuffered(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: CachedPage,
  https: boolean,
  cacheState: "MISS" | undefined,
): void {
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(
      name,
      name === "content-security-policy" ? withSchemeDirectives(value, https) : value,
    );
  }
  // Set-Cookie may repeat; Headers.entries() joins them, so copy them one by one.
  const cookies = page.headers.filter(([name]) => name === "set-cookie").map(([, value]) => value);
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (cacheState) res.setHeader("X-Cache", cacheState);

  let body = page.body;
  if (isCompressible(page) && !res.hasHeader("content-encoding")) {
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    body = compressedBody(page, encoding);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  }
  res.removeHeader("transfer-encoding");
  res.setHeader("Content-Length", body.length);
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * How long the rest of a refused body is read and thrown away before the
 * connection is cut (see sendTooLarge).
 */
const REFUSED_BODY_LINGER_MS = 5_000;

/**
 * Answers 413 while the client may still be sending the body. Closing the
 * connection at once would make the client's next write fail: browsers and
 * fetch then report a broken connection instead of this page (seen as EPIPE in
 * about 2% of refused uploads here). So, as nginx's "lingering close" does, the
 * connection stays open while Node reads and discards the rest of the body, for
 * at most REFUSED_BODY_LINGER_MS; a client still sending after that is cut off.
 */
function sendTooLarge(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(413, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(TOO_LARGE_PAGE),
  });
  res.end(TOO_LARGE_PAGE);
  if (req.complete) return;
  const socket = req.socket;
  const cutOff = setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS);
  cutOff.unref();
  // "close" comes once the body has ended or the client has gone.
  req.once("close", () => clearTimeout(cutOff));
  req.resume();
}

const TOO_LARGE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Too much data</title>' +
  "<h1>That was more than we can accept</h1><p>The form sent more data than a form ever needs. " +
  'Please go back, shorten what you wrote and try again.</p><p><a href="/">Back to Home</a></p></html>';

class BodyTooLargeError extends Error {}

/**
 * Reads the whole body, capped at `limit` whatever Content-Length claimed, so
 * an oversized form is answered 413 here and never reaches an action. Past the
 * limit the rest is not kept; the request stays readable, so sendTooLarge can
 * drain it (a `for await` loop left early would destroy the connection).
 */
function readLimitedBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.off("end", onEnd);
      chunks.length = 0;
      reject(new BodyTooLargeError());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", reject);
    // A client that goes away mid-body: settle rather than wait for an end that never comes.
    req.once("close", () => reject(new Error("the request closed before its body ended")));
  });
}

async function toFetchRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  env: Env,
  https: boolean,
  limit: number,
): Promise<Request> {
  const origin = new URL(env.SITE_URL);
  const host = req.headers.host ?? origin.host;
  const fullUrl = new URL(url.pathname + url.search, `${https ? "https" : "http"}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // The client's address for per-IP limits (lead forms); set here so a visitor cannot supply it.
  headers.set(CLIENT_IP_HEADER, clientIp(req, env));
  const method = req.method ?? "GET";
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD")
    init.body = new Uint8Array(await readLimitedBody(req, limit));
  return new Request(fullUrl, init);
}

function clientIp(req: http.IncomingMessage, env: Env): string {
  if (env.TRUST_PROXY) {
    // The proxy appends the address it saw; entries to its left come from the
    // visitor and could be forged to dodge the per-IP limit, so take the last one.
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .pop()
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "unknown";
}

export function clientDirOf(buildDir: string): string {
  return path.join(buildDir, "client");
}
