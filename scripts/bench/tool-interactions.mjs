// The worst interaction of each tool a visitor works in (issue 42: a tap or a
// change shows within 200 ms on a phone-class CPU): headless Chromium at
// 375 × 812 with 4× CPU slowdown, the page loaded and hydrated first, then
//
// - visualiser, scene: shade chips tapped one after another, each until the
//   selected surface shows the chip's colour;
// - visualiser, photo: the 12-megapixel sample photo opened, the back wall
//   tapped, then shade chips tapped, each until the tapped wall shows it;
// - calculator: a key pressed in the carpet area, until the total changes;
// - explorer: the colour family moved on by a key, until the results are the
//   new family's (the address says it and the list is no longer busy).
//
// Each figure is the worst of its interactions (bench/interactions.mjs says
// what "event" and "update" mean). Prints nothing, asserts nothing.
//
// From scripts/bench.mjs:
//   import { formatToolInteractions, measureToolInteractions } from "./bench/tool-interactions.mjs";
// On its own, against a running server:
//   node scripts/bench/tool-interactions.mjs http://127.0.0.1:3000 [repeats]
import { chromium } from "@playwright/test";
import {
  formatWorst,
  measureInteraction,
  slowCpu,
  startInteractionLog,
  worstOf,
} from "./interactions.mjs";
import { twelveMegapixelPhoto } from "./visualiser-photo.mjs";
import { SAMPLE_POINTS, SAMPLE_SIZE } from "../visualiser-sample-photo.mjs";

const PHONE = { width: 375, height: 812 };
/** The photo's canvas, in the scene's place since issue 42, below the picker before it. */
const PHOTO_CANVAS = "#vis-photo-canvas, canvas.vis-photo__canvas";

async function openPage(browser, url) {
  const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2 });
  await startInteractionLog(page);
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor();
  return page;
}

/** The chips of the "close to the current shade" group: a different one each time. */
const similarChip = (page, i) => page.locator(".vis-group .vis-chip:not([aria-current])").nth(i);

/**
 * Waits until the page has the chosen shade's data (the picker's "Now …" line
 * shows it), so the next chip is looked for in the page as it will stay.
 */
const committed = (page, colour) =>
  page.waitForFunction(
    (expected) => {
      const swatch = document.querySelector(".vis-panel .vis-current .vis-chip__swatch");
      return swatch !== null && getComputedStyle(swatch).backgroundColor === expected;
    },
    colour,
    { timeout: 15_000 },
  );

const swatchColour = (chip) =>
  chip.locator(".vis-chip__swatch").evaluate((swatch) => getComputedStyle(swatch).backgroundColor);

async function visualiserScene(browser, origin, repeats) {
  const page = await openPage(browser, new URL("/visualiser?walls=KP-0513", origin).href);
  await slowCpu(page);
  const measured = [];
  for (let i = 0; i < repeats; i++) {
    const chip = similarChip(page, i % 3);
    await chip.scrollIntoViewIfNeeded();
    const colour = await swatchColour(chip);
    measured.push(
      await measureInteraction(page, () => chip.click(), {
        settled: (expected) => {
          const paint = document.querySelector(
            'figure[data-scheme="a"] .vis-surface[aria-current="true"] .vis-surface__paint',
          );
          return paint !== null && getComputedStyle(paint).fill === expected;
        },
        arg: colour,
      }),
    );
    await committed(page, colour);
  }
  await page.close();
  return worstOf(measured);
}

async function visualiserPhoto(browser, origin, repeats, photo) {
  const page = await openPage(browser, new URL("/visualiser?walls=KP-0513", origin).href);
  await slowCpu(page);
  await page.locator("#vis-photo-file").setInputFiles(photo);
  const canvas = page.locator(PHOTO_CANVAS);
  await canvas.waitFor({ state: "visible" });
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.width > 0,
    PHOTO_CANVAS,
  );
  const taps = [];
  const spots = [SAMPLE_POINTS.backWall, SAMPLE_POINTS.backWallFar];
  for (let i = 0; i < repeats; i++) {
    const [x, y] = spots[i % spots.length];
    const box = await canvas.boundingBox();
    const before = await page.evaluate(() => performance.getEntriesByName("visualiser-tap").length);
    taps.push(
      await measureInteraction(
        page,
        () =>
          canvas.click({
            position: {
              x: (x / SAMPLE_SIZE.width) * box.width,
              y: (y / SAMPLE_SIZE.height) * box.height,
            },
          }),
        {
          settled: (n) => performance.getEntriesByName("visualiser-tap").length > n,
          arg: before,
        },
      ),
    );
  }
  // A shade chosen while the photo shows: the wall tapped last takes it (since
  // issue 42; before it, the photo sat below the picker and a chip did not touch it).
  const chips = [];
  const repaints = (await page.locator(".vis-photo-stage").count()) > 0;
  for (let i = 0; repaints && i < repeats; i++) {
    const chip = similarChip(page, i % 3);
    await chip.scrollIntoViewIfNeeded();
    const colour = await swatchColour(chip);
    const hex = colour
      .match(/\d+/g)
      .slice(0, 3)
      .map((v) => Number(v).toString(16).padStart(2, "0"))
      .join("");
    chips.push(
      await measureInteraction(page, () => chip.click(), {
        settled: (expected) =>
          document.querySelector("#vis-photo-canvas")?.dataset.shade === `#${expected}`,
        arg: hex,
      }),
    );
    await committed(page, colour);
  }
  await page.close();
  return { taps: worstOf(taps), chips: worstOf(chips) };
}

async function calculatorField(browser, origin, repeats) {
  const page = await openPage(
    browser,
    new URL("/paint-budget-calculator?carpetArea=1000&product=velvety", origin).href,
  );
  await slowCpu(page);
  const field = page.locator('input[name="carpetArea"]');
  const measured = [];
  for (let i = 0; i < repeats; i++) {
    const before = await page.getByTestId("estimate-total").first().textContent();
    // One keystroke, one interaction, a new total: the area loses its last
    // digit (1,000 to 100 sq ft), then gets it back.
    await field.press("End");
    const key = i % 2 === 0 ? "Backspace" : "0";
    measured.push(
      await measureInteraction(page, () => page.keyboard.press(key), {
        settled: (text) => {
          const total = document.querySelector('[data-testid="estimate-total"]');
          return total !== null && total.textContent !== text;
        },
        arg: before,
      }),
    );
  }
  await page.close();
  return worstOf(measured);
}

async function explorerFilter(browser, origin, repeats) {
  const page = await openPage(browser, new URL("/colours", origin).href);
  await slowCpu(page);
  const select = page.locator("#colour-family");
  const measured = [];
  for (let i = 0; i < repeats; i++) {
    await select.focus();
    // The key moves a closed list to its next option, as a visitor's keyboard does.
    const family = await select.evaluate(
      (element) => element.options[element.selectedIndex + 1]?.value,
    );
    measured.push(
      await measureInteraction(page, () => page.keyboard.press("ArrowDown"), {
        settled: (wanted) =>
          new URLSearchParams(location.search).get("family") === wanted &&
          document.querySelector("[aria-busy='true']") === null,
        arg: family,
      }),
    );
  }
  await page.close();
  return worstOf(measured);
}

/** Each tool's worst interaction; a tool that fails is reported with its error. */
export async function measureToolInteractions(
  origin,
  { chromePath = "/usr/bin/chromium", repeats = 5 } = {},
) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const { file: photo, cleanup } = twelveMegapixelPhoto();
  const results = {};
  const run = async (name, measure) => {
    try {
      results[name] = await measure();
    } catch (error) {
      results[name] = { error: error instanceof Error ? error.message.split("\n")[0] : error };
    }
  };
  try {
    await run("visualiserScene", () => visualiserScene(browser, origin, repeats));
    await run("visualiserPhoto", () => visualiserPhoto(browser, origin, repeats, photo));
    await run("calculator", () => calculatorField(browser, origin, repeats));
    await run("explorer", () => explorerFilter(browser, origin, repeats));
  } finally {
    await browser.close();
    cleanup();
  }
  return results;
}

export function formatToolInteractions(r) {
  const line = (label, worst) =>
    worst?.error ? `  ${label.padEnd(34)}failed: ${worst.error}` : formatWorst(label, worst);
  return [
    line("visualiser: shade chip (scene)", r.visualiserScene),
    line("visualiser: tap on the photo", r.visualiserPhoto?.taps ?? r.visualiserPhoto),
    line("visualiser: shade chip (photo)", r.visualiserPhoto?.chips ?? r.visualiserPhoto),
    line("calculator: carpet area typed", r.calculator),
    line("explorer: colour family changed", r.explorer),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = "http://127.0.0.1:3000", repeats = "5"] = process.argv.slice(2);
  const result = await measureToolInteractions(origin, {
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    repeats: Number(repeats),
  });
  console.log("# Worst interaction of each tool (375 px, 4× CPU slowdown)");
  console.log(formatToolInteractions(result));
  if (process.env.BENCH_JSON) console.log(JSON.stringify(result, null, 2));
}
