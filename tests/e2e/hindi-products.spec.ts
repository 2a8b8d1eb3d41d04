import { devices, type Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  testReadingPages as test,
  testInOwnContext,
} from "./fixtures";

/**
 * The product, shade-card and catalogue pages in Hindi (issue 25): the
 * journey home → range → product → its Hindi brochure, what a visitor reads
 * on the way, and axe on each kind of page at the phone and desktop widths.
 */

test("home → range → product → Hindi brochure, all in Hindi", async ({ page, request }) => {
  await page.goto("/hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page
    .getByRole("region", { name: "हर सतह के लिए एक फ़िनिश" })
    .getByRole("link", { name: /इंटीरियर इमल्शन रेंज/ })
    .click();

  await expect(page).toHaveURL(/\/hi\/interior-range$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^इंटीरियर इमल्शन रेंज/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("इंटीरियर इमल्शन रेंज");
  await expect(page.getByText("हर कमरे के लिए फ़िनिश")).toBeVisible();
  await expect(page.getByRole("heading", { name: "समझ नहीं आ रहा कि आपकी दीवारों" })).toBeAttached();
  const more = page.getByRole("link", { name: "और जानें Kamo Hi Sheen के बारे में" });
  await expect(more).toBeVisible();
  await more.click();

  await expect(page).toHaveURL(/\/hi\/Kamo-Hi-Sheen$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^Kamo Hi Sheen लग्ज़री इंटीरियर इमल्शन/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /धुलने लायक/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /लग्ज़री इंटीरियर इमल्शन/,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
  await expect(page.getByText("भरपूर पर मुलायम शीन, जो सालों तक धुलने लायक बनी रहे।")).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "आप यहां हैं" });
  await expect(breadcrumb.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
  await expect(breadcrumb.getByRole("link", { name: "इंटीरियर इमल्शन रेंज" })).toHaveAttribute(
    "href",
    "/hi/interior-range",
  );
  await expect(page.getByRole("heading", { name: "Kamo Hi Sheen क्यों चुनें" })).toBeVisible();
  const glance = page.getByRole("complementary", { name: "एक नज़र में" });
  await expect(glance.getByRole("term").filter({ hasText: "कवरेज" })).toBeVisible();
  await expect(glance.getByRole("definition").first()).toHaveText(
    "12–14 वर्ग मीटर प्रति लीटर प्रति कोट, 2 कोट लगाने की सलाह",
  );
  await expect(page.getByRole("link", { name: "इस उत्पाद पर मुफ़्त सलाह बुक करें" })).toHaveAttribute(
    "href",
    "/hi/consultation?product=Kamo%20Hi%20Sheen",
  );
  // Related products stay in Hindi.
  await expect(page.getByRole("link", { name: "और जानें Velvety के बारे में" })).toHaveAttribute(
    "href",
    "/hi/velvety",
  );

  const brochure = page.getByRole("link", { name: /^ब्रोशर डाउनलोड करें/ });
  await expect(brochure).toBeVisible();
  await expect(brochure).toHaveAttribute(
    "href",
    "/downloads/products/Kamo-Hi-Sheen/brochure.pdf?lang=hi",
  );
  const pdf = await request.get((await brochure.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain("-hi.pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("a product with a warranty shows its seal and facts in Hindi", async ({ page }) => {
  await page.goto("/hi/weather-supreme");
  const hero = page.getByRole("region", { name: "Weather Supreme", exact: true });
  await expect(hero.getByText("7 साल की वारंटी", { exact: true })).toBeAttached();
  await expect(hero.getByText("साल की वारंटी", { exact: true })).toBeVisible();
  const glance = page.getByRole("complementary", { name: "एक नज़र में" });
  await expect(glance.getByRole("definition").filter({ hasText: /^7 साल$/ })).toBeVisible();
});

test("range cards without a page open a Hindi enquiry", async ({ page }) => {
  await page.goto("/hi/designer-range");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("डिज़ाइनर रेंज");
  await expect(page.getByRole("link", { name: "पूछताछ करें Glitter Paint के बारे में" })).toHaveAttribute(
    "href",
    "/hi/consultation?product=Glitter%20Paint",
  );
});

test("the shade-card page is in Hindi and downloads Hindi cards", async ({ page, request }) => {
  await page.goto("/hi/pickyourcolors.html");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^शेड कार्ड और रंग गाइड/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/hi\/pickyourcolors$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपने रंग चुनें");
  await expect(page.getByText(/उसकी तस्वीर पर क्लिक करें/)).toBeVisible();
  const general = page.getByRole("region", { name: "शेड कार्ड और रंग गाइड" });
  const distemper = general.getByRole("link", { name: /^डिस्टेंपर \(Kamosilky, 500 शेड\)/ });
  await expect(distemper).toContainText("पीडीएफ़ · 500 शेड");
  await expect(distemper).toHaveAttribute("href", "/downloads/shade-cards/distemper.pdf?lang=hi");
  const card = await request.get("/downloads/shade-cards/velvety.pdf?lang=hi");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("application/pdf");
  // Our own videos with Hindi captions (how-to-videos.spec.ts plays them).
  const videos = page.getByRole("region", { name: "आसान वीडियो गाइड" });
  await expect(videos.locator("video")).toHaveCount(3);
  await expect(videos.locator('track[srclang="hi"]')).toHaveCount(3);
  await expect(page.getByRole("link", { name: "हमारे सभी शेड देखें" })).toHaveAttribute(
    "href",
    "/hi/colours",
  );
});

test("catalogue pages are in Hindi, with the records' English marked as such", async ({ page }) => {
  await page.goto(await catalogueHref(page, "Interior Emulsions"));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^Interior Emulsions कैटलॉग/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-IN");
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2, name: "उत्पाद" }),
  ).toBeVisible();
  const more = page.getByRole("link", { name: "और जानें Velvety के बारे में" });
  await expect(more).toHaveAttribute("href", /^\/hi\/Product\/Details\/\d+$/);
  await more.click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Velvety");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-IN");
  await expect(page.getByText(/velvet feel/)).toBeVisible();
  await expect(page.locator(".pr-detail__gallery img").first()).toHaveAttribute(
    "alt",
    "Velvety interior emulsion",
  );
  await expect(page.locator(".pr-detail__gallery")).toHaveAttribute("lang", "en-IN");
  const downloads = page.getByRole("list", { name: "डाउनलोड" });
  await expect(downloads.getByRole("link", { name: /^पीडीएफ़ डाउनलोड करें/ })).toHaveAttribute(
    "href",
    /\/brochure\.pdf\?lang=hi$/,
  );
  await expect(page.getByRole("link", { name: "इस उत्पाद पर मुफ़्त सलाह बुक करें" })).toBeVisible();
});

/** The Hindi page of a seeded sub-category, found through the sitemap (ids vary with the seed order). */
async function catalogueHref(page: Page, name: string): Promise<string> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>[^<]*(\/hi\/Product\/\d+)<\/loc>/g)].map((m) => m[1]!);
  for (const path of paths) {
    await page.goto(path);
    if ((await page.getByRole("heading", { level: 1 }).textContent())?.trim() === name) return path;
  }
  throw new Error(`no Hindi catalogue page for ${name}`);
}

/**
 * axe at both widths the site is tested at (the mobile and desktop projects'
 * screens), whichever project runs this file.
 */
const widths = {
  375: {
    viewport: { width: 375, height: 800 },
    userAgent: devices["Pixel 5"].userAgent,
    deviceScaleFactor: devices["Pixel 5"].deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  },
  1280: {
    viewport: { width: 1280, height: 800 },
    userAgent: devices["Desktop Chrome"].userAgent,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
};

for (const [width, screen] of Object.entries(widths)) {
  testInOwnContext.describe(`at ${width} px`, () => {
    testInOwnContext.use(screen);

    // The range and product pages are every-route.spec.ts's; the catalogue's
    // pages come from the database, so they are checked here.
    testInOwnContext("the Hindi catalogue pages have no axe violations", async ({ page }) => {
      const listing = await catalogueHref(page, "Interior Emulsions");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await expectNoAxeViolations(page, `${listing} at ${width} px`);
      const detail = await page
        .getByRole("link", { name: "और जानें Velvety के बारे में" })
        .getAttribute("href");
      await page.goto(detail!);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await expectNoAxeViolations(page, `${detail} at ${width} px`);
    });
  });
}
