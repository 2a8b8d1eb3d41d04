import type { Page } from "@playwright/test";
import { crmRemarks } from "~/leads/crm/client.server";
import { labelledValues, leadFormsIn } from "~/leads/forms/lead-forms";
import { allShades, shadeByCode } from "~/shades/shades.server";
import { lrvBand } from "~/shades/lrv-bands";
import { validLeads } from "../factories/leads";
import { readServerDatabase } from "../security/server-database";
import { expect, expectNoAxeViolations, test, testReadingPages } from "./fixtures";
import { fillLeadForm } from "./lead-form-filling";
import { waitOutMinimumFillTime } from "./min-fill-time";

/**
 * The colour explorer, a shade's page and the shortlist (issue 27), as a
 * visitor meets them: filtering without JavaScript and as you type, what a
 * shade page tells, a shortlist built without and with JavaScript, sent as a
 * consultation request whose stored lead keeps the codes, and axe on every
 * colour page in both languages at 375 and 1280 px.
 */

/** The codes of the tiles in the results. */
async function tileCodes(page: Page): Promise<string[]> {
  return page.locator(".colour-grid .colour-tile__code").allTextContents();
}

test.describe("the explorer without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters with a plain form, keeps the filters in the address, and empties clearly", async ({
    page,
  }) => {
    await page.goto("/colours");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your shade");
    await expect(
      page.getByRole("link", { name: "See shades on a room in the visualiser" }),
    ).toHaveAttribute("href", "/visualiser");
    const all = allShades().length;
    await expect(page.getByRole("status")).toHaveText(
      `${all.toLocaleString("en-IN")} shades match, page 1 of ${Math.ceil(all / 48)}`,
    );
    expect(await tileCodes(page)).toHaveLength(48);

    await page.getByLabel("Colour family").selectOption("blues");
    await page.getByLabel("Lightness (LRV)").selectOption("light");
    await page.getByLabel("Where it goes").selectOption("exterior");
    await page.getByRole("button", { name: "Show shades" }).click();
    // No empty parameters (issue 42): the server sends the form's address on to its clean form.
    await expect(page).toHaveURL(/\/colours\?family=blues&band=light&use=exterior#colour-results$/);
    const codes = await tileCodes(page);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const shade = shadeByCode(code)!;
      expect(shade.family, code).toBe("blues");
      expect(lrvBand(shade.lrv), code).toBe("light");
      expect(shade.suitability, code).toContain("exterior");
    }
    // The form shows what it filtered by.
    await expect(page.getByLabel("Colour family")).toHaveValue("blues");

    // A second page keeps the filters.
    const next = page.getByRole("link", { name: "Next" });
    if ((await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(/family=blues&band=light&use=exterior&page=2/);
    }

    await page.getByLabel("Name or code").fill("zzqxv");
    await page.getByRole("button", { name: "Show shades" }).click();
    await expect(page.getByRole("status")).toHaveText("No shades match");
    await expect(page.getByText("Try a shorter word")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page).toHaveURL(/\/colours$/);
    expect(await tileCodes(page)).toHaveLength(48);
  });

  test("finds a shade by its code and opens its page", async ({ page }) => {
    await page.goto("/colours?q=kp-0513");
    await page.locator(".colour-grid .colour-tile").first().click();
    await expect(page).toHaveURL(/\/colours\/KP-0513$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Peacock Breeze");
  });

  test("builds a shortlist through the address, and downloads it as a PDF", async ({
    page,
    request,
  }) => {
    await page.goto("/colours/KP-0513");
    await page.getByRole("button", { name: "Add to shortlist" }).click();
    await expect(page).toHaveURL(/\/colours\/shortlist\?codes=KP-0513$/);
    await expect(page.getByRole("heading", { level: 2, name: "Peacock Breeze" })).toBeVisible();

    // From the list to a shade, which carries the list, and one more added.
    await page.getByRole("link", { name: "Add more shades" }).click();
    await expect(page).toHaveURL(/\/colours\?codes=KP-0513$/);
    const second = (await tileCodes(page))[3]!;
    await page.locator(".colour-grid .colour-tile").nth(3).click();
    await expect(page).toHaveURL(new RegExp(`/colours/${second}\\?codes=KP-0513$`));
    await page.getByRole("button", { name: "Add to shortlist" }).click();
    await expect(page).toHaveURL(new RegExp(`/colours/shortlist\\?codes=KP-0513,${second}$`));
    await expect(page.getByText("2 of 12 shades")).toBeVisible();

    const pdf = await request.get(
      (await page.getByRole("link", { name: "Download as PDF" }).getAttribute("href"))!,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByRole("link", { name: "Remove Peacock Breeze from the shortlist" }).click();
    await expect(page).toHaveURL(new RegExp(`/colours/shortlist\\?codes=${second}$`));
  });
});

test("the explorer filters as you type, without loading a new page", async ({ page }) => {
  await page.goto("/colours");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByLabel("Name or code").pressSequentially("peacock", { delay: 40 });
  await expect(page).toHaveURL(/[?&]q=peacock/);
  await expect(page.locator(".colour-grid .colour-tile__name").first()).toHaveText(/^Peacock /);
  await page.getByLabel("Colour family").selectOption("teals");
  await expect(page).toHaveURL(/family=teals/);
  await expect(page.getByRole("status")).toHaveText(/shades? match/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test("a shade's page shows its figures, what they mean, its paints, harmonies and look-alikes", async ({
  page,
  request,
}) => {
  const shade = shadeByCode("KP-0513")!;
  const response = await page.goto("/colours/KP-0513");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Peacock Breeze \(KP-0513\) paint colour/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Peacock Breeze");
  const facts = page.getByRole("definition");
  await expect(facts.nth(0)).toHaveText(shade.hex.toUpperCase());
  await expect(facts.nth(1)).toHaveText(/^\d{1,3}, \d{1,3}, \d{1,3}$/);
  await expect(facts.nth(2)).toHaveText(shade.lrv.toFixed(1));
  await expect(page.getByText("LRV (light reflectance value) tells how much light")).toBeVisible();
  await expect(page.getByText("Screens only approximate paint")).toBeVisible();
  await expect(
    page.getByText(/reads best on this shade: a contrast ratio of \d+\.\d to 1/),
  ).toBeVisible();

  const paints = page.getByRole("region", { name: "Paints it comes in" }).getByRole("link");
  await expect(paints.filter({ hasText: /^Kamosilky$/ })).toHaveAttribute("href", "/kamosilky");

  const harmonies = page.getByRole("region", { name: "Colour harmonies" });
  await expect(harmonies.getByRole("heading", { level: 3 })).toHaveText([
    "Complementary",
    "Analogous",
    "Split complementary",
    "Triadic",
    "Tetradic",
    "Square",
    "Monochromatic",
  ]);
  const similar = page.getByRole("region", { name: "Five similar shades" }).getByRole("link");
  await expect(similar).toHaveCount(5);
  await expect(similar.first()).toContainText(/ΔE \d+\.\d/);

  // "Try it on a wall" puts the shade in the plan's scheme, on a room with no paint chosen.
  await expect(page.getByRole("link", { name: "Try it on a wall" })).toHaveAttribute(
    "href",
    "/visualiser?scheme=living.walls.KP-0513#vis-cost",
  );
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/\/downloads\/shade-swatches\/KP-0513\.png$/);
  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");

  // With JavaScript the shade joins the browser's list where it is.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.getByRole("button", { name: "Add to shortlist" }).click();
  await expect(page.getByText("Peacock Breeze is on your shortlist (1 of 12).")).toBeVisible();
  await expect(page).toHaveURL(/\/colours\/KP-0513$/);
  await page.getByRole("button", { name: "Add to shortlist" }).click();
  await expect(page.getByText("Peacock Breeze is already on your shortlist.")).toBeVisible();
  // The shortlist page opened bare shows the list the browser kept.
  await page.goto("/colours/shortlist");
  await expect(page).toHaveURL(/\/colours\/shortlist\?codes=KP-0513$/);
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
});

test("an unknown shade answers 404, and a code in lower case leads to the shade's one address", async ({
  request,
}) => {
  expect((await request.get("/colours/KP-9999")).status()).toBe(404);
  expect((await request.get("/downloads/shade-swatches/KP-9999.png")).status()).toBe(404);
  const moved = await request.get("/hi/colours/kp-0513?codes=KP-0100", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toMatch(/\/hi\/colours\/KP-0513\?codes=KP-0100$/);
});

test("a shortlist sent as a consultation request is stored with its codes, which the CRM remarks carry", async ({
  page,
}) => {
  await page.goto("/colours/shortlist?codes=KP-0513,KP-0100");
  await page.getByRole("link", { name: "Ask for a consultation with these shades" }).click();
  await expect(page).toHaveURL(/\/consultation\?codes=KP-0513,KP-0100$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const started = Date.now();
  // The visit form shows the plan it will carry (issue 42): both shades, by name and code.
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan).toContainText("2 shades");
  await expect(plan).toContainText(/Peacock Breeze\s*KP-0513/);
  await expect(plan).toContainText("KP-0100");
  const marker = `Shortlist consultation ${Date.now().toString(36)}`;
  const form = page.locator("form.lead-form");
  const definition = leadFormsIn("en").consultation;
  await fillLeadForm(form, definition, { ...validLeads.consultation, message: marker });
  await waitOutMinimumFillTime(page, started);
  await form.getByRole("button", { name: definition.submitLabel }).click();
  await page.waitForURL(/\/thankyou$/);

  const rows = readServerDatabase(
    (db) =>
      db
        .prepare("select form, fields_json from leads where fields_json like ?")
        .all(`%${marker}%`) as {
        form: string;
        fields_json: string;
      }[],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.form).toBe("consultation");
  const fields = JSON.parse(rows[0]!.fields_json) as Record<string, string>;
  expect(fields.shades).toBe("KP-0513, KP-0100");
  // The remarks the delivery worker sends are made from the stored fields, labelled.
  const remarks = crmRemarks({
    leadId: 1,
    call: "consultation",
    formTitle: definition.title,
    name: "",
    email: "",
    mobile: "",
    details: labelledValues("consultation", fields),
    language: "English",
    staffUrl: "http://localhost/staff/leads/1",
    idempotencyKey: "x",
  });
  expect(remarks).toContain("Shades: KP-0513, KP-0100");
});

// The explorer as it opens is every-route.spec.ts's; these are its other states and pages.
const colourPages = [
  "/colours?family=zz&q=zzqxv",
  "/colours/KP-0513",
  "/colours/shortlist?codes=KP-0513,KP-0100",
  "/colours/shortlist",
];

// Pages looked at, not changed: they share the worker's tab (testReadingPages),
// which saved a fresh browser context and its cold caches per page.
for (const width of [375, 1280])
  testReadingPages.describe(`at ${width} px`, () => {
    testReadingPages.use({ viewport: { width, height: 900 } });
    for (const locale of ["en", "hi"] as const)
      for (const path of colourPages) {
        const url = locale === "en" ? path : `/hi${path}`;
        testReadingPages(`${url} passes axe and fits the screen`, async ({ page }) => {
          await page.goto(url);
          await expect(page.locator("html")).toHaveAttribute(
            "lang",
            locale === "en" ? "en-IN" : "hi-IN",
          );
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          const { scrollWidth, viewport } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
          }));
          expect(scrollWidth).toBeLessThanOrEqual(viewport);
          await expectNoAxeViolations(page, url);
        });
      }
  });

test("Hindi colour pages speak Hindi and name a shade in Hindi, its English name beside it", async ({
  page,
}) => {
  await page.goto("/hi/colours/KP-0513");
  await expect(page).toHaveTitle(/पेंट का रंग/);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toContainText(/[\u0900-\u097f]/);
  await expect(title.locator("[lang=en]")).toHaveText("Peacock Breeze");
  await expect(page.getByRole("heading", { name: "रंगों के मेल" })).toBeVisible();
  await expect(page.getByRole("link", { name: "रंग", exact: true }).first()).toHaveAttribute(
    "href",
    "/hi/colours",
  );
  await page.goto("/hi/colours?q=zzqxv");
  await expect(page.getByRole("status")).toHaveText("कोई शेड नहीं मिला");
});
