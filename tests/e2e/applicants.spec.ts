import type { Page } from "@playwright/test";
import { leadFormsIn, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { localizeHref, type Locale } from "~/lib/i18n/locales";
import { readServerDatabase } from "../security/server-database";
import { expect, testReadingPages as test } from "./fixtures";
import { fillLeadForm } from "./lead-form-filling";
import { waitOutMinimumFillTime } from "./min-fill-time";
import { openStoredLeadFields } from "../stored-personal-data";

/**
 * Real applicants the forms used to turn away (issue 26), in English and in
 * Hindi: a painter with no GSTIN who says "Not registered", and a supplier in
 * the US with a ZIP code and +1 numbers. Each is filled in by the labels the
 * visitor sees, sent, and read back from the server's database as stored.
 * Run with E2E_DATA_DIR set (see leads.spec.ts).
 */

async function send(
  page: Page,
  locale: Locale,
  form: LeadFormId,
  path: string,
  values: LeadValues,
) {
  const definition = leadFormsIn(locale)[form];
  await page.goto(localizeHref(path, locale));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const started = Date.now();
  const element = page.locator("form.lead-form").first();
  await fillLeadForm(element, definition, values);
  await waitOutMinimumFillTime(page, started);
  await element.getByRole("button", { name: definition.submitLabel }).click();
  await page.waitForURL(locale === "hi" ? /\/hi\/thankyou$/ : /(?<!\/hi)\/thankyou$/);
}

function stored(marker: string): Record<string, unknown> {
  const rows = readServerDatabase(
    (db) =>
      db
        .prepare("select fields_json from leads where spam = 0 and fields_json like ?")
        .all(`%${marker}%`) as { fields_json: string }[],
  );
  expect(rows, "one lead per submission").toHaveLength(1);
  return openStoredLeadFields(process.env.E2E_DATA_DIR ?? "", rows[0]!.fields_json);
}

for (const locale of ["en", "hi"] as const) {
  test.describe(`in ${locale === "en" ? "English" : "Hindi"}`, () => {
    test("a painter without a GSTIN chooses Not registered and is registered", async ({
      page,
    }, info) => {
      const marker = `E2E painter ${locale} ${info.project.name} ${Date.now().toString(36)}`;
      await send(page, locale, "contractor-short", "/contractor?variant=short", {
        applicatorName: "इमरान कुरैशी",
        dateOfBirth: "1990-07-07",
        mobile: "+91 98290 12345",
        tinStatus: "not-registered",
        // Not the address: it is sealed at rest (ADR 61), so no search finds it.
        partnerNames: marker,
      });
      const lead = stored(marker);
      expect(lead).toMatchObject({ tinStatus: "not-registered", mobile: "9829012345" });
      expect(lead).not.toHaveProperty("tin");
      expect(lead._locale).toBe(locale === "hi" ? "hi" : undefined);
    });

    test("a supplier in the US gives a ZIP code and +1 numbers and is accepted", async ({
      page,
    }, info) => {
      const marker = `E2E supplier ${locale} ${info.project.name} ${Date.now().toString(36)}`;
      await send(page, locale, "vendor", "/vendor", {
        companyName: "Garden State Resins LLC",
        city: "Newark, NJ",
        country: "US",
        zip: "07102",
        telephone: "+1 973 555 0100",
        contactName: "Dana Miller",
        contactPhone: "+1 (973) 555-0199",
        processes: marker,
      });
      expect(stored(marker)).toMatchObject({
        country: "US",
        zip: "07102",
        telephone: "+19735550100",
        contactPhone: "+19735550199",
      });
    });
  });
}
