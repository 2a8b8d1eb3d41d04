import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server";

describe("sanitizeRichText", () => {
  it("keeps ordinary formatting", () => {
    expect(
      sanitizeRichText("<p>Low <strong>VOC</strong> finish</p><ul><li>Washable</li></ul>"),
    ).toBe("<p>Low <strong>VOC</strong> finish</p><ul><li>Washable</li></ul>");
  });

  it("drops scripts, styles, event handlers and iframes", () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><img src=x onerror=alert(1)>',
    );
    expect(out).toBe("<p>Hi</p>");
  });

  it("removes javascript: links and opens external links in a new tab safely", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeRichText('<a href="/Product/2" target="_top">local</a>')).toBe(
      '<a href="/Product/2">local</a>',
    );
  });

  it("demotes h1 so the page keeps one main heading", () => {
    expect(sanitizeRichText("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("treats empty input as empty", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText("")).toBe("");
  });
});
