import type http from "node:http";
import type { ServerBuild } from "react-router";
import {
  siteMetrics,
  statusClass,
  watchPageCacheBytes,
  type SiteMetrics,
} from "~/lib/metrics/registry.server";
import type { PageCacheCounters } from "./page-cache";
import { routeNamer } from "./route-id";

/**
 * The request metrics (ADR 67): each answer timed from the request's arrival
 * to the end of its answer, and counted, by route id (server/route-id.ts),
 * method and status class. A cached page is named like the page it is, a
 * static file "static", /healthz "healthz", a path no route answers
 * "unmatched": never the URL, which a visitor can vary without end.
 */
export interface RequestMetrics {
  /** Call as a request arrives; the answer's end is recorded by itself. */
  observe(req: http.IncomingMessage, res: http.ServerResponse): void;
  pageCache: PageCacheCounters;
  /** Adds the page cache's bytes to kamo_page_cache_bytes; returns the undo. */
  watchPageCache(bytes: () => number): () => void;
}

/** Paths already named, kept to this many: a flood of new paths only clears it. */
const NAMED_PATHS = 10_000;

export function requestMetrics(
  build: Pick<ServerBuild, "routes">,
  isStaticFile: (pathname: string) => boolean,
): RequestMetrics {
  const metrics = siteMetrics();
  const name = memoized(pathNamer(build, isStaticFile));
  return {
    observe(req, res) {
      const started = performance.now();
      res.once("finish", () => record(metrics, name, req, res, started));
    },
    pageCache: {
      hit: () => metrics.pageCacheLookups.inc({ result: "hit" }),
      miss: () => metrics.pageCacheLookups.inc({ result: "miss" }),
      evicted: () => metrics.pageCacheEvictions.inc(),
    },
    watchPageCache: watchPageCacheBytes,
  };
}

function record(
  metrics: SiteMetrics,
  name: (pathname: string) => string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  started: number,
): void {
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  const route = name(mark === -1 ? url : url.slice(0, mark));
  const status_class = statusClass(res.statusCode);
  metrics.requestDuration.observe({ route, status_class }, (performance.now() - started) / 1000);
  metrics.requests.inc({ route, method: methodOf(req.method), status_class });
}

function methodOf(method: string | undefined): string {
  return method === "GET" || method === "HEAD" || method === "POST" ? method : "other";
}

/** A path's name: its route id, or one of the server's own names. */
export function pathNamer(
  build: Pick<ServerBuild, "routes">,
  isStaticFile: (pathname: string) => boolean,
): (pathname: string) => string {
  const namer = routeNamer(build);
  return (pathname) => {
    if (pathname === "/healthz") return "healthz";
    if (isStaticFile(pathname)) return "static";
    // React Router's data requests (/about.data, /_root.data) belong to their page.
    const page = pathname.endsWith(".data")
      ? pathname === "/_root.data"
        ? "/"
        : pathname.slice(0, -".data".length)
      : pathname;
    return namer(page).routeId;
  };
}

function memoized(name: (pathname: string) => string): (pathname: string) => string {
  const named = new Map<string, string>();
  return (pathname) => {
    let found = named.get(pathname);
    if (found === undefined) {
      found = name(pathname);
      if (named.size >= NAMED_PATHS) named.clear();
      named.set(pathname, found);
    }
    return found;
  };
}
