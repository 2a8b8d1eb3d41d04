import http from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import parseRange from "range-parser";
import { createRequestHandler, type ServerBuild } from "react-router";
import { BUSY_RETRY_AFTER_SECONDS } from "~/lib/database-busy";
import type { DatabaseHandle } from "~/db/client.server";
import { createHealthCheck } from "~/db/health.server";
import { onContentChanged, readContentVersion } from "~/db/content-version.server";
import type { Env } from "~/lib/env.server";
import { CLIENT_IP_HEADER } from "~/lib/forms/rate-limit.server";
import { newRenderContext, renderNotes } from "~/lib/render-notes";
import { isStaffPath } from "~/content/staff-path";
import { logFor } from "~/lib/log/logger.server";
import {
  FILE_CONTENT_SECURITY_POLICY,
  baseSecurityHeaders,
  withSchemeDirectives,
} from "~/lib/security.server";
import {
  PAGE_CACHE_HEADER,
  PageCache,
  cachePolicy,
  isCompressible,
  type CachedPage,
} from "./page-cache";
import { formBodyProblem, type FormBodyProblem } from "./form-body";
import { requestMetrics } from "./request-metrics";
import { httpsLocation, httpsRedirectOf } from "./https-redirect";
import { canonicalPath, isValidHost, parseRequestTarget } from "./request-target";
import { StaticFiles, encodedStaticBody, pickEncoding, type StaticFile } from "./static-files";
import { REQUEST_ID_HEADER, createRequestLog, type RequestTrace } from "./request-log";

/** Largest request body we read; public forms are a few KB. */
export const MAX_BODY_BYTES = 1_000_000;
/** Staff uploads (PDFs up to 20 MB, images) need more; only under /staff/. */
export const MAX_STAFF_BODY_BYTES = 25_000_000;

export function maxBodyBytes(pathname: string): number {
  return pathname.startsWith("/staff/") ? MAX_STAFF_BODY_BYTES : MAX_BODY_BYTES;
}

/** How often each server checks whether staff changed content elsewhere (ms). */
const CONTENT_VERSION_POLL_MS = 2_000;

/**
 * Methods our routes answer. Others are answered here, before routing: React
 * Router logs a stack trace for each one it cannot handle, the fetch Request
 * it is given cannot even be built for TRACE (a 500), and a resource route such
 * as a PDF would answer OPTIONS with its whole body.
 */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST"]);
/** Site-wide: a page takes GET and HEAD, a form also POST. */
const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";

const log = logFor("server");

/** What the server says in the answers it makes itself (not pages). */
const messages = {
  badRequest: "That request could not be read. Please check the address and try again.\n",
  methodNotAllowed: "This address cannot be used that way. Open it in a browser.\n",
  serverError: "Sorry, something went wrong on our side. Please try again.\n",
} as const;

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
  const staticFiles = new StaticFiles(clientDir);
  // Request and page-cache metrics, only when they are served (METRICS_PORT, ADR 67).
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : requestMetrics(build, (pathname) => staticFiles.get(pathname) !== undefined);
  const pageCache = new PageCache({
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    ...(metrics ? { counters: metrics.pageCache } : {}),
  });
  const unwatchPageCache = metrics?.watchPageCache(() => pageCache.bytes);
  // Reads and a tiny write, checked without waiting for a lock (ADR 35).
  const health = createHealthCheck(database);
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
  const siteHost = new URL(env.SITE_URL).host;
  // Nearly every request names the same host, so the last one found valid is
  // remembered and a cache hit costs one string comparison, not a URL parse.
  let lastValidHost: string | undefined;
  const hostIsValid = (host: string): boolean => {
    if (host === lastValidHost) return true;
    if (!isValidHost(host)) return false;
    lastValidHost = host;
    return true;
  };

  // A missing Host header is answered by respond() (with our headers), not by Node.
  const httpsRedirect = httpsRedirectOf(env);
  // Each request's id and access line (server/request-log.ts).
  const requestLog = createRequestLog({ build, trustProxy: env.TRUST_PROXY });

  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    metrics?.observe(req, res);
    const trace = requestLog.begin(req, res);
    const https = isHttpsRequest(req, env);
    // Behind a balancer, plain http goes to https before anything else, cached pages included.
    if (!https && httpsRedirect.origin !== null) {
      const location = httpsLocation(httpsRedirect, https, req.url);
      if (location) {
        res.setHeader(REQUEST_ID_HEADER, trace.id);
        return sendHttpsRedirect(res, location);
      }
    }
    const method = req.method ?? "GET";
    // Hot path first: a cached page is answered synchronously, without parsing
    // the URL or creating a promise (static-page throughput target, issue 2).
    if (method === "GET" || method === "HEAD") {
      const cached = pageCache.get(req.url ?? "/");
      const host = req.headers.host;
      if (cached && host !== undefined && hostIsValid(host))
        return sendCachedPage(req, res, cached, pageCache, https, trace);
    }
    // The request's id on every log line its work writes, awaited work included.
    void trace.run(() => respond(req, res, method, https, trace));
  });

  async function respond(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    method: string,
    https: boolean,
    trace: RequestTrace,
  ): Promise<void> {
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https })))
      res.setHeader(name, value);
    res.setHeader(REQUEST_ID_HEADER, trace.id);
    try {
      const target = parseRequestTarget(req.url);
      // HTTP/1.0 clients may leave Host out; HTTP/1.1 ones must send it (RFC 9112 3.2).
      const host = req.headers.host ?? (req.httpVersion === "1.0" ? siteHost : "");
      if (!hostIsValid(host)) return sendAnswer(req, res, 400, messages.badRequest);
      // "OPTIONS *" asks about the server as a whole.
      if (method === "OPTIONS" && req.url === "*") return sendOptions(res);
      if (!target) return sendAnswer(req, res, 400, messages.badRequest);
      const pathname = canonicalPath(target.path);
      // Whatever the answer to a staff address (a redirect, a refusal, a page),
      // in any spelling (/STAFF, /staff%2Fleads), it is personal.
      const staff = isStaffPath(decodeURIComponentSafe(pathname));
      if (staff) setStaffHeaders(res);

      if (!ROUTED_METHODS.has(method)) {
        if (method === "OPTIONS") return sendOptions(res);
        return sendAnswer(req, res, 405, messages.methodNotAllowed, { Allow: ALLOWED_METHODS });
      }
      // One address per page (no trailing slash, no //, no encoded letters):
      // anything else is sent there, query kept.
      if (pathname !== target.path) return sendRedirect(res, pathname + target.search);

      if (pathname === "/healthz") {
        const report = await health.check();
        return sendAnswer(req, res, report.status, report.body);
      }

      if (method === "GET" || method === "HEAD") {
        const file = staticFiles.get(decodeURIComponentSafe(pathname));
        if (file) {
          trace.staticFile = true;
          return sendStatic(req, res, file);
        }
      }

      const limit = maxBodyBytes(pathname);
      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > limit) return sendTooLarge(req, res);

      const url = new URL(`${https ? "https" : "http"}://${host}${pathname}${target.search}`);
      const request = await toFetchRequest(req, res, url, env, limit);
      // Loaders note here a part of the page they had to leave out, and
      // handleError a write that gave up waiting for the lock (app/lib/render-notes.ts).
      const context = newRenderContext();
      const notes = renderNotes(context);
      const response = busyAsUnavailable(await handle(request, context), notes.databaseBusy);
      if (staff) {
        // Staff pages are personal: never stored by browsers, proxies or our page cache.
        response.headers.set("Cache-Control", "no-store");
        response.headers.set("X-Robots-Tag", "noindex, nofollow");
        response.headers.delete(PAGE_CACHE_HEADER);
      }
      // Pages carry their own policy (renderDocument, app/platform/document.server.tsx); everything else gets the strictest.
      if (!response.headers.has("content-security-policy"))
        response.headers.set("Content-Security-Policy", FILE_CONTENT_SECURITY_POLICY);
      const body = Buffer.from(await response.arrayBuffer());
      const policy = cachePolicy(method, response.status, response.headers, notes.missingParts);
      response.headers.delete(PAGE_CACHE_HEADER);
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers.entries()],
        body,
      };
      // From the raw request target, exactly as the hot path looks it up.
      if (policy) pageCache.set(req.url ?? "/", page, policy);
      sendBuffered(req, res, page, pageCache, https, policy ? "MISS" : undefined);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(req, res);
      if (error instanceof UnreadableFormError)
        return sendAnswer(req, res, error.problem.status, error.problem.message);
      log.error({ err: error }, "request failed");
      if (!res.headersSent) return sendAnswer(req, res, 500, messages.serverError);
      res.end();
    }
  }
  server.on("clientError", answerUnreadableRequest);
  // CONNECT asks us to be a proxy, which we are not.
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) =>
    writeRawAnswer(socket, 405, { Allow: ALLOWED_METHODS }),
  );
  server.on("close", () => {
    clearInterval(poll);
    unwatchPageCache?.();
  });
  return server;
}

/**
 * A request whose write gave up waiting for the database's write lock, and
 * which nothing caught, failed as React Router's 500. Nothing was written,
 * and the same request will very likely work in a few seconds: 503 with
 * Retry-After says so to browsers and to anything retrying (ADR 35).
 */
function busyAsUnavailable(response: Response, databaseBusy: boolean): Response {
  if (!databaseBusy || response.status !== 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

function setStaffHeaders(res: http.ServerResponse): void {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
}

/**
 * An answer the server makes itself (/healthz, 400, 405, 413, 500): short
 * text, never stored, and the same strict policy as a file.
 */
function sendAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * OPTIONS asks what an address allows: 204 with Allow. There are no CORS
 * headers, so another website's preflight request is refused by its browser.
 */
function sendOptions(res: http.ServerResponse): void {
  res.writeHead(204, {
    Allow: ALLOWED_METHODS,
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
  });
  res.end();
}

/**
 * Plain http to https (server/https-redirect.ts), with the security headers a
 * plain-http answer carries. Never stored: a shared cache in front that keyed
 * it without X-Forwarded-Proto would send https visitors round in a loop.
 */
function sendHttpsRedirect(res: http.ServerResponse, location: string): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: false })))
    res.setHeader(name, value);
  res.writeHead(308, {
    Location: location,
    "Content-Length": 0,
    "Cache-Control": "no-store",
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
  });
  res.end();
}

/** 308 keeps the method and body, so a form posted to /contact/ still arrives. */
function sendRedirect(res: http.ServerResponse, location: string): void {
  res.writeHead(308, {
    Location: location,
    "Content-Length": 0,
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
  });
  res.end();
}

/**
 * A request Node could not parse (bad request line or header, header too
 * large, too slow), answered on the bare socket. Node's own answer is a bare
 * status line; ours carries the security headers. As Node does, a connection
 * that is already sending a response (pipelining) is cut instead.
 */
function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inProgress = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inProgress?.headersSent)
    return void socket.destroy();
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  writeRawAnswer(socket, status);
}

function writeRawAnswer(socket: Duplex, status: number, extra: Record<string, string> = {}): void {
  const body = status === 405 ? messages.methodNotAllowed : messages.badRequest;
  const headers = {
    ...baseSecurityHeaders({ https: false }),
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
    ...extra,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join("\r\n")}\r\n\r\n${body}`,
  );
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
  res.setHeader("Content-Security-Policy", FILE_CONTENT_SECURITY_POLICY);
  res.setHeader("ETag", file.etag);
  if (file.compressible) res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  if (!file.compressible) {
    // Video players ask for parts (Safari plays a video only when they are
    // answered); a compressed file is sent whole, its parts would not match.
    res.setHeader("Accept-Ranges", "bytes");
    const part = requestedPart(req, file);
    if (part === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": `bytes */${file.body.length}` });
      res.end();
      return;
    }
    if (part) {
      const body = file.body.subarray(part.start, part.end + 1);
      res.writeHead(206, {
        "Content-Type": file.type,
        "Content-Length": body.length,
        "Content-Range": `bytes ${part.start}-${part.end}/${file.body.length}`,
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encodedStaticBody(file, encoding);
  if (body !== file.body) res.setHeader("Content-Encoding", encoding);
  res.writeHead(200, { "Content-Type": file.type, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The one byte range a request asks for (RFC 9110 §14), or undefined for the
 * whole file: no Range, a malformed one, several ranges (never asked by a
 * player; the whole file answers them correctly), or an If-Range naming
 * another version of the file.
 */
function requestedPart(
  req: http.IncomingMessage,
  file: StaticFile,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  const ifRange = req.headers["if-range"];
  if (ifRange !== undefined && ifRange !== file.etag) return undefined;
  const ranges = parseRange(file.body.length, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** A cache hit: the same bytes and headers as the first answer, in one writeHead. */
function sendCachedPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: CachedPage,
  pageCache: PageCache,
  https: boolean,
  trace: RequestTrace,
): void {
  page.compressible ??= isCompressible(page);
  const compressible = page.compressible;
  const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : "identity";
  const body = pageCache.encodedBody(page, encoding);
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
  // The id is the request's own; the head is still written in one go (a header
  // set before writeHead would send Node down its slower path for every header).
  res.writeHead(page.status, raw.concat(REQUEST_ID_HEADER, trace.id));
  trace.cacheHit = true;
  trace.bytes = body.length;
  res.end(req.method === "HEAD" ? undefined : body);
}

function sendBuffered(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: CachedPage,
  pageCache: PageCache,
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
    body = pageCache.encodedBody(page, encoding);
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
  sendAnswer(req, res, 413, TOO_LARGE_PAGE, { "Content-Type": "text/html; charset=utf-8" });
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

/** A posted body no action could read as a form (server/form-body.ts): a 4xx, never a 500. */
class UnreadableFormError extends Error {
  constructor(readonly problem: FormBodyProblem) {
    super(problem.message);
  }
}

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
  limit: number,
): Promise<Request> {
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
  if (method !== "GET" && method !== "HEAD") {
    const body = new Uint8Array(await readLimitedBody(req, limit));
    const problem = await formBodyProblem(req.headers["content-type"], body);
    if (problem) throw new UnreadableFormError(problem);
    init.body = body;
  }
  return new Request(url, init);
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
