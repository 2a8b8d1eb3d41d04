import { cookieNamesWithoutHttps } from "~/content/cookies";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { startFakeCrm, type FakeCrm } from "../mocks/fake-crm";
import { startFakeSmsGateway, type FakeSmsGateway } from "../mocks/fake-sms-gateway";
import { PORT_OFFSETS, securityPort, startSiteServer, type SiteServer } from "../security/harness";
import { openDatabase } from "~/db/client.server";
import { storeLead } from "~/leads/delivery/store.server";
import { validateLead } from "~/leads/forms/lead-forms";
import { validLeads } from "../factories/leads";
import { sealWithServerKeys } from "../stored-personal-data";
import { expect, expectNoAxeViolations, testExpectingConsoleErrors } from "./fixtures";
import { createStaffAccount, signIn, type TestStaffAccount } from "./staff-fixtures";

/**
 * /privacy/requests (issue 44, ADR 63) through the browser, in English and
 * Hindi: prove who you are with a code read from the fake SMS gateway (an
 * independent fake of Kaleyra's API, started here) or from the SMTP catcher
 * playwright.config.ts starts; file a grievance; the grievance officer sees
 * it on /staff/privacy and replies; the person proves who they are again and
 * reads the reply. The site runs on a server of its own here, configured
 * with the fake gateway, as the security tests start theirs.
 */
const port = securityPort(PORT_OFFSETS.privacyRequests);
const origin = `http://127.0.0.1:${port}`;
const mailDir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
/** A refused step (a wrong number, a wrong code) answers 400, which the browser logs. */
const test = testExpectingConsoleErrors((message) =>
  /status of 400 .*\/privacy\/requests\)$/.test(`${message.text()} (${message.location().url})`),
);
let gateway: FakeSmsGateway;
let crm: FakeCrm;
let site: SiteServer;
let officer: TestStaffAccount;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  gateway = await startFakeSmsGateway();
  crm = await startFakeCrm();
  site = await startSiteServer(port, {
    // The CRM's fake, answering as each test says; retries come fast here.
    CRM_BASE_URL: crm.url,
    CRM_ACCOUNT_ID: crm.accountId,
    CRM_POLL_MS: "200",
    CRM_TIMEOUT_MS: "1000",
    CRM_RETRY_BASE_MS: "200",
    CRM_RETRY_CAP_MS: "400",
    // An outage in a test lasts seconds; the cap must outlast it on a busy machine.
    CRM_MAX_ATTEMPTS: "100",
    SMS_API_URL: gateway.url,
    SMS_API_KEY: gateway.apiKey,
    SMS_SENDER_ID: "KAMOPT",
    SMS_TEMPLATE_IDS: "privacy-code.en=1107160000000000201,privacy-code.hi=1107160000000000202",
    SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`,
    MAIL_FROM: "Kamo Paints <privacy@kamopaints.example>",
    ALERTS_POLL_MS: "250",
    // Every test here asks from 127.0.0.1; the limit per number stays as it ships.
    PRIVACY_CODES_PER_CLIENT_PER_HOUR: "200",
  });
  officer = await createStaffAccount({
    roles: ["privacy"],
    name: "Grievance Officer",
    recoveryCodes: true,
    dataDir: site.dataDir,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await gateway?.close();
  await crm?.close();
});

/**
 * With PRIVACY_SCREENSHOTS set to a folder, each screen is photographed at
 * 320, 375 and 1280 px, whole, for a person to look at; otherwise nothing.
 */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.PRIVACY_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** The six digits of the newest text the gateway took for `mobile`. */
async function textedCode(mobile: string, sentBefore: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      () => {
        const texts = gateway.delivered.filter((d) => d.to === `+91${mobile}`);
        code = texts.length > sentBefore ? (/\b(\d{6})\b/.exec(texts.at(-1)!.body)?.[1] ?? "") : "";
        return code;
      },
      { timeout: 20_000, message: `a text to ${mobile}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The six digits of the newest mail the catcher took for `address`. */
async function mailedCode(address: string, subject: string): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        if (!fs.existsSync(mailDir)) return "";
        for (const name of fs.readdirSync(mailDir).sort().reverse()) {
          const raw = fs.readFileSync(path.join(mailDir, name), "utf8");
          if (!raw.startsWith(`X-Envelope-To: ${address}\r\n`)) continue;
          const mail = await PostalMime.parse(raw);
          if (mail.subject !== subject) continue;
          code = /\b(\d{6})\b/.exec(mail.text ?? "")?.[1] ?? "";
          return code;
        }
        return "";
      },
      { timeout: 20_000, message: `a mail to ${address}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function proveByText(page: Page, mobile: string, words = english): Promise<void> {
  const before = gateway.delivered.filter((d) => d.to === `+91${mobile}`).length;
  await page.getByLabel(words.mobile, { exact: true }).fill(mobile);
  await page.getByRole("button", { name: words.send }).first().click();
  await expect(page.getByRole("heading", { name: words.codeTitle })).toBeVisible();
  await page.getByLabel(words.codeLabel).fill(await textedCode(mobile, before));
  await page.getByRole("button", { name: words.continue }).click();
  await expect(page.getByRole("heading", { name: words.proven })).toBeVisible();
}

/** A lead sent with this mobile, stored through the leads' own store, sealed as the server seals. */
async function storeLeadOf(mobile: string, session: string, email?: string): Promise<void> {
  sealWithServerKeys(site.dataDir);
  const checked = validateLead("lets-talk", {
    ...validLeads["lets-talk"],
    phone: mobile,
    ...(email ? { email } : {}),
  });
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    await storeLead(handle.db, {
      form: "lets-talk",
      sessionKey: `privacy-${session}-${mobile}`,
      data: checked.data,
      clientIp: "127.0.0.1",
      userAgent: "playwright",
    });
  } finally {
    await handle.close();
  }
}

/** The CRM's lead calls for this mobile, each with how it was answered. */
const leadCallsOf = (mobile: string) =>
  crm.requests.filter((r) => r.path.includes("pushCRMDealMongo") && r.query.mobile === mobile);

const english = {
  mobile: "Mobile number",
  send: "Send me a code",
  codeTitle: "Enter your code",
  codeLabel: "Six-digit code",
  continue: "Continue",
  proven: "What would you like to do?",
};

test("prove a mobile with a texted code, file a grievance, read the officer's reply", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const mobile = randomMobile();
  await page.goto("/privacy/requests");
  await expect(page.getByRole("heading", { level: 1, name: "Your personal data" })).toBeVisible();
  await expectNoAxeViolations(page, "the first step");
  await shoot(page, "1-prove");

  // A wrong number is refused on the page, with the value kept.
  await page.getByLabel("Mobile number", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Send me a code" }).first().click();
  await expect(page.getByText("Enter a 10-digit Indian mobile number")).toBeVisible();
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue("12345");

  // A wrong code is refused and counted; the right one then works.
  const before = gateway.delivered.filter((d) => d.to === `+91${mobile}`).length;
  await page.getByLabel("Mobile number", { exact: true }).fill(mobile);
  await page.getByRole("button", { name: "Send me a code" }).first().click();
  await expect(page.getByText(/a code is on its way to \d\d••••••\d\d/)).toBeVisible();
  await expectNoAxeViolations(page, "the code step");
  const code = await textedCode(mobile, before);
  expect(gateway.delivered.at(-1)).toMatchObject({ templateId: "1107160000000000201" });
  await page.getByLabel("Six-digit code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("That code is not right. You have 4 more tries.")).toBeVisible();
  await shoot(page, "2-code-wrong");
  await page.getByLabel("Six-digit code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "What would you like to do?" })).toBeVisible();
  await expect(page.getByText("You have made no requests yet.")).toBeVisible();
  await expectNoAxeViolations(page, "the proven step");
  await shoot(page, "3-proven");
  // The proof is kept in a cookie, and the privacy policy's list names it
  // (tests/e2e/cookies.spec.ts covers every other page; this site is our own).
  const listed = cookieNamesWithoutHttps();
  for (const cookie of await page.context().cookies())
    expect(listed, `the cookie "${cookie.name}" is on the policy's list`).toContain(cookie.name);
  expect((await page.context().cookies()).map((c) => c.name)).toContain("kamo-privacy");

  // A grievance needs words.
  await page.getByLabel("Raise a grievance").check();
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText("Tell us what your request is about")).toBeVisible();
  await page.getByLabel("Tell us more").fill("I keep getting calls about paint I never asked for.");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { name: "We have your request" })).toBeVisible();
  const reference = /Reference (\w{4}-\w{4})/.exec(
    (await page.getByRole("status").filter({ hasText: "Reference" }).textContent()) ?? "",
  )?.[1];
  expect(reference).toBeTruthy();
  await expect(page.getByRole("listitem").filter({ hasText: reference! })).toContainText(
    "Received",
  );
  await shoot(page, "4-grievance-made");

  // The grievance officer finds it on the queue, with its deadline counting down, and replies.
  const staffContext = await browser.newContext({ baseURL: origin });
  const staff = await staffContext.newPage();
  await signIn(staff, officer, "/staff/privacy");
  await staff.goto("/staff/privacy");
  const row = staff.getByRole("row").filter({ hasText: reference! });
  await expect(row).toContainText("Grievance");
  await expect(row).toContainText("90 days left");
  await expectNoAxeViolations(staff, "the staff queue");
  await shoot(staff, "5-staff-queue");
  await row.getByRole("link", { name: reference! }).click();
  await expect(
    staff.getByText("I keep getting calls about paint I never asked for."),
  ).toBeVisible();
  await expect(staff.getByText(mobile)).toBeVisible();
  await staff.getByLabel(/^State/).selectOption("completed");
  await staff
    .getByLabel(/^Reply to the person/)
    .fill("We have removed your number from our call lists.");
  await staff.getByRole("button", { name: "Save the answer" }).click();
  await expect(staff.getByText("Saved.")).toBeVisible();
  await expectNoAxeViolations(staff, "a request on the staff queue");
  await shoot(staff, "6-staff-request");
  await staffContext.close();

  // The person comes back on another device, proves the number again, and reads the reply.
  const again = await browser.newContext({ baseURL: origin });
  const person = await again.newPage();
  await person.goto("/privacy/requests");
  await expect(person.getByText("We have removed your number")).toHaveCount(0);
  await proveByText(person, mobile);
  const mine = person.getByRole("listitem").filter({ hasText: reference! });
  await expect(mine).toContainText("Completed");
  await expect(mine).toContainText("We have removed your number from our call lists.");
  await shoot(person, "7-reply-read");
  await again.close();
});

test("हिंदी में: ईमेल कोड से पहचान साबित करें और शिकायत दर्ज करें", async ({ page }) => {
  test.setTimeout(90_000);
  const address = `privacy-${Date.now()}@example.com`;
  await page.goto("/hi/privacy/requests");
  await expect(page.getByRole("heading", { level: 1, name: "आपका व्यक्तिगत डेटा" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.getByLabel("ईमेल पता", { exact: true }).fill(address);
  await page.getByRole("button", { name: "मुझे कोड भेजें" }).last().click();
  await expect(page.getByRole("heading", { name: "अपना कोड लिखें" })).toBeVisible();
  await expectNoAxeViolations(page, "the code step in Hindi");
  await shoot(page, "8-hi-code");
  const code = await mailedCode(address, "आपका Kamo Paints गोपनीयता कोड");
  await page.getByLabel("छह अंकों का कोड").fill(code);
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { name: "आप क्या करना चाहेंगे?" })).toBeVisible();
  await expectNoAxeViolations(page, "the proven step in Hindi");
  await page.getByLabel("शिकायत दर्ज करें").check();
  await page.getByLabel("हमें और बताएँ").fill("मुझे बिना माँगे विज्ञापन ईमेल मिल रहे हैं।");
  await page.getByRole("button", { name: "मेरा अनुरोध भेजें" }).click();
  await expect(page.getByRole("heading", { name: "हमें आपका अनुरोध मिल गया है" })).toBeVisible();
  const mine = page.getByRole("listitem").filter({ hasText: "शिकायत दर्ज करें" });
  await expect(mine).toContainText("प्राप्त");
  await expect(mine).toContainText("अभी कोई उत्तर नहीं।");
  await expectNoAxeViolations(page, "the request made, in Hindi");
  await shoot(page, "9-hi-made");
  // The code was used: the same code does not prove the address a second time.
  const other = await page.context().browser()!.newContext({ baseURL: origin });
  const stranger = await other.newPage();
  await stranger.goto("/hi/privacy/requests");
  await stranger.getByLabel("ईमेल पता", { exact: true }).fill(address);
  await stranger.getByRole("button", { name: "मुझे कोड भेजें" }).last().click();
  await stranger.getByLabel("छह अंकों का कोड").fill(code);
  await stranger.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(stranger.getByText(/यह कोड सही नहीं है/)).toBeVisible();
  await other.close();
});

test("prove a mobile, and get a copy of the data given with it, the CRM named", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mobile = randomMobile();
  await storeLeadOf(mobile, "copy");
  await page.goto("/privacy/requests");
  await proveByText(page, mobile);
  await page.getByLabel("A copy of my data").check();
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { name: "We have your request" })).toBeVisible();
  await expect(page.getByText("Here is what we hold about you.")).toBeVisible();
  const copy = page.locator(".privacy-summary");
  await expect(copy.getByRole("heading", { name: /^Let.s Talk|sent on/ }).first()).toBeVisible();
  await expect(copy).toContainText("Fatima Shaikh");
  await expect(copy).toContainText(mobile);
  await expect(copy).toContainText("To answer your enquiry");
  await expect(copy).toContainText("Our customer management system (CRM)");
  await expect(page.getByRole("listitem").filter({ hasText: "A copy of my data" })).toContainText(
    "Completed",
  );
  await expectNoAxeViolations(page, "a copy of the data");
  await shoot(page, "10-copy");
});

test("erase, while the CRM is down: the data goes, and the CRM erases exactly once when it is back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mobile = randomMobile();
  await storeLeadOf(mobile, "erase");
  // The site forwards the lead, so the CRM holds it.
  await expect
    .poll(() => leadCallsOf(mobile).filter((r) => r.answered === 200).length, { timeout: 20_000 })
    .toBe(1);
  crm.behave("error");
  try {
    await page.goto("/privacy/requests");
    await proveByText(page, mobile);
    await page.getByLabel("Erase my data").check();
    await expect(page.getByLabel("Tell us more")).toBeHidden();
    await page.getByLabel("I understand that erasing cannot be undone.").check();
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("heading", { name: "We have your request" })).toBeVisible();
    await expect(page.getByText("Your data has been erased.")).toBeVisible();
    // The CRM is asked, and asked again through the outage.
    const erases = () => crm.requests.filter((r) => r.path.includes("eraseCRMContact"));
    await expect.poll(() => erases().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(crm.erasures.filter((e) => JSON.stringify(e.mobiles).includes(mobile))).toEqual([]);
  } finally {
    crm.behave("ok");
  }
  await shoot(page, "11-erased");
  const mine = () => crm.erasures.filter((e) => JSON.stringify(e.mobiles).includes(mobile));
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
  // Well past the retry delays: still once, every attempt under one key.
  await page.waitForTimeout(1_500);
  expect(mine()).toHaveLength(1);
  const keys = new Set(
    crm.requests
      .filter((r) => r.path.includes("eraseCRMContact") && JSON.stringify(r.body).includes(mobile))
      .map((r) => r.idempotencyKey),
  );
  expect(keys.size).toBe(1);

  // Asked again for a copy (still proven on this device), the site holds nothing given with that number.
  await page.goto("/privacy/requests");
  await expect(page.getByRole("heading", { name: english.proven })).toBeVisible();
  await page.getByLabel("A copy of my data").check();
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(
    page.getByText("We hold no personal data given with this mobile number or email address."),
  ).toBeVisible();
});

test("withdraw consent while a lead waits for the CRM: it is never sent, and the person is told what happens", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mobile = randomMobile();
  // The CRM is failing, so the lead waits in the queue, retried.
  crm.behave("error");
  try {
    await storeLeadOf(mobile, "withdraw");
    await expect.poll(() => leadCallsOf(mobile).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.goto("/privacy/requests");
    await proveByText(page, mobile);
    const choice = page.getByLabel("Withdraw my consent");
    await choice.check();
    await expect(page.getByText(/ask our CRM to delete what it has/)).toBeVisible();
    // Only what the chosen kind needs is on screen: no words box, no erase confirmation.
    await expect(page.getByLabel("Tell us more")).toBeHidden();
    await expect(page.getByLabel("I understand that erasing cannot be undone.")).toBeHidden();
    await shoot(page, "12a-withdraw-chosen");
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("heading", { name: "We have your request" })).toBeVisible();
    await expect(
      page.getByText("We have stopped using your data, and will delete what we hold within a day."),
    ).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Your requests" })
        .getByText("Carried out when you asked; nothing more is needed."),
    ).toBeVisible();
    await expectNoAxeViolations(page, "a withdrawal done");
    await shoot(page, "12-withdrawn");
  } finally {
    crm.behave("ok");
  }
  // The CRM is back and the worker polls on: the lead is never accepted.
  const tried = leadCallsOf(mobile).length;
  await page.waitForTimeout(2_000);
  expect(leadCallsOf(mobile).length).toBe(tried);
  expect(leadCallsOf(mobile).filter((r) => r.answered === 200)).toEqual([]);
});

test("हिंदी में: ईमेल से पहचान, सहमति वापस लें, फिर डेटा मिटाएँ", async ({ page }) => {
  test.setTimeout(120_000);
  const address = `withdraw-${Date.now()}@example.com`;
  await storeLeadOf(randomMobile(), "hi-withdraw", address);
  await page.goto("/hi/privacy/requests");
  await page.getByLabel("ईमेल पता", { exact: true }).fill(address);
  await page.getByRole("button", { name: "मुझे कोड भेजें" }).last().click();
  await page
    .getByLabel("छह अंकों का कोड")
    .fill(await mailedCode(address, "आपका Kamo Paints गोपनीयता कोड"));
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { name: "आप क्या करना चाहेंगे?" })).toBeVisible();

  await page.getByLabel("मेरी सहमति वापस लें").check();
  await page.getByRole("button", { name: "मेरा अनुरोध भेजें" }).click();
  await expect(page.getByRole("heading", { name: "हमें आपका अनुरोध मिल गया है" })).toBeVisible();
  await expect(page.getByText(/हमने आपके डेटा का उपयोग बंद कर दिया है/)).toBeVisible();
  await expectNoAxeViolations(page, "a withdrawal done, in Hindi");

  // Then erased at once, rather than at the next retention run.
  await page.getByLabel("मेरा डेटा मिटाएँ").check();
  await page.getByLabel("मैं समझता/समझती हूँ कि मिटाया गया डेटा वापस नहीं आ सकता।").check();
  await page.getByRole("button", { name: "मेरा अनुरोध भेजें" }).click();
  await expect(page.getByText("आपका डेटा मिटा दिया गया है।")).toBeVisible();
  await page.getByLabel("मेरे डेटा की प्रति").check();
  await page.getByRole("button", { name: "मेरा अनुरोध भेजें" }).click();
  await expect(
    page.getByText("इस मोबाइल नंबर या ईमेल पते के साथ दिया गया कोई व्यक्तिगत डेटा हमारे पास नहीं है।"),
  ).toBeVisible();
  const made = page.getByRole("region", { name: "आपके अनुरोध" });
  for (const kind of ["मेरी सहमति वापस लें", "मेरा डेटा मिटाएँ", "मेरे डेटा की प्रति"])
    await expect(made.getByRole("heading", { name: kind })).toBeVisible();
  // Done when asked: no "no reply yet" waiting under them.
  await expect(
    made.getByText("आपके माँगते ही पूरा कर दिया गया; अब कुछ और करने की ज़रूरत नहीं।"),
  ).toHaveCount(3);
  await expect(made.getByText("अभी कोई उत्तर नहीं।")).toHaveCount(0);
});
