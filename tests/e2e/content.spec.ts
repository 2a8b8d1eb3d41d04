import {
  expect,
  expectNoAxeViolations,
  testReadingPages as test,
  testInOwnContext,
} from "./fixtures";
import { escapeRegExp } from "./html";

/** Blog, news and FAQ on the seeded sample database. */

test.describe("blog", () => {
  test("cards show a 145 px image, a title and More Info to the article", async ({ page }) => {
    await page.goto("/blog");
    const cards = page.locator("article.blog-card");
    // Staff tests may add a post for a moment while this runs; the six samples are always there.
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const first = cards.first();
    const image = first.locator("img");
    await expect(image).toBeVisible();
    expect((await image.boundingBox())?.height).toBeCloseTo(145, 0);
    const title = await first.getByRole("heading").textContent();
    const more = first.getByRole("link", { name: /^More Info/ });
    // The visible "More Info" starts the name; the title makes it unique.
    await expect(more).toHaveAccessibleName(/^More Info\s*:/);
    await expect(more).toHaveAccessibleName(
      new RegExp(`${title!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );

    await more.click();
    await expect(page).toHaveURL(/\/blog-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });

  test("an article shows its sanitized body and the other posts", async ({ page }) => {
    await page.goto("/blog");
    const href = await page.locator("article.blog-card a").first().getAttribute("href");
    await page.goto(href!);
    await expect(page.getByRole("heading", { name: "Week 1: inspect and repair" })).toBeVisible();
    const others = page.getByRole("complementary", { name: "Other Blogs" });
    await expect(others.getByRole("link")).toHaveCount(5);
    expect(
      await others.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).not.toContain(href);
    await expectNoAxeViolations(page, "blog article");
  });

  test("an unknown or malformed id answers 404 with the not-found page", async ({ request }) => {
    for (const path of [
      "/blog-details/99999",
      "/blog-details/1%27%20OR%201=1",
      "/blog-details/%3Cscript%3E",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });

  test("posts are in the sitemap", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // Once in each language (ADR 25).
    expect(paths.filter((p) => /^\/blog-details\/\d+$/.test(p))).toHaveLength(6);
    expect(paths.filter((p) => /^\/hi\/blog-details\/\d+$/.test(p))).toHaveLength(6);
  });
});

test("a news card opens the story's page on our site, in the sitemap in both languages", async ({
  page,
  request,
}) => {
  await page.goto("/news");
  const cards = page.locator("article.news-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  const link = cards.first().getByRole("link");
  const title = (await link.innerText()).trim();
  await expect(link).toHaveAttribute("href", /^\/news\/\d+$/);
  await expect(link).not.toHaveAttribute("target", "_blank");

  await link.click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // The brand is added to a title that does not name it already.
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}( \\| Kamo Paints)?$`));
  // The sample stories were in print only: no link to a publisher that does not exist.
  await expect(page.getByRole("link", { name: /^Read it at/ })).toHaveCount(0);
  await expect(page.getByText(/^Reported by /)).toBeVisible();
  const others = page.getByRole("complementary", { name: "More news" }).getByRole("link");
  expect(await others.count()).toBeGreaterThanOrEqual(5);
  await expectNoAxeViolations(page, "a news story");

  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const stories = paths.filter((p) => /^\/news\/\d+$/.test(p));
  expect(stories.length).toBeGreaterThanOrEqual(6);
  expect(paths.filter((p) => /^\/hi\/news\/\d+$/.test(p))).toHaveLength(stories.length);

  expect((await request.get("/news/99999999")).status()).toBe(404);
  expect((await request.get("/news/abc")).status()).toBe(404);
});

test.describe("FAQ", () => {
  test("one answer open at a time, with the button states announced", async ({ page }) => {
    await page.goto("/faq");
    const buttons = page.locator("button.faq-item__button");
    await expect(buttons.first()).toBeVisible();
    expect(await buttons.count()).toBeGreaterThanOrEqual(12);
    for (const topic of ["Products", "Dealership", "Warranty", "Shares and investors"])
      await expect(
        page.getByRole("main").getByRole("heading", { level: 2, name: topic }),
      ).toBeVisible();

    // All collapsed at first; answers are hidden from everyone.
    await expect(page.locator('button.faq-item__button[aria-expanded="true"]')).toHaveCount(0);
    const first = buttons.nth(0);
    const second = buttons.nth(1);
    const firstPanel = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
    await expect(firstPanel).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText("exterior emulsion");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    // Let the 300 ms slide finish before axe looks at the page.
    await expect(page.locator(`[id="${await second.getAttribute("aria-controls")}"]`)).toBeHidden();
    await expectNoAxeViolations(page, "FAQ");
  });

  test("keyboard: arrows move between questions, Enter and Space toggle", async ({ page }) => {
    await page.goto("/faq");
    const buttons = page.locator("button.faq-item__button");
    await buttons.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("End");
    const last = buttons.last();
    await expect(last).toBeFocused();
    await page.keyboard.press("Space");
    await expect(last).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Home");
    await expect(buttons.first()).toBeFocused();
  });

  test("answers slide for 300 ms, and not at all with reduced motion", async ({ page }) => {
    await page.goto("/faq");
    const panel = page.locator(".faq-item__panel").first();
    await expect(page.locator("button.faq-item__button").first()).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain("0.3s");
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The shell's reduced-motion rule leaves a token 0.01 ms; nothing visible moves.
    const reduced = await panel.evaluate((el) => getComputedStyle(el).transitionDuration);
    for (const part of reduced.split(",")) expect(parseFloat(part)).toBeLessThan(0.01);
  });

  testInOwnContext.describe("without JavaScript", () => {
    testInOwnContext.use({ javaScriptEnabled: false });

    testInOwnContext("every answer is shown under its question", async ({ page }) => {
      await page.goto("/faq");
      await expect(page.locator("button.faq-item__button")).toHaveCount(0);
      await expect(page.getByText("How do I claim the warranty?")).toBeVisible();
      await expect(
        page.getByText("Call our toll-free number with your dealer's invoice"),
      ).toBeVisible();
    });
  });
});
