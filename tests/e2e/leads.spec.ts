import path from "node:path";
import Database from "better-sqlite3";
import { sealedFieldsOf } from "../../app/leads/delivery/sealed-fields.server";
import { openStoredLeadFields } from "../stored-personal-data";
import type { Locator, Page } from "@playwright/test";
import {
  englishLeadForms,
  validateLead,
  type LeadFormId,
  type LeadValues,
} from "~/leads/forms/lead-forms";
import { validLeads } from "../factories/leads";
import { fillLeadForm, labelled } from "./lead-form-filling";
import {
  expect,
  expectNoAxeViolations,
  serverDataDir,
  test,
  testReadingPages,
  waitForEnhancement,
} from "./fixtures";
import { waitOutMinimumFillTime } from "./min-fill-time";

/**
 * Every lead form, filled in and sent as a visitor would, with and without
 * JavaScript; then the stored lead is read back from the server's database.
 * The server's DATA_DIR is E2E_DATA_DIR (see playwright.config.ts; the
 * "stock" project's server has its own, serverDataDir), which the config sets
 * for this file and the server alike:
 *   BUILD_DIR=build E2E_PORT=3210 npx playwright test tests/e2e/leads.spec.ts
 */

/** Where each form lives, and which free-text field carries the test's marker. */
const pages: Record<LeadFormId, { path: string; marker: string }> = {
  consultation: { path: "/consultation", marker: "message" },
  "quick-contact": { path: "/forms/quick-contact", marker: "question" },
  "lets-talk": { path: "/forms/lets-talk", marker: "question" },
  dealer: { path: "/dealer", marker: "companiesDealtWith" },
  distributor: { path: "/distributor", marker: "companiesDealtWith" },
  // Not the office address: it is sealed at rest (ADR 61), so no search finds it.
  contractor: { path: "/contractor", marker: "partnerNames" },
  "contractor-short": { path: "/contractor?variant=short", marker: "partnerNames" },
  vendor: { path: "/vendor", marker: "processes" },
  "barrier-report": { path: "/accessibility", marker: "barrier" },
};

interface StoredRow {
  form: string;
  spam: number;
  fields_json: string;
  status: string;
}

async function storedLead(marker: string): Promise<StoredRow | undefined> {
  const dataDir = serverDataDir();
  expect(dataDir, "set E2E_DATA_DIR so the test can read the server's database").toBeTruthy();
  const db = new Database(path.join(dataDir ?? "", "site.db"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const rows = db
      .prepare(
        `select leads.form, leads.spam, leads.fields_json, lead_deliveries.status
         from leads join lead_deliveries on lead_deliveries.lead_id = leads.id
         where leads.fields_json like ?`,
      )
      .all(`%${marker}%`) as StoredRow[];
    expect(rows.length, "one lead per submission").toBeLessThanOrEqual(1);
    return rows[0];
  } finally {
    db.close();
  }
}

async function fillForm(form: Locator, id: LeadFormId, values: LeadValues): Promise<void> {
  await fillLeadForm(form, englishLeadForms()[id], values);
}

async function sendAndCheck(page: Page, id: LeadFormId, mode: string, project: string) {
  const { path: pagePath, marker: markerField } = pages[id];
  const marker = `E2E ${id} ${mode} ${project} ${Date.now().toString(36)} नमस्ते`;
  const values: LeadValues = { ...validLeads[id], [markerField]: marker };
  await page.goto(pagePath);
  // The server stamps the form when it renders it, so count from when the page has arrived.
  const started = Date.now();
  const form = page.locator("form.lead-form").first();
  await fillForm(form, id, values);
  // A person takes a few seconds; the server's time trap flags anything faster.
  await waitOutMinimumFillTime(page, started);
  await form.getByRole("button", { name: englishLeadForms()[id].submitLabel }).click();
  await page.waitForURL(/\/thankyou$/);

  const row = await storedLead(marker);
  expect(row, `stored ${id} lead`).toBeDefined();
  expect(row?.form).toBe(id);
  expect(row?.spam).toBe(0);
  expect(row?.status).toBe("pending");
  // Every field and selection arrives as typed (cleaned by the same schema).
  const expected = validateLead(id, values);
  if (!expected.success) throw new Error(JSON.stringify(expected.errors));
  // Sealed at rest (ADR 61): each sealed field of the form is no longer as typed.
  const raw = JSON.parse(row?.fields_json ?? "{}") as Record<string, unknown>;
  for (const name of sealedFieldsOf(id))
    if (name in raw) expect(String(raw[name]), `${name} sealed`).toMatch(/^sealed:v1:/);
  const stored = openStoredLeadFields(serverDataDir() ?? "", row?.fields_json ?? "{}");
  const { product: _product, ...withoutProduct } = expected.data;
  expect(stored).toEqual(id === "consultation" ? withoutProduct : expected.data);
}

const ids = Object.keys(pages) as LeadFormId[];

testReadingPages.describe("with JavaScript", () => {
  for (const id of ids) {
    testReadingPages(`${id}: fill, send, stored`, async ({ page }, info) => {
      await sendAndCheck(page, id, "js", info.project.name);
    });
  }

  testReadingPages(
    "checks each field on leaving it, keeps digits only, and focuses the summary",
    async ({ page }) => {
      await page.goto("/forms/quick-contact");
      const form = page.locator("form.lead-form");
      // Checking on leaving a field is enhancement: it begins once the scripts
      // have started, which happens after the first paint (ADR 24). The form
      // hands validation over from the browser to us at that moment.
      await expect(form).toHaveAttribute("novalidate", "");
      const email = labelled(form, "Email address");
      await email.fill("priya@");
      await email.blur();
      await expect(form.getByText("Enter an email address like name@example.com")).toBeVisible();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await email.fill("priya@example.in");
      await expect(email).not.toHaveAttribute("aria-invalid", "true");

      const phone = labelled(form, "Phone number");
      await phone.pressSequentially("+91 98-200 12345");
      await expect(phone).toHaveValue("919820012345");

      await form.getByRole("button", { name: "Send enquiry" }).click();
      const summary = page.getByRole("alert");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("Please fix 2 things");
      await summary.getByRole("link", { name: "Enter your name" }).click();
      await expect(labelled(form, "Your name")).toBeFocused();
      await expectNoAxeViolations(page, "quick contact with errors");
    },
  );

  testReadingPages(
    "the header dialog sends a consultation about a product, stored once",
    async ({ page }) => {
      await page.goto("/weather-supreme");
      // Until the scripts start, the link leads to the consultation page instead.
      await waitForEnhancement(page);
      const trigger = page
        .getByRole("link", { name: /consult/i })
        .and(page.locator("[data-product]"))
        .first();
      const product = await trigger.getAttribute("data-product");
      expect(product).toBeTruthy();
      await trigger.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("region", { name: "Your plan" })).toContainText(product!);
      await expectNoAxeViolations(page, "consultation dialog");
      const marker = `E2E dialog ${Date.now().toString(36)} 🙏 <i>exterior</i>`;
      const started = Date.now();
      await fillForm(dialog.locator("form"), "consultation", {
        ...validLeads.consultation,
        message: marker,
      });
      await waitOutMinimumFillTime(page, started);
      const submit = dialog.getByRole("button", {
        name: englishLeadForms().consultation.submitLabel,
      });
      await submit.dblclick();
      await page.waitForURL(/\/thankyou$/);
      const row = await storedLead(marker);
      expect(row).toMatchObject({ form: "consultation", spam: 0 });
      expect(JSON.parse(row?.fields_json ?? "{}")).toMatchObject({ product, message: marker });
    },
  );

  testReadingPages("the contractor page offers both variants", async ({ page }) => {
    await page.goto("/contractor");
    const tabs = page.getByRole("navigation", { name: "Choose a form" });
    await expect(tabs.getByRole("link", { name: "Full opening form" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await tabs.getByRole("link", { name: "Quick registration" }).click();
    await expect(page).toHaveURL(/variant=short/);
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
    await expectNoAxeViolations(page, "contractor quick registration");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const id of ids) {
    test(`${id}: fill, send, stored`, async ({ page }, info) => {
      await sendAndCheck(page, id, "nojs", info.project.name);
    });
  }

  // Without JavaScript the refused form comes back as a 400 page, which the
  // browser logs as a failed load; that one, and only that one, is expected.
  const refusedFormTest = test.extend<{ consoleErrors: string[] }>({
    consoleErrors: async ({ page }, provide) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (message.text().includes("status of 400")) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await provide(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
  });

  refusedFormTest(
    "the server explains every error, keeps what was typed and shows HTML as text",
    async ({ page, consoleErrors }) => {
      void consoleErrors; // the fixture above checks the console when the test ends
      await page.goto("/contractor?variant=short");
      const form = page.locator("form.lead-form");
      await labelled(form, "Applicator name").fill("<b>Imran</b> Qureshi");
      await labelled(form, "Date of birth").fill("1990-07-07");
      await labelled(form, "Mobile number").fill("5820012345");
      await labelled(form, "GSTIN / TIN").fill("12345");
      await labelled(form, "PAN").fill("ABC");
      await form
        .getByRole("group", { name: "Companies whose paints you apply" })
        .getByRole("checkbox", { name: "Berger", exact: true })
        .check();
      const response = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: "Register" }).click();
      expect((await response).status()).toBe(400);

      const summary = page.getByRole("alert");
      await expect(summary).toContainText("Please fix 3 things");
      await expect(summary.getByRole("link")).toHaveText([
        "Indian mobile numbers start with 6, 7, 8 or 9",
        "Enter your 15-character GSTIN (for example 27ABCDE1234F1Z5) or 11-digit TIN",
        "Enter the 10-character PAN as printed on the card, for example ABCDE1234F",
      ]);
      const tin = labelled(page, "GSTIN / TIN");
      await expect(tin).toHaveAttribute("aria-invalid", "true");
      await expect(tin).toHaveAccessibleDescription(/11-digit TIN/);
      // Everything typed is still there, selections included.
      await expect(labelled(page, "Applicator name")).toHaveValue("<b>Imran</b> Qureshi");
      await expect(labelled(page, "Date of birth")).toHaveValue("1990-07-07");
      await expect(page.getByRole("checkbox", { name: "Berger", exact: true })).toBeChecked();
      await expect(page.locator("main b")).toHaveCount(0);
      // (axe needs JavaScript in the page; the same markup is checked with errors in the JS tests.)
    },
  );
});
