// The visualiser's photo recolouring time (issue 27: no tap should wait more
// than 200 ms on a mid-range phone). Headless Chromium with 4× CPU slowdown
// (CDP Emulation.setCPUThrottlingRate, as Lighthouse's simulated phone) at a
// phone's width opens /visualiser, gives the file input a 12-megapixel photo
// (4000 × 3000, made by scripts/visualiser-sample-photo.mjs), waits until it
// is scaled down and analysed, then taps the back wall several times and
// reads each tap's "visualiser-tap" performance measure (fill, recolour and
// drawing). Prints the figures; no assertion on time.
//
// From scripts/bench.mjs:
//   import { measureVisualiserPhoto } from "./bench/visualiser-photo.mjs";
// On its own, against a running server:
//   node scripts/bench/visualiser-photo.mjs http://127.0.0.1:3000 [taps]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SAMPLE_POINTS } from "../visualiser-sample-photo.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/** A 12-megapixel copy of the sample room, made once per run, and how to remove it. */
export function twelveMegapixelPhoto() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-visualiser-"));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  const file = path.join(dir, "room-12mp.jpg");
  const made = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "visualiser-sample-photo.mjs"), file, "4000"],
    { stdio: "inherit" },
  );
  if (made.status !== 0) {
    cleanup();
    throw new Error("could not make the 12-megapixel photo (ffmpeg?)");
  }
  return { file, cleanup };
}

export async function measureVisualiserPhoto(
  baseUrl,
  { chromePath = "/usr/bin/chromium", taps = 5, slowdown = 4 } = {},
) {
  const { file: photo, cleanup } = twelveMegapixelPhoto();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(new URL("/visualiser?walls=KP-0513", baseUrl).href, {
      waitUntil: "networkidle",
    });
    await page.locator("html[data-hydrated]").waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    const openStarted = Date.now();
    await page.locator("#vis-photo-file").setInputFiles(photo);
    // In the scene's place since issue 42 (#vis-photo-canvas); below the picker before it.
    const canvas = page.locator("#vis-photo-canvas, canvas.vis-photo__canvas");
    await canvas.waitFor({ state: "visible" });
    const openMs = Date.now() - openStarted;
    const size = await canvas.evaluate((c) => [c.width, c.height]);
    const box = await canvas.boundingBox();
    const times = [];
    const spots = [SAMPLE_POINTS.backWall, SAMPLE_POINTS.backWallFar];
    for (let i = 0; i < taps; i++) {
      const [x, y] = spots[i % spots.length];
      const before = await page.evaluate(
        () => performance.getEntriesByName("visualiser-tap").length,
      );
      await canvas.click({ position: { x: (x / 960) * box.width, y: (y / 720) * box.height } });
      await page.waitForFunction(
        (n) => performance.getEntriesByName("visualiser-tap").length > n,
        before,
      );
      times.push(
        await page.evaluate(() => performance.getEntriesByName("visualiser-tap").at(-1).duration),
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      photo: "4000 × 3000",
      scaledTo: size.join(" × "),
      slowdown,
      openMs,
      tapsMs: times.map((t) => Math.round(t * 10) / 10),
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10,
      maxMs: Math.round(sorted.at(-1) * 10) / 10,
    };
  } finally {
    await browser.close();
    cleanup();
  }
}

export function formatVisualiserPhoto(r) {
  return (
    `  ${r.photo} photo scaled to ${r.scaledTo}; ${r.slowdown}× CPU slowdown; opening it ${r.openMs} ms\n` +
    `  tap (fill + recolour + draw): median ${r.medianMs} ms, max ${r.maxMs} ms ` +
    `(taps ${r.tapsMs.join(", ")} ms; target: none over 200 ms)`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = "http://127.0.0.1:3000", taps = "5"] = process.argv.slice(2);
  const result = await measureVisualiserPhoto(origin, {
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    taps: Number(taps),
  });
  console.log("# Visualiser photo recolouring");
  console.log(formatVisualiserPhoto(result));
}
