import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER, PageCache, cacheSeconds, type CachedPage } from "./page-cache";

function page(expiresAt: number, text = "<h1>Kamo</h1>"): CachedPage {
  return { status: 200, headers: [], body: Buffer.from(text), expiresAt };
}

describe("PageCache", () => {
  it("answers a stored page until it expires, then forgets it", () => {
    const cache = new PageCache();
    cache.set("/about", page(1_000));
    expect(cache.get("/about", 999)?.body.toString()).toBe("<h1>Kamo</h1>");
    expect(cache.get("/about", 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = new PageCache(2);
    cache.set("/a", page(Infinity, "a"));
    cache.set("/b", page(Infinity, "b"));
    cache.get("/a"); // /a is now the most recently used
    cache.set("/c", page(Infinity, "c"));
    expect(cache.size).toBe(2);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")?.body.toString()).toBe("a");
    expect(cache.get("/c")?.body.toString()).toBe("c");
  });

  it("replaces a page stored again under the same key", () => {
    const cache = new PageCache(2);
    cache.set("/a", page(Infinity, "old"));
    cache.set("/a", page(Infinity, "new"));
    expect(cache.size).toBe(1);
    expect(cache.get("/a")?.body.toString()).toBe("new");
  });
});

describe("cacheSeconds", () => {
  const opted = (extra: Record<string, string> = {}) =>
    new Headers({ [PAGE_CACHE_HEADER]: "300", ...extra });

  it("caches a GET 200 whose route opted in", () => {
    expect(cacheSeconds("GET", 200, opted())).toBe(300);
  });

  it("never caches other methods, other statuses, or responses setting a cookie", () => {
    expect(cacheSeconds("POST", 200, opted())).toBe(0);
    expect(cacheSeconds("HEAD", 200, opted())).toBe(0);
    expect(cacheSeconds("GET", 404, opted())).toBe(0);
    expect(cacheSeconds("GET", 302, opted())).toBe(0);
    expect(cacheSeconds("GET", 200, opted({ "set-cookie": "session=1" }))).toBe(0);
  });

  it("does not cache pages that did not opt in or sent a nonsense value", () => {
    expect(cacheSeconds("GET", 200, new Headers())).toBe(0);
    expect(cacheSeconds("GET", 200, new Headers({ [PAGE_CACHE_HEADER]: "soon" }))).toBe(0);
    expect(cacheSeconds("GET", 200, new Headers({ [PAGE_CACHE_HEADER]: "-5" }))).toBe(0);
  });
});
