import type { Locator, Page } from "@playwright/test";
import { fieldsOf, leadFormsIn, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { checkMessages } from "~/leads/forms/checks/messages";
import { validLeads } from "../factories/leads";
import { readServerDatabase } from "../security/server-database";
import {
  expect,
  expectNoAxeViolations,
  test,
  testReadingPages,
  testExpectingConsoleErrors,
} from "./fixtures";
import { escapeRegExp } from "./html";
import { fillLeadForm, labelled } from "./lead-form-filling";
import { waitOutMinimumFillTime } from "./min-fill-time";

/**
 * Every lead form in Hindi (issue 25), as a visitor on a /hi page meets it:
 * a mistake is named in Hindi beside its field and in the summary that takes
 * focus (role="alert", so a screen reader reads it), the page passes axe in
 * that state, and once fixed the form lands on /hi/thankyou. One test per form
 * at phone width, the error state at desktop width for axe, and one without
 * JavaScript for the shared /forms/ endpoint.
 */

const hindiForms = leadFormsIn("hi");
/** The checks' messages as the app renders them in Hindi. */
const hi = checkMessages.in("hi");

interface Case {
  /** The Hindi page the form is on. */
  path: string;
  form: LeadFormId;
  /** The ids' prefix (LeadForm's idPrefix). */
  idPrefix?: string;
  /** Fields typed wrong (or left empty) at first, with the Hindi message each should get. */
  mistakes: Record<string, { value: string; message: string }>;
  values?: LeadValues;
}

const cases: Case[] = [
  {
    path: "/hi/dealer",
    form: "dealer",
    values: { ...validLeads.dealer, firmName: "पाटिल हार्डवेयर एंड पेंट्स" },
    mistakes: {
      tin: { value: "12", message: hi("rule.gstinOrTin") },
      email: { value: "patil@", message: hi("rule.email") },
    },
  },
  {
    path: "/hi/distributor",
    form: "distributor",
    values: { ...validLeads.distributor, company2: "", area2: "जालंधर" },
    mistakes: { company2: { value: "", message: hi("error.companyForArea") } },
  },
  {
    path: "/hi/vendor",
    form: "vendor",
    mistakes: { processes: { value: "", message: "प्रक्रियाओं का विवरण भरें" } },
  },
  {
    path: "/hi/contractor",
    form: "contractor",
    mistakes: { pan: { value: "ABC", message: hi("rule.pan") } },
  },
  {
    path: "/hi/contractor?variant=short",
    form: "contractor-short",
    mistakes: { mobile: { value: "5820012345", message: hi("rule.mobileStart") } },
  },
  {
    path: "/hi/consultation",
    form: "consultation",
    mistakes: { locality: { value: "", message: hi("required.locality") } },
  },
  {
    path: "/hi",
    form: "quick-contact",
    mistakes: { phone: { value: "12", message: hi("rule.phoneShort") } },
  },
  {
    path: "/hi/contact",
    form: "lets-talk",
    mistakes: { question: { value: "", message: hi("required.question") } },
  },
];

async function fill(form: Locator, id: LeadFormId, values: LeadValues): Promise<void> {
  await fillLeadForm(form, hindiForms[id], values);
}

/**
 * Presses the send button from the keyboard. Leaving the last field checks
 * it, and its message appearing or going moves the button: a mouse click
 * aimed before that can land beside it.
 */
async function press(page: Page, form: Locator, id: LeadFormId) {
  await form.getByRole("button", { name: hindiForms[id].submitLabel }).focus();
  await page.keyboard.press("Enter");
}

/** Sends the form once the server's minimum fill time has passed since `started`. */
async function send(page: Page, form: Locator, id: LeadFormId, started: number) {
  await waitOutMinimumFillTime(page, started);
  await press(page, form, id);
}

async function expectHindiThanks(page: Page) {
  await page.waitForURL(/\/hi\/thankyou$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("धन्यवाद");
}

/** Each mistake's message beside its field (and describing it) and in the focused summary. */
async function expectMistakes(page: Page, form: Locator, c: Case) {
  const prefix = c.idPrefix ?? c.form;
  const summary = form.getByRole("alert");
  await expect(summary).toBeFocused();
  const count = Object.keys(c.mistakes).length;
  await expect(summary.getByRole("heading")).toHaveText(`कृपया भेजने से पहले ${count} जगह सुधार करें`);
  for (const [name, { message }] of Object.entries(c.mistakes)) {
    await expect(form.locator(`#${prefix}-${name}-error`)).toHaveText(message);
    const control = form.locator(`#${prefix}-${name}`);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(summary.getByRole("link", { name: message })).toHaveAttribute(
      "href",
      `#${prefix}-${name}`,
    );
  }
}

async function fixMistakes(form: Locator, c: Case) {
  const fixed = { ...validLeads[c.form], ...c.values };
  for (const name of Object.keys(c.mistakes)) {
    const field = fieldsOf(hindiForms[c.form]).find((f) => f.name === name)!;
    const value = name === "company2" ? "Nerolac" : String(fixed[name]);
    await labelled(form, field.label).fill(value);
  }
}

for (const c of cases) {
  testReadingPages(
    `${c.path}: ${c.form} in Hindi, refused with Hindi messages, then sent`,
    async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const started = Date.now();
      const form = page.locator(`form.lead-form:has(#${c.idPrefix ?? c.form}-${firstField(c)})`);
      const wrong = Object.fromEntries(
        Object.entries(c.mistakes).map(([name, { value }]) => [name, value]),
      );
      await fill(form, c.form, { ...validLeads[c.form], ...c.values, ...wrong });
      await press(page, form, c.form);
      await expectMistakes(page, form, c);
      // What was typed stays, Devanagari included.
      for (const [name, value] of Object.entries(c.values ?? {}))
        if (typeof value === "string" && value && !(name in c.mistakes))
          await expect(form.locator(`#${c.form}-${name}`)).toHaveValue(value);
      await expectNoAxeViolations(page, `${c.path} with errors`);

      await fixMistakes(form, c);
      await send(page, form, c.form, started);
      await expectHindiThanks(page);
    },
  );
}

function firstField(c: Case): string {
  return fieldsOf(hindiForms[c.form]).find((f) => f.kind !== "hidden")!.name;
}

testReadingPages(
  "the consultation dialog on a Hindi page, refused in Hindi, then sent",
  async ({ page }) => {
    await page.goto("/hi/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.getByRole("banner").getByRole("link", { name: "मुफ़्त सलाह बुक करें" }).click();
    const dialog = page.getByRole("dialog", { name: "मुफ़्त सलाह बुक करें" });
    await expect(dialog).toBeVisible();
    const form = dialog.locator("form");
    const c: Case = {
      path: "/hi/about",
      form: "consultation",
      idPrefix: "consultation-dialog",
      mistakes: { email: { value: "ananya@", message: hi("rule.email") } },
    };
    const started = Date.now();
    await fill(form, "consultation", { ...validLeads.consultation, email: "ananya@" });
    await press(page, form, "consultation");
    await expectMistakes(page, form, c);
    await expectNoAxeViolations(page, "consultation dialog with errors");
    await fixMistakes(form, c);
    await send(page, form, "consultation", started);
    await expectHindiThanks(page);
  },
);

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  // every-route.spec.ts checks the pages themselves at this width; this is the error state.
  test("/hi/dealer with its errors shown passes axe", async ({ page }) => {
    await page.goto("/hi/dealer");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const form = page.locator("form.lead-form");
    await press(page, form, "dealer");
    await expect(form.getByRole("alert")).toBeFocused();
    await expectNoAxeViolations(page, "/hi/dealer with errors at 1280 px");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The refused form comes back as a 400 page, which the browser logs as a
  // failed load; that one, and only that one, is expected.
  const refusedFormTest = testExpectingConsoleErrors((message) =>
    message.text().includes("status of 400"),
  );

  refusedFormTest(
    "a Hindi page's enquiry form answers in Hindi from the shared endpoint, and the lead keeps its language",
    async ({ page }) => {
      await page.goto("/hi/contact");
      const marker = `नमस्ते, कोई फफूंदरोधी प्राइमर है? ${Date.now().toString(36)}`;
      let form = page.locator("form.lead-form");
      await fill(form, "lets-talk", { ...validLeads["lets-talk"], phone: "12", question: marker });
      const response = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: hindiForms["lets-talk"].submitLabel }).click();
      expect((await response).status()).toBe(400);
      await expect(page).toHaveURL(/\/forms\/lets-talk\?lang=hi$/);

      // The whole page is Hindi: hindi-accessibility.spec.ts checks its frame.
      const hindi = page.locator("main");
      await expect(hindi.getByRole("heading", { level: 1 })).toHaveText("आइए बात करें");
      form = hindi.locator("form.lead-form");
      await expect(form.getByRole("alert")).toContainText(hi("rule.phoneShort"));
      await expect(form.locator("#lets-talk-phone-error")).toHaveText(hi("rule.phoneShort"));
      await expect(labelled(form, "आपका सवाल")).toHaveValue(marker);
      await expect(page).toHaveTitle(/आइए बात करें/);

      // The answer is a new page with a new form session: a person takes a moment to fix it.
      const started = Date.now();
      await labelled(form, "फ़ोन नंबर").fill("9820012345");
      await send(page, form, "lets-talk", started);
      await expectHindiThanks(page);

      const stored = storedFields(marker);
      expect(stored).toMatchObject({ question: marker, _locale: "hi" });
    },
  );
});

/** The stored values of the one lead whose fields contain `marker` (the server's database). */
function storedFields(marker: string): Record<string, unknown> | undefined {
  const rows = readServerDatabase(
    (db) =>
      db.prepare("select fields_json from leads where fields_json like ?").all(`%${marker}%`) as {
        fields_json: string;
      }[],
  );
  expect(rows).toHaveLength(1);
  return JSON.parse(rows[0]!.fields_json) as Record<string, unknown>;
}
