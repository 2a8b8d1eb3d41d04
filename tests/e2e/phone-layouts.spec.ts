import type { Page } from "@playwright/test";
import { pricingCatalogue } from "~/paint-budget/catalogue";
import { estimate } from "~/paint-budget/estimate";
import { budgetWordsIn } from "~/paint-budget/messages";
import {
  expect,
  expectNoAxeViolations,
  sharingOneTab,
  test,
  testExpectingConsoleErrors,
  testReadingPages,
  waitForEnhancement,
} from "./fixtures";
import { expectNoHtmlcsErrors } from "./htmlcs";

/**
 * The tools' phone layouts where the work happens (issue 42), at 320 px, the
 * narrowest phone we serve: the calculator's total and next steps first with
 * nothing to swipe sideways, its audit folded, "Room by room" quiet until the
 * visitor asks, focus on the room just added; compare as cards that say
 * "1 of 3"; the colour explorer's count kept beside its filters, whole
 * option labels and clean addresses.
 */

const phone = { width: 320, height: 640 };

/** A job and its own estimate, as the page should show it. */
const job = "carpetArea=1000&doors=2&windows=3&product=velvety";
const result = (() => {
  const outcome = estimate(
    { carpetArea: "1000", doors: "2", windows: "3", product: "velvety" },
    pricingCatalogue,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.estimate;
})();

/** How far the page, or one element, reaches past the screen's right edge (0 when it fits). */
const overflowOf = (page: Page, selector?: string) =>
  page.evaluate((selector) => {
    if (!selector) return Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    const element = document.querySelector(selector);
    if (!element) throw new Error(`${selector}: none`);
    const box = element.getBoundingClientRect();
    return Math.max(
      0,
      Math.ceil(box.right - window.innerWidth),
      element.scrollWidth - element.clientWidth,
    );
  }, selector);

/** Pages answered 400 on purpose (a room-by-room form asked for with nothing in it). */
const readingPages = sharingOneTab(
  testExpectingConsoleErrors((message) => /status of 400 \(Bad Request\)/.test(message.text())),
);

readingPages.describe("calculator with a result at 320 px", () => {
  readingPages.use({ viewport: phone });

  for (const prefix of ["", "/hi"])
    readingPages(
      `${prefix || "/"}: total and next steps first, nothing to swipe, audit folded`,
      async ({ page }) => {
        const words = budgetWordsIn(prefix ? "hi" : "en");
        // Where the form's answer opens (its action ends in #estimate).
        await page.goto(`${prefix}/paint-budget-calculator?${job}#estimate`);
        const total = page.getByTestId("estimate-total");
        await expect(total).toHaveText(words.rupees(result.total));
        await expect(total).toBeInViewport({ ratio: 1 });

        // The summary comes before the lines; its first action is booking a visit.
        const book = page.locator(".pb-summary a[data-action=book-visit]");
        await expect(book).toHaveText(words.t("calc.consult"));
        const [bookTop, linesTop] = await Promise.all([
          book.evaluate((el) => el.getBoundingClientRect().top),
          page.locator("table.pb-lines").evaluate((el) => el.getBoundingClientRect().top),
        ]);
        expect(bookTop).toBeLessThan(linesTop);

        // Every figure of the lines is on screen, the total's too: no sideways swipe.
        expect(await overflowOf(page)).toBe(0);
        expect(await overflowOf(page, "table.pb-lines")).toBe(0);
        await expect(page.locator("table.pb-lines tfoot td")).toHaveText(
          words.rupees(result.total),
        );

        // The audit table is kept, folded.
        const audit = page.locator("details.pb-audit");
        await expect(audit).not.toHaveAttribute("open");
        await expect(audit.locator("table.pb-constants tbody tr")).toHaveCount(
          result.constants.length,
        );
        await audit.locator("summary").click();
        await expect(audit.locator("table.pb-constants")).toBeVisible();
        expect(await overflowOf(page)).toBe(0);

        // Both judges of accessibility on the result: HTML_CodeSniffer (pa11y) and axe.
        await expectNoHtmlcsErrors(page, `on ${prefix}/paint-budget-calculator`);
        await expectNoAxeViolations(page, `${prefix}/paint-budget-calculator with a result`);
      },
    );
});

test.describe("calculator with JavaScript at 320 px", () => {
  test.use({ viewport: phone });

  test("Room by room shows no error before typing; Enter on Add a room focuses the new row", async ({
    page,
  }) => {
    const words = budgetWordsIn("en");
    await page.goto("/paint-budget-calculator?product=velvety");
    await waitForEnhancement(page);
    const form = page.locator("form.pb-form");
    await form.getByLabel(words.t("calc.option.rooms")).check();
    await expect(page.locator("#pb-rooms-0-length")).toBeVisible();
    // The page says what it still needs, calmly, and marks nothing wrong.
    await expect(page.locator(".pb-empty")).toContainText(words.fieldLabel("rooms"));
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);

    await form.getByRole("button", { name: words.t("calc.addRoom") }).press("Enter");
    await expect(page.locator("#pb-rooms-1-length")).toBeFocused();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("without JavaScript at 320 px", () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test("adding a room is no mistake and starts at the new row", async ({ page }) => {
    const words = budgetWordsIn("en");
    await page.goto("/paint-budget-calculator?product=velvety");
    const form = page.locator("form.pb-form");
    await form.getByLabel(words.t("calc.option.rooms")).check();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("addRoom=1")),
      form.getByRole("button", { name: words.t("calc.addRoom") }).press("Enter"),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
    await expect(page.locator("#pb-rooms-1-length")).toBeFocused();
  });

  test("three products as cards that say where they are; adding one shows it", async ({ page }) => {
    const words = budgetWordsIn("en");
    await page.goto("/compare?products=velvety,kamorich");
    await page.getByLabel(words.t("compare.addLabel")).selectOption("weather-supreme");
    await page.getByRole("button", { name: words.t("compare.add") }).click();
    await page.waitForURL(/products=velvety&products=kamorich&products=weather-supreme#cmp-last$/);

    // The new product is on screen, not in a column off to the right.
    const added = page.locator("#cmp-last");
    await expect(added).toBeInViewport();
    await expect(added.getByRole("heading", { level: 3 })).toHaveText("Weather Supreme");
    await expect(added).toContainText(words.t("compare.position", { position: 3, count: 3 }));
    await expect(
      page.getByRole("heading", { level: 2, name: "Comparing 3 products" }),
    ).toBeVisible();

    const cards = page.locator("article.cmp-card");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toBeVisible();
    await expect(cards.first()).toContainText("1 of 3");
    expect(await overflowOf(page)).toBe(0);
  });
});

test.describe("colour explorer at 320 px", () => {
  test.use({ viewport: phone });

  test("the count stays beside the filters, the button says how many, the address stays clean", async ({
    page,
  }) => {
    await page.goto("/colours");
    await waitForEnhancement(page);
    const filters = page.locator("form.colour-filters");
    // The visitor scrolls to the filters and picks one; the results are below, out of sight.
    const band = filters.locator("select[name=band]");
    await band.scrollIntoViewIfNeeded();
    await band.selectOption("light");
    await expect(page).toHaveURL(/[?&]band=light/);
    const count = filters.locator(".colour-filters__count");
    await expect(count).toHaveText(/^[\d,]+ shades match/);
    await expect(count).toBeInViewport();
    const shown = (await count.textContent())!.match(/^[\d,]+/)![0];
    await expect(filters.getByRole("button", { name: `Show ${shown} shades` })).toBeInViewport();

    // No "q=&family=" in an address made by the form.
    expect(new URL(page.url()).search).not.toMatch(/=(&|$)/);

    // "Show N shades" takes the visitor to the results.
    await filters.getByRole("button", { name: `Show ${shown} shades` }).click();
    await expect(page.locator("#colour-results-title")).toBeFocused();
    await expect(page.locator("#colour-results-title")).toBeInViewport();
    expect(await overflowOf(page)).toBe(0);
  });

  // The lists of words ("Light (LRV 50 or more)"); the paint list has its own test below.
  test("every option label of the colour, lightness and place lists reads whole", async ({
    page,
  }) => {
    await page.goto("/colours");
    const lists = page.locator("form.colour-filters select:not([name=product])");
    await expect(lists).toHaveCount(3);
    const cut = await lists.evaluateAll((selects) => {
      const context = document.createElement("canvas").getContext("2d")!;
      return (selects as HTMLSelectElement[]).flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The room for the chosen option's text: the box less its padding (the arrow sits in it).
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return [...select.options]
          .filter((option) => context.measureText(option.text).width > room)
          .map((option) => `${select.name}: "${option.text}" in ${Math.round(room)} px`);
      });
    });
    expect(cut).toEqual([]);
  });

  // The longest paint name, "Weather Supreme Advance Shyne", is 273 px of 16 px text: wider
  // than a 320 px screen's box leaves, so the chosen name wraps onto a second line.
  for (const prefix of ["", "/hi"])
    test(`${prefix || "/"}: the chosen paint's name reads whole`, async ({ page }) => {
      await page.goto(`${prefix}/colours?product=kamo-supreme-advance-shyne`);
      const paint = page.locator("form.colour-filters select[name=product]");
      await expect(paint).toHaveValue("kamo-supreme-advance-shyne");
      const fit = await paint.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        // The lines the chosen name takes, broken between words as the box wraps it.
        const lines: string[] = [];
        for (const word of select.options[select.selectedIndex]!.text.split(" ")) {
          const last = lines.at(-1);
          if (last !== undefined && context.measureText(`${last} ${word}`).width <= room)
            lines[lines.length - 1] = `${last} ${word}`;
          else lines.push(word);
        }
        const lineHeight =
          style.lineHeight === "normal"
            ? 1.2 * parseFloat(style.fontSize)
            : parseFloat(style.lineHeight);
        return {
          lines: lines.length,
          widest: Math.max(...lines.map((line) => context.measureText(line).width)),
          room,
          wraps: !/^(nowrap|pre)$/.test(style.whiteSpace),
          height:
            select.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
          needed: lines.length * lineHeight,
        };
      });
      expect(fit.widest).toBeLessThanOrEqual(fit.room);
      if (fit.lines > 1) {
        expect(fit.wraps, "the box wraps its text").toBe(true);
        expect(fit.height).toBeGreaterThanOrEqual(fit.needed - 1);
      }
      expect(await overflowOf(page)).toBe(0);
    });
});

test.describe("colour explorer without JavaScript", () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test("the form's answer has no empty parameters", async ({ page }) => {
    await page.goto("/hi/colours");
    await page.locator("form.colour-filters select[name=band]").selectOption("deep");
    await page.locator("form.colour-filters button[type=submit]").click();
    await page.waitForURL(/band=deep/);
    expect(new URL(page.url()).search).toBe("?band=deep");
    await expect(page.locator("#colour-results-title")).toBeInViewport();
  });
});

/*
 * The plan bar (ADR 43) at 320 px on every step of the journey, with the
 * longest paint name we sell: two short lines at most, the paint's name cut
 * with an ellipsis for the eye but whole for a screen reader, and never over
 * what the visitor is working on.
 */
const longPaint = { slug: "kamo-supreme-advance-shyne", name: "Weather Supreme Advance Shyne" };
const outsideJob = "surface=exterior&measure=walls&wallArea=1200";
const longPlan =
  `codes=KP-0513,KC-040-71-035&product=${longPaint.slug}` +
  `&estimate=${encodeURIComponent(outsideJob)}`;

/** The lines of text the bar's parts take on screen (text hidden for the eye left out). */
const barLines = (page: Page) =>
  page.locator("[data-plan-bar] .plan-bar__parts").evaluate((list) => {
    const middles: number[] = [];
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects())
        if (r.width > 0) middles.push(Math.round(r.top + r.height / 2));
    }
    middles.sort((a, b) => a - b);
    // Text of one line shares its middle, give or take a few pixels (swatches, fonts).
    return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 6).length;
  });

/** Whether the element is wholly on screen: below the sticky header and above the plan bar. */
const clearOfBars = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector(".site-header")!.getBoundingClientRect();
    const bar = document.querySelector("[data-plan-bar]")!.getBoundingClientRect();
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      header: Math.round(header.bottom),
      bar: Math.round(bar.top),
      clear: box.height > 0 && box.top >= header.bottom - 1 && box.bottom <= bar.top + 1,
    };
  });

/** Each step with a bar, and what the visitor works on there once the page lands. */
const barSteps: { path: string; work?: string }[] = [
  { path: `/colours?${longPlan}` },
  { path: `/colours/KP-0513?${longPlan}` },
  { path: `/visualiser?scheme=exterior.walls.KP-0513&${longPlan}#vis-cost` },
  {
    path: `/paint-budget-calculator?${outsideJob}&${longPlan}#estimate`,
    work: "[data-testid=estimate-total]",
  },
  { path: `/dealers?pin=560001&${longPlan}#dl-results`, work: "#dl-results-title" },
];

testReadingPages.describe("the plan bar at 320 px", () => {
  testReadingPages.use({ viewport: phone });

  for (const prefix of ["", "/hi"])
    testReadingPages(
      `${prefix || "/"}: two short lines on every step, clear of the work`,
      async ({ page }) => {
        // The home page starts the journey (JourneyEntry) and carries no bar.
        await page.goto(`${prefix || "/"}?${longPlan}`);
        await expect(page.locator("[data-plan-bar]")).toHaveCount(0);

        for (const { path, work } of barSteps) {
          const at = `${prefix}${path}`;
          await page.goto(at);
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
          const bar = page.locator("[data-plan-bar]");
          await expect(bar, at).toContainText(prefix ? "2 शेड" : "2 shades");
          expect(await barLines(page), `${at}: lines of the bar`).toBeLessThanOrEqual(2);
          // The paint's name may be cut for the eye; a screen reader hears it whole.
          await expect(
            bar.getByRole("link", { name: new RegExp(longPaint.name) }),
            at,
          ).toBeVisible();
          expect(await overflowOf(page), at).toBe(0);

          // The page keeps room for the bar below its end, and focus stops above it.
          const room = await page.evaluate(() => {
            const bar = document.querySelector("[data-plan-bar]")!.getBoundingClientRect();
            return {
              bar: bar.height,
              page: parseFloat(getComputedStyle(document.body).paddingBottom),
              focus: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
            };
          });
          expect(room.page, `${at}: room below the page`).toBeGreaterThanOrEqual(room.bar - 1);
          expect(room.focus, `${at}: room below focus`).toBeGreaterThanOrEqual(room.bar - 1);
          if (work) expect(await clearOfBars(page, work), at).toMatchObject({ clear: true });
        }

        // The visualiser's next step: the area typed in and "See the cost" both above the bar.
        await page.goto(`${prefix}/visualiser?scheme=exterior.walls.KP-0513&${longPlan}#vis-cost`);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        await page.locator("#vis-cost-area").focus();
        expect(await clearOfBars(page, "#vis-cost-area")).toMatchObject({ clear: true });
        await page.keyboard.press("Tab");
        await expect(page.locator("#vis-cost button[type=submit]")).toBeFocused();
        expect(await clearOfBars(page, "#vis-cost button[type=submit]")).toMatchObject({
          clear: true,
        });

        // The explorer's own count and button stand on the bar, never under it.
        await page.goto(`${prefix}/colours?${longPlan}`);
        await page.locator("#colour-product").scrollIntoViewIfNeeded();
        const [actions, barTop] = await Promise.all([
          page.locator(".colour-filters__actions").boundingBox(),
          page.locator("[data-plan-bar]").evaluate((el) => el.getBoundingClientRect().top),
        ]);
        expect(actions!.y + actions!.height).toBeLessThanOrEqual(barTop + 1);

        // A plan remembered and offered on a page without one: its "Forget" button too.
        await page.goto(`${prefix}/colours/KP-0240`);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        await expect(page.locator(".plan-bar__forget")).toBeVisible();
        expect(await barLines(page), "the offered plan's lines").toBeLessThanOrEqual(2);
        await expectNoAxeViolations(page, `${prefix}/colours/KP-0240 with the plan offered`);
      },
    );
});
