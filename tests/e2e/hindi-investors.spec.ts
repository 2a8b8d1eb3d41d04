import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { documentPages, regulation46Rows } from "~/investors/content";
import {
  expect,
  expectNoAxeViolations,
  testReadingPages as test,
  testInOwnContext,
} from "./fixtures";

/**
 * The investor pages in Hindi (issue 25): what a shareholder reading Hindi
 * sees on /hi/…, filtering a listing with and without JavaScript, the switch
 * to English keeping the filter, and axe at phone and desktop widths.
 */

/** "9 अगस्त 2024" → "2024-08-09", with the month names Intl prints for hi-IN. */
const hindiMonths = new Map(
  Array.from({ length: 12 }, (_, month) => [
    new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, month, 15)),
    ),
    month + 1,
  ]),
);
function isoFromHindi(text: string): string {
  const [, day, name, year] = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text.trim()) ?? [];
  const month = hindiMonths.get(name ?? "");
  if (!month) throw new Error(`Not a Hindi date: "${text}"`);
  return `${year}-${String(month).padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

async function expectHindiPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
  // Every investor link in the frame stays in Hindi; only the shared feed does not.
  const sideLinks = await page
    .locator(".investor-sidenav a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(sideLinks.length).toBe(documentPages.length + 4);
  for (const href of sideLinks)
    expect(href === "/investors/disclosures.atom" || href.startsWith("/hi/"), href).toBe(true);
}

test("a Hindi listing filtered by year: Hindi words and dates, the filtered rows", async ({
  page,
}) => {
  await page.goto("/hi/financial-results");
  await expect(page).toHaveTitle("वित्तीय परिणाम | Kamo Paints");
  await expect(page.getByRole("heading", { level: 1, name: "वित्तीय परिणाम" })).toBeVisible();
  await expectHindiPage(page);

  await page.getByLabel("वित्त वर्ष").selectOption({ label: "वित्त वर्ष 2023-24" });
  await page.getByRole("button", { name: "दस्तावेज़ दिखाएं" }).click();
  await expect(page).toHaveURL(/\/hi\/financial-results\?year=2023-24/);
  await expect(page.getByRole("status").filter({ hasText: "वित्त वर्ष 2023-24 के" })).toHaveText(
    /^वित्त वर्ष 2023-24 के \d+ दस्तावेज़ दिखाए जा रहे हैं, कुल \d+ में से।$/,
  );

  const table = page.getByRole("table", { name: /^वित्तीय परिणाम: \d+ दस्तावेज़, सबसे नए पहले$/ });
  await expect(table.getByRole("columnheader")).toHaveText(["तिथि", "विवरण", "फ़ाइलें"]);
  const dates = (await table.locator("tbody time").allTextContents()).map(isoFromHindi);
  expect(dates.length).toBeGreaterThan(1);
  for (const date of dates) expect(date >= "2023-04-01" && date <= "2024-03-31", date).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());

  // Staff's English descriptions are marked as English for screen readers.
  const rows = table.locator("tbody tr");
  await expect(rows.locator('td:nth-child(2) > span[lang="en"]')).toHaveCount(dates.length);
  await expect(
    rows.first().getByRole("link", { name: /^PDF \([\d.]+ KB\), \d+ \S+ \d{4} का दस्तावेज़$/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "फ़िल्टर हटाएं" })).toHaveAttribute(
    "href",
    "/hi/financial-results",
  );

  // The switch to English keeps the filter.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /English/ })
    .click();
  await expect(page).toHaveURL(/\/financial-results\?year=2023-24/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByLabel("Financial year")).toHaveValue("2023-24");
  await expect(page.getByText(`Showing ${dates.length} documents of`)).toBeVisible();
});

testInOwnContext.describe("without JavaScript", () => {
  testInOwnContext.use({ javaScriptEnabled: false });

  testInOwnContext("the Hindi filters are a plain form to the Hindi page", async ({ page }) => {
    await page.goto("/hi/annual-results");
    await page.getByLabel("विवरण में खोजें").fill("no such filing anywhere");
    await page.getByRole("button", { name: "दस्तावेज़ दिखाएं" }).click();
    await expect(page).toHaveURL(/\/hi\/annual-results\?year=&q=no\+such\+filing\+anywhere$/);
    await expect(page.getByText("इन फ़िल्टरों से कोई दस्तावेज़ नहीं मिला।")).toBeVisible();
    await page.getByRole("link", { name: "सभी दस्तावेज़ देखें" }).click();
    await expect(page).toHaveURL(/\/hi\/annual-results$/);
    await expect(page.getByRole("table")).toBeVisible();
  });
});

test("the investor zone, help desk and Regulation 46 pages are in Hindi", async ({ page }) => {
  await page.goto("/hi/investor-zone");
  await expect(page).toHaveTitle("निवेशक ज़ोन | Kamo Paints");
  await expect(page.getByRole("heading", { level: 1, name: "निवेशक ज़ोन" })).toBeVisible();
  await expectHindiPage(page);
  const main = page.getByRole("main");
  for (const doc of documentPages)
    await expect(main.locator(`.investor-index a[href="/hi${doc.path}"]`)).toHaveCount(1);
  await expect(main.getByRole("link", { name: "निवेशक हेल्प डेस्क" }).first()).toHaveAttribute(
    "href",
    "/hi/investor-help-desk",
  );

  await page.goto("/hi/investor-help-desk");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { name: "रजिस्ट्रार और शेयर अंतरण एजेंट" })).toBeVisible();
  const kmp = page.getByRole("table", { name: "प्रमुख प्रबंधकीय कार्मिक और उनसे संपर्क कैसे करें" });
  await expect(kmp.getByRole("columnheader")).toHaveText(["नाम", "पद", "टेलीफ़ोन", "ईमेल"]);
  await expect(kmp.getByRole("cell", { name: "प्रबंध निदेशक" })).toBeVisible();

  await page.goto(`/hi${site.specialPaths.regulation46}`);
  await expectHindiPage(page);
  await expect(page.locator("tbody tr")).toHaveCount(regulation46Rows.length);
  const links = page.getByRole("link", { name: /^यहां देखें/ });
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    regulation46Rows.flatMap((row) => (row.href ? [`/hi${row.href}`] : [])),
  );
  await expect(page.getByText("लागू नहीं")).toHaveCount(2);
});

test("notice to shareholders: the PAN and KYC section and the groups in Hindi", async ({
  page,
}) => {
  await page.goto("/hi/notice-to-shareholders");
  const first = page.locator("details").first();
  await expect(first.locator("summary")).toContainText("पैन, केवाईसी विवरण और नामांकन देने के नियम");
  await expect(first.locator("summary")).toContainText("सेबी परिपत्र, 16 मार्च 2023");
  const group = page.locator("details.document-group").nth(1);
  await expect(group.locator(".document-group__count")).toHaveText(/^\d+ दस्तावेज़$/);
  await expect(group.locator('.document-group__title > span[lang="en"]')).toHaveCount(1);
});

// Each investor page as it opens is every-route.spec.ts's; an earlier year's
// results are a state of the page it does not reach.
test("/hi/financial-results?year=2023-24 has no axe violations at 375 and 1280 px", async ({
  page,
}) => {
  const path = "/hi/financial-results?year=2023-24";
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expectNoAxeViolations(page, `${path} at ${width} px`);
  }
});
