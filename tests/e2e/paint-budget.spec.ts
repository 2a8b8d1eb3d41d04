import { leadFormsIn } from "~/leads/forms/lead-forms";
import { pricingCatalogue } from "~/paint-budget/catalogue";
import { costPer100SqFt } from "~/paint-budget/compare";
import { estimate, type Estimate } from "~/paint-budget/estimate";
import { budgetWordsIn } from "~/paint-budget/messages";
import { findProduct } from "~/products/content";
import { validLeads } from "../factories/leads";
import { checkGeneratedPdf } from "../poppler";
import { readServerDatabase } from "../security/server-database";
import {
  expect,
  expectNoAxeViolations,
  sharingOneTab,
  testReadingPages,
  testExpectingConsoleErrors,
  waitForEnhancement,
} from "./fixtures";
import { fillLeadForm } from "./lead-form-filling";
import { waitOutMinimumFillTime } from "./min-fill-time";

/**
 * The paint budget calculator and the product comparison (issue 28): an
 * estimate made without JavaScript and its PDF, the estimate sent with a
 * consultation request and stored, results as the visitor types, a
 * comparison of three products built and changed through the URL, and axe on
 * both pages, with results, in both languages at both widths.
 */

const en = budgetWordsIn("en");

/** Pages answered 400 on purpose (bad figures, an unknown product): the browser logs each. */
const testWithBadInput = testExpectingConsoleErrors((message) =>
  /status of 400 \(Bad Request\)/.test(message.text()),
);
/** The same, for tests that only read pages (testReadingPages). */
const readingWithBadInput = sharingOneTab(testWithBadInput);

/** The job the tests type in, and the calculator's own answer for it. */
const job = { carpetArea: "1,000", doors: "2", windows: "3", product: "velvety" };
function expected(raw: Record<string, unknown> = job): Estimate {
  const outcome = estimate(raw, pricingCatalogue);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.estimate;
}

testWithBadInput.describe("without JavaScript", () => {
  testWithBadInput.use({ javaScriptEnabled: false });

  testWithBadInput(
    "an estimate from the GET form, bad figures answered per field, and its PDF",
    async ({ page }) => {
      await page.goto("/paint-budget-calculator");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.t("calc.title"));
      await expect(page.locator(".pb-empty")).toHaveText(en.t("calc.empty"));

      // A mistake first: the page answers 400, names the field and keeps what was typed.
      const form = page.locator("form.pb-form");
      await form.getByRole("textbox", { name: en.fieldLabel("carpetArea") }).fill("-12");
      await form.getByLabel(en.fieldLabel("product"), { exact: true }).selectOption("velvety");
      const [bad] = await Promise.all([
        page.waitForResponse((r) => r.url().includes("carpetArea=-12")),
        form.getByRole("button", { name: en.t("calc.submit") }).click(),
      ]);
      expect(bad.status()).toBe(400);
      const message = en.error({ field: "carpetArea", code: "negative" });
      await expect(page.locator("#pb-carpetArea-error")).toHaveText(message);
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(page.locator("#pb-carpetArea")).toHaveValue("-12");
      await expect(page.locator("#pb-product")).toHaveValue("velvety");
      await expect(page.locator("main")).not.toContainText("NaN");

      await form.getByRole("textbox", { name: en.fieldLabel("carpetArea") }).fill(job.carpetArea);
      await form.getByLabel(en.fieldLabel("doors"), { exact: true }).fill(job.doors);
      await form.getByLabel(en.fieldLabel("windows"), { exact: true }).fill(job.windows);
      await form.getByRole("button", { name: en.t("calc.submit") }).click();
      await page.waitForURL(/carpetArea=1%2C000/);

      const result = expected();
      await expect(page.getByTestId("estimate-total")).toHaveText(en.rupees(result.total));
      const estimateSection = page.locator("#estimate");
      for (const line of result.lines)
        await expect(estimateSection.locator(".pb-lines")).toContainText(en.rupees(line.cost));
      await expect(estimateSection).toContainText(
        en.t("calc.priceNote", { date: "1 October 2026" }),
      );
      // Every constant beside its source.
      await expect(estimateSection.locator(".pb-constants tbody tr")).toHaveCount(
        result.constants.length,
      );
      await expect(estimateSection.locator(".pb-constants")).toContainText(
        en.source({ kind: "default", name: "wallFactor" }),
      );

      // The shared address gives the same estimate on a fresh visit.
      const address = page.url();
      await page.goto(address);
      await expect(page.getByTestId("estimate-total")).toHaveText(en.rupees(result.total));

      const pdfHref = await page.getByRole("link", { name: en.t("calc.pdf") }).getAttribute("href");
      const pdf = await page.request.get(pdfHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const report = await checkGeneratedPdf(await pdf.body(), {
        title: en.t("calc.pdfTitle"),
        lang: "en",
      });
      expect(report.text.replace(/\s+/g, " ")).toContain(en.rupees(result.total));
    },
  );

  testWithBadInput("rooms are added and measured without JavaScript", async ({ page }) => {
    await page.goto("/paint-budget-calculator?product=kamorich");
    const form = page.locator("form.pb-form");
    await form.getByRole("radio", { name: en.t("calc.option.rooms") }).check();
    await form.getByLabel(en.fieldLabel("rooms.0.length")).fill("12");
    await form.getByLabel(en.fieldLabel("rooms.0.width")).fill("10");
    await form.getByLabel(en.fieldLabel("rooms.0.height")).fill("10");
    await form.getByRole("button", { name: en.t("calc.addRoom") }).click();
    await expect(form.getByLabel(en.fieldLabel("rooms.1.length"))).toHaveValue("");
    await expect(form.getByLabel(en.fieldLabel("rooms.0.length"))).toHaveValue("12");
    await form.getByLabel(en.fieldLabel("rooms.1.length")).fill("14");
    await form.getByLabel(en.fieldLabel("rooms.1.width")).fill("12");
    await form.getByLabel(en.fieldLabel("rooms.1.height")).fill("10");
    await form.getByRole("button", { name: en.t("calc.submit") }).click();
    const result = expected({
      measure: "rooms",
      product: "kamorich",
      rooms: [
        { length: 12, width: 10, height: 10 },
        { length: 14, width: 12, height: 10 },
      ],
    });
    // Walls: 2 × (12 + 10) × 10 + 2 × (14 + 12) × 10 = 440 + 520 = 960 sq ft.
    expect(result.paintable.sqft).toBe(960);
    await expect(page.locator(".pb-paintable strong")).toHaveText("960 sq ft");
    await expect(page.getByTestId("estimate-total")).toHaveText(en.rupees(result.total));
  });
});

readingWithBadInput("results update as the visitor types", async ({ page }) => {
  await page.goto("/paint-budget-calculator?product=velvety");
  await waitForEnhancement(page);
  const form = page.locator("form.pb-form");
  await form.getByRole("textbox", { name: en.fieldLabel("carpetArea") }).fill("1000");
  await expect(page.getByTestId("estimate-total")).toHaveText(
    en.rupees(expected({ carpetArea: 1000, product: "velvety" }).total),
  );
  await form.getByLabel(en.fieldLabel("coats"), { exact: true }).fill("3");
  await expect(page.getByTestId("estimate-total")).toHaveText(
    en.rupees(expected({ carpetArea: 1000, coats: 3, product: "velvety" }).total),
  );
  // The address follows in the task after the total's frame (ADR 44).
  await expect(page).toHaveURL(/[?&]coats=3(&|$)/);
  await form.getByLabel(en.fieldLabel("coats"), { exact: true }).fill("9");
  await expect(page.locator("#pb-coats-error")).toHaveText(
    en.error({ field: "coats", code: "too-large", max: 5 }),
  );
});

testReadingPages(
  "the estimate is sent with a consultation request and stored",
  async ({ page }) => {
    const query = new URLSearchParams({ ...job, measure: "carpet" }).toString();
    await page.goto(`/paint-budget-calculator?${query}`);
    const result = expected();
    await page.getByRole("link", { name: en.t("calc.consult") }).click();
    // The visit carries the whole plan (issue 42): the product, and the estimate.
    await page.waitForURL(/\/consultation\?(.+&)?estimate=/);
    await expect(page.locator("main")).toContainText(en.rupees(result.total));

    const started = Date.now();
    const marker = `budget-${Date.now()}`;
    const form = page.locator("main form.lead-form");
    await fillLeadForm(form, leadFormsIn("en").consultation, {
      ...validLeads.consultation,
      message: marker,
    });
    await waitOutMinimumFillTime(page, started);
    await form.getByRole("button", { name: leadFormsIn("en").consultation.submitLabel }).click();
    await page.waitForURL(/\/thankyou$/);

    const rows = readServerDatabase(
      (db) =>
        db
          .prepare("select fields_json, spam_reason from leads where fields_json like ?")
          .all(`%${marker}%`) as { fields_json: string; spam_reason: string | null }[],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.spam_reason).toBeNull();
    const stored = JSON.parse(rows[0]!.fields_json) as Record<string, string>;
    // The inputs, as the calculator's address, and the result worked out again by the server.
    expect(stored.estimate).toMatch(/^\/paint-budget-calculator\?.*carpetArea=1%2C000/);
    expect(stored.estimateSummary).toContain(`Total ${en.rupees(result.total)}`);
    expect(stored.estimateSummary).toContain("Paint Velvety");
  },
);

readingWithBadInput(
  "three products compared, one removed and one added through the URL",
  async ({ page }) => {
    const slugs = ["velvety", "kamorich", "weather-supreme"];
    await page.goto(`/compare?products=${slugs.join(",")}`);
    const table = page.locator("table.cmp-table");
    await expect(table.locator("thead th")).toHaveCount(4);
    const costs = table.locator('tr[data-row="costPer100SqFt"] td');
    await expect(costs).toHaveText(
      slugs.map((slug) => en.rupees(costPer100SqFt(findProduct(slug)!))),
    );
    for (const row of ["finish", "coverage", "coats", "warranty", "washability", "voc", "packs"])
      await expect(table.locator(`tr[data-row="${row}"] td`)).toHaveCount(3);

    // On a phone each product is a card (issue 42), with the same facts as the table's column.
    const cards = page.locator("article.cmp-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.locator('[data-row="costPer100SqFt"] dd')).toHaveText(
      slugs.map((slug) => en.rupees(costPer100SqFt(findProduct(slug)!))),
    );

    await cards
      .getByRole("link", { name: en.t("compare.remove", { product: "Kamorich" }) })
      .click();
    await page.waitForURL(/products=velvety,weather-supreme#cmp-products$/);
    await expect(table.locator("thead th")).toHaveCount(3);
    await expect(cards).toHaveCount(2);

    await page.getByLabel(en.t("compare.addLabel")).selectOption("kamosilky");
    await page.getByRole("button", { name: en.t("compare.add") }).click();
    await expect(table.locator("thead th")).toHaveCount(4);
    await expect(table.locator('tr[data-row="costPer100SqFt"] td').last()).toHaveText(
      en.rupees(costPer100SqFt(findProduct("kamosilky")!)),
    );
    await expect(cards.last().locator('[data-row="costPer100SqFt"] dd')).toHaveText(
      en.rupees(costPer100SqFt(findProduct("kamosilky")!)),
    );

    await page.goto("/compare?products=velvety,no-such-paint");
    await expect(page.getByRole("alert")).toHaveText(
      en.compareError({ code: "unknown-product", slug: "no-such-paint" }),
    );
    await expect(table.locator("thead th")).toHaveCount(2);
  },
);

testReadingPages(
  "the product page links to an estimate and a comparison for it",
  async ({ page }) => {
    await page.goto("/velvety");
    await page.getByRole("link", { name: "Estimate for this product" }).click();
    await expect(page.locator("#pb-product")).toHaveValue("velvety");
    await page.goto("/hi/velvety");
    await page.getByRole("link", { name: /^तुलना करें/ }).click();
    await page.waitForURL(/\/hi\/compare\?products=velvety$/);
    await expect(page.locator("table.cmp-table thead th")).toHaveCount(2);
  },
);

const axePages = [
  "/paint-budget-calculator?measure=rooms&rooms.0.length=12&rooms.0.width=10&rooms.0.height=10&doors=1&product=velvety",
  "/paint-budget-calculator?carpetArea=-3&surface=exterior&ceiling=on&product=velvety",
  "/compare?products=velvety,kamorich,weather-supreme,kamosilky",
];

for (const width of [375, 1280])
  for (const prefix of ["", "/hi"])
    for (const path of axePages)
      readingWithBadInput(
        `axe finds nothing on ${prefix}${path} at ${width} px`,
        async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${prefix}${path}`);
          // Interactive at last (waitForEnhancement looks for the English menu's names).
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, "fits the width").toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page);
        },
      );
