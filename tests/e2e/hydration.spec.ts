import type { Page } from "@playwright/test";
import { expect, test, waitForEnhancement } from "./fixtures";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * The browser runs the page's components on Preact while the server renders
 * them with React (ADR 14). Hydration must adopt the server's page as it is:
 * the same elements (not a second copy drawn beside or over them), the
 * first-paint styles the server inlined into <head>, one <html>, <body> and
 * <main>. And the client router must then work: its links change the page
 * without a full load, and the title follows.
 */

const MARKED = ["body", ".site-header", "main", "main h1", ".site-footer"];

/** Tags every marked element, and every element in <head>, with a property only this test sets. */
async function markServerElements(page: Page) {
  return page.evaluate((selectors) => {
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector} in the server's HTML`);
      (element as unknown as { __fromServer: string }).__fromServer = selector;
    }
    const head = Array.from(document.head.children);
    head.forEach((element, index) => {
      (element as unknown as { __headIndex: number }).__headIndex = index;
    });
    return {
      headCount: head.length,
      inlineStyles: document.head.querySelectorAll("style").length,
      mainText: document.querySelector("main")!.textContent,
      footerHtml: document.querySelector(".site-footer")!.innerHTML,
    };
  }, MARKED);
}

async function serverElementsAfterHydration(page: Page) {
  return page.evaluate((selectors) => {
    const kept = selectors.filter((selector) => {
      const element = document.querySelector(selector) as unknown as { __fromServer?: string };
      return element?.__fromServer === selector;
    });
    const headKept = Array.from(document.head.children).filter(
      (element) => (element as unknown as { __headIndex?: number }).__headIndex !== undefined,
    ).length;
    return {
      kept,
      headKept,
      counts: ["html", "head", "body", ".site-header", "main", ".site-footer"].map(
        (selector) => `${selector}:${document.querySelectorAll(selector).length}`,
      ),
      inlineStyles: document.head.querySelectorAll("style").length,
      mainText: document.querySelector("main")!.textContent,
      footerHtml: document.querySelector(".site-footer")!.innerHTML,
    };
  }, MARKED);
}

for (const path of ["/", "/about", "/faq", "/velvety", "/contact"]) {
  test(`${path}: hydration keeps the server's elements and styles`, async ({ page }) => {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const before = await markServerElements(page);
    expect(before.inlineStyles, "the server inlines first-paint styles").toBeGreaterThan(0);

    await waitForEnhancement(page);
    const after = await serverElementsAfterHydration(page);
    expect(after.kept, "server elements still in place").toEqual(MARKED);
    expect(after.counts).toEqual([
      "html:1",
      "head:1",
      "body:1",
      ".site-header:1",
      "main:1",
      ".site-footer:1",
    ]);
    expect(after.headKept, "every element the server put in <head>").toBe(before.headCount);
    expect(after.inlineStyles).toBe(before.inlineStyles);
    expect(after.mainText).toBe(before.mainText);
    // The footer is adopted as the server sent it (StaticSection), links and all.
    expect(after.footerHtml).toBe(before.footerHtml);
  });
}

/**
 * The header, <main> and the home page's carousels and form each hydrate in a
 * task of their own (HydrateLater, ADR 24). While one waits, Preact must leave
 * the server's element in place and then adopt it, not draw a second copy;
 * and each part must work once the page says it is done. The consultation
 * dialog is not in the server's page at all: it loads on its first opening.
 */
test("parts hydrated in turns adopt the server's elements and then work", async ({ page }) => {
  const parts = [
    ".site-header",
    "main",
    ".hero-carousel",
    ".hero-carousel .hero-slide h2",
    ".review-carousel",
    ".quick-contact form",
    ".quick-contact form input[name=name]",
  ];
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.evaluate((selectors) => {
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector} in the server's HTML`);
      (element as unknown as { __fromServer: string }).__fromServer = selector;
    }
  }, parts);

  await waitForEnhancement(page);
  const kept = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const all = document.querySelectorAll(selector);
        const first = all[0] as unknown as { __fromServer?: string } | undefined;
        return `${selector}: ${all.length} ${first?.__fromServer === selector ? "kept" : "new"}`;
      }),
    parts,
  );
  expect(kept).toEqual(
    parts.map((selector) =>
      selector === ".hero-carousel .hero-slide h2" ? `${selector}: 4 kept` : `${selector}: 1 kept`,
    ),
  );

  // Each part works: the carousels have their controls, the form checks a
  // field on leaving it, the header's button opens the dialog.
  for (const name of ["Featured ranges", "Customer reviews"]) {
    const carousel = page.getByRole("region", { name });
    await expect(carousel.getByRole("button", { name: /next/i })).toBeVisible();
  }
  const form = page.locator(".quick-contact form");
  const email = form.getByRole("textbox", { name: "Email address" });
  await email.fill("priya@");
  await email.blur();
  await expect(form.getByText("Enter an email address like name@example.com")).toBeVisible();
  await expect(page.locator("dialog")).toHaveCount(0);
  await page.getByRole("banner").getByRole("link", { name: "Book Free Consultant" }).click();
  await expect(page.getByRole("dialog", { name: "Book a free consultation" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("parts adopted without hydrating their insides still work", async ({ page }) => {
  await page.goto("/");
  await waitForEnhancement(page);
  // A static section of the home page and the footer: plain links, as sent.
  const ranges = page.getByRole("region", { name: "A finish for every surface" });
  await expect(ranges.getByRole("link")).toHaveCount(9);
  await ranges.getByRole("link").first().click();
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await waitForEnhancement(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  // The page after a full load hydrates again, its footer included.
  await waitForEnhancement(page);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }),
  ).toBeVisible();
});

/**
 * The public pages use plain links (each is a small server-rendered page); the
 * staff area navigates with the client router, so that is where it is tested.
 */
test("after hydration, router links change the page without a full load and the title follows", async ({
  page,
}) => {
  const account = await createStaffAccount({ roles: ["marketing"], name: "Ravi Menon" });
  await signIn(page, account, "/staff/blog/new");
  // The editor's toolbar exists only once the page has hydrated.
  await expect(page.getByRole("toolbar", { name: "Article: formatting" })).toBeVisible();
  await expect(page).toHaveTitle(/New blog post/);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/staff\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
  await expect(page).toHaveTitle(/Blog posts/);
  expect(await sameDocument(page), "the client router handled the link").toBe(true);
  await expect(page.locator("title")).toHaveCount(1);

  // Back returns to the editor, still in the same document, toolbar and all.
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/blog\/new$/);
  await expect(page.getByRole("toolbar", { name: "Article: formatting" })).toBeVisible();
  await expect(page).toHaveTitle(/New blog post/);
  expect(await sameDocument(page)).toBe(true);
});

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
