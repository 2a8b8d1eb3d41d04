import { describe, expect, it } from "vitest";
import { ownMediaPath, plainTextToHtml, sanitizeRichText } from "./sanitize.server";

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

describe("pictures in rich text", () => {
  it("keeps our own uploaded images, lazily loaded, with their size and alt", () => {
    expect(
      sanitizeRichText('<img src="/media/12/wall.jpg" alt="A sage wall" width="800" height="600">'),
    ).toBe(
      '<img src="/media/12/wall.jpg" alt="A sage wall" width="800" height="600" loading="lazy" decoding="async" />',
    );
  });

  it("gives an image without alt an empty one (decorative) rather than none", () => {
    expect(sanitizeRichText('<img src="/media/3/a.png">')).toBe(
      '<img src="/media/3/a.png" alt="" loading="lazy" decoding="async" />',
    );
  });

  it("drops images from anywhere else, data: and javascript: sources included", () => {
    for (const src of [
      "https://evil.example/x.png",
      "//evil.example/x.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "/media/../staff/x",
      "/media/12/../../etc/passwd",
      "/images/logo.png",
      "/media/abc/x.png",
    ])
      expect(sanitizeRichText(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe("<p>ab</p>");
  });

  it("drops event handlers and odd sizes from an allowed image", () => {
    expect(
      sanitizeRichText(
        '<img src="/media/4/b.webp" onerror="alert(1)" width="100%" height="-1" style="x" alt="b">',
      ),
    ).toBe('<img src="/media/4/b.webp" alt="b" loading="lazy" decoding="async" />');
  });
});

describe("ownMediaPath", () => {
  it("accepts only /media/<id>/<name>", () => {
    expect(ownMediaPath("/media/1/a.jpg")).toBe("/media/1/a.jpg");
    expect(ownMediaPath("/media/1/a.jpg?x=1")).toBeUndefined();
    expect(ownMediaPath("https://x.test/media/1/a.jpg")).toBeUndefined();
    expect(ownMediaPath("")).toBeUndefined();
    expect(ownMediaPath(null)).toBeUndefined();
  });
});

describe("plainTextToHtml", () => {
  it("makes paragraphs from blank-line separated text, escaped", () => {
    expect(plainTextToHtml("First <b>line</b>\nstill first\n\n  Second & last  \n\n\n")).toBe(
      "<p>First &lt;b&gt;line&lt;/b&gt;\nstill first</p>\n<p>Second &amp; last</p>",
    );
    expect(plainTextToHtml("")).toBe("");
  });
});
