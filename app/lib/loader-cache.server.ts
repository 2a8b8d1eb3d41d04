import { LRUCache } from "lru-cache";

/**
 * Answers from a slow source (the ERP) kept for a short time, so a busy page
 * does not ask it on every view. lru-cache does the work: answers expire after
 * `ttlMs`, concurrent misses for one key share one load, a failed load is not
 * kept, and once the answers held weigh `maxBytes` (measured as JSON) the least
 * recently used go first.
 */
export interface LoaderCache {
  /** The answer kept for `key`, or what `load` gives (then kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer whose key starts with `prefix` (all by default). */
  clear(prefix?: string): void;
  /** Bytes held, as counted against maxBytes. */
  readonly bytes: number;
}

/** lru-cache keeps no null or undefined; "not found" is an answer too, so each is boxed. */
interface Box {
  value: unknown;
}

export function createLoaderCache({
  ttlMs,
  maxBytes,
  clock,
}: {
  ttlMs: number;
  maxBytes: number;
  /** Clock for expiry (tests); performance.now by default. */
  clock?: { now(): number };
}): LoaderCache {
  const cache = new LRUCache<string, Box, () => Promise<unknown>>({
    // lru-cache reuses a reading of its clock for 1 ms; a test's clock moves at once.
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (box, key) =>
      key.length + Buffer.byteLength(JSON.stringify(box.value) ?? "") + 64,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    // A load still running when the cache is cleared finishes for its callers;
    // its answer is simply not kept.
    ignoreFetchAbort: true,
  });
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const box = await cache.forceFetch(key, { context: load });
      return box.value as T;
    },
    clear(prefix = "") {
      if (prefix === "") return cache.clear();
      for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
