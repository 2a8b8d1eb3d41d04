import { expect, expectNoAxeViolations, test, testReadingPages } from "./fixtures";

/**
 * One search over every filing (issue 29), on the seeded sample documents:
 * from the Investor Zone's box to results with highlighted snippets, grouped
 * by category, with year and category filters; all of it without JavaScript.
 */
test.describe("filing search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Investor Zone's box finds filings with the words marked", async ({ page }) => {
    await page.goto("/investor-zone");
    const box = page.getByRole("search", { name: "Search every filing" });
    await box.getByRole("searchbox").fill("dividend");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/investors\/search\?q=dividend$/);
    await expect(page.getByRole("status")).toContainText(/\d+ documents? match(es)? “dividend”/);
    const marks = page.locator("main mark");
    expect(await marks.count()).toBeGreaterThan(0);
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toMatch(/^divid/);
    // Grouped by category, each group linking its listing.
    await expect(page.getByRole("link", { name: /^Open the .+ page$/ }).first()).toBeVisible();
  });

  test("year and category filters narrow the results", async ({ page }) => {
    await page.goto("/investors/search?q=board+meeting");
    const all = Number((await page.getByRole("status").textContent())!.match(/\d+/)![0]);
    await page.getByLabel("Category").selectOption("Stock Exchange Disclosures");
    await page.getByLabel("Financial year").selectOption("2025-26");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/category=Stock\+Exchange\+Disclosures/);
    const narrowed = Number((await page.getByRole("status").textContent())!.match(/\d+/)![0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    const headings = page.locator("main section h2");
    await expect(headings).toHaveCount(1);
    await expect(headings).toContainText("Stock exchange disclosures");
    for (const date of await page
      .locator(".filing-search__meta time")
      .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime")!)))
      expect(date >= "2025-04-01" && date <= "2026-03-31", date).toBe(true);
  });

  test("every listing page has the search box @http", async ({ request }) => {
    for (const path of ["/financial-results", "/stock-exchange-disclosures"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('action="/investors/search"');
    }
  });

  test("a query that is markup stays text", async ({ page }) => {
    await page.goto("/investors/search?q=%3Cscript%3Ealert(1)%3C/script%3E");
    await expect(page.getByRole("status")).toContainText("<script>alert(1)</script>");
    await expect(page.locator("main script")).toHaveCount(0);
  });
});

// axe runs as a script in the page, so these have JavaScript on.
testReadingPages.describe("filing search pages", () => {
  testReadingPages("results pass axe", async ({ page }) => {
    await page.goto("/investors/search?q=dividend");
    await expect(page.locator("main mark").first()).toBeVisible();
    await expectNoAxeViolations(page, "search results");
  });

  testReadingPages("Hindi page: results with Hindi labels, no axe violations", async ({ page }) => {
    await page.goto("/hi/investors/search?q=dividend");
    await expect(page.getByRole("heading", { level: 1, name: "फ़ाइलिंग खोजें" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("मेल");
    expect(await page.locator("main mark").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, "Hindi search results");
  });
});
