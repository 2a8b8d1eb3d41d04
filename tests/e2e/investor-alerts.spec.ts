import fs from "node:fs";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { titledPdf } from "../factories/pdfs";
import { expect, expectNoAxeViolations, test, testExpectingConsoleErrors } from "./fixtures";
import { createStaffAccount, signIn } from "./staff-fixtures";
import { MIN_FILL_MS } from "./min-fill-time";

/**
 * Investor e-mail alerts through the browser, with the mail caught by a real
 * SMTP server (tests/mocks/smtp-catcher.mjs, started by playwright.config.ts):
 * subscribe, confirm through the link in the mail, investor relations
 * publishes a document, the alert arrives, and one click unsubscribes.
 */
const mailDir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");

async function mailsTo(address: string): Promise<Email[]> {
  if (!fs.existsSync(mailDir)) return [];
  const mails: Email[] = [];
  for (const name of fs.readdirSync(mailDir).sort()) {
    const raw = fs.readFileSync(path.join(mailDir, name), "utf8");
    if (!raw.startsWith(`X-Envelope-To: ${address}\r\n`)) continue;
    mails.push(await PostalMime.parse(raw));
  }
  return mails;
}

async function waitForMail(address: string, subject: RegExp): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((m) => subject.test(m.subject ?? ""));
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${address} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

function linkIn(mail: Email, route: string): string {
  const match = new RegExp(`https?://\\S+/investors/alerts/${route}\\?t=\\S+`).exec(
    mail.text ?? "",
  );
  if (!match) throw new Error(`no ${route} link in:\n${mail.text}`);
  return match[0];
}

// The manage link of an unsubscribed address answers 404, which the browser logs; only that.
const journey = testExpectingConsoleErrors(
  (message) =>
    message.text().includes("status of 404") &&
    message.location().url.includes("/investors/alerts/manage"),
);

journey(
  "subscribe, confirm through the mail, publish as investor relations, receive the alert, unsubscribe in one click",
  async ({ page, browser }, testInfo) => {
    journey.setTimeout(180_000);
    const marker = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const address = `alerts-${marker}@example.in`.toLowerCase();

    await page.goto("/investors/alerts");
    await expect(
      page.getByRole("heading", { level: 1, name: "Investor email alerts" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "alerts page");
    await page.getByLabel("Email address").fill(address);
    await page.getByLabel("Only the categories ticked below").check();
    await page.getByRole("checkbox", { name: "Investor Information" }).check();
    // The lead forms' minimum fill time applies: a quicker sign-up is treated as a bot's.
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toContainText("Check your inbox");
    await expect(page.getByRole("status")).toContainText(address);
    await expectNoAxeViolations(page, "alerts page, sent");

    const confirmation = await waitForMail(address, /^Confirm your Kamo Paints investor alerts$/);
    await page.goto(linkIn(confirmation, "confirm"));
    await expectNoAxeViolations(page, "confirm page");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("status")).toContainText("Your subscription is confirmed");

    // Investor relations publishes a document in the chosen category.
    const account = await createStaffAccount({
      roles: ["investor-relations"],
      name: "Ritika Sehgal",
    });
    // A context of its own, as a second person at another computer.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, account, "/staff/documents/new");
    const description = `Dividend distribution notice for shareholders (ref ${marker})`;
    await staff
      .getByRole("combobox", { name: "Page" })
      .selectOption({ label: "Investor Information" });
    await staff.getByLabel("Description").fill(description);
    await staff.getByLabel("PDF file").setInputFiles({
      name: "dividend-notice.pdf",
      mimeType: "application/pdf",
      buffer: await titledPdf(`Dividend notice ${marker}`),
    });
    await staff.getByRole("button", { name: "Upload and publish" }).click();
    await expect(staff.getByRole("status")).toContainText("Uploaded and published");

    const alert = await waitForMail(address, new RegExp(`^New filing: .*${marker}`));
    expect(alert.text).toContain("Category: Investor Information");
    expect(alert.html).toContain("Read the document");
    const download = await page.request.get(/Read the document: (\S+)/.exec(alert.text ?? "")![1]!);
    expect(download.headers()["content-type"]).toBe("application/pdf");

    // The staff page lists the mail as sent, and shows no address.
    await staff.goto("/staff/alerts");
    await expect(staff.getByRole("heading", { level: 1, name: "Investor alerts" })).toBeVisible();
    await expect(staff.getByTestId("alert-queue")).toContainText("Sent");
    await expect(staff.locator("main")).not.toContainText(address);
    await expectNoAxeViolations(staff, "staff alerts page");
    await staffContext.close();

    const manage = linkIn(alert, "manage");
    await page.goto(manage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage your investor alerts");
    await expectNoAxeViolations(page, "manage page");

    // One click, as a mailbox provider does it (RFC 8058): a POST to the header's address.
    const header = alert.headers.find((h) => h.key === "list-unsubscribe")?.value ?? "";
    expect(alert.headers.find((h) => h.key === "list-unsubscribe-post")?.value).toBe(
      "List-Unsubscribe=One-Click",
    );
    const oneClick = await page.request.post(header.replace(/^<|>$/g, ""), {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    await page.goto(manage);
    await expect(page.getByRole("alert")).toContainText("not valid");
    await page.goto(linkIn(alert, "unsubscribe"));
    await expect(page.getByRole("status")).toContainText("You are unsubscribed");
    await expectNoAxeViolations(page, "unsubscribe page");
    // Nothing else went to the address: the confirmation and the one alert.
    expect((await mailsTo(address)).length).toBe(2);
  },
);

for (const path of ["/hi/investors/alerts", "/investor-zone", "/hi/financial-results"]) {
  test(`the sign-up form on ${path} has no axe violations and carries a signed form session for the no-JS post`, async ({
    page,
  }) => {
    await page.goto(path);
    const form = page.locator("form.alert-signup");
    await expect(form).toBeVisible();
    await expect(form.locator('input[name="_session"]')).toHaveAttribute("value", /\S+\.\d+\.\S+/);
    await expectNoAxeViolations(page, path);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Hindi reader subscribes and confirms with plain form posts, and is written to in Hindi", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const address = `nojs-${testInfo.project.name}-${Date.now().toString(36)}@example.in`;
    await page.goto("/hi/investors/alerts");
    const form = page.locator("form.alert-signup");
    await form.getByLabel("ईमेल पता").fill(address);
    await form.getByLabel("दैनिक सारांश", { exact: false }).check();
    // The same minimum fill time as with JavaScript: the server, not a script, enforces it.
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "सदस्यता लें" }).click();
    await expect(page.getByRole("status")).toContainText("अपना इनबॉक्स देखें");
    await expect(page.getByRole("status")).toContainText(address);

    const confirmation = await waitForMail(address, /^कामो पेंट्स के निवेशक अलर्ट की पुष्टि करें$/);
    const link = linkIn(confirmation, "confirm");
    expect(new URL(link).pathname).toBe("/hi/investors/alerts/confirm");
    await page.goto(link);
    await page.getByRole("button", { name: "मेरी सदस्यता की पुष्टि करें" }).click();
    // (axe needs scripts; the same pages are checked with JavaScript above.)
    await expect(page.getByRole("status")).toContainText("आपकी सदस्यता की पुष्टि हो गई है");
    await expect(page.getByRole("status")).toContainText(address);
  });
});
