import { describe, expect, it } from "vitest";
import { canonicalPath, isValidHost, parseRequestTarget } from "./request-target";

describe("parseRequestTarget", () => {
  it("splits an origin-form target into path and query, keeping both as sent", () => {
    expect(parseRequestTarget("/about")).toEqual({ path: "/about", search: "" });
    expect(parseRequestTarget("//evil.example/?a=1?b")).toEqual({
      path: "//evil.example/",
      search: "?a=1?b",
    });
  });

  it("reads the path of an absolute-form target", () => {
    expect(parseRequestTarget("http://www.kamopaints.example/faq?q=1")).toEqual({
      path: "/faq",
      search: "?q=1",
    });
  });

  it("refuses targets that are not page addresses", () => {
    for (const raw of [undefined, "", "*", "evil.example", "ftp://x/y", "http://a b/"])
      expect(parseRequestTarget(raw), String(raw)).toBeNull();
  });
});

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/Kamo-Hi-Sheen", "/Kamo-Hi-Sheen"],
    ["/about/", "/about"],
    ["/Product/1///", "/Product/1"],
    ["//", "/"],
    ["//evil.example/", "/evil.example"],
    ["///evil.example", "/evil.example"],
    ["/\\evil.example/", "/%5Cevil.example"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["/%73taff/leads/1", "/staff/leads/1"],
    ["/%53TAFF/leads/1", "/STAFF/leads/1"],
    ["/staff/%2e%2e/about", "/about"],
    ["/staff/./leads/../audit", "/staff/audit"],
    ["/a/..//evil.example", "/evil.example"],
    ["/..", "/"],
    ["/a/b/..", "/a"],
    ["/blog-details/%E0%A4%B9", "/blog-details/%E0%A4%B9"],
    ["/staff%2Fleads", "/staff%2Fleads"],
  ])("%s becomes %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it("never yields a path a browser would read as another host", () => {
    const tricky = ["//x", "/\\x", "/./x", "/../x", "/.//x", "/%2e%2e//x", "/a/../\\x", "/\\/x"];
    for (const path of tricky) {
      const canonical = canonicalPath(path);
      expect(canonical, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(canonical, "https://www.kamopaints.example").host, path).toBe(
        "www.kamopaints.example",
      );
    }
  });

  it("is stable: a canonical path is its own canonical form", () => {
    for (const path of ["/about/", "//x//", "/%7e/./a", "/a/%2E%2E/b/"])
      expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
  });
});

describe("isValidHost", () => {
  it("accepts names, addresses and ports", () => {
    for (const host of ["www.kamopaints.example", "127.0.0.1:3000", "[::1]:8080", "localhost"])
      expect(isValidHost(host), host).toBe(true);
  });

  it("refuses anything that would change the URL built from it", () => {
    for (const host of [
      "a b",
      "a/b",
      "a?b",
      "a#b",
      "a@b",
      "a\\b",
      "",
      "[::1",
      "a:99999",
      "é.example",
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});
