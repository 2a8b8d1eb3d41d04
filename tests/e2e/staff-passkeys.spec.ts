import type { CDPSession, Page } from "@playwright/test";
import { openDatabase } from "~/db/client.server";
import { startSiteServer, type SiteServer } from "../security/harness";
import { freePort } from "../free-port";
import { expect, test } from "./fixtures";
import { createStaffAccount, type TestStaffAccount } from "./staff-fixtures";

/**
 * Passkeys in Chromium (ADR 36), with the browser's own virtual
 * authenticator (DevTools protocol, WebAuthn domain) standing in for a
 * security key: registered at the first sign-in, then used for the second
 * step; and another account's passkey refused. Passkeys are bound to a host
 * name, never an IP address, so this file starts a server of its own whose
 * SITE_URL is http://localhost:<port> (the suite's answers at 127.0.0.1),
 * and runs its tests in order on it.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: SiteServer;
let site = "";

test.beforeAll(async () => {
  // Starting a server compresses every static file; slow on a busy machine.
  test.setTimeout(300_000);
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = await startSiteServer(port, { SITE_URL: site });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A virtual security key that says yes at once, as a touch would. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "usb",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function passwordStep(page: Page, account: TestStaffAccount) {
  await page.goto(`${site}/staff/sign-in`);
  await page.getByLabel(/^Work email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The first sign-in of an account without a factor: a passkey, named, then its recovery codes. */
async function enrolPasskey(page: Page, account: TestStaffAccount, name: string) {
  await passwordStep(page, account);
  await expect(page).toHaveURL(/\/staff\/account\/two-step$/);
  await page.getByLabel(/^Name for this passkey/).fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(page.locator(".staff-codes code")).toHaveCount(10);
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out")).toBeVisible();
}

test("a member adds a passkey at the first sign-in, then signs in with password and passkey", async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const meena = await createStaffAccount({
    roles: ["sales"],
    name: "Meena Pillai",
    totp: false,
    dataDir: server.dataDir,
  });
  await enrolPasskey(page, meena, "Work laptop");

  await passwordStep(page, meena);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto(`${site}/staff/account/passkeys`);
  await expect(page.getByRole("region", { name: "Your passkeys" })).toContainText("Work laptop");

  const handle = openDatabase({ dataDir: server.dataDir });
  try {
    const stored = await handle.db
      .selectFrom("staff_passkeys")
      .innerJoin("staff_users", "staff_users.id", "staff_passkeys.user_id")
      .select([
        "staff_passkeys.counter",
        "staff_passkeys.transports",
        "staff_passkeys.last_used_at",
      ])
      .where("staff_users.email", "=", meena.email)
      .executeTakeFirstOrThrow();
    // The key counts its signatures; the sign-in's count was checked and stored.
    expect(Number(stored.counter)).toBeGreaterThan(0);
    expect(stored.transports).toContain("usb");
    expect(stored.last_used_at).not.toBeNull();
  } finally {
    await handle.close();
  }
});

test("a passkey of another account does not finish a sign-in", async ({ page }) => {
  const { cdp, id } = await virtualAuthenticator(page);
  const ravi = await createStaffAccount({
    roles: ["marketing"],
    name: "Ravi Menon",
    totp: false,
    dataDir: server.dataDir,
  });
  const meena = await createStaffAccount({
    roles: ["sales"],
    name: "Meena Iyer",
    totp: false,
    dataDir: server.dataDir,
  });
  // One key holds a passkey for each account, as a shared office key would.
  await enrolPasskey(page, ravi, "Ravi's key");
  const [ravisPasskey] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId: id }))
    .credentials;
  await enrolPasskey(page, meena, "Meena's key");

  // Ravi knows Meena's password and answers her second step with his own
  // passkey: the challenge is rewritten on its way to the browser, as an
  // attacker in control of their own browser can.
  const ravisId = Buffer.from(ravisPasskey!.credentialId, "base64").toString("base64url");
  await page.route("**/staff/sign-in/passkey-options", async (route) => {
    const answer = await route.fetch();
    const options = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({
      response: answer,
      json: { ...options, allowCredentials: [{ id: ravisId, type: "public-key" }] },
    });
  });
  await passwordStep(page, meena);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("That passkey was not accepted");
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  const cookies = await page.context().cookies(site);
  expect(cookies.find((c) => c.name === "kamo-staff")).toBeUndefined();

  const handle = openDatabase({ dataDir: server.dataDir });
  try {
    const failure = await handle.db
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "staff.sign-in-failed")
      .where("summary", "like", `%${meena.email}%`)
      .executeTakeFirstOrThrow();
    expect(failure.summary).toBe(`Failed sign-in as ${meena.email}: a passkey of another account`);
  } finally {
    await handle.close();
  }
});
