import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import PostalMime, { type Email } from "postal-mime";
import { openDatabase } from "~/db/client.server";
import { storeLead } from "~/leads/delivery/store.server";
import type { LeadData, LeadFormId } from "~/leads/forms/lead-forms";
import { validLeads } from "../factories/leads";
import { sealWithServerKeys } from "../stored-personal-data";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * Safeguards in the staff area (issue 44, Rules 6 and 7; ADR 65): identity
 * numbers masked in the list, on the lead's page and in the CSV; the
 * grievance officer reveals one with a click that the admin then finds in
 * the audit log; a breach recorded shows the Board's 72-hour deadline, and
 * its notices reach each person in their language through the SMTP catcher.
 * Every new screen passes axe and fits 320 and 375 px without sideways scroll.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "";
sealWithServerKeys(dataDir);
const shots = process.env.SCREENSHOT_DIR;

function tag(): string {
  return Array.from(crypto.randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join("");
}

async function insertLead(form: LeadFormId, data: Partial<LeadData>, locale = "en") {
  const handle = openDatabase({ dataDir });
  try {
    const stored = await storeLead(handle.db, {
      form,
      sessionKey: `e2e-staff-privacy-${crypto.randomUUID()}`,
      data: { ...validLeads[form], ...data } as LeadData,
      locale,
      clientIp: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile",
    });
    return stored.leadId;
  } finally {
    await handle.close();
  }
}

/** Fits a phone at 320 and 375 px (nothing wider than the screen), with a picture of each width. */
async function fitsEveryWidth(page: Page, name: string) {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    if (shots)
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const mailDir = path.join(dataDir, "mail");
async function mailsTo(address: string): Promise<Email[]> {
  if (!fs.existsSync(mailDir)) return [];
  const mails: Email[] = [];
  for (const name of fs.readdirSync(mailDir).sort()) {
    const raw = fs.readFileSync(path.join(mailDir, name), "utf8");
    if (raw.startsWith(`X-Envelope-To: ${address}\r\n`)) mails.push(await PostalMime.parse(raw));
  }
  return mails;
}

/** "2026-11-28T10:30" in India time, `hoursAgo` before now, as the datetime-local input takes it. */
function indianInput(hoursAgo: number): string {
  return new Date(Date.now() - hoursAgo * 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);
}

test("a list shows ABCDE****F; revealing shows the PAN and writes an audit entry the admin finds by searching", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const t = tag();
  const name = `Imran Qureshi ${t}`;
  const id = await insertLead("contractor", { applicatorName: name, pan: "ABCDE1234F" });

  const officer = await createStaffAccount({
    roles: ["sales", "privacy"],
    name: "Grievance Officer",
  });
  await signIn(page, officer, "/staff/leads?form=contractor");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toContainText("PAN ABCDE****F");
  await expect(page.getByText("ABCDE1234F")).toHaveCount(0);

  // The CSV carries the mask too.
  const csv = await (await page.request.get("/staff/leads/export.csv?form=contractor")).text();
  expect(csv).toContain("ABCDE****F");
  expect(csv).not.toContain("ABCDE1234F");

  await row.getByRole("link", { name }).click();
  const sent = page.getByRole("region", { name: "What the visitor sent" });
  await expect(sent.getByText("ABCDE****F")).toBeVisible();
  await expect(sent.getByText("ABCDE1234F")).toHaveCount(0);
  await expectNoAxeViolations(page, "lead with masked fields");
  await fitsEveryWidth(page, "lead-masked");

  await sent.getByRole("button", { name: "Reveal PAN" }).click();
  await expect(sent.getByText("ABCDE1234F")).toBeVisible();
  await expect(sent).toContainText("revealed; this was logged");
  await expectNoAxeViolations(page, "lead with a field revealed");

  // A sales member without the privacy role sees the mask and no button.
  const sales = await createStaffAccount({ roles: ["sales"], name: "Kavita Rao" });
  await page.context().clearCookies();
  await signIn(page, sales, `/staff/leads/${id}`);
  await expect(page.getByText("ABCDE****F")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Reveal/ })).toHaveCount(0);

  // The admin searches the log: personal data read, by the officer, of this lead.
  await page.context().clearCookies();
  const admin = await createStaffAccount({ roles: ["admin"], name: "Arjun Mehta" });
  await signIn(page, admin, "/staff/audit");
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Events").selectOption("personal-data");
  await filters.getByLabel("Who").selectOption(officer.email);
  await filters.getByLabel("Record number").fill(String(id));
  await filters.getByRole("button", { name: "Show entries" }).click();
  await expect(page).toHaveURL(new RegExp(`record=${id}`));
  const log = page.getByRole("table");
  await expect(
    log.getByRole("link", {
      name: `Revealed PAN of lead #${id} (Applicator / contractor opening form)`,
    }),
  ).toBeVisible();
  await expect(
    log.getByRole("link", { name: `Opened lead #${id} (Applicator / contractor opening form)` }),
  ).toHaveCount(1);
  // Kavita's opening is hers, not the officer's.
  await expect(log.getByText(sales.email)).toHaveCount(0);
  await expectNoAxeViolations(page, "audit log searched");
  await fitsEveryWidth(page, "audit-personal-data");
});

test("recording an incident shows its 72-hour deadline, drafts each notice in its language and sends them", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const t = tag();
  const english = await insertLead("quick-contact", {
    name: `Asha Rao ${t}`,
    email: `asha.${t}@example.in`,
  });
  const hindi = await insertLead(
    "quick-contact",
    { name: `प्रिया नायर`, email: `priya.${t}@example.in` },
    "hi",
  );
  const officer = await createStaffAccount({ roles: ["privacy"], name: "Grievance Officer" });
  await signIn(page, officer, "/staff/privacy/breaches");
  await expect(page.getByRole("heading", { level: 1, name: "Breach register" })).toBeVisible();
  await page.getByRole("link", { name: "Record an incident" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record an incident" })).toBeVisible();
  await expectNoAxeViolations(page, "new incident form");
  await fitsEveryWidth(page, "breach-new");

  // Refused first: nothing filled in; the summary names each field.
  await page.getByRole("button", { name: "Record the incident" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: /^Short name/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /^Which personal data/ })).toBeVisible();
  await expectNoAxeViolations(page, "refused incident form");

  await page.getByLabel("Short name").fill(`Test server left open ${t}`);
  await page.getByLabel("When it was found (India time)").fill(indianInput(2));
  await page.getByLabel("Names, mobile numbers and email addresses").check();
  await page.getByLabel("PAN, GSTIN or TIN").check();
  await page.getByLabel("By their lead numbers").check();
  await page.getByLabel("Lead numbers", { exact: true }).fill(`${english}, ${hindi}`);
  await page
    .getByLabel("What happened (English)")
    .fill("A copy of the enquiries was left readable on a test server.");
  await page
    .getByLabel("What happened (Hindi)")
    .fill("पूछताछ की एक प्रति एक टेस्ट सर्वर पर खुली रह गई थी।");
  await page.getByLabel("Steps taken (English)").fill("We closed the server and changed its keys.");
  await page.getByLabel("Steps taken (Hindi)").fill("हमने सर्वर बंद किया और उसकी कुंजियाँ बदल दीं।");
  await page.getByRole("button", { name: "Record the incident" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: `Test server left open ${t}` }),
  ).toBeVisible();
  const deadline = page.getByRole("region", { name: "Report to the Data Protection Board" });
  await expect(deadline).toContainText(/Due in 2 days (21|22) hours/);
  await expect(deadline).toContainText("report due by");
  const notice = page.getByRole("region", { name: "The notice to each person" });
  await expect(notice.getByRole("article", { name: "The notice in English" })).toContainText(
    "What you can do",
  );
  await expect(notice.getByRole("article", { name: "The notice in Hindi" })).toContainText(
    "आप क्या कर सकते हैं",
  );
  await expectNoAxeViolations(page, "incident");
  await fitsEveryWidth(page, "breach-incident");

  await notice.getByRole("button", { name: "Send the notices (2 mails)" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "2 notices are on the way" }),
  ).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(`priya.${t}@example.in`)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await mailsTo(`priya.${t}@example.in`);
  expect(mail?.subject).toMatch(/^कामो पेंट्स: आपके निजी डेटा की सुरक्षा में सेंध \(BR-\d{4}\)$/);
  expect(mail?.text).toContain("पूछताछ की एक प्रति");
  await expect
    .poll(async () => (await mailsTo(`asha.${t}@example.in`)).length, { timeout: 20_000 })
    .toBe(1);

  // An older incident, found 80 hours ago: the register says overdue, in words.
  await page.goto("/staff/privacy/breaches/new");
  await page.getByLabel("Short name").fill(`Lost laptop ${t}`);
  await page.getByLabel("When it was found (India time)").fill(indianInput(80));
  await page.getByLabel("Names, mobile numbers and email addresses").check();
  await page.getByLabel("By their lead numbers").check();
  await page.getByLabel("Lead numbers", { exact: true }).fill(String(english));
  await page.getByLabel("What happened (English)").fill("A laptop was stolen.");
  await page.getByLabel("Steps taken (English)").fill("We wiped it remotely.");
  await page.getByRole("button", { name: "Record the incident" }).click();
  await expect(
    page.getByRole("region", { name: "Report to the Data Protection Board" }),
  ).toContainText(/Overdue by 8 hours/);
  await page.getByRole("link", { name: "Breach register" }).first().click();
  const overdue = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `Lost laptop ${t}` }) });
  await expect(overdue).toContainText(/Overdue by 8 hours/);
  await expectNoAxeViolations(page, "breach register");
  await fitsEveryWidth(page, "breach-register");
});
