import type { Locator, Page } from "@playwright/test";
import { accessibilityStatement } from "~/content/accessibility";
import { accessibilityStatement as hiStatement } from "~/content/hi/accessibility";
import { checkMessages } from "~/leads/forms/checks/messages";
import { leadFormsIn, type LeadValues } from "~/leads/forms/lead-forms";
import { validLeads } from "../factories/leads";
import { readServerDatabase } from "../security/server-database";
import {
  expect,
  expectNoAxeViolations,
  test,
  testReadingPages,
  testExpectingConsoleErrors,
} from "./fixtures";
import { fillLeadForm, labelled } from "./lead-form-filling";
import { waitOutMinimumFillTime } from "./min-fill-time";

/**
 * The accessibility statement in both languages (issue 25): the page, the
 * link to it in every footer, its place in the sitemap, its "report a
 * barrier" form stored like any lead from either language, axe at phone and
 * desktop widths, and the form's no-JavaScript answer on the shared
 * /forms/ endpoint, which is Hindi from the frame to the title when the
 * visitor came from a Hindi page.
 */

const languages = [
  {
    code: "en",
    tag: "en-IN",
    path: "/accessibility",
    statement: accessibilityStatement,
    footerLink: "Accessibility",
    thanks: /\/thankyou$/,
  },
  {
    code: "hi",
    tag: "hi-IN",
    path: "/hi/accessibility",
    statement: { ...accessibilityStatement, ...hiStatement },
    footerLink: "सुगम्यता",
    thanks: /\/hi\/thankyou$/,
  },
] as const;

const reportForm = (page: Page) => page.locator("form.lead-form");

async function sendWhenAPersonCould(page: Page, form: Locator, label: string, started: number) {
  await waitOutMinimumFillTime(page, started);
  await form.getByRole("button", { name: label }).click();
}

function storedFields(marker: string): Record<string, unknown> {
  const rows = readServerDatabase(
    (db) =>
      db
        .prepare("select form, fields_json from leads where fields_json like ?")
        .all(`%${marker}%`) as { form: string; fields_json: string }[],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.form).toBe("barrier-report");
  return JSON.parse(rows[0]!.fields_json) as Record<string, unknown>;
}

for (const language of languages) {
  testReadingPages.describe(`the accessibility statement in ${language.code}`, () => {
    testReadingPages(
      "states the standard, how we test, the limits, the address and the date",
      async ({ page }) => {
        await page.goto(language.path);
        await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.statement.title);
        await expect(page).toHaveTitle(new RegExp(language.statement.title, "i"));
        const main = page.locator("main");
        await expect(main).toContainText("WCAG 2.2");
        await expect(main).toContainText(accessibilityStatement.contactEmail);
        await expect(
          main.locator(`time[datetime="${accessibilityStatement.lastUpdated}"]`),
        ).toBeVisible();
        for (const [index, section] of language.statement.sections.entries())
          await expect(
            main.getByRole("heading", {
              level: 2,
              name: `${index + 1}. ${section.heading}`,
              exact: true,
            }),
          ).toBeVisible();
        await expect(
          main.getByRole("heading", {
            level: 2,
            name: language.statement.report.heading,
            exact: true,
          }),
        ).toBeVisible();
        await expect(reportForm(page)).toBeVisible();
      },
    );

    testReadingPages("is linked from the footer of every kind of page", async ({ page }) => {
      const prefix = language.code === "en" ? "" : "/hi";
      for (const path of ["", "/about", "/weather-supreme", "/investor-zone", "/dealer", "/faq"]) {
        await page.goto(`${prefix}${path}` || "/");
        const link = page
          .getByRole("contentinfo")
          .getByRole("link", { name: language.footerLink, exact: true });
        await expect(link, `footer of ${prefix}${path}`).toHaveAttribute("href", language.path);
      }
    });

    testReadingPages(
      "takes a barrier report, stored as a lead in the page's language",
      async ({ page }) => {
        const forms = leadFormsIn(language.code);
        const marker = `${language.code === "hi" ? "खोज के नतीजे सुनाई नहीं देते" : "Search results are silent"} ${Date.now().toString(36)}`;
        const values: LeadValues = { ...validLeads["barrier-report"], barrier: marker };
        await page.goto(language.path);
        const started = Date.now();
        const form = reportForm(page);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        await fillLeadForm(form, forms["barrier-report"], values);
        await sendWhenAPersonCould(page, form, forms["barrier-report"].submitLabel, started);
        await page.waitForURL(language.thanks);
        const stored = storedFields(marker);
        expect(stored).toMatchObject({
          name: values.name,
          email: values.email,
          barrier: marker,
          technology: values.technology,
          pageAddress: values.pageAddress,
        });
        if (language.code === "hi") expect(stored._locale).toBe("hi");
        else expect(stored).not.toHaveProperty("_locale");
      },
    );

    for (const width of [375, 1280]) {
      testReadingPages(
        `has no axe violations at ${width} px, with the form showing its errors too`,
        async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(language.path);
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
          await expectNoAxeViolations(page, `${language.path} at ${width}`);
          const form = reportForm(page);
          await form
            .getByRole("button", { name: leadFormsIn(language.code)["barrier-report"].submitLabel })
            .click();
          await expect(form.getByRole("alert")).toBeFocused();
          await expectNoAxeViolations(page, `${language.path} with errors at ${width}`);
        },
      );
    }
  });
}

test("the sitemap lists the statement in both languages @http", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]*\/accessibility<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/hi\/accessibility<\/loc>/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The refused form comes back as a 400 page, which the browser logs as a
  // failed load; that one, and only that one, is expected.
  const refusedFormTest = testExpectingConsoleErrors((message) =>
    message.text().includes("status of 400"),
  );

  refusedFormTest(
    "a refused report from a Hindi page comes back as a Hindi page, frame and title included, then is stored",
    async ({ page }) => {
      const hindi = leadFormsIn("hi")["barrier-report"];
      const hi = checkMessages.in("hi");
      await page.goto("/hi/accessibility");
      let form = reportForm(page);
      // A mistake only the server finds: without scripts the browser's own
      // checks would stop an empty required field from being sent at all.
      const marker = `खोज के नतीजे सुनाई नहीं देते ${Date.now().toString(36)}`;
      const values = { ...validLeads["barrier-report"], phone: "12", barrier: marker };
      await fillLeadForm(form, hindi, values);
      const response = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: hindi.submitLabel }).click();
      expect((await response).status()).toBe(400);
      await expect(page).toHaveURL(/\/forms\/barrier-report\?lang=hi$/);

      // The whole page is Hindi, not only the form: language, title, header, footer.
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page).toHaveTitle(/^बाधा की सूचना दें \| /);
      await expect(page.locator(".skip-link")).toHaveText("मुख्य सामग्री पर जाएं");
      await expect(page.locator("#site-nav")).toHaveAttribute("aria-label", "मुख्य");
      await expect(page.getByRole("contentinfo")).toContainText("सर्वाधिकार सुरक्षित");
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "सुगम्यता", exact: true }),
      ).toHaveAttribute("href", "/hi/accessibility");
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
      // The switch offers the same form in English: the language is the query's.
      await expect(
        page
          .getByRole("banner")
          .getByRole("link", { name: /English/ })
          .first(),
      ).toHaveAttribute("href", "/forms/barrier-report");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("बाधा की सूचना दें");

      form = reportForm(page);
      await expect(form.getByRole("alert")).toContainText(hi("rule.phoneShort"));
      await expect(form.locator("#barrier-report-phone-error")).toHaveText(hi("rule.phoneShort"));
      await expect(labelled(form, "क्या हुआ?")).toHaveValue(marker);

      // The answer is a new page with a new form session: a person takes a moment to fix it.
      const started = Date.now();
      await labelled(form, "फ़ोन नंबर").fill("9820012345");
      await sendWhenAPersonCould(page, form, hindi.submitLabel, started);
      await page.waitForURL(/\/hi\/thankyou$/);
      expect(storedFields(marker)).toMatchObject({
        barrier: marker,
        phone: "9820012345",
        _locale: "hi",
      });
    },
  );
});
