import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  createStaffAccount,
  expectFocusedErrorSummary,
  nextTotpCode,
  signIn,
} from "./staff-fixtures";

/**
 * Staff sign-in and accounts as people use them: signing in and out, the
 * first sign-in with a one-time password and the second factor it must set
 * up (ADR 36), two-step sign-in with an app or a recovery code, signing out
 * everywhere, and an administrator creating an account. Passkeys are in
 * staff-passkeys.spec.ts.
 */
test("a wrong password is refused with a clear message and the email kept", async ({ page }) => {
  const account = await createStaffAccount({ roles: ["sales"] });
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff/);
  await expectNoAxeViolations(page, "sign-in");
  await page.getByLabel(/^Work email/).fill(account.email);
  await page.getByLabel(/^Password/).fill("not my password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("do not match an active account");
  await expect(page.getByLabel(/^Work email/)).toHaveValue(account.email);
  await expectNoAxeViolations(page, "sign-in with an error");
});

test("a member sees only the areas of their roles, and signs out", async ({ page }) => {
  const account = await createStaffAccount({ roles: ["marketing"], name: "Kavita Joshi" });
  await signIn(page, account);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Namaste, Kavita");
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Catalogue" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
  await expectNoAxeViolations(page, "overview");

  await page.goto("/staff/leads");
  await expect(page.getByRole("heading", { name: "You don't have access to this" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("You have signed out");
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in/);
});

test("an administrator creates an account; at its first sign-in, without JavaScript, it gets a new password and two-step sign-in", async ({
  page,
  browser,
}) => {
  const admin = await createStaffAccount({ roles: ["admin"] });
  await signIn(page, admin, "/staff/users");
  await page.getByRole("link", { name: "New account" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter the person's full name.")).toBeVisible();
  await expectNoAxeViolations(page, "new account with errors");

  const email = `rohan.${Date.now()}@kamo.test`;
  await page.getByLabel(/^Full name/).fill("Rohan Deshpande");
  await page.getByLabel(/^Work email/).fill(email);
  await page.getByLabel(/Sales/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Account created" })).toBeVisible();
  const oneTime = (await page.locator(".staff-secret").innerText()).trim();
  expect(oneTime).toMatch(/^[\w-]{20,}$/);

  // The newcomer's browser runs no script: the password, the app and the codes are plain forms.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const newcomer = await context.newPage();
  const account = { email, password: oneTime, name: "", roles: ["sales" as const] };
  await signIn(newcomer, { ...account, totpSecret: null, recoveryCodes: [] });
  await expect(newcomer).toHaveURL(/\/staff\/account\/password/);
  await expect(newcomer.getByRole("status")).toContainText("one-time password");
  // Anything else waits until the password is changed.
  await newcomer.goto("/staff/leads");
  await expect(newcomer).toHaveURL(/\/staff\/account\/password/);
  await newcomer.getByLabel(/^Current password/).fill(oneTime);
  await newcomer.getByLabel(/^New password( \*)?$/).fill("short");
  await newcomer.getByLabel(/^New password again/).fill("short");
  await newcomer.getByRole("button", { name: "Change password" }).click();
  await expect(newcomer.getByText("Use at least 12 characters.")).toBeVisible();
  await newcomer.getByLabel(/^Current password/).fill(oneTime);
  await newcomer.getByLabel(/^New password( \*)?$/).fill("monsoon tea on the verandah");
  await newcomer.getByLabel(/^New password again/).fill("monsoon tea on the verandah");
  await newcomer.getByRole("button", { name: "Change password" }).click();

  // Then the second factor, before anything else: a sales account too.
  await expect(newcomer).toHaveURL(/\/staff\/account\/two-step/);
  await expect(newcomer.getByText("Your password is changed")).toBeVisible();
  await newcomer.goto("/staff/leads");
  await expect(newcomer).toHaveURL(/\/staff\/account\/two-step$/);
  await expect(newcomer.getByRole("navigation", { name: "Staff area" })).toHaveCount(0);
  const key = (await newcomer.locator(".staff-secret").innerText()).replace(/\s/g, "");
  await newcomer.getByLabel(/^6-digit code/).fill(await nextTotpCode(key));
  await newcomer.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(newcomer.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = await newcomer.locator(".staff-codes code").allInnerTexts();
  expect(codes).toHaveLength(10);
  await newcomer.getByRole("link", { name: "I have saved them: continue" }).click();
  await newcomer.goto("/staff/leads");
  await expect(newcomer).toHaveURL(/\/staff\/leads/);

  // A lost phone: a recovery code signs in, once, and the owner is told how many are left.
  await newcomer.getByRole("button", { name: "Sign out", exact: true }).click();
  await signIn(newcomer, {
    ...account,
    password: "monsoon tea on the verandah",
    totpSecret: null,
    recoveryCodes: [codes[0]!],
  });
  const notice = newcomer.getByRole("region", { name: "You signed in with a recovery code" });
  await expect(notice).toContainText("you have 9 left");
  await context.close();

  await page.goto("/staff/users");
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("App");
  await expectNoAxeViolations(page, "accounts list");
});

test("two-step sign-in: set up at the first sign-in, then asked for at every sign-in", async ({
  page,
}) => {
  const account = await createStaffAccount({ roles: ["investor-relations"], totp: false });
  await signIn(page, account, "/staff/documents");
  await expect(page).toHaveURL(/\/staff\/account\/two-step$/);
  await expect(page.getByRole("status")).toContainText("Set up one of the two below");
  await expectNoAxeViolations(page, "two-step setup");
  const key = (await page.locator(".staff-secret").innerText()).replace(/\s/g, "");
  await page.getByLabel(/^6-digit code/).fill("000000");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  // The summary takes the focus, and names the field.
  const summary = page.getByRole("alert").filter({ hasText: "One thing needs fixing" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toContainText("That code does not match");
  // The key shown again is the same one, so the app set up before still works.
  expect((await page.locator(".staff-secret").innerText()).replace(/\s/g, "")).toBe(key);
  await page.getByLabel(/^6-digit code/).fill(await nextTotpCode(key));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("status")).toContainText("Two-step sign-in is on");
  await expect(page.locator(".staff-codes code")).toHaveCount(10);
  await expectNoAxeViolations(page, "recovery codes");
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await expect(page).toHaveURL(/\/staff$/);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByLabel(/^Work email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  await expect(page.getByText(`Signing in as ${account.email}`)).toBeVisible();
  await expectNoAxeViolations(page, "second step");
  await page.getByLabel(/^Authenticator code or recovery code/).fill("123456");
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "One thing needs fixing" })).toBeFocused();
  await page.getByLabel(/^Authenticator code or recovery code/).fill(await nextTotpCode(key));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(/\/staff$/);
});

test("signing out everywhere ends the member's other sessions", async ({ page, browser }) => {
  const account = await createStaffAccount({ roles: ["sales"] });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  await signIn(page, account, "/staff/account");
  await expect(page.getByText("also signed in on 1 other")).toBeVisible();
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByRole("status")).toContainText("Signed out of 1 other session");
  await otherPage.goto("/staff");
  await expect(otherPage).toHaveURL(/\/staff\/sign-in/);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff$/);
  await other.close();
});

test("a refused new account's error summary takes the focus and links to each field, with and without JavaScript", async ({
  browser,
}) => {
  // Two sign-ins and two accessibility scans: more than a default test's time on a busy machine.
  test.slow();
  for (const javaScript of [true, false]) {
    const admin = await createStaffAccount({ roles: ["admin"] });
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await signIn(page, admin, "/staff/users/new");
    await page.getByLabel(/^Work email/).fill("not an email");
    await page.getByRole("button", { name: "Create account" }).click();
    await expectFocusedErrorSummary(page, ["Full name", "Work email"], { javaScript });
    await expect(page.getByLabel(/^Work email/)).toHaveValue("not an email");
    // axe runs as a script in the page: only where the page runs scripts.
    if (javaScript) await expectNoAxeViolations(page, "refused new account");
    await context.close();
  }
});
