// Page weight without timing noise: loads each page once in headless Chromium
// at a phone's width, waits for the network to settle, and sums what it asked
// for by kind (script, style sheet, image, font, document). Sizes are the gzip
// size of each file (the targets are in gzip) and the bytes the browser
// actually received (Brotli from our server). It also lists what the HTML asks
// for up front: module preloads, style sheets and preloads. Unlike Lighthouse,
// the figures do not change with the load on the machine.
//
// Standalone: node scripts/bench/page-weight.mjs http://127.0.0.1:3000 / /about
import zlib from "node:zlib";
import { chromium } from "@playwright/test";

const kinds = { script: "js", stylesheet: "css", image: "img", font: "font", document: "html" };

export async function measurePageWeight(baseUrl, paths, { chromePath } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const results = [];
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const responses = [];
      page.on("response", (response) => responses.push(response));
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: "networkidle" });
      const html = await (await page.request.get(new URL(pagePath, baseUrl).href)).text();
      const files = [];
      for (const response of responses) {
        const kind = kinds[response.request().resourceType()] ?? "other";
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes();
        const gzip = /^(js|css|html|other)$/.test(kind)
          ? zlib.gzipSync(body, { level: 6 }).length
          : body.length;
        files.push({
          kind,
          url: response.url().replace(baseUrl, ""),
          raw: body.length,
          gzip,
          transfer: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }
      const total = (list, key) => list.reduce((sum, file) => sum + file[key], 0);
      const byKind = {};
      for (const kind of new Set(files.map((f) => f.kind))) {
        const list = files.filter((f) => f.kind === kind);
        byKind[kind] = {
          requests: list.length,
          gzip: total(list, "gzip"),
          transfer: total(list, "transfer"),
        };
      }
      const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
      const linkTags = html.match(/<link\b[^>]*>/g) ?? [];
      results.push({
        path: pagePath,
        requests: files.length,
        gzip: total(files, "gzip"),
        transfer: total(files, "transfer"),
        byKind,
        upFront: {
          modulepreload: linkTags
            .filter((t) => attr(t, "rel") === "modulepreload")
            .map((t) => attr(t, "href")),
          // A disabled link is neither fetched nor render-blocking: its
          // sheet is inlined in a <style> (app/platform/document-head.server.ts).
          stylesheet: linkTags
            .filter((t) => attr(t, "rel") === "stylesheet" && !/\sdisabled\b/.test(t))
            .map((t) => attr(t, "href")),
          preload: linkTags.filter((t) => attr(t, "rel") === "preload").map((t) => attr(t, "href")),
          inlineStyleBytes: (html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []).join("").length,
        },
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatPageWeight(results) {
  const lines = [];
  for (const r of results) {
    const js = r.byKind.js ?? { requests: 0, gzip: 0, transfer: 0 };
    const css = r.byKind.css ?? { requests: 0, gzip: 0, transfer: 0 };
    lines.push(
      `${r.path.padEnd(18)} ${String(r.requests).padStart(3)} requests, ${kb(r.transfer)} sent;` +
        ` JS ${js.requests} files ${kb(js.gzip)} gzip; CSS ${css.requests} files ${kb(css.gzip)} gzip;` +
        ` up front: ${r.upFront.modulepreload.length} modulepreloads, ${r.upFront.stylesheet.length} blocking style sheets,` +
        ` ${kb(r.upFront.inlineStyleBytes)} inline CSS`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  const results = await measurePageWeight(baseUrl, paths.length ? paths : ["/"], {
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  });
  if (process.env.VERBOSE) {
    for (const r of results) {
      console.log(`\n${r.path}`);
      console.log(JSON.stringify(r.upFront, null, 1));
      for (const f of r.files)
        console.log(
          `  ${f.kind.padEnd(5)} ${kb(f.gzip).padStart(9)} ${kb(f.transfer).padStart(9)} ${f.url}`,
        );
    }
    console.log();
  }
  console.log(formatPageWeight(results));
}
