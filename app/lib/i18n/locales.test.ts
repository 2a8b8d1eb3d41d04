import { describe, expect, it } from "vitest";
import { downloadHref, localizeHref, pathInLocale } from "./locales";

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
