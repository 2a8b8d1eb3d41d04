import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { alternateLinks } from "./alternates";
import { translated } from "./content";
import { formatDate, formatMoney } from "./format";
import {
  locales,
  localeOfPath,
  localizeHref,
  pathInLocale,
  sharedPathPrefixes,
  type LocaleList,
} from "./locales";
import { defineMessages } from "./messages";
import { localizedCopies } from "./routes";

/**
 * A third Indian language takes a locale entry, a catalogue per capability
 * and a content translation, nothing else (issue 25). Proven with a stand-in
 * Marathi: the same functions the site uses, given a list that includes it.
 */
const withMarathi: LocaleList = [
  ...locales,
  { code: "mr", tag: "mr-IN", ogLocale: "mr_IN", name: "मराठी" },
];

describe("a third language", () => {
  it("reads its pages from the URL and links within itself", () => {
    expect(localeOfPath("/mr/about", withMarathi)).toBe("mr");
    expect(localeOfPath("/mr", withMarathi)).toBe("mr");
    expect(localizeHref("/about", "mr", withMarathi)).toBe("/mr/about");
    expect(pathInLocale("/mr/Product/1", "hi", withMarathi)).toBe("/hi/Product/1");
    expect(pathInLocale("/hi", "mr", withMarathi)).toBe("/mr");
  });

  it("gets a copy of every public route with ids of its own", () => {
    const copies = localizedCopies(
      [{ file: "company/routes/_index.tsx", index: true }],
      withMarathi,
    );
    expect(copies.map((entry) => [entry.id, entry.path])).toEqual([
      ["hi/company/routes/_index", "hi"],
      ["mr/company/routes/_index", "mr"],
    ]);
  });

  it("joins every page's hreflang set", () => {
    expect(alternateLinks("https://x.in", "/mr/about", withMarathi)).toEqual([
      { hrefLang: "en-IN", href: "https://x.in/about" },
      { hrefLang: "hi-IN", href: "https://x.in/hi/about" },
      { hrefLang: "mr-IN", href: "https://x.in/mr/about" },
      { hrefLang: "x-default", href: "https://x.in/about" },
    ]);
  });

  it("translates through its own catalogue and falls back to English only for a missing key", () => {
    const messages = defineMessages(
      {
        en: { greeting: "Hello, {name}", tagline: "Colours that stay true" },
        hi: { greeting: "नमस्ते, {name}", tagline: "सच्चे रंग, सालों-साल" },
        mr: { greeting: "नमस्कार, {name}", tagline: "खरे रंग, वर्षानुवर्षे" },
      },
      withMarathi,
    );
    expect(messages.in("mr")("greeting", { name: "आशा" })).toBe("नमस्कार, आशा");
    expect(messages.in("mr")("tagline")).toBe("खरे रंग, वर्षानुवर्षे");
    expect(messages.in("hi")("tagline")).toBe("सच्चे रंग, सालों-साल");
    expect(() => defineMessages({ en: { a: "A" }, hi: { a: "ए" } }, withMarathi)).toThrow(
      /No "mr" message catalogue/,
    );
  });

  it("lays its content translation over the English facts", () => {
    const english = { heading: "Since 2008", phone: "1800 102 5626", items: ["Paint"] };
    const contentIn = translated(
      english,
      { mr: { heading: "2008 पासून", items: ["रंग"] } },
      withMarathi,
    );
    expect(contentIn("mr")).toEqual({
      heading: "2008 पासून",
      phone: "1800 102 5626",
      items: ["रंग"],
    });
    expect(contentIn("hi")).toBe(english);
    expect(() => translated(english, { ta: { heading: "x" } }, withMarathi)).toThrow(/not a site/);
  });

  it("formats numbers and dates with Latin digits", () => {
    expect(formatMoney("hi", 12345678)).toBe("₹1,23,45,678");
    expect(formatDate("hi", "2023-03-16")).toBe("16 मार्च 2023");
    expect(formatDate("en", "2023-03-16")).toBe("16 March 2023");
  });
});

describe("the route table", () => {
  type Entry = { path?: string; index?: boolean; id?: string; children?: Entry[] };
  const paths = (routes as Entry[]).map((entry) => `/${entry.path ?? ""}`);

  it("has a Hindi copy of every page and none of shared files", () => {
    for (const entry of routes as Entry[]) {
      const path = `/${entry.path ?? ""}`;
      if (localeOfPath(path) !== "en") continue;
      const hindi = localizeHref(path, "hi");
      if (hindi === path) {
        expect(
          sharedPathPrefixes.some((prefix) => path.startsWith(prefix)),
          path,
        ).toBe(true);
        expect(paths, path).not.toContain(`/hi${path}`);
      } else {
        expect(paths, path).toContain(hindi === "/hi" ? "/hi" : hindi);
      }
    }
    expect(paths).toEqual(
      expect.arrayContaining(["/hi", "/hi/Kamo-Hi-Sheen", "/hi/financial-results"]),
    );
    expect(paths.filter((path) => path.startsWith("/hi/staff"))).toEqual([]);
  });

  it("gives every route a unique id", () => {
    const ids = (routes as Entry[]).map((entry) => entry.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
