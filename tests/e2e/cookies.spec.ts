import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { cookieNamesWithoutHttps } from "~/content/cookies";
import { leadFormsIn } from "~/leads/forms/lead-forms";
import { validLeads } from "../factories/leads";
import { expect, test, waitForEnhancement } from "./fixtures";
import { fillLeadForm } from "./lead-form-filling";
import { waitOutMinimumFillTime } from "./min-fill-time";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * The privacy policy lists every cookie the site sets (app/content/cookies.ts),
 * so the site needs no banner. This walk sets every cookie there is: the
 * public pages in both languages, the language switch, a lead form and an
 * alert sign-up sent, a staff sign-in with its second step and a sign-out.
 * A Set-Cookie header, or a cookie a script wrote, whose name the list does
 * not give fails it. The test server speaks plain HTTP, so the staff
 * cookies carry their names without the __Host- prefix.
 */

const publicPages = [
  "/",
  "/hi",
  "/dealer",
  "/hi/consultation",
  "/contact",
  "/investors/alerts",
  "/privacy-policy",
  "/hi/privacy-policy",
  "/pickyourcolors",
];

function setCookieNames(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("response", async (response) => {
    const headers = await response.headersArray().catch(() => []);
    for (const { name, value } of headers)
      if (name.toLowerCase() === "set-cookie")
        for (const line of value.split("\n")) names.add(line.split("=")[0]!.trim());
  });
  return names;
}

test("every cookie the site sets is on the privacy policy's list", async ({ page, context }) => {
  const listed = cookieNamesWithoutHttps();
  const fromHeaders = setCookieNames(page);

  for (const path of publicPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
  }

  // The language switch writes its cookie from the page's script.
  await page.goto("/contact");
  await waitForEnhancement(page);
  await page.locator('a[hreflang="hi-IN"]').first().click();
  await page.waitForURL(/\/hi\/contact$/);

  // A lead sent, as a visitor does.
  await page.goto("/contact");
  const form = page.locator("form.lead-form");
  const started = Date.now();
  const definition = leadFormsIn("en")["lets-talk"];
  await fillLeadForm(form, definition, {
    ...validLeads["lets-talk"],
    subject: `Cookies ${crypto.randomBytes(3).toString("hex")}`,
  });
  await waitOutMinimumFillTime(page, started);
  await form.getByRole("button", { name: definition.submitLabel }).click();
  await page.waitForURL(/\/thankyou$/);

  // A staff member signs in (password, then the second step) and out.
  const account = await createStaffAccount({ roles: ["sales"] });
  await signIn(page, account, "/staff/leads");
  const staffCookies = (await context.cookies()).map((c) => c.name);
  await page.goto("/staff/leads");
  await page
    .getByRole("button", { name: /sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);

  const inBrowser = (await context.cookies()).map((c) => c.name);
  // The walk did set cookies, so a list that stopped matching would show here.
  expect(staffCookies).toContain("kamo-staff");
  expect(inBrowser).toContain("kamo_lang");
  expect([...fromHeaders]).toContain("kamo-staff-step");
  for (const name of [...fromHeaders, ...inBrowser, ...staffCookies])
    expect(
      listed,
      `the site set the cookie "${name}", which the privacy policy does not list`,
    ).toContain(name);
});
