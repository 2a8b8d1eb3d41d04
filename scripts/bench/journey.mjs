// The journey of issue 42, as a first-time visitor on a phone walks it: from
// the home page to a colour chosen, that colour on a wall of the right kind,
// an estimate with its total on screen, and the dealers near them for the
// paint. One path, used by the browser test (tests/e2e/journey.spec.ts, which
// fails past the limits) and by the bench (which prints the counts and time).
//
// It counts what the visitor does: taps (each click or tap), typed fields (a
// field tapped and typed into), and scrolls (each time the next control is
// not on screen, or is under the sticky header or the plan bar, and the page
// must be scrolled to reach it). At each step it checks that the thing the
// visitor is working on (the painted scene, the total, the results) is on
// screen and not covered, and throws naming the step if not.
//
// From scripts/bench.mjs:
//   import { measureJourney } from "./bench/journey.mjs";
// On its own, against a running server:
//   node scripts/bench/journey.mjs http://127.0.0.1:3000
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The limits: at most 12 taps (scrolls count as gestures too) and 2 typed fields. */
export const JOURNEY_LIMITS = { gestures: 12, typed: 2 };

/** A phone: the width the issue names, the height of a common Android screen. */
export const JOURNEY_VIEWPORT = { width: 375, height: 740 };

/** A PIN code with sample dealers near it, and a carpet area a family would type. */
const PIN = "560001";
const CARPET_AREA = "900";

function catalogue(folder, locale) {
  return JSON.parse(fs.readFileSync(path.join(root, "app", folder, "messages", `${locale}.json`)));
}

/** The words of the controls the path uses, from the site's own catalogues. */
export function journeyWords(locale) {
  const plan = catalogue("plan", locale);
  const colours = catalogue("shades/explorer", locale);
  const budget = catalogue("paint-budget", locale);
  const dealers = catalogue("dealers", locale);
  return {
    start: plan["journey.start"],
    addToShortlist: colours["shade.addToShortlist"],
    tryOnWall: plan["try.wall"],
    area: plan["cost.carpetArea"],
    seeCost: plan["cost.submit"],
    dealers: budget["calc.dealerLink"],
    pin: dealers["pin.label"],
    findDealers: dealers["pin.submit"],
  };
}

/**
 * Whether the visitor can see and reach `locator` without scrolling: its
 * middle is inside the window and the element there is it (or inside it),
 * not the sticky header, the plan bar or anything else on top.
 */
async function onScreen(locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 20);
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
  });
}

/**
 * Whether the thing being worked on is wholly on screen: inside the window,
 * below the sticky header and above the plan bar.
 */
async function wholeOnScreen(locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector(".site-header")?.getBoundingClientRect();
    const bar = document.querySelector("[data-plan-bar]");
    const barBox =
      bar && getComputedStyle(bar).position === "fixed" ? bar.getBoundingClientRect() : null;
    const top = Math.max(0, header ? header.bottom : 0);
    const bottom = Math.min(window.innerHeight, barBox ? barBox.top : window.innerHeight);
    return box.height > 0 && box.top >= top - 1 && box.bottom <= bottom + 1;
  });
}

/**
 * Walks the journey in `page` (a phone-sized page with touch) from `origin`
 * in `locale`; returns the counts, each step's time and what was chosen.
 * Throws when a step's important thing is not on screen.
 */
export async function walkJourney(page, { origin, locale = "en" }) {
  const words = journeyWords(locale);
  const prefix = locale === "en" ? "" : `/${locale}`;
  const counts = { taps: 0, typed: 0, scrolls: 0 };
  /** What each scroll was for, so a report says where the path makes the visitor scroll. */
  const scrolledFor = [];
  const steps = [];
  const started = Date.now();
  let stepStarted = started;

  const ready = async () => {
    await page.waitForLoadState("load");
    await page.locator("html[data-hydrated]").waitFor({ timeout: 15_000 });
  };
  const reach = async (locator, what) => {
    await locator.waitFor({ state: "visible" });
    if (await onScreen(locator)) return;
    counts.scrolls += 1;
    scrolledFor.push(what);
    await locator.scrollIntoViewIfNeeded();
    if (!(await onScreen(locator))) throw new Error(`journey: ${what} is covered or off screen`);
  };
  const tap = async (locator, what) => {
    await reach(locator, what);
    counts.taps += 1;
    await locator.tap();
  };
  const type = async (locator, text, what) => {
    await reach(locator, what);
    counts.typed += 1;
    await locator.tap();
    await locator.fill(text);
  };
  // A page that opens at an anchor scrolls there once it has laid out: give
  // it a moment, as a person would, before saying the thing is not in view.
  const settled = async (locator) => {
    for (let i = 0; i < 20; i++) {
      if (await wholeOnScreen(locator)) return true;
      await page.waitForTimeout(100);
    }
    return false;
  };
  const seen = async (locator, what) => {
    await locator.first().waitFor({ state: "visible" });
    if (!(await settled(locator.first())))
      throw new Error(`journey: ${what} is not on screen when it should be`);
  };
  // Something the visitor looks at next: a scroll is counted when it is not in view.
  const look = async (locator, what) => {
    await locator.first().waitFor({ state: "visible" });
    if (await settled(locator.first())) return;
    counts.scrolls += 1;
    scrolledFor.push(what);
    await locator.first().scrollIntoViewIfNeeded();
  };
  const step = (name) => {
    const now = Date.now();
    steps.push({ name, ms: now - stepStarted });
    stepStarted = now;
  };

  await page.goto(`${origin}${prefix}/`);
  await ready();
  await seen(page.getByRole("link", { name: words.start }), "the way into the journey");
  await tap(page.getByRole("link", { name: words.start }), "the way into the journey");
  step("home");

  // A colour: the first of the explorer's shades.
  await ready();
  const tile = page.locator("#colour-results .colour-grid a").first();
  await tap(tile, "the first shade");
  await ready();
  const colour = {
    code: (await page.locator(".colour-shade__code").first().textContent())?.trim() ?? "",
    hex: await page
      .locator(".colour-shade__swatch")
      .evaluate((swatch) => getComputedStyle(swatch).backgroundColor),
  };
  await tap(page.getByRole("button", { name: words.addToShortlist }), "Add to shortlist");
  // The page says the shade is on the list (with JavaScript it stays on this page).
  await page.locator(".colour-add__status").filter({ hasText: /\S/ }).waitFor();
  step("colour");

  // The colour on a wall that fits: the scene comes up painted, in view.
  await tap(page.getByRole("link", { name: words.tryOnWall }), "Try it on a wall");
  await ready();
  const scene = page.locator("figure.vis-scheme svg").first();
  await seen(scene, "the painted scene");
  const walls = await scene
    .locator('a[data-surface="walls"] .vis-surface__paint')
    .first()
    .getAttribute("fill");
  step("wall");

  // The cost: one figure typed, the total on screen.
  await type(page.getByLabel(words.area), CARPET_AREA, "the carpet area");
  await tap(page.getByRole("button", { name: words.seeCost }), "See the cost");
  await ready();
  const total = page.getByTestId("estimate-total");
  await seen(total, "the total");
  const totalText = (await total.textContent())?.trim() ?? "";
  step("cost");

  // The dealers near the visitor who sell the paint.
  await tap(page.getByRole("link", { name: words.dealers }).first(), "the dealers link");
  await ready();
  await type(page.getByLabel(words.pin, { exact: true }), PIN, "the PIN code");
  await tap(page.getByRole("button", { name: words.findDealers }).first(), "Find dealers");
  await ready();
  await seen(page.locator("#dl-results-title"), "the results' heading");
  await seen(page.locator(".dl-results__count"), "how many dealers stock the paint");
  await look(page.locator(".dl-list > li").first(), "the nearest dealer");
  const nearest =
    (await page.locator(".dl-list > li").first().locator("h3, h4").first().textContent())?.trim() ??
    "";
  step("dealers");

  return {
    locale,
    ...counts,
    gestures: counts.taps + counts.scrolls,
    scrolledFor,
    ms: Date.now() - started,
    steps,
    chosen: { ...colour, walls, total: totalText, nearest, url: page.url() },
  };
}

export function formatJourney(result) {
  const limits = `limits ${JOURNEY_LIMITS.gestures} taps and scrolls, ${JOURNEY_LIMITS.typed} typed`;
  const steps = result.steps.map((s) => `${s.name} ${(s.ms / 1000).toFixed(1)} s`).join(", ");
  return (
    `journey (${result.locale}, ${JOURNEY_VIEWPORT.width} px): ${result.taps} taps, ` +
    `${result.scrolls} scrolls, ${result.typed} typed fields (${limits}); ` +
    `${(result.ms / 1000).toFixed(1)} s [${steps}]` +
    (result.scrolledFor.length > 0 ? `; scrolled to reach ${result.scrolledFor.join(", ")}` : "")
  );
}

/** The bench's measurement: both languages in headless Chromium at a phone's size. */
export async function measureJourney(origin, { chromePath = "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const results = [];
    for (const locale of ["en", "hi"]) {
      const context = await browser.newContext({
        viewport: JOURNEY_VIEWPORT,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      try {
        results.push(await walkJourney(await context.newPage(), { origin, locale }));
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://127.0.0.1:3000";
  for (const result of await measureJourney(origin, {
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  }))
    console.log(formatJourney(result));
}
