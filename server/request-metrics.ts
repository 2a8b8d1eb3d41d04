import type http from "node:http";
import type { ServerBuild } from "react-router";
import {
  metricTallies,
  siteMetrics,
  statusClass,
  watchPageCacheBytes,
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
  const tallies = metricTallies();
  const name = memoized(pathNamer(build, isStaticFile));
  // One listener function for every response (no closure per request): it
  // finds its request and start time on the response.
  function finished(this: TimedResponse): void {
    const url = this.req.url ?? "/";
    const mark = url.indexOf("?");
    tallies.requests.record(
      name(mark === -1 ? url : url.slice(0, mark)),
      methodOf(this.req.method),
      statusClass(this.statusCode),
      (performance.now() - this[STARTED]) / 1000,
    );
  }
  return {
    observe(_req, res) {
      (res as TimedResponse)[STARTED] = performance.now();
      res.on("finish", finished);
    },
    pageCache: {
      hit: () => void tallies.pageCache.hits++,
      miss: () => void tallies.pageCache.misses++,
      evicted: () => metrics.pageCacheEvictions.inc(),
    },
    watchPageCache: watchPageCacheBytes,
  };
}

const STARTED = Symbol("kamo.requestStarted");
type TimedResponse = http.ServerResponse & { [STARTED]: number };

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
