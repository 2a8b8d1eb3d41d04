import { PDFDocument } from "pdf-lib";
import type { APIRequestContext } from "@playwright/test";
import { expect, testReadingPages as test } from "./fixtures";

// Axe on these pages as they load is every-route.spec.ts's, at this width too.

/** Range pages and where their More Info buttons go (spec section 2, "Screen contents"). */
const rangeLinks: Record<string, string[]> = {
  "/exterior-range": [
    "/weather-supreme",
    "/weather-classic",
    "/weather-classic-advance",
    "/weather-classic-max",
    "/kamo-supreme-advance-shyne",
    "/kamoshield",
    "/kamo-shield-advance",
  ],
  "/interior-range": [
    "/Kamo-Hi-Sheen",
    "/velvety",
    "/kamoshine-advance",
    "/sheen-n-shine-stain-free",
    "/kamorich",
    "/kamosilky-advance",
    "/kamosilky",
  ],
  "/dual-paints-series": [
    "/kamodual-luxury-emulsion",
    "/kamodual-premium-emulsion",
    "/kamodual-gold-emulsion",
  ],
};

/** Products whose More Info has no page in the spec: they open a product enquiry instead. */
const enquiryProducts: Record<string, string[]> = {
  "/designer-range": ["Replica Renaissance", "Metallic Lustre", "Glitter Paint"],
  "/distemper-range": ["Kyson", "Bunty"],
  "/premium-enamel-range": ["Kamolite Super Gloss", "Kamolite Satin", "Babli"],
  "/wood-coating-products": [
    "Melamyne",
    "Kamo PU Finish",
    "NC Sanding Sealer",
    "Clear Lacquer",
    "Kamo Thinner",
  ],
  "/water-proofing-solutions": ["Kamocrete SBR", "Kamocrete Acrylic", "Kamoproof", "Kamofloor"],
};

const warranties: Record<string, number | undefined> = {
  "/weather-supreme": 7,
  "/weather-classic": 5,
  "/kamo-supreme-advance-shyne": 12,
  "/kamoshield": 3,
  "/kamo-shield-advance": 3,
  "/velvety": undefined,
  "/Kamo-Hi-Sheen": undefined,
  "/weather-classic-advance": undefined,
  "/weather-classic-max": undefined,
  "/kamoshine-advance": undefined,
  "/kamosilky-advance": undefined,
  "/sheen-n-shine-stain-free": undefined,
  "/kamorich": undefined,
  "/kamosilky": undefined,
  "/kamodual-gold-emulsion": undefined,
  "/kamodual-luxury-emulsion": undefined,
  "/kamodual-premium-emulsion": undefined,
};

async function expectPdf(request: APIRequestContext, href: string, mustMention: string) {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(
    /^inline; filename="kamo-paints-[a-z0-9-]+\.pdf"$/,
  );
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  expect(pdf.getTitle() ?? "", href).toContain(mustMention);
  return pdf;
}

for (const [path, targets] of Object.entries(rangeLinks)) {
  test(`${path} links each product to its page`, async ({ page }) => {
    await page.goto(path);
    const links = page.getByRole("link", { name: /^More Info about / });
    await expect(links).toHaveCount(targets.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(targets);
  });
}

for (const [path, names] of Object.entries(enquiryProducts)) {
  test(`${path} lists its products, each with a product enquiry`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of names) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      const enquiry = page.getByRole("link", { name: `Enquire about ${name}`, exact: true });
      await expect(enquiry).toHaveAttribute(
        "href",
        `/consultation?product=${encodeURIComponent(name)}`,
      );
    }
  });
}

test("the distemper range offers Kamosilky in 500 shades with its own page", async ({ page }) => {
  await page.goto("/distemper-range");
  await expect(page.getByText("500 shades").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "More Info about Kamosilky" })).toHaveAttribute(
    "href",
    "/kamosilky",
  );
});

test("range pages set their own title, description and keywords", async ({ page }) => {
  await page.goto("/exterior-range");
  await expect(page).toHaveTitle(/Exterior Emulsion Range/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Weather Supreme/,
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /exterior/);
  await page.goto("/premium-enamel-range");
  await expect(page).toHaveTitle(/Premium Enamel Range/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /enamel/);
});

for (const [path, years] of Object.entries(warranties)) {
  test(`${path} shows its facts${years ? ` and ${years}-year warranty` : ""}, with two valid PDFs`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect(name.length).toBeGreaterThan(2);
    const hero = page.getByRole("region", { name, exact: true });
    const glance = page.getByRole("complementary", { name: "At a glance" });
    if (years) {
      await expect(hero.getByText(`${years}-year warranty`, { exact: true })).toBeAttached();
      await expect(hero.getByText("year warranty", { exact: true })).toBeVisible();
      await expect(
        glance.getByRole("definition").filter({ hasText: `${years} years` }),
      ).toBeVisible();
    } else {
      // No badge, but never silence: the record's reason for having none (issue 42).
      await expect(hero.getByText(/year warranty/)).toHaveCount(0);
      await expect(glance.getByRole("term").filter({ hasText: "Warranty" })).toBeVisible();
      await expect(
        glance.getByRole("definition").filter({ hasText: /^No performance warranty\. \S/ }),
      ).toBeVisible();
    }
    const features = page.getByRole("region", { name: `Why choose ${name}` }).getByRole("listitem");
    expect(await features.count()).toBeGreaterThanOrEqual(4);
    expect(await features.count()).toBeLessThanOrEqual(10);
    for (const term of ["Coverage", "Finish", "Recommended surfaces", "Pack sizes"]) {
      await expect(glance.getByRole("term").filter({ hasText: term })).toBeVisible();
    }
    await expect(
      page.getByRole("link", { name: "Book free consultation about this product" }),
    ).toHaveAttribute("href", `/consultation?product=${encodeURIComponent(name)}`);

    const brochure = page.getByRole("link", { name: /^Download PDF/ });
    const datasheet = page.getByRole("link", { name: /^Technical Specifications/ });
    for (const link of [brochure, datasheet])
      await expect(link).toHaveAttribute("target", "_blank");
    const brochurePdf = await expectPdf(request, (await brochure.getAttribute("href"))!, name);
    await expectPdf(request, (await datasheet.getAttribute("href"))!, name);
    if (years) expect(brochurePdf.getSubject()).toContain(`${years}-year performance warranty`);
  });
}

test("a product page's brochure opens in a new tab", async ({ page, context }) => {
  await page.goto("/weather-supreme");
  // The new tab's own request for the file, not its address: a browser
  // without a PDF viewer (the headless shell) downloads the file and leaves
  // the tab's address blank.
  const [popup, pdf] = await Promise.all([
    context.waitForEvent("page"),
    context.waitForEvent("request", (request) => request.url().endsWith(".pdf")),
    page.getByRole("link", { name: /^Download PDF/ }).click(),
  ]);
  expect(pdf.url()).toMatch(/\/downloads\/products\/weather-supreme\/brochure\.pdf$/);
  expect(pdf.frame().page(), "requested by the new tab, not the product page").toBe(popup);
  expect(page.url()).toMatch(/\/weather-supreme$/);
  await popup.close();
});

test("unknown documents answer 404", async ({ request }) => {
  expect((await request.get("/downloads/products/no-such-paint/brochure.pdf")).status()).toBe(404);
  expect((await request.get("/downloads/products/velvety/secret.pdf")).status()).toBe(404);
  expect((await request.get("/downloads/shade-cards/no-such-card.pdf")).status()).toBe(404);
});

test.describe("shade cards", () => {
  test("show every group with thumbnails, the notes, videos and the way to the colour explorer", async ({
    page,
  }) => {
    await page.goto("/pickyourcolors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick your colours");
    const notice = page.getByText("Click a thumbnail to download the shade card.", {
      exact: false,
    });
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(179, 38, 30)");
    await expect(
      page.getByText(/Shades shown on screen and in print are indicative/),
    ).toBeVisible();
    await expect(page.getByText(/shade fandeck/)).toBeVisible();

    const groups: Record<string, string[]> = {
      "Shade cards and colour guides": [
        "Interior Emulsion",
        "Exterior Emulsion",
        "Dual Emulsion",
        "Enamel",
        "Distemper (Kamosilky, 500 shades)",
        "Cement Paint",
        "Product Catalogue",
        "Technical Literature",
        "Exterior Colour Combinations",
        "Interior Colour Combinations",
      ],
      "Exterior Range": ["Weather Supreme", "Weather Classic Max", "Kamoshield"],
      "Interior Range": ["Kamo Hi Sheen", "Velvety", "Sheen n Shine"],
      "Dual Product Range": [
        "Kamodual Luxury Emulsion",
        "Kamodual Premium Emulsion",
        "Kamodual Gold Emulsion",
      ],
    };
    for (const [group, titles] of Object.entries(groups)) {
      const region = page.getByRole("region", { name: group });
      const links = region.getByRole("link");
      await expect(links).toHaveCount(titles.length);
      for (const [i, title] of titles.entries()) {
        await expect(links.nth(i)).toContainText(title);
        await expect(links.nth(i)).toHaveAttribute("target", "_blank");
        await expect(links.nth(i).locator("svg rect").first()).toBeAttached();
      }
    }

    // Our own how-to videos (how-to-videos.spec.ts plays them).
    const videos = page.getByRole("region", { name: "Self-explanatory videos" });
    await expect(videos.locator("video")).toHaveCount(3);
    await expect(videos.getByRole("link")).toHaveCount(0);

    // The outside visualiser this page once named became our colour explorer (issue 27), in the same tab.
    const explorer = page.getByRole("link", { name: "Explore all our shades" });
    await expect(explorer).toHaveAttribute("href", "/colours");
    await expect(explorer).not.toHaveAttribute("target", /./);
    await expect(
      page.getByRole("link", { name: "Paint a room in the visualiser" }),
    ).toHaveAttribute("href", "/visualiser");
  });

  test("every card downloads as a valid PDF; Kamosilky lists 500 shades", async ({
    page,
    request,
  }) => {
    await page.goto("/pickyourcolors");
    const hrefs = await page
      .locator('a[href^="/downloads/shade-cards/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs).toHaveLength(19);
    for (const href of hrefs) {
      const title = await page.locator(`a[href="${href}"] .pr-thumb__title`).textContent();
      const pdf = await expectPdf(
        request,
        href,
        title!.replace(/ \(.*\)$/, "").replace(/ Combinations$/, ""),
      );
      if (href.endsWith("/distemper.pdf")) {
        expect(pdf.getSubject()).toMatch(/^500 shades/);
        expect(pdf.getPageCount()).toBeGreaterThan(5);
      }
    }
  });

  test("/pickyourcolors.html shows the same page with /pickyourcolors as canonical", async ({
    page,
  }) => {
    await page.goto("/pickyourcolors.html");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick your colours");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/pickyourcolors$/,
    );
  });
});
