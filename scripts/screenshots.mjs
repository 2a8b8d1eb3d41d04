#!/usr/bin/env node
// Screenshots of pages at the widths our visitors use: 320 and 375 px
// (phones) and 1280 px (a desktop), in Debian's headless Chromium, against a
// running server. For looking at a change before it lands, as the guide
// asks for every screen touched.
//
//   node scripts/screenshots.mjs [--base=http://127.0.0.1:3000] [--out=screenshots]
//        [--full] [--widths=320,375,1280] /visualiser "/hi/paint-budget-calculator?…"
//
// Each page is saved as <out>/<path as a file name>-<width>.png, the first
// screen only unless --full. Prints one line per picture, with the page's
// width beside the screen's when the page scrolls sideways (it never should).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith("--"))
    .map((a) => {
      const [key, value = "true"] = a.slice(2).split("=");
      return [key, value];
    }),
);
const pages = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (pages.length === 0) {
  console.error("usage: node scripts/screenshots.mjs [--base=…] [--out=…] [--full] /path …");
  process.exit(2);
}
const base = options.base ?? "http://127.0.0.1:3000";
const out = options.out ?? "screenshots";
const widths = (options.widths ?? "320,375,1280").split(",").map(Number);
const executablePath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) =>
  fs.existsSync(p),
);

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const width of widths) {
    const phone = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 780 : 900 },
      deviceScaleFactor: phone ? 2 : 1,
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    for (const target of pages) {
      await page.goto(new URL(target, base).toString(), { waitUntil: "networkidle" });
      const name =
        target
          .replace(/^\//, "")
          .replace(/[^\w.-]+/g, "_")
          .slice(0, 80) || "home";
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: options.full === "true" });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const sideways =
        scrollWidth > width ? `  page is ${scrollWidth} px wide: scrolls sideways` : "";
      console.log(`${file}${sideways}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
