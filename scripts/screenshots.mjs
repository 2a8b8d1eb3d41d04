#!/usr/bin/env node
// Screenshots of pages at the widths our visitors use: 320 and 375 px
// (phones) and 1280 px (a desktop), in Debian's headless Chromium, against a
// running server. For looking at a change before it lands, as the guide
// asks for every screen touched.
//
//   node scripts/screenshots.mjs [--base=http://127.0.0.1:3000] [--out=screenshots]
//        [--full] [--widths=320,375,1280] [--journey] /visualiser "/hi/paint-budget-calculator?…"
//
// --journey adds every step of the home owner's journey (issue 42), in English
// and in Hindi: home, finder, a shade, the visualiser, colour from a photo, the
// estimate, the dealers and the visit booking.
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
// One plan carried through, as the journey test walks it.
const journey = [
  "/",
  "/paint-finder?job=exterior-wall&needs=heavy-rain",
  "/colours/KP-0513",
  "/visualiser?scheme=living.walls.KP-0513#vis-cost",
  "/colours/from-photo",
  "/paint-budget-calculator?surface=interior&measure=carpet&carpetArea=900&product=velvety&codes=KP-0513#estimate",
  "/compare?products=velvety,kamorich,weather-supreme",
  "/dealers?pin=560001&product=velvety#dl-results",
  "/consultation?codes=KP-0513&product=velvety&estimate=surface%3Dinterior%26measure%3Dcarpet%26carpetArea%3D900",
];
const pages = [
  ...process.argv.slice(2).filter((a) => !a.startsWith("--")),
  ...(options.journey ? journey.flatMap((p) => [p, `/hi${p === "/" ? "" : p}`]) : []),
];
if (pages.length === 0) {
  console.error(
    "usage: node scripts/screenshots.mjs [--base=…] [--out=…] [--full] [--journey] /path …",
  );
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
