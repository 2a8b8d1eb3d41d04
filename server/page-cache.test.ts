import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { dataPageHeaders, sharedPageHeaders } from "~/lib/cache";
import { newRenderContext, notePartMissing, renderNotes } from "~/lib/render-notes";
import { PAGE_CACHE_HEADER, PageCache, cacheKey, cachePolicy, type CachedPage } from "./page-cache";
import { manualClock } from "../tests/manual-clock";

const html = (text: string): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: Buffer.from(text),
});
const forever = { seconds: 3600, query: [] };

describe("PageCache: time", () => {
  it("answers a stored page until its seconds are up, then forgets it", () => {
    const clock = manualClock();
    const cache = new PageCache({ maxBytes: 1_000_000, clock });
    cache.set("/about", html("<h1>Kamo</h1>"), { seconds: 60, query: [] });
    clock.advance(59_000);
    expect(cache.get("/about")?.body.toString()).toBe("<h1>Kamo</h1>");
    clock.advance(2_000);
    expect(cache.get("/about")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets every page on clear()", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set("/a", html("a"), forever);
    cache.set("/b", html("b"), forever);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe("PageCache: bounded by bytes", () => {
  const kb = (n: number, fill: string) => html(fill.repeat(n * 1024));

  it("keeps pages up to maxBytes, dropping the least recently used first", () => {
    const cache = new PageCache({ maxBytes: 10 * 1024 });
    cache.set("/a", kb(3, "a"), forever);
    cache.set("/b", kb(3, "b"), forever);
    cache.get("/a"); // /a is now the most recently used
    cache.set("/c", kb(3, "c"), forever);
    expect(cache.bytes).toBeLessThanOrEqual(10 * 1024);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")?.body.length).toBe(3 * 1024);
    expect(cache.get("/c")?.body.length).toBe(3 * 1024);
  });

  it("counts a page by its size, so one big page displaces many small ones", () => {
    const cache = new PageCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 20; i++) cache.set(`/small-${i}`, kb(1, "s"), forever);
    expect(cache.size).toBe(20);
    cache.set("/big", kb(50, "b"), forever);
    expect(cache.get("/big")).toBeDefined();
    expect(cache.size).toBeLessThan(20);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("does not keep a page larger than the whole cache", () => {
    const cache = new PageCache({ maxBytes: 4 * 1024 });
    cache.set("/huge", kb(8, "h"), forever);
    expect(cache.get("/huge")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("counts the compressed copies made for hits, keeping the page's time", () => {
    const clock = manualClock();
    const cache = new PageCache({ maxBytes: 1_000_000, clock });
    const text = Array.from({ length: 2000 }, (_, i) => `<p>Shade ${i}</p>`).join("");
    const page = html(text);
    cache.set("/shades", page, { seconds: 60, query: [] });
    const before = cache.bytes;
    const br = cache.encodedBody(page, "br");
    const gzip = cache.encodedBody(page, "gzip");
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(zlib.gunzipSync(gzip).toString()).toBe(text);
    expect(cache.encodedBody(page, "br")).toBe(br); // made once
    expect(cache.bytes).toBe(before + br.length + gzip.length);
    clock.advance(61_000);
    expect(cache.get("/shades")).toBeUndefined();
  });

  it("stays within its bytes however many distinct pages a flood asks for", () => {
    const cache = new PageCache({ maxBytes: 256 * 1024 });
    const page = () => kb(20, "d");
    const listing = { seconds: 60, query: ["q"] };
    for (let i = 0; i < 2_000; i++) {
      cache.set(`/stock-exchange-disclosures?q=${i}`, page(), listing);
      expect(cache.bytes).toBeLessThanOrEqual(256 * 1024);
    }
    expect(cache.size).toBeLessThanOrEqual(12);
  });
});

describe("PageCache: keyed on the path and the parameters the page reads", () => {
  it("answers unknown parameters from the page's one copy, adding none", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    // Before the path has answered once, a query means "not known yet": a miss.
    expect(cache.get("/about?junk=1")).toBeUndefined();
    cache.set("/about?junk=1", html("about"), forever);
    for (let i = 2; i < 3_000; i++)
      expect(cache.get(`/about?junk=${i}`)?.body.toString()).toBe("about");
    expect(cache.get("/about")?.body.toString()).toBe("about");
    expect(cache.size).toBe(1);
  });

  it("keeps one copy per value of a declared parameter, whatever else comes along", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const listing = { seconds: 60, query: ["year", "q", "page"] };
    cache.set("/annual-report?year=2023-24&utm_source=mail", html("2023-24"), listing);
    cache.set("/annual-report", html("all years"), listing);
    expect(cache.get("/annual-report?x=9&year=2023-24")?.body.toString()).toBe("2023-24");
    expect(cache.get("/annual-report?junk=1")?.body.toString()).toBe("all years");
    expect(cache.get("/annual-report?year=2022-23")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("still knows what a path reads after clear(), so junk never renders twice", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set("/about", html("old"), forever);
    cache.clear();
    cache.set("/about", html("new"), forever);
    expect(cache.get("/about?junk=1")?.body.toString()).toBe("new");
  });

  it("builds one key whatever the order, encoding or repetition of parameters", () => {
    const query = ["year", "q"];
    const key = cacheKey("/x", "year=2023-24&q=agm%20notice", query);
    expect(key).toBe("/x?year=2023-24&q=agm%20notice");
    expect(cacheKey("/x", "q=agm+notice&junk=1&year=2023-24", query)).toBe(key);
    // A loader reads the first value (searchParams.get), so the key does too.
    expect(cacheKey("/x", "year=2023-24&year=1999-00&q=agm notice", query)).toBe(key);
    expect(cacheKey("/x", "junk=1", query)).toBe("/x");
    expect(cacheKey("/x", "", query)).toBe("/x");
  });

  it("keeps React Router's _routes on .data requests, which choose the loaders run", () => {
    expect(cacheKey("/about.data", "_routes=root&junk=1", [])).toBe("/about.data?_routes=root");
    expect(cacheKey("/about", "_routes=root", [])).toBe("/about");
  });
});

describe("cachePolicy", () => {
  const opted = (extra: Record<string, string> = {}) =>
    new Headers({ [PAGE_CACHE_HEADER]: "300", ...extra });

  it("caches a GET 200 whose route opted in, with the parameters it declared", () => {
    expect(cachePolicy("GET", 200, opted())).toEqual({ seconds: 300, query: [] });
    const declared = new Headers(sharedPageHeaders(60, ["year", "q", "page"]));
    expect(cachePolicy("GET", 200, declared)).toEqual({
      seconds: 60,
      query: ["year", "q", "page"],
    });
    const data = new Headers(dataPageHeaders(60, ["year"])({ loaderHeaders: new Headers() }));
    expect(cachePolicy("GET", 200, data)).toEqual({ seconds: 60, query: ["year"] });
  });

  it("never caches other methods, other statuses, or responses setting a cookie", () => {
    expect(cachePolicy("POST", 200, opted())).toBeUndefined();
    expect(cachePolicy("HEAD", 200, opted())).toBeUndefined();
    expect(cachePolicy("GET", 404, opted())).toBeUndefined();
    expect(cachePolicy("GET", 302, opted())).toBeUndefined();
    expect(cachePolicy("GET", 200, opted({ "set-cookie": "session=1" }))).toBeUndefined();
  });

  it("never caches a page rendered with a part left out, whatever its route asked", () => {
    const context = newRenderContext();
    expect(cachePolicy("GET", 200, opted(), renderNotes(context).missingParts)).toEqual({
      seconds: 300,
      query: [],
    });
    notePartMissing(context, "calendar");
    expect(cachePolicy("GET", 200, opted(), renderNotes(context).missingParts)).toBeUndefined();
    // Without a context (the development server) noting does nothing.
    expect(() => notePartMissing(undefined, "calendar")).not.toThrow();
    expect(renderNotes(undefined).missingParts).toEqual([]);
  });

  it("does not cache pages that did not opt in or sent a nonsense value", () => {
    expect(cachePolicy("GET", 200, new Headers())).toBeUndefined();
    for (const value of ["soon", "-5", "", "; query=q"])
      expect(cachePolicy("GET", 200, new Headers({ [PAGE_CACHE_HEADER]: value }))).toBeUndefined();
  });
});
