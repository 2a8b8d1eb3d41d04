import { describe, expect, it } from "vitest";
import { downloadHref, localeOfUrl, localizeHref, pathInLocale, urlInLocale } from "./locales";

describe("links in a language", () => {
  it("keeps a generated download on its one shared path and names the language in the query", () => {
    expect(downloadHref("/downloads/shade-cards/kamosilky.pdf", "en")).toBe(
      "/downloads/shade-cards/kamosilky.pdf",
    );
    expect(downloadHref("/downloads/shade-cards/kamosilky.pdf", "hi")).toBe(
      "/downloads/shade-cards/kamosilky.pdf?lang=hi",
    );
  });

  it("prefixes pages but never shared files", () => {
    expect(localizeHref("/about", "hi")).toBe("/hi/about");
    expect(localizeHref("/downloads/x.pdf", "hi")).toBe("/downloads/x.pdf");
    expect(pathInLocale("/hi/about", "en")).toBe("/about");
  });
});

describe("a shared form page's language", () => {
  it("is named by ?lang= on /forms/ only, never over a path's own language", () => {
    expect(localeOfUrl({ pathname: "/forms/lets-talk", search: "?lang=hi" })).toBe("hi");
    expect(localeOfUrl({ pathname: "/forms/lets-talk", search: "?lang=fr" })).toBe("en");
    expect(localeOfUrl({ pathname: "/forms/lets-talk" })).toBe("en");
    expect(localeOfUrl({ pathname: "/about", search: "?lang=hi" })).toBe("en");
    expect(localeOfUrl({ pathname: "/staff/leads", search: "?lang=hi" })).toBe("en");
    expect(localeOfUrl({ pathname: "/hi/about", search: "" })).toBe("hi");
  });

  it("switches by its query there and by the prefix elsewhere, keeping other parameters", () => {
    const form = { pathname: "/forms/lets-talk", search: "?lang=hi&x=1" };
    expect(urlInLocale(form, "en")).toBe("/forms/lets-talk?x=1");
    expect(urlInLocale({ pathname: "/forms/lets-talk", search: "" }, "hi")).toBe(
      "/forms/lets-talk?lang=hi",
    );
    expect(urlInLocale({ pathname: "/forms/lets-talk", search: "?lang=hi" }, "en")).toBe(
      "/forms/lets-talk",
    );
    expect(urlInLocale({ pathname: "/hi/about", search: "?tab=2" }, "en")).toBe("/about?tab=2");
  });
});
