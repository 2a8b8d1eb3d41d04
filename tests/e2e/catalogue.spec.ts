import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, testReadingPages as test } from "./fixtures";

/**
 * The database-backed catalogue with the sample content the seeder writes
 * (app/catalogue/seed.server.ts): seven sub-categories, inserted out of
 * order, so these tests prove the pages sort by sequence.
 */
const menuOrder = [
  "Interior Emulsions",
  "Exterior Emulsions",
  "Enamels",
  "Distempers",
  "Primers & Putty",
  "Wood Finishes",
  "Waterproofing",
];

async function subCategoryHref(page: Page, name: string) {
  // Read as data: the browser's XML viewer styles itself inline, which the
  // sitemap's file policy (default-src 'none') rightly refuses.
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const ids = [...xml.matchAll(/\/Product\/(\d+)</g)].map((m) => m[1]);
  for (const id of ids) {
    await page.goto(`/Product/${id}`);
    if ((await page.getByRole("heading", { level: 1 }).textContent())?.trim() === name)
      return `/Product/${id}`;
  }
  throw new Error(`no catalogue page for ${name}`);
}

test("the header Catalogue menu lists sub-categories by sequence", async ({ page }) => {
  await page.goto("/");
  const hrefs = await page
    .locator('header a[href^="/Product/"]')
    .evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute("href"), text: a.textContent?.trim() })),
    );
  // Staff tests running in parallel may add a sub-category for a moment; the seeded
  // ones must still all be there, in sequence.
  expect(hrefs.map((h) => h.text ?? "").filter((t) => menuOrder.includes(t))).toEqual(menuOrder);
  for (const h of hrefs) expect(h.href).toMatch(/^\/Product\/\d+$/);
});

test("a sub-category page shows banner, title, description and products by sequence", async ({
  page,
}) => {
  const href = await subCategoryHref(page, "Enamels");
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enamels");
  await expect(page.getByText(/Solvent-based enamels for grills/)).toBeVisible();
  const cards = page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 });
  await expect(cards).toHaveText([
    "Kamolite Super Gloss Enamel",
    "Kamolite Satin Enamel",
    "Babli Synthetic Enamel",
  ]);
  const more = page.getByRole("link", { name: "More Info about Kamolite Super Gloss Enamel" });
  await expect(more).toHaveAttribute("href", /^\/Product\/Details\/\d+$/);
  await expectNoAxeViolations(page, href);
});

test("a sub-category without a banner shows the default one", async ({ page }) => {
  const href = await subCategoryHref(page, "Primers & Putty");
  await page.goto(href);
  await expect(page.locator(".pr-catalogue-hero img")).toHaveAttribute(
    "src",
    /catalogue-default\./,
  );
});

test("a detail page shows pictures by sequence and both downloads when both links exist", async ({
  page,
  request,
}) => {
  await page.goto(await subCategoryHref(page, "Interior Emulsions"));
  await page.getByRole("link", { name: "More Info about Velvety" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Velvety");
  await expect(page.getByText(/velvet feel/)).toBeVisible();
  const pictures = page.locator(".pr-detail__gallery img");
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveAttribute("alt", "Velvety interior emulsion");
  await expect(pictures.nth(1)).toHaveAttribute("alt", "Bedroom painted in Velvety");
  const pdf = page.getByRole("link", { name: /^Download PDF/ });
  const tds = page.getByRole("link", { name: /^Technical Specifications/ });
  await expect(pdf).toHaveAttribute("target", "_blank");
  const response = await request.get((await pdf.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  await expect(tds).toBeVisible();
  await expectNoAxeViolations(page, "catalogue detail");
});

test("download buttons appear only for the links a record has", async ({ page }) => {
  const interior = await subCategoryHref(page, "Interior Emulsions");
  await page.goto(interior);
  await page.getByRole("link", { name: "More Info about Kamorich" }).click();
  await expect(page.getByRole("link", { name: /^Download PDF/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Technical Specifications/ })).toHaveCount(0);

  await page.goto(interior);
  await page.getByRole("link", { name: "More Info about Kamoshine Advance" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kamoshine Advance");
  await expect(page.getByRole("link", { name: /^Download PDF/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Technical Specifications/ })).toHaveCount(0);
});

for (const path of [
  "/Product/abc",
  "/Product/99999",
  "/Product/1.5",
  "/Product/-1",
  "/Product/Details/abc",
  "/Product/Details/99999",
  "/Product/Details/2.5",
]) {
  test(`${path} answers 404 with the not-found page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    // The browser logs the intended 404 of the document itself; nothing else may fail.
    const expected = consoleErrors.findIndex((e) => e.includes("404") && e.includes(path));
    if (expected >= 0) consoleErrors.splice(expected, 1);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  });
}

test("catalogue pages are in the sitemap", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  // The seven seeded sub-categories (staff tests running alongside may add one for a while).
  expect(xml.match(/\/Product\/\d+<\/loc>/g)?.length).toBeGreaterThanOrEqual(7);
  expect(xml.match(/\/Product\/Details\/\d+<\/loc>/g)?.length).toBeGreaterThan(15);
});
