import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { artworkWidths, hasArtwork, ResponsiveImage } from "./ResponsiveImage";

describe("ResponsiveImage", () => {
  it("lists every rendered width, up to the artwork's own", () => {
    expect(artworkWidths(1200)).toEqual([360, 640, 960, 1200]);
    expect(artworkWidths(400)).toEqual([360, 400]);
    expect(artworkWidths(360)).toEqual([360]);
  });

  it("renders AVIF and WebP sources with the artwork's size and hashed files", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage name="about-hero" alt="Our plant" sizes="100vw" priority />,
    );
    expect(html).toMatch(
      /<source type="image\/avif" srcSet="\/img\/generated\/about-hero\.[0-9a-f]{10}-360\.avif 360w, /,
    );
    expect(html).toContain("-1200.webp 1200w");
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="700"');
    expect(html).toMatch(/src="\/img\/generated\/about-hero\.[0-9a-f]{10}-640\.webp"/);
  });

  it("refuses a name without artwork", () => {
    expect(hasArtwork("about-hero")).toBe(true);
    expect(hasArtwork("no-such-art")).toBe(false);
    expect(() =>
      renderToStaticMarkup(<ResponsiveImage name="no-such-art" alt="" sizes="1px" />),
    ).toThrow(/Unknown artwork/);
  });
});
