import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { PAGE_CACHE_HEADER, parsePageCacheHeader, type PageCachePolicy } from "~/lib/cache";
import type { Encoding } from "./static-files";

/**
 * Rendered pages kept in memory for a short time (ADR 22). A route opts in
 * with the internal header X-Page-Cache (app/lib/cache.ts), which also names
 * the query parameters the page reads; the header never leaves the server.
 * Only GET responses with status 200 and no Set-Cookie are kept, so nothing
 * personal is ever shared between visitors.
 *
 * The cache is bounded by bytes, not by pages: one listing of 10,000
 * documents weighs as much as a thousand small pages. And it is keyed on the
 * path plus the parameters the page reads, so a flood of `/about?junk=N`
 * neither fills it nor renders the page again.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Whether the body is worth compressing; worked out on the first hit. */
  compressible?: boolean;
  /**
   * Complete raw header lists for a cache hit, built once per encoding and
   * scheme, so a hit costs one writeHead call (static-page throughput target).
   */
  rawHeaders?: Map<string, string[]>;
  /** The key it is stored under, once stored. */
  key?: string;
}

export { PAGE_CACHE_HEADER };

/** React Router's own parameter on `.data` requests: which routes' loaders to run. */
const ROUTER_DATA_QUERY = ["_routes"];

/** Per page, beyond its bytes: the key, header objects, the LRU's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;

export interface PageCacheOptions {
  /** Most bytes of pages held (bodies, their compressed copies, headers). */
  maxBytes: number;
  /** Clock for expiry (tests); performance.now by default. */
  clock?: { now(): number };
  /** Told of each look-up's result and each page pushed out for room (the metrics, ADR 67). */
  counters?: PageCacheCounters;
}

export interface PageCacheCounters {
  hit(): void;
  miss(): void;
  evicted(): void;
}

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /**
   * The query parameters each path's page reads, as its route declared them
   * on its first answer. They are the code's, not the content's, so they
   * outlive clear(); a path is here only once it answered with a page to keep.
   */
  private readonly queries: LRUCache<string, readonly string[]>;

  private readonly counters: PageCacheCounters | undefined;

  constructor({ maxBytes, clock, counters }: PageCacheOptions) {
    this.counters = counters;
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: pageBytes,
      // "evict" is only a page pushed out for room: not an expiry, a clear or a replacement.
      ...(counters
        ? { dispose: (_page, _key, reason) => void (reason === "evict" && counters.evicted()) }
        : {}),
      // lru-cache reuses a reading of its clock for 1 ms; a test's clock moves at once.
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
    this.queries = new LRUCache({
      maxSize: 1_000_000,
      sizeCalculation: (query, path) => path.length + query.join(",").length + 64,
    });
  }

  /** The page kept for a raw request target (`/path?query`), if any and still fresh. */
  get(target: string): CachedPage | undefined {
    const key = this.keyOf(target);
    const page = key === undefined ? undefined : this.pages.get(key);
    if (this.counters) {
      if (page) this.counters.hit();
      else this.counters.miss();
    }
    return page;
  }

  /** Keeps `page` for the policy's seconds under the key its declared parameters give. */
  set(target: string, page: CachedPage, policy: PageCachePolicy): void {
    const [path, search] = splitTarget(target);
    this.queries.set(path, policy.query);
    page.key = cacheKey(path, search, policy.query);
    this.pages.set(page.key, page, { ttl: policy.seconds * 1000 });
  }

  /**
   * The body in `encoding`, compressed once and kept with the page. A stored
   * page grows by the copy, so it is put back to be measured again (with the
   * time it had left), which may push older pages out.
   */
  encodedBody(page: CachedPage, encoding: Encoding): Buffer {
    if (encoding === "identity") return page.body;
    const known = encoding === "br" ? page.br : page.gzip;
    if (known) return known;
    const body =
      encoding === "br"
        ? zlib.brotliCompressSync(page.body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : zlib.gzipSync(page.body, { level: 6 });
    if (encoding === "br") page.br = body;
    else page.gzip = body;
    const key = page.key;
    if (key !== undefined && this.pages.peek(key) === page) {
      const ttl = this.pages.getRemainingTTL(key);
      this.pages.delete(key);
      if (ttl > 0) this.pages.set(key, page, { ttl });
    }
    return body;
  }

  /** Forgets every page (content changed); what each path reads is kept. */
  clear(): void {
    this.pages.clear();
  }

  /** Pages held. */
  get size(): number {
    return this.pages.size;
  }

  /** Bytes held, as counted against maxBytes. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /**
   * The key for a request target, or undefined when it carries a query and
   * its path has not yet told which parameters it reads (a miss: the page is
   * rendered, and says).
   */
  private keyOf(target: string): string | undefined {
    if (!target.includes("?")) return target;
    const [path, search] = splitTarget(target);
    const query = this.queries.get(path);
    return query === undefined ? undefined : cacheKey(path, search, query);
  }
}

function splitTarget(target: string): [path: string, search: string] {
  const mark = target.indexOf("?");
  return mark === -1 ? [target, ""] : [target.slice(0, mark), target.slice(mark + 1)];
}

/**
 * The path plus the declared parameters present, in declared order, each
 * with its first value (what `searchParams.get` gives a loader); nothing else.
 */
export function cacheKey(path: string, search: string, query: readonly string[]): string {
  const names = path.endsWith(".data") ? [...query, ...ROUTER_DATA_QUERY] : query;
  if (search === "" || names.length === 0) return path;
  const params = new URLSearchParams(search);
  const kept: string[] = [];
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return kept.length === 0 ? path : `${path}?${kept.join("&")}`;
}

function pageBytes(page: CachedPage, key: string): number {
  let headers = 0;
  for (const [name, value] of page.headers) headers += name.length + value.length;
  // Headers are held twice: as received and as the raw lists built for hits.
  return (
    key.length +
    page.body.length +
    (page.br?.length ?? 0) +
    (page.gzip?.length ?? 0) +
    2 * headers +
    ENTRY_OVERHEAD_BYTES
  );
}

/**
 * How long to keep a response, from its route's internal header, or
 * undefined when it must not be kept: not a GET 200, personal (Set-Cookie),
 * or rendered with a part left out because its source failed
 * (`missingParts`, app/lib/partial-page.ts), which must not outlive the outage.
 */
export function cachePolicy(
  method: string,
  status: number,
  headers: Headers,
  missingParts: readonly string[] = [],
): PageCachePolicy | undefined {
  if (method !== "GET" || status !== 200 || headers.has("set-cookie")) return undefined;
  if (missingParts.length > 0) return undefined;
  return parsePageCacheHeader(headers.get(PAGE_CACHE_HEADER));
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|atom\+xml|manifest\+json|javascript))/;

export function isCompressible(page: CachedPage): boolean {
  const type = page.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  return COMPRESSIBLE_TYPE.test(type) && page.body.length > 1024;
}
