import fs from "node:fs";
import { createRequire } from "node:module";
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/**
 * The tab the tests that only read pages share, one per worker (sharingOneTab).
 * Every test type below is built on this one: Playwright runs each set of
 * worker fixtures in workers of its own, and a type declaring the tab itself
 * doubled the workers started in a run, each with its own browser.
 */
const withTabKeptByWorker = base.extend<object, { tabKeptByWorker: Page }>({
  tabKeptByWorker: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Errors the site logs on purpose, let through by `test`: the 404 page answers
 * 404, and staff forms answer refused input with a 4xx status and a page that
 * explains it (400 invalid, 401 wrong password, 403 no access, 404, 409
 * conflict, 429 locked); the browser reports each as a console error.
 */
function expectedOnAnyPage(message: ConsoleMessage): boolean {
  const expected404 = /\/not-found$/.test(message.location().url) && message.text().includes("404");
  const staffRefusal =
    /\/staff(\/|\.data|\?|$)/.test(
      new URL(message.location().url || "about:blank", "http://x").pathname,
    ) && /Failed to load resource: .*status of 4\d\d\b/.test(message.text());
  return expected404 || staffRefusal;
}

/**
 * The `test` every browser test uses: it fails the test on any console error
 * or uncaught page error, as a visitor's broken page would.
 */
export const test = testExpectingConsoleErrors(expectedOnAnyPage);

export { expect };

/** `test` by the name a spec gives it when most of its tests are testReadingPages. */
export const testInOwnContext = test;

/**
 * The same `test` for tests that visit public pages and look at them: they
 * share one tab per worker rather than each opening a browser context of its
 * own. A fresh context starts a renderer with empty caches, which fetches and
 * compiles every script, style and font (and axe) again: with a shared tab the
 * every-page test took 200-220 s of CPU instead of 280-300, and the other
 * page-reading specs a sixth less. After each test the tab's other windows,
 * routes, emulated media, viewport, cookies and web storage are reset; it
 * stays on its last page, since a blank page in between cost the new renderer
 * the gain. A test that adds an init script to its page and does not remove
 * it again (the Disposable addInitScript returns), or sets an option a tab
 * cannot change (scripts off, another device), needs `test`, and a test
 * setting one of those options here fails saying so.
 */
export const testReadingPages = sharingOneTab(test);

/** A test type whose tests share one tab per worker (testReadingPages). */
export function sharingOneTab(testType: typeof test) {
  return testType.extend({
    context: async ({ tabKeptByWorker }, use) => {
      await use(tabKeptByWorker.context());
    },
    page: async (
      {
        tabKeptByWorker: tab,
        javaScriptEnabled,
        viewport,
        isMobile,
        hasTouch,
        userAgent,
        deviceScaleFactor,
      },
      use,
      testInfo,
    ) => {
      // Only the viewport can change in an open tab; a test that sets another
      // option needs a context of its own (`test`), and is told so.
      const project = testInfo.project.use;
      const changed = Object.entries({ isMobile, hasTouch, userAgent, deviceScaleFactor })
        // An option the project leaves unset is undefined there and false or undefined here.
        .filter(
          ([name, value]) => (value ?? false) !== (project[name as keyof typeof project] ?? false),
        )
        .map(([name]) => name);
      if (javaScriptEnabled === false) changed.push("javaScriptEnabled");
      if (changed.length > 0)
        throw new Error(`testReadingPages shares one tab and cannot change ${changed.join(", ")}`);
      const projectViewport = project.viewport;
      const sameSize = (size: typeof viewport) =>
        size?.width === tab.viewportSize()?.width && size?.height === tab.viewportSize()?.height;
      if (viewport && !sameSize(viewport)) await tab.setViewportSize(viewport);
      await use(tab);
      // Undo what a test may change in the tab; the next test finds it as new.
      for (const other of tab.context().pages()) if (other !== tab) await other.close();
      await tab.unrouteAll({ behavior: "ignoreErrors" });
      await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
      if (projectViewport && !sameSize(projectViewport)) await tab.setViewportSize(projectViewport);
      await tab.context().clearCookies();
      if (/^https?:/.test(tab.url()))
        await tab.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
    },
  });
}

/**
 * A `test` for a test whose point makes the browser log some errors (a
 * refused form answers 4xx, a request the test cuts off fails): those that
 * `expected` accepts are let through, every other console or page error
 * fails the test. `test` is this with the errors any page may log.
 */
export function testExpectingConsoleErrors(expected: (message: ConsoleMessage) => boolean) {
  return withTabKeptByWorker.extend<{ consoleErrors: string[] }>({
    consoleErrors: [
      async ({ page }, use) => {
        const errors: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() === "error" && !expected(message))
            errors.push(`${message.text()} (${message.location().url})`);
        };
        const onPageError = (error: Error) => errors.push(error.message);
        page.on("console", onConsole);
        page.on("pageerror", onPageError);
        await use(errors);
        // The tab may serve the next test (testReadingPages): it must not carry this one's listeners.
        page.off("console", onConsole);
        page.off("pageerror", onPageError);
        expect(errors, "console errors on the page").toEqual([]);
      },
      { auto: true },
    ],
  });
}

/** What playwright.config.ts tells a project's tests about the server it talks to. */
interface ServerMetadata {
  /** Its data folder, when not E2E_DATA_DIR's. */
  dataDir?: string;
  /** Its page runtime (PAGE_RUNTIME, ADR 49), when not ours. */
  runtime?: "stock";
}

const serverMetadata = () => base.info().project.metadata as ServerMetadata;

/** The data folder of the server the running test's project talks to. */
export function serverDataDir(): string | undefined {
  return serverMetadata().dataDir ?? process.env.E2E_DATA_DIR;
}

/** The page runtime of the server the running test's project talks to. */
export function pageRuntime(): "own" | "stock" {
  return serverMetadata().runtime ?? "own";
}

/** Below 992 px the header collapses its navigation behind a menu button. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

/**
 * Waits until the page's scripts have made all of it interactive. Before that
 * the header's menu opener is a link and its submenu labels are plain text
 * (and consultation links lead to the consultation page); the buttons appear
 * once the page is interactive, which is after its first paint (ADR 24).
 * The parts of a page hydrate one after another (ADR 24): the browser marks
 * <html> when the last one has.
 */
export async function waitForEnhancement(page: Page): Promise<void> {
  const name = isMobile(page) ? "Menu" : "Products";
  await expect(page.getByRole("banner").getByRole("button", { name })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const axeOptions: RunOptions = {
  runOnly: {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  },
  // Only violations are read: gathering every passing node's details took
  // about a fifth of each run on the larger pages.
  resultTypes: ["violations"],
  // Label in Name (WCAG 2.5.3, level A) is "experimental" in axe and so off by
  // default: a Hindi logo link named only in Devanagari while it shows "Kamo
  // Paints" slipped through without it.
  rules: { "label-content-name-mismatch": { enabled: true } },
};

const axePreloaded = new WeakSet<BrowserContext>();

/**
 * Puts axe (570 KB of script) into every frame of the page that lacks it, and
 * into every page the context opens from now on, as the page starts. Axe then
 * runs in the page, which in turn asks any same-origin frame. Sending the
 * source to the page at every check, as @axe-core/playwright does (twice per
 * check, the second time for its frames), made the every-page test a tenth
 * slower and spent CPU the other browser tests wanted.
 */
async function loadAxe(page: Page): Promise<void> {
  const context = page.context();
  if (!axePreloaded.has(context)) {
    axePreloaded.add(context);
    await context.addInitScript(axeSource);
  }
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
}

/**
 * Runs axe with the WCAG 2.x A and AA rules (2.2 included) and expects no
 * violations: on the whole page, or with `only` on the part a CSS selector
 * names (a page whose frame another test has checked).
 */
export async function expectNoAxeViolations(
  page: Page,
  context = "",
  { only }: { only?: string } = {},
): Promise<void> {
  // Measure the page at rest: an accordion mid-slide or a dialog mid-fade has
  // targets and contrasts no visitor is left looking at. Endless animations
  // (none today) are ignored; the wait is capped. Most pages are at rest
  // already: one look settles that, where starting the wait costs a few frames.
  const atRest = () =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);
  if (!(await page.evaluate(atRest)))
    await page.waitForFunction(atRest, undefined, { timeout: 3_000 }).catch(() => undefined);
  // Sections below the first screen use content-visibility: auto, so the
  // browser has not painted them yet and axe would judge their colours against
  // the wrong background. Render everything, as a visitor scrolling would see it.
  // And from the top of the page: a form that moved focus to its errors, or a
  // click, leaves the page scrolled with some control partly under the sticky
  // header, and axe's target-size rule measures only the uncovered strip. At
  // once, not by the page's smooth scrolling, which would still be under way.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto")
        element.style.contentVisibility = "visible";
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  });
  const origin = new URL(page.url()).origin;
  const crossOrigin = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(crossOrigin, "cross-origin frames, which axe run in the page would not check").toEqual([]);
  await loadAxe(page);
  const results = await page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        include ? { include: [include] } : document,
        options,
      ),
    { include: only, options: axeOptions },
  );
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}
