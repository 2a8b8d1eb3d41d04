/**
 * Rendered pages kept in memory for a short time. A route opts in by sending
 * the internal header X-Page-Cache: <seconds> (see app/lib/cache.ts); the header
 * never leaves the server. Only GET responses with status 200 and no
 * Set-Cookie are kept, so nothing personal is ever shared between visitors.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  expiresAt: number;
  /** Whether the body is worth compressing; worked out on the first hit. */
  compressible?: boolean;
  /**
   * Complete raw header lists for a cache hit, built once per encoding and
   * scheme, so a hit costs one writeHead call (static-page throughput target).
   */
  rawHeaders?: Map<string, string[]>;
}

export const PAGE_CACHE_HEADER = "x-page-cache";

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so Map order doubles as least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Seconds to cache for, from the route's internal header, or 0 when the page must not be cached. */
export function cacheSeconds(method: string, status: number, headers: Headers): number {
  if (method !== "GET" || status !== 200 || headers.has("set-cookie")) return 0;
  const seconds = Number(headers.get(PAGE_CACHE_HEADER));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
