import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  test,
  testExpectingConsoleErrors,
  testReadingPages,
} from "./fixtures";

/**
 * The paint finder (issue 42) as a visitor on a phone asks it "which exterior
 * paint for heavy rain?": the answer opens at its heading with the first
 * paint and its reason on screen, axe finds nothing with results in either
 * language, and the form works as a plain GET form without JavaScript.
 */

/** Whether the top of `selector` lies on the screen. */
const topOnScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

testReadingPages.describe("the paint finder", () => {
  for (const [prefix, words] of [
    ["", { job: "An outside wall", need: "Heavy rain", submit: "Show paints", first: "No. 1" }],
    ["/hi", { job: "बाहर की दीवार", need: "भारी बारिश", submit: "पेंट देखें", first: "नंबर 1" }],
  ] as const)
    testReadingPages(
      `${prefix || "/en"}: which outside paint for heavy rain, answered on the first screen`,
      async ({ page }) => {
        await page.goto(`${prefix}/paint-finder`);
        await page.getByRole("radio", { name: words.job }).check();
        await page.getByRole("checkbox", { name: words.need }).check();
        await page.getByRole("button", { name: words.submit }).click();
        await page.waitForURL(/job=exterior-wall&needs=heavy-rain#finder-results$/);

        const first = page.locator(".pf-card").first();
        await expect(first).toContainText(words.first);
        await expect(first.locator("h3")).toHaveText("Weather Supreme");
        await expect(first.locator(".pf-card__reasons li").first()).toBeVisible();
        // The count and the first paint are where the visitor looks, not under the form.
        await expect.poll(() => topOnScreen(page, "#finder-results")).toBe(true);
        await expect.poll(() => topOnScreen(page, ".pf-card >> nth=0")).toBe(true);
        await expectNoAxeViolations(page, `${prefix}/paint-finder with results`);
      },
    );
});

// The page answers a missing job with a 400, which the browser logs.
const testRefused = testExpectingConsoleErrors((message) => /status of 400/.test(message.text()));

testRefused(
  "asks for the job it was not told, keeping what was ticked, in both languages",
  async ({ page }) => {
    for (const [prefix, need] of [
      ["", "Heavy rain"],
      ["/hi", "भारी बारिश"],
    ] as const) {
      const response = await page.goto(`${prefix}/paint-finder?needs=heavy-rain`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("alert").getByRole("link")).toHaveAttribute("href", "#pf-job");
      await expect(page.getByRole("checkbox", { name: need })).toBeChecked();
      await expectNoAxeViolations(page, `${prefix}/paint-finder asking for the job`);
    }
  },
);

test.describe("the paint finder without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a GET form whose answer names the reason from the product's own data", async ({
    page,
  }) => {
    await page.goto("/paint-finder");
    await page.getByRole("radio", { name: "An outside wall" }).check();
    await page.getByRole("checkbox", { name: "Heavy rain" }).check();
    await page.getByRole("button", { name: "Show paints" }).click();
    await expect(page).toHaveURL(
      /\/paint-finder\?job=exterior-wall&needs=heavy-rain#finder-results$/,
    );
    const max = page.locator(".pf-card").filter({ hasText: "Weather Classic Max" });
    await expect(max).toContainText(
      "Driving rain: A high-build film for walls facing the monsoon.",
    );
    await expect(max).toContainText("No performance warranty.");
    await expect(max.getByRole("link", { name: "Estimate the cost" })).toHaveAttribute(
      "href",
      "/paint-budget-calculator?product=weather-classic-max",
    );
  });
});
