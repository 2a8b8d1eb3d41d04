import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { openDatabase } from "~/db/client.server";
import { createAccount } from "~/staff/accounts/accounts.server";
import { passwordProblem } from "~/staff/auth/password-policy.server";
import { prepareRecoveryCodes, storeRecoveryCodes } from "~/staff/auth/recovery-code-store.server";
import type { StaffRole } from "~/staff/shell/roles";
import { generateTotpSecret, totpCode, totpStep } from "~/staff/auth/totp.server";
import { expect } from "./fixtures";

/**
 * Staff accounts for browser tests, written straight into the running
 * server's database (E2E_DATA_DIR, see playwright.config.ts), the way
 * `npm run staff -- create-user` does. Each call makes a fresh account, so
 * tests never share sessions or lock-outs.
 */
export interface TestStaffAccount {
  email: string;
  password: string;
  name: string;
  roles: StaffRole[];
  totpSecret: string | null;
  /** Unused recovery codes (when asked for); a sign-in that uses one takes it off the list. */
  recoveryCodes: string[];
}

export async function createStaffAccount({
  roles,
  name = "Test Member",
  // Every account needs a second factor (ADR 36); false makes one that must still set it up.
  totp = true,
  recoveryCodes = false,
  mustChangePassword = false,
  dataDir = process.env.E2E_DATA_DIR,
}: {
  roles: StaffRole[];
  name?: string;
  totp?: boolean;
  /** Ten recovery codes too, for tests that sign in more often than fresh app codes allow. */
  recoveryCodes?: boolean;
  mustChangePassword?: boolean;
  /** Another server's data folder (tests that start their own server); by default the suite's. */
  dataDir?: string;
}): Promise<TestStaffAccount> {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const id = crypto.randomBytes(5).toString("hex");
  const email = `${roles.join("-") || "none"}-${id}@kamo.test`;
  const account: TestStaffAccount = {
    email,
    password: policyPassword({ email, name }),
    name,
    roles,
    totpSecret: totp ? generateTotpSecret() : null,
    recoveryCodes: [],
  };
  const codes = recoveryCodes ? await prepareRecoveryCodes() : null;
  const handle = openDatabase({ dataDir });
  try {
    // Our SQLite transactions begin IMMEDIATE, so this second writer waits
    // for the server's writes instead of failing with SQLITE_BUSY.
    const created = await createAccount(
      handle.db,
      { user: null, clientIp: "test" },
      {
        email: account.email,
        name: account.name,
        roles,
        password: account.password,
        totpSecret: account.totpSecret,
        mustChangePassword,
      },
    );
    if (codes) {
      await storeRecoveryCodes(handle.db, created.id, codes);
      account.recoveryCodes = [...codes.codes];
    }
  } finally {
    await handle.close();
  }
  return account;
}

/**
 * A random password the staff area's own policy accepts, as a person's
 * chosen password must be (the fixture writes accounts without the form).
 */
function policyPassword(owner: { email: string; name: string }): string {
  for (;;) {
    const password = crypto.randomBytes(18).toString("base64url");
    if (passwordProblem(password, owner) === null) return password;
  }
}

const lastStepUsed = new Map<string, number>();

/**
 * A code the server will accept now. The server allows one step of clock
 * drift either side and never takes a step twice, so an unused secret starts
 * one step back (when the current step has time left to reach the server
 * within it) and each later sign-in takes the next step: three sign-ins in a
 * row without waiting, where starting at the current step made the third wait
 * up to 30 seconds. Beyond that it waits for the clock.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  let step = nextStep(secret);
  while (step > totpStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    step = Math.max(totpStep(), (lastStepUsed.get(secret) ?? -1) + 1);
  }
  lastStepUsed.set(secret, step);
  return totpCode(secret, step);
}

function nextStep(secret: string): number {
  const secondsLeftInStep = 30 - ((Date.now() / 1000) % 30);
  const first = secondsLeftInStep > 10 ? totpStep() - 1 : totpStep();
  return Math.max(first, (lastStepUsed.get(secret) ?? first - 1) + 1);
}

/**
 * The account's second factor for its next sign-in: a code from its app
 * when one is free now, else one of its recovery codes (used up here, as the
 * server will use it), else an app code after waiting for the clock.
 */
export async function secondFactorCode(account: TestStaffAccount): Promise<string> {
  const free = account.totpSecret !== null && nextStep(account.totpSecret) <= totpStep() + 1;
  if (!free && account.recoveryCodes.length > 0) return account.recoveryCodes.shift()!;
  if (!account.totpSecret) throw new Error(`${account.email} has no second factor to sign in with`);
  return nextTotpCode(account.totpSecret);
}

/**
 * Signs in through the sign-in form, as a person would: the password, then
 * (for an account with a second factor) a code at the second step; waits
 * for the staff area.
 */
export async function signIn(
  page: Page,
  account: TestStaffAccount,
  next = "/staff",
): Promise<void> {
  await page.goto(`/staff/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/^Work email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (account.totpSecret || account.recoveryCodes.length > 0) {
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await page.getByLabel(/code/i).fill(await secondFactorCode(account));
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
  }
  await expect(page).not.toHaveURL(/\/staff\/sign-in/);
}

/**
 * A refused staff form's error summary (app/staff/ui/ErrorSummary.tsx): one
 * alert that has taken the focus, so a keyboard or screen-reader user starts
 * where the problem is, with a link to each field named (its href the
 * field's id, and that field on the page), and the tab's title starting
 * "Error:". Without JavaScript the server-rendered summary is focused by
 * `autofocus` and the server writes the title's prefix.
 */
export async function expectFocusedErrorSummary(
  page: Page,
  fieldLabels: string[],
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<void> {
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  for (const label of fieldLabels) {
    const link = summary.getByRole("link", { name: new RegExp(`^${label}\\b`) });
    const href = await link.getAttribute("href");
    expect(href, `the summary's link to ${label}`).toMatch(/^#./);
    await expect(page.locator(href!)).toHaveCount(1);
  }
  await expect(page, javaScript ? "with JavaScript" : "without JavaScript").toHaveTitle(/^Error: /);
}
