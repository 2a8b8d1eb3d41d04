import { describe, expect, it } from "vitest";
import { isAllowedLinkHref, isOwnMediaSrc } from "./editor-html";

describe("the editor's link and picture rules", () => {
  it("accepts web, email, phone and site-relative links", () => {
    for (const href of [
      "https://www.kamopaints.example/warranty",
      "http://example.in",
      "mailto:care@kamopaints.example",
      "tel:+918000000000",
      "/products/interior",
      "  /contact  ",
    ])
      expect(isAllowedLinkHref(href), href).toBe(true);
  });

  it("refuses scripts, data, protocol-relative and half-typed addresses", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x",
      "www.kamopaints.example",
      "https://",
      "mailto:",
      "",
    ])
      expect(isAllowedLinkHref(href), href).toBe(false);
  });

  it("takes pictures only from our own uploads", () => {
    expect(isOwnMediaSrc("/media/12/teak-door.jpg")).toBe(true);
    for (const src of [
      "https://evil.example/a.png",
      "/media/12/../secret",
      "/media/x/a.png",
      "x",
      "data:image/png;base64,AAAA",
    ])
      expect(isOwnMediaSrc(src), src).toBe(false);
  });
});
