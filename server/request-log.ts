import type http from "node:http";
import { performance } from "node:perf_hooks";
import type { ServerBuild } from "react-router";
import { withLogContext } from "~/lib/log/context.server";
import { accessLogger, logger } from "~/lib/log/logger.server";
import { REQUEST_ID_HEADER, requestIdOf } from "~/lib/log/request-id";
import { routeNamer, type RouteName } from "./route-id";

export { REQUEST_ID_HEADER };

/** The route id of an answer that was a file from the client build. */
export const STATIC_ROUTE = "static";
/** The route id of /healthz, which the server answers itself. */
export const HEALTH_ROUTE = "healthz";

/**
 * One request as the log sees it: its id, and what the server tells the
 * access line that the response alone does not show.
 */
export interface RequestTrace {
  readonly id: string;
  /** The answer came from the page cache. */
  cacheHit: boolean;
  /** The answer was a file from the client build. */
  staticFile: boolean;
  /** The body's length, when the server wrote the head in one go (the cache's fast path). */
  bytes?: number;
  /** Runs the request's work with its id on every log line it causes. */
  run<T>(work: () => T): T;
}

export interface RequestLog {
  /** The request's trace; its access line is written when the response closes. */
  begin(req: http.IncomingMessage, res: http.ServerResponse): RequestTrace;
}

/** Route names remembered per path; a flood of unknown paths only empties it. */
const NAMED_PATHS_KEPT = 2_000;

/**
 * The access log (issue 45): one line per request, written when its
 * response ends or its connection closes, with its method, route id (never
 * the URL: a query string can hold what a visitor typed, and a URL is a
 * label without end), language, status, time taken, body bytes, whether the
 * page cache answered, and the request's id:
 *
 *   {"level":"info",…,"component":"access","reqId":"…","method":"GET","route":"company/routes/about",
 *    "lang":"hi","status":200,"ms":1.2,"bytes":5120,"cache":"hit","msg":"request"}
 *
 * The id is the trusted proxy's (TRUST_PROXY) when well formed, otherwise a
 * new one (app/lib/log/request-id.ts); the server returns it in X-Request-Id.
 */
export function createRequestLog({
  build,
  trustProxy,
}: {
  build: Pick<ServerBuild, "routes">;
  trustProxy: boolean;
}): RequestLog {
  const log = accessLogger;
  const nameOf = rememberedNamer(routeNamer(build));
  return {
    begin(req, res) {
      const start = performance.now();
      const id = requestIdOf(req.headers["x-request-id"], trustProxy);
      const trace: RequestTrace = {
        id,
        cacheHit: false,
        staticFile: false,
        // With the log off (LOG_LEVEL=silent) no context is entered: on Node 20
        // the first one switches async hooks on for the whole process.
        run: (work) => (contextNeeded() ? withLogContext({ reqId: id }, work) : work()),
      };
      res.once("close", () => {
        if (!log.isLevelEnabled("info")) return;
        const name = trace.staticFile ? undefined : routeOf(req.url, nameOf);
        log.info(
          {
            reqId: id,
            method: req.method,
            route: trace.staticFile ? STATIC_ROUTE : (name?.routeId ?? HEALTH_ROUTE),
            ...(name ? { lang: name.lang } : {}),
            status: res.statusCode,
            ms: Math.round((performance.now() - start) * 10) / 10,
            bytes: bodyBytes(req, res, trace),
            cache: trace.cacheHit ? "hit" : res.getHeader("x-cache") === "MISS" ? "miss" : "pass",
            // The client went away before the whole answer was sent.
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          "request",
        );
      });
      return trace;
    },
  };
}

/** Whether anything is logged at all: "silent" writes nothing, so no line needs a request id. */
function contextNeeded(): boolean {
  return logger.isLevelEnabled("fatal");
}

/** The route of a request target; undefined for /healthz (HEALTH_ROUTE). */
function routeOf(
  target: string | undefined,
  nameOf: (path: string) => RouteName,
): RouteName | undefined {
  const url = target ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return path === "/healthz" ? undefined : nameOf(path);
}

function rememberedNamer(name: (path: string) => RouteName): (path: string) => RouteName {
  const named = new Map<string, RouteName>();
  return (path) => {
    let found = named.get(path);
    if (!found) {
      if (named.size >= NAMED_PATHS_KEPT) named.clear();
      found = name(path);
      named.set(path, found);
    }
    return found;
  };
}

function bodyBytes(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  trace: RequestTrace,
): number {
  if (req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304) return 0;
  if (trace.bytes !== undefined) return trace.bytes;
  return Number(res.getHeader("content-length") ?? 0);
}
