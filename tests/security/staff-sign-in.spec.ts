import { test as httpTest } from "@playwright/test";
import { SIGN_IN_LIMITS } from "~/staff/auth/throttle.server";
import { expect, expectNoAxeViolations, test } from "../e2e/fixtures";
import { createStaffAccount, nextTotpCode, signIn } from "../e2e/staff-fixtures";
import { StaffClient, byStatus, freshAddress, withServerDatabase } from "./staff-client";

/**
 * Attacks on staff sign-in (issue 23), made the way an attacker makes them:
 * many requests at once, from addresses of their own, against the built
 * server. Statuses tell what happened to each attempt: 401 means the
 * password was checked and was wrong, 302 that a session was opened, 429
 * that the attempt was refused before any check.
 */
httpTest.describe("staff sign-in under attack", { tag: "@http" }, () => {
  httpTest.setTimeout(120_000);

  httpTest(
    "a burst of 30 guesses from one address checks no more passwords than the limit",
    async () => {
      const account = await createStaffAccount({ roles: ["sales"] });
      const attacker = new StaffClient();
      // 29 wrong passwords and the right one, all on the wire together, the right one last.
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          attacker.signIn(account.email, i === 29 ? account.password : `wrong guess ${i}`),
        ),
      );
      const counts = byStatus(burst);
      // 303: the right password, on to the second step (ADR 36).
      const checked = (counts[401] ?? 0) + (counts[302] ?? 0) + (counts[303] ?? 0);
      expect(checked, JSON.stringify(counts)).toBeLessThanOrEqual(SIGN_IN_LIMITS.pair.maxAttempts);
      expect(counts[429], JSON.stringify(counts)).toBe(30 - checked);
      expect(burst[29]!.status, "the right password, beyond the limit").toBe(429);
      // Beyond the limit even the right password opens nothing, and the page says when to retry.
      const again = await attacker.signIn(account.email, account.password);
      expect(again.status).toBe(429);
      expect(again.headers["set-cookie"]).toBeUndefined();
      expect(again.body).toMatch(/paused until \d{1,2}:\d{2}\s?[ap]m \(India time\)/i);
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
      expect(attacker.signedIn).toBe(false);
    },
  );

  httpTest("one two-step code sent ten times at once opens one session", async () => {
    const account = await createStaffAccount({ roles: ["admin"] });
    const code = await nextTotpCode(account.totpSecret!);
    const clients = Array.from({ length: 10 }, () => new StaffClient());
    const answers = await Promise.all(
      clients.map((c) => c.signIn(account.email, account.password, code)),
    );
    expect(byStatus(answers)[302], JSON.stringify(byStatus(answers))).toBe(1);
    expect(clients.filter((c) => c.signedIn)).toHaveLength(1);
    const sessions = await withServerDatabase((db) =>
      db
        .selectFrom("staff_sessions")
        .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
        .select("staff_sessions.id")
        .where("staff_users.email", "=", account.email)
        .execute(),
    );
    expect(sessions).toHaveLength(1);
  });

  httpTest("one recovery code sent ten times at once opens one session", async () => {
    const account = await createStaffAccount({ roles: ["sales"], recoveryCodes: true });
    const code = account.recoveryCodes[0]!;
    const clients = Array.from({ length: 10 }, () => new StaffClient());
    const answers = await Promise.all(
      clients.map((c) => c.signIn(account.email, account.password, code)),
    );
    expect(byStatus(answers)[302], JSON.stringify(byStatus(answers))).toBe(1);
    expect(clients.filter((c) => c.signedIn)).toHaveLength(1);
    const { sessions, used } = await withServerDatabase(async (db) => ({
      sessions: await db
        .selectFrom("staff_sessions")
        .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
        .select("staff_sessions.id")
        .where("staff_users.email", "=", account.email)
        .execute(),
      used: await db
        .selectFrom("staff_recovery_codes")
        .innerJoin("staff_users", "staff_users.id", "staff_recovery_codes.user_id")
        .select("staff_recovery_codes.id")
        .where("staff_users.email", "=", account.email)
        .where("staff_recovery_codes.used_at", "is not", null)
        .execute(),
    }));
    expect(sessions).toHaveLength(1);
    expect(used).toHaveLength(1);
  });

  httpTest(
    "someone hammering an account from elsewhere cannot keep its owner out, and stays refused",
    async () => {
      // Recovery codes beside the app, so five sign-ins in a row need no wait for fresh app codes.
      const account = await createStaffAccount({ roles: ["sales"], recoveryCodes: true });
      // The owner uses the account from their office as usual.
      const office = freshAddress();
      expect((await new StaffClient(office).signInAs(account)).status).toBe(302);

      // An attacker hammers it; the owner signs in while the attack is on.
      const attacker = new StaffClient();
      const attack = Promise.all(
        Array.from({ length: 20 }, (_, i) => attacker.signIn(account.email, `guess ${i}`)),
      );
      const owner = new StaffClient(office);
      const ownerAnswer = await owner.signInAs(account);
      const attackAnswers = await attack;
      expect(ownerAnswer.status, ownerAnswer.body.slice(0, 300)).toBe(302);
      expect(owner.signedIn).toBe(true);

      const counts = byStatus(attackAnswers);
      expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(
        SIGN_IN_LIMITS.pair.maxAttempts,
      );
      expect(counts[302], JSON.stringify(counts)).toBeUndefined();
      // After the attack the owner signs in as usual.
      expect((await new StaffClient(office).signInAs(account)).status).toBe(302);
      // The attacker stays refused, even with the right password.
      const later = await attacker.signIn(account.email, account.password);
      expect(later.status).toBe(429);
      expect(attacker.signedIn).toBe(false);

      // From a place it has never signed in from, the owner is at most slowed
      // for a moment, told until when, and then let in.
      const travelling = new StaffClient();
      let answer = await travelling.signInAs(account);
      if (answer.status === 429) {
        expect(answer.body).toContain("slowed down");
        const wait = Number(answer.headers["retry-after"]);
        expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.maxDelaySeconds);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 500));
        answer = await travelling.signInAs(account);
      }
      expect(answer.status).toBe(302);
    },
  );
});

test("an administrator sees failed sign-ins and lock-outs with address and browser, and the owner is told", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const target = await createStaffAccount({ roles: ["sales"], name: "Kavita Rao" });
  // The owner has signed in from where the browser is (127.0.0.1) before, so
  // the attack slows no sign-in of theirs from there (a new place would wait
  // a few seconds, or not, depending on how fast the steps between run).
  expect((await new StaffClient("127.0.0.1").signInAs(target)).status).toBe(302);
  const attacker = new StaffClient(freshAddress(), "EvilGuesser/2.0 (credential stuffing)");
  for (let i = 0; i < SIGN_IN_LIMITS.pair.maxAttempts; i++)
    expect((await attacker.signIn(target.email, `guess number ${i}`)).status).toBe(401);
  expect((await attacker.signIn(target.email, "one more")).status).toBe(429);

  const admin = await createStaffAccount({ roles: ["admin"], name: "Arjun Mehta" });
  await signIn(page, admin, "/staff/audit");
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Events").selectOption("security");
  await filters.getByRole("button", { name: "Show entries" }).click();
  await expect(page).toHaveURL(/events=security/);
  const log = page.getByRole("table");
  const failed = log
    .getByRole("row")
    .filter({ hasText: `Failed sign-in as ${target.email}: wrong password` });
  await expect(failed).toHaveCount(SIGN_IN_LIMITS.pair.maxAttempts);
  await expect(failed.first()).toContainText(attacker.address);
  await expect(failed.first()).toContainText("EvilGuesser/2.0");
  await expectNoAxeViolations(page, "audit log, security events");

  await log
    .getByRole("link", { name: `Sign-in as ${target.email} from ${attacker.address} paused until` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    `from ${attacker.address} paused until`,
  );
  await expect(page.getByText(attacker.address, { exact: true })).toBeVisible();
  await expect(page.getByText("EvilGuesser/2.0 (credential stuffing)")).toBeVisible();

  // The owner, signing in next from their usual place, is told about the attempts.
  await page.context().clearCookies();
  await signIn(page, target);
  const notice = page.getByRole("region", { name: "Failed attempts to sign in to your account" });
  await expect(notice).toContainText(`${SIGN_IN_LIMITS.pair.maxAttempts} failed attempts`);
  await expect(notice).toContainText(`from ${attacker.address}`);
  await expectNoAxeViolations(page, "notice of failed attempts");
  await notice.getByRole("button", { name: "I have read this" }).click();
  await expect(page).toHaveURL(/\/staff\/account$/);
  await expect(notice).toHaveCount(0);
});
