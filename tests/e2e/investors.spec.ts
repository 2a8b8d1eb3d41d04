import { documentPages, regulation46Rows } from "~/investors/content";
import { site } from "../../app/content/site";
import {
  expect,
  expectNoAxeViolations,
  testReadingPages as test,
  testInOwnContext,
  waitForEnhancement,
} from "./fixtures";

/**
 * Investor pages on the seeded sample database: what a shareholder sees and
 * can do, at phone and desktop widths.
 */

function isoDates(texts: string[]): string[] {
  return texts.map((t) => new Date(`${t} UTC`).toISOString().slice(0, 10));
}

test.describe("document listing", () => {
  test("financial results are a captioned table, newest first, with links and files", async ({
    page,
  }) => {
    await page.goto("/financial-results");
    await expect(page.getByRole("heading", { level: 1, name: "Financial Results" })).toBeVisible();
    const table = page.getByRole("table", {
      name: /Financial Results: \d+ documents, newest first/,
    });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Date", "Description", "Files"]);

    const dates = isoDates(await table.locator("tbody time").allTextContents());
    expect(dates.length).toBeGreaterThan(12);
    expect(dates).toEqual([...dates].sort().reverse());

    // Every https word in a description is a link that opens a new tab.
    const firstRow = table.locator("tbody tr").first();
    const link = firstRow.getByRole("link", { name: /^https:\/\/www\.(bse|nse)india\.com/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);

    // The PDF icon link says what it is, its size and which document it belongs to.
    const pdf = firstRow.getByRole("link", { name: /^PDF \([\d.]+ KB\), document dated/ });
    await expect(pdf).toBeVisible();
    const response = await page.request.get((await pdf.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("only file values with a real file get an icon link", async ({ page }) => {
    await page.goto("/presentation");
    const rows = page.locator("tbody tr");
    // The call's recording is our own file; no Listen or Video link leads nowhere (issue 26).
    const call = rows.filter({ hasText: "earnings conference call" }).first();
    await expect(call.getByRole("link", { name: /^(PDF|Audio|Listen|Video)\b/ })).toHaveCount(2);
    await expect(call.getByRole("link", { name: /^(Listen|Video)\b/ })).toHaveCount(0);
    await expect(page.locator('a[href*="kamopaints.example"]')).toHaveCount(0);

    const release = rows.filter({ hasText: "Press release" }).first();
    await expect(release.getByRole("link")).toHaveCount(1);
    await expect(release.getByRole("link", { name: /^PDF/ })).toBeVisible();
  });

  test("an audio value opens the player in its own window", async ({ page }) => {
    await page.goto("/presentation");
    const audio = page
      .getByRole("link", {
        name: /^Audio \(MP3 audio, [\d.]+ KB\), plays in a new window, document dated/,
      })
      .first();
    // The window is headed with the document the link belongs to, taken from the document.
    const row = page.locator("tbody tr").filter({ has: audio });
    const description = (await row.locator("td").nth(1).innerText()).trim().split("\n")[0]!;
    const [popup] = await Promise.all([page.waitForEvent("popup"), audio.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe("/investors/listen");
    await expect(popup.getByRole("heading", { level: 1 })).toHaveText(description);
    const player = popup.locator("audio");
    await expect(player).toHaveAttribute("autoplay", "");
    await expect(popup.locator("audio source")).toHaveAttribute("type", "audio/mpeg");
    const src = await popup.locator("audio source").getAttribute("src");
    const file = await page.request.get(src!);
    expect(file.headers()["content-type"]).toBe("audio/mpeg");
    await expect(page.getByRole("status").filter({ hasText: "blocked" })).toHaveCount(0);
  });

  // A context of its own: in a shared tab, the init script blocking windows would outlive the test.
  testInOwnContext(
    "a blocked audio window is explained in the page, with a direct link",
    async ({ page }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto("/presentation");
      // The page explains a blocked window once its scripts run; before that the
      // link simply opens the player in a new tab, as it does without JavaScript.
      await waitForEnhancement(page);
      await page
        .getByRole("link", { name: /^Audio \(MP3 audio/ })
        .first()
        .click();
      const status = page
        .getByRole("status")
        .filter({ hasText: "blocked the audio player window" });
      await expect(status).toBeVisible();
      await expect(
        status.getByRole("link", { name: "Open the audio player in a new tab" }),
      ).toHaveAttribute("href", /^\/investors\/listen\?src=/);
      expect(new URL(page.url()).pathname).toBe("/presentation");
    },
  );

  test("the year filter and search work with JavaScript", async ({ page }) => {
    await page.goto("/financial-results");
    await page.getByLabel("Financial year").selectOption("2023-24");
    await page.getByLabel("Search descriptions").fill("unaudited");
    await page.getByRole("button", { name: "Show documents" }).click();
    await expect(page).toHaveURL(/year=2023-24/);
    await expect(page).toHaveURL(/q=unaudited/);
    await expect(page.getByText("Showing 3 documents of")).toBeVisible();
    const dates = isoDates(await page.locator("tbody time").allTextContents());
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date >= "2023-04-01" && date <= "2024-03-31").toBe(true);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/financial-results$/);
  });
});

testInOwnContext.describe("without JavaScript", () => {
  testInOwnContext.use({ javaScriptEnabled: false });

  testInOwnContext(
    "filters are a plain form; state is in the URL; no match shows an empty state",
    async ({ page }) => {
      await page.goto("/annual-results");
      await page.getByLabel("Search descriptions").fill("no such filing anywhere");
      await page.getByRole("button", { name: "Show documents" }).click();
      await expect(page).toHaveURL(/q=no\+such\+filing\+anywhere/);
      await expect(page.getByText("No documents match these filters.")).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      await page.getByRole("link", { name: "see every document" }).click();
      await expect(page.getByRole("table")).toBeVisible();

      await page.goto("/shareholding-pattern?year=2022-23");
      await expect(page.getByText("Showing 4 documents of")).toBeVisible();
      await expect(page.getByLabel("Financial year")).toHaveValue("2022-23");
    },
  );

  testInOwnContext("grouped sections open with the native disclosure", async ({ page }) => {
    await page.goto("/general-meeting");
    const summary = page.locator("summary").filter({ hasText: "Extraordinary General Meeting" });
    await summary.click();
    await expect(page.getByRole("table", { name: /Extraordinary General Meeting/ })).toBeVisible();
  });
});

test.describe("grouped pages", () => {
  test("stock exchange disclosures: one collapsed section per sub-category", async ({ page }) => {
    await page.goto("/stock-exchange-disclosures");
    const sections = page.locator("details.document-group");
    await expect(sections).toHaveCount(5);
    for (const name of [
      "Intimation of board meeting",
      "Outcome of board meeting",
      "Closure of trading window",
      "Analyst and institutional investor meets",
      "Compliance certificates",
    ])
      await expect(page.locator("summary", { hasText: name })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);

    await page.locator("summary", { hasText: "Outcome of board meeting" }).click();
    const table = page.getByRole("table", { name: /Outcome of board meeting/ });
    await expect(table).toBeVisible();
    const dates = isoDates(await table.locator("tbody time").allTextContents());
    expect(dates).toEqual([...dates].sort().reverse());
    await expectNoAxeViolations(page, "stock exchange disclosures, one section open");
  });

  test("a search opens the matching sections", async ({ page }) => {
    await page.goto("/stock-exchange-disclosures?q=trading+window");
    await expect(page.locator("details[open]")).toHaveCount(1);
    await expect(page.getByRole("table", { name: /Closure of trading window/ })).toBeVisible();
  });

  test("notice to shareholders starts with the PAN, KYC and nomination section", async ({
    page,
  }) => {
    await page.goto("/notice-to-shareholders");
    const first = page.locator("details").first();
    await expect(first.locator("summary")).toContainText(
      "Norms for furnishing PAN, KYC details and nomination",
    );
    await first.locator("summary").click();
    await expect(first).toContainText("16 March 2023");
    await expect(first).toContainText("1 October 2023");
    await expect(first.locator("ol > li")).toHaveCount(12);
    await expect(first.getByRole("link", { name: /SEBI's circular/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.sebi\.gov\.in\//,
    );
    await expect(page.locator("summary", { hasText: "Postal ballot" })).toBeVisible();
    await expectNoAxeViolations(page, "notice to shareholders");
  });
});

test.describe("investor index and static pages", () => {
  test("the investor zone links every investor page and the feed", async ({ page }) => {
    await page.goto("/investor-zone");
    const main = page.getByRole("main");
    for (const doc of documentPages)
      await expect(main.locator(`.investor-index a[href="${doc.path}"]`)).toHaveCount(1);
    await expect(main.locator(`.investor-index a[href="/investor-help-desk"]`)).toHaveCount(1);
    await expect(
      main.locator(`.investor-index a[href="${site.specialPaths.regulation46}"]`),
    ).toHaveCount(1);
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute("href", "/investors/disclosures.atom");
  });

  test("the Atom feed lists the newest filings", async ({ request }) => {
    const response = await request.get("/investors/disclosures.atom");
    expect(response.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml.match(/<entry>/g)?.length).toBe(30);
  });

  test("the help desk lists the contacts and key managerial personnel", async ({ page }) => {
    await page.goto("/investor-help-desk");
    for (const heading of [
      "Registrar and share transfer agent",
      "Registered office",
      "Company secretary and compliance officer",
      "Nodal officer for the IEPF Authority",
      "Key managerial personnel",
    ])
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    const kmp = page.getByRole("table", { name: "Key managerial personnel and how to reach them" });
    await expect(kmp.getByRole("cell", { name: "Managing Director" })).toBeVisible();
    await expect(kmp.getByRole("cell", { name: "Chief Financial Officer" })).toBeVisible();
  });

  test("the Regulation 46 table links every row that has a target", async ({ page }) => {
    await page.goto(site.specialPaths.regulation46);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(regulation46Rows.length);
    const links = page.getByRole("link", { name: /^Click Here/ });
    await expect(links).toHaveCount(12);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      regulation46Rows.flatMap((r) => (r.href ? [r.href] : [])),
    );
    await expect(rows.filter({ hasText: "media companies" }).getByRole("link")).toHaveCount(0);
    await expect(rows.filter({ hasText: "Change of name" }).getByRole("link")).toHaveCount(0);
  });

  test("the subsidiary and Regulation 30 listings are served at their own paths", async ({
    page,
  }) => {
    await page.goto(site.specialPaths.subsidiaryListing);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.subsidiaryName);
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await page.goto(site.specialPaths.regulation30);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Regulation 30");
    await expect(page.locator("tbody tr").first()).toBeVisible();
  });
});

test("missing files and bad player links are 4xx, not errors", async ({ request }) => {
  expect((await request.get("/documents/999999/missing.pdf")).status()).toBe(404);
  expect((await request.get("/documents/abc/x.pdf")).status()).toBe(404);
  expect((await request.get("/investors/listen?src=javascript:alert(1)")).status()).toBe(404);
  expect((await request.get("/investors/listen")).status()).toBe(404);
  // Issue 26: the branded player plays only our own recordings, never an outside file.
  const outside = await request.get(
    "/investors/listen?src=https://evil.example/x.mp3&title=Anything",
  );
  expect(outside.status()).toBe(404);
  expect(await outside.text()).not.toContain("evil.example");
  expect((await request.get("/financial-results?year=garbage&page=-3")).status()).toBe(200);
});
