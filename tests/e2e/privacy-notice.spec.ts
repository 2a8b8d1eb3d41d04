import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { leadFormsIn, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { leadNoticeIn } from "~/leads/forms/notice";
import { alertNoticeIn } from "~/investors/alerts/notice";
import { siteCookies } from "~/content/cookies";
import { grievanceOfficer } from "~/content/grievance-officer";
import { noticeVersion } from "~/lib/privacy/notice-version.server";
import { validLeads } from "../factories/leads";
import { readServerDatabase } from "../security/server-database";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { fillLeadForm } from "./lead-form-filling";
import { waitOutMinimumFillTime } from "./min-fill-time";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * The privacy notice inside each lead form (DPDP Rules, Rule 3; ADR 62), as
 * a visitor meets it in each language: the items the form collects behind a
 * disclosure, its purposes, the links to use their rights, and an unticked
 * box for marketing. Sending the form with the box ticked records the
 * consent with the lead: the notice's version in that language, the
 * purposes and the channel, read here from the server's database.
 */

interface Case {
  locale: "en" | "hi";
  path: string;
  form: LeadFormId;
  /** A field whose value marks this test's lead in the database (not a sealed one). */
  marker: string;
  values: LeadValues;
  rightsHref: string;
}

const cases: Case[] = [
  {
    locale: "en",
    path: "/dealer",
    form: "dealer",
    marker: "firmName",
    values: validLeads.dealer,
    rightsHref: "/privacy/requests",
  },
  {
    locale: "hi",
    path: "/hi/contact",
    form: "lets-talk",
    marker: "subject",
    values: validLeads["lets-talk"],
    rightsHref: "/hi/privacy/requests",
  },
];

function leadWithMarker(marker: string) {
  return readServerDatabase((db) =>
    db
      .prepare(
        `select leads.id, lead_consents.purpose, lead_consents.notice_version, lead_consents.locale,
                lead_consents.channel, lead_consents.given_at, lead_consents.withdrawn_at
         from leads join lead_consents on lead_consents.lead_id = leads.id
         where leads.fields_json like ? order by lead_consents.id`,
      )
      .all(`%${marker}%`),
  ) as Array<Record<string, string | number | null>>;
}

async function openNotice(form: Locator): Promise<Locator> {
  const notice = form.locator(".privacy-notice");
  await notice.locator("summary").click();
  await expect(notice.locator("details")).toHaveAttribute("open", "");
  return notice;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

for (const c of cases)
  test(`${c.form} in ${c.locale}: the notice lists the form's items beside it, and a ticked marketing box is recorded with the lead`, async ({
    page,
  }, testInfo) => {
    const definition = leadFormsIn(c.locale)[c.form];
    const notice = leadNoticeIn(c.form, c.locale);
    await page.goto(c.path);
    const form = page.locator("form.lead-form");
    const started = Date.now();

    const shown = await openNotice(form);
    await expect(shown.getByRole("heading", { level: 2 })).toHaveText(notice.title);
    await expect(shown.locator("summary")).toHaveText(notice.itemsSummary);
    for (const group of notice.items)
      for (const item of group.items) await expect(shown.locator("details")).toContainText(item);
    await expect(
      shown.getByRole("link", { name: notice.withdraw.links!.requests!.label }),
    ).toHaveAttribute("href", c.rightsHref);
    const box = shown.getByRole("checkbox", {
      name: notice.purposes.find((p) => p.id === "marketing")!.consentLabel,
    });
    await expect(box).not.toBeChecked();
    await expectNoAxeViolations(page, `${c.path} with its notice open`);

    // Phone first: nothing cut off, no sideways scroll, at each width.
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await shown.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${c.form}-${c.locale}-${width}.png`) });
    }
    await page.setViewportSize({ width: 375, height: 800 });

    const marker = `Privacy ${crypto.randomBytes(4).toString("hex")}`;
    await fillLeadForm(form, definition, { ...c.values, [c.marker]: marker });
    await box.check();
    await waitOutMinimumFillTime(page, started);
    await form.getByRole("button", { name: definition.submitLabel }).click();
    await page.waitForURL(c.locale === "en" ? /\/thankyou$/ : /\/hi\/thankyou$/);

    const rows = leadWithMarker(marker);
    expect(
      rows.map(({ purpose, notice_version, locale, channel }) => ({
        purpose,
        notice_version,
        locale,
        channel,
      })),
    ).toEqual([
      {
        purpose: "request",
        notice_version: noticeVersion(notice),
        locale: c.locale,
        channel: "page",
      },
      {
        purpose: "marketing",
        notice_version: noticeVersion(notice),
        locale: c.locale,
        channel: "page",
      },
    ]);
    expect(rows[0]!.withdrawn_at).toBeNull();

    // Staff see it on the lead's page, small.
    await signIn(
      page,
      await createStaffAccount({ roles: ["sales"] }),
      `/staff/leads/${rows[0]!.id}`,
    );
    const consent = page.getByRole("region", { name: "Consent" });
    await expect(consent).toContainText(noticeVersion(notice));
    await expect(consent).toContainText(c.locale === "en" ? "(English)" : "(Hindi)");
    await expect(consent).toContainText("The request itself; Marketing messages");
    await expect(consent).toContainText("The form on its page");
    await consent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`staff-consent-${c.locale}.png`) });
  });

test("without JavaScript the notice is there, the box unticked, and an unticked send records the request alone, as a plain post", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/contact");
    const form = page.locator("form.lead-form");
    const started = Date.now();
    const notice = leadNoticeIn("lets-talk", "en");
    await expect(form.locator(".privacy-notice summary")).toHaveText(notice.itemsSummary);
    const marker = `Plain ${crypto.randomBytes(4).toString("hex")}`;
    await fillLeadForm(form, leadFormsIn("en")["lets-talk"], {
      ...validLeads["lets-talk"],
      subject: marker,
    });
    await waitOutMinimumFillTime(page, started);
    await form.getByRole("button", { name: leadFormsIn("en")["lets-talk"].submitLabel }).click();
    await page.waitForURL(/\/thankyou$/);
    expect(leadWithMarker(marker).map((r) => [r.purpose, r.channel])).toEqual([
      ["request", "no-js"],
    ]);
  } finally {
    await context.close();
  }
});

for (const locale of ["en", "hi"] as const)
  test(`the alert sign-up carries its notice, and the privacy policy names the grievance officer and every cookie (${locale})`, async ({
    page,
  }, testInfo) => {
    const prefix = locale === "en" ? "" : "/hi";
    await page.goto(`${prefix}/investors/alerts`);
    const notice = alertNoticeIn(locale);
    const shown = await openNotice(page.locator("form.alert-signup"));
    for (const item of notice.items[0]!.items)
      await expect(shown.locator("details")).toContainText(item);
    await expect(shown.getByRole("checkbox")).toHaveCount(0);
    await expectNoAxeViolations(page, `${prefix}/investors/alerts with its notice open`);
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`alerts-${locale}-375.png`) });

    await page.goto(`${prefix}/privacy-policy`);
    const officer = page.locator("#grievance-officer");
    await expect(officer).toContainText(grievanceOfficer[locale].name);
    await expect(officer).toContainText(grievanceOfficer.email);
    const cookies = page.locator("#cookies");
    for (const cookie of siteCookies) await expect(cookies).toContainText(cookie.name);
    await expectNoAxeViolations(page, `${prefix}/privacy-policy`);
    await expectNoSidewaysScroll(page);
    await officer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`policy-${locale}-375.png`) });
  });
