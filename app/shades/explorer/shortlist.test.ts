import { describe, expect, it } from "vitest";
import {
  addToShortlist,
  parseShortlist,
  removeFromShortlist,
  SHORTLIST_MAX,
  shortlistHref,
  storedShortlist,
  storeShortlist,
  withShortlist,
} from "./shortlist";

describe("the shortlist in a URL", () => {
  it("reads codes separated by commas or spaces, in repeated values, upper-cased, each once", () => {
    expect(parseShortlist("KP-0513,kc-040-72-046")).toEqual(["KP-0513", "KC-040-72-046"]);
    expect(parseShortlist(["KP-0513 KP-0100", "KP-0513", null])).toEqual(["KP-0513", "KP-0100"]);
    expect(parseShortlist(" , KP-0100,, ")).toEqual(["KP-0100"]);
  });

  it("drops what cannot be a code and keeps the first twelve", () => {
    expect(parseShortlist("KP-513,<script>,KC-1-2-3,KP-0100")).toEqual(["KP-0100"]);
    const many = Array.from({ length: 20 }, (_, i) => `KP-${String(100 + i).padStart(4, "0")}`);
    const parsed = parseShortlist(many.join(","));
    expect(parsed).toHaveLength(SHORTLIST_MAX);
    expect(parsed).toEqual(many.slice(0, SHORTLIST_MAX));
  });

  it("reads nothing from an absent or empty value", () => {
    expect(parseShortlist(null)).toEqual([]);
    expect(parseShortlist(undefined)).toEqual([]);
    expect(parseShortlist("")).toEqual([]);
  });

  it("adds at the end, once, and refuses a thirteenth", () => {
    expect(addToShortlist(["KP-0100"], "KP-0101")).toEqual({
      codes: ["KP-0100", "KP-0101"],
      outcome: "added",
    });
    expect(addToShortlist(["KP-0100"], "KP-0100").outcome).toBe("already");
    const full = parseShortlist(
      Array.from({ length: 12 }, (_, i) => `KP-${String(100 + i).padStart(4, "0")}`).join(","),
    );
    expect(addToShortlist(full, "KP-0200")).toEqual({ codes: full, outcome: "full" });
    expect(removeFromShortlist(["KP-0100", "KP-0101"], "KP-0100")).toEqual(["KP-0101"]);
  });

  it("writes readable addresses in the page's language and carries the list along", () => {
    expect(shortlistHref(["KP-0100", "KC-040-72-046"], "en")).toBe(
      "/colours/shortlist?codes=KP-0100,KC-040-72-046",
    );
    expect(shortlistHref([], "hi")).toBe("/hi/colours/shortlist");
    expect(withShortlist("/colours?family=blues", ["KP-0100"])).toBe(
      "/colours?family=blues&codes=KP-0100",
    );
    expect(withShortlist("/colours/KP-0100", [])).toBe("/colours/KP-0100");
    // What a written address holds reads back as the same list.
    const href = shortlistHref(["KP-0100", "KP-0101"], "en");
    expect(parseShortlist(new URL(href, "http://x").searchParams.getAll("codes"))).toEqual([
      "KP-0100",
      "KP-0101",
    ]);
  });
});

describe("the shortlist the browser keeps", () => {
  it("round-trips through storage and survives storage that throws", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    storeShortlist(storage, ["KP-0100", "KP-0101"]);
    expect(storedShortlist(storage)).toEqual(["KP-0100", "KP-0101"]);
    const broken = {
      getItem: (): string => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(storedShortlist(broken)).toEqual([]);
    expect(() => storeShortlist(broken, ["KP-0100"])).not.toThrow();
  });
});
