import { describe, expect, it } from "vitest";
import { optimiseDocumentHead } from "./document-head.server";
import { sourceHash } from "~/lib/security.server";

const sheets: Record<string, string> = {
  "/assets/root-abc.css": ":root{--ink:#1d2330}body{color:var(--ink)}",
  "/assets/company-def.css": ".hero{display:grid}",
};
const read = (href: string) => sheets[href];

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>${head}</head><body><main>Hi</main></body></html>`;

describe("optimiseDocumentHead", () => {
  it("inlines our style sheets in order after the head React rendered, and disables the links", () => {
    const { html } = optimiseDocumentHead(
      page(
        '<link rel="icon" href="/favicon.svg"/>' +
          '<link rel="stylesheet" href="/assets/root-abc.css"/>' +
          '<link rel="stylesheet" href="/assets/company-def.css#"/>',
      ),
      read,
    );
    expect(html).toContain(
      '<link rel="icon" href="/favicon.svg"/>' +
        '<link rel="stylesheet" href="/assets/root-abc.css" disabled=""/>' +
        '<link rel="stylesheet" href="/assets/company-def.css#" disabled=""/>' +
        "<style>:root{--ink:#1d2330}body{color:var(--ink)}\n.hero{display:grid}</style></head>",
    );
    expect(html).toContain("<body><main>Hi</main></body>");
  });

  it("preloads the core heading font every page uses, before the styles that name it", () => {
    const fonts =
      "@font-face{font-family:F;src:url(/assets/fraunces-core-600-x_Y2.woff2)}" +
      "@font-face{font-family:F;src:url(/assets/fraunces-latin-600-Pp8.woff2)}" +
      "@font-face{font-family:F;src:url(/assets/fraunces-core-400-Zz3.woff2)}" +
      "h1{font-family:F}";
    const { html } = optimiseDocumentHead(
      page('<link rel="stylesheet" href="/assets/root-abc.css"/>'),
      () => fonts,
    );
    const preload = (href: string) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${href}"/>`;
    expect(html).toContain(preload("/assets/fraunces-core-600-x_Y2.woff2") + "<style>");
    expect(html.match(/rel="preload" as="font"/g)).toHaveLength(1);
    // The quotation weight is fetched only by a page that shows one, the wider
    // latin files only by a page with a character outside the core set.
    for (const lazy of ["fraunces-core-400-Zz3", "fraunces-latin-600-Pp8"])
      expect(html).not.toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/${lazy}.woff2"/>`,
      );
  });

  it("preloads the heading font on a Hindi page too, and never the Devanagari face", () => {
    const fonts =
      "@font-face{font-family:F;src:url(/assets/fraunces-core-600-x_Y2.woff2)}" +
      "@font-face{font-family:D;src:local(Noto Sans Devanagari Regular),url(/assets/noto-sans-devanagari-400-Dv9.woff2)}";
    const head = '<link rel="stylesheet" href="/assets/root-abc.css"/>';
    for (const lang of ["en-IN", "hi-IN"]) {
      const { html } = optimiseDocumentHead(
        page(head).replace('lang="en-IN"', `lang="${lang}"`),
        () => fonts,
      );
      expect(html, lang).toContain(`<html lang="${lang}"`);
      expect(html.match(/<link rel="preload" as="font"[^>]*>/g), lang).toEqual([
        '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/fraunces-core-600-x_Y2.woff2"/>',
      ]);
    }
  });

  it("moves module preloads after the styles, at low priority", () => {
    const { html } = optimiseDocumentHead(
      page(
        '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
          '<link rel="modulepreload" href="/assets/root-2.js"/>' +
          '<link rel="stylesheet" href="/assets/root-abc.css"/>',
      ),
      read,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.indexOf("<style>")).toBeLessThan(head.indexOf("modulepreload"));
    expect(head).toMatch(
      /<link rel="modulepreload" href="\/assets\/entry.client-1.js" fetchpriority="low"\/><link rel="modulepreload" href="\/assets\/root-2.js" fetchpriority="low"\/>$/,
    );
  });

  it("leaves the links alone when a sheet cannot be read, is not ours or could close the element", () => {
    const untouched = { styleHashes: [] };
    const missing = page('<link rel="stylesheet" href="/assets/gone-000.css"/>');
    expect(optimiseDocumentHead(missing, read)).toEqual({ html: missing, ...untouched });

    const foreign = page('<link rel="stylesheet" href="https://cdn.example.com/x.css"/>');
    expect(optimiseDocumentHead(foreign, () => "body{}")).toEqual({ html: foreign, ...untouched });

    const climbing = page('<link rel="stylesheet" href="/assets/../../etc/passwd.css"/>');
    expect(optimiseDocumentHead(climbing, () => "body{}")).toEqual({
      html: climbing,
      ...untouched,
    });

    const closing = page('<link rel="stylesheet" href="/assets/root-abc.css"/>');
    expect(optimiseDocumentHead(closing, () => 'a::after{content:"</style><script>"}')).toEqual({
      html: closing,
      ...untouched,
    });
  });

  it("only looks in the head", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head>' +
      '<body><link rel="stylesheet" href="/assets/company-def.css"/></body></html>';
    const { html: out } = optimiseDocumentHead(html, read);
    expect(out).toContain('<body><link rel="stylesheet" href="/assets/company-def.css"/></body>');
    expect(out).not.toContain(".hero{display:grid}");
  });

  it("allows by hash the one <style> it wrote from our files, not a <style> that came with content", () => {
    const injected = "<style>body{background:url(/steal)}</style>";
    const { html, styleHashes } = optimiseDocumentHead(
      page(
        '<link rel="stylesheet" href="/assets/root-abc.css"/>' +
          '<link rel="stylesheet" href="/assets/company-def.css#"/>',
      ).replace("<main>Hi</main>", `<main>${injected}</main>`),
      read,
    );
    const ours = `${sheets["/assets/root-abc.css"]}\n${sheets["/assets/company-def.css"]}`;
    expect(html).toContain(`<style>${ours}</style>`);
    expect(html).toContain(injected);
    expect(styleHashes).toEqual([sourceHash(ours)]);
    expect(styleHashes).not.toContain(sourceHash("body{background:url(/steal)}"));
  });
});
