import { openDatabase } from "~/db/client.server";
import { claimRetentionDay, finishRetentionRun } from "~/privacy/retention/runs-store.server";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn, type TestStaffAccount } from "./staff-fixtures";

/**
 * /staff/privacy/retention (issue 44, ADR 64): the grievance officer reads
 * the retention schedule with its reasons and the daily job's runs with
 * their counts, on a phone and a desktop; a sales member is refused. Runs
 * are written straight into the server's database (E2E_DATA_DIR).
 */
const dataDir = process.env.E2E_DATA_DIR ?? "";
let officer: TestStaffAccount;
let sales: TestStaffAccount;

test.beforeAll(async () => {
  officer = await createStaffAccount({ roles: ["privacy"], name: "Kavya Raman" });
  sales = await createStaffAccount({ roles: ["sales"], name: "Arjun Mehta" });
  const handle = openDatabase({ dataDir });
  try {
    // Days far in the future, so the server's own daily run never takes them.
    for (const [day, counts, error] of [
      [
        "2099-03-01",
        { spam_leads: 4, idle_leads: 2, lead_deliveries: 6, visit_addresses: 3 },
        null,
      ],
      ["2099-03-02", {}, null],
      ["2099-03-03", { spam_leads: 1 }, "database is locked"],
    ] as const) {
      const id = await claimRetentionDay(handle.db, day, `${day}T00:30:00.000Z`);
      if (id !== undefined)
        await finishRetentionRun(handle.db, id, {
          counts,
          error,
          at: `${day}T00:30:02.000Z`,
        });
    }
  } finally {
    await handle.close();
  }
});

for (const width of [320, 375, 1280]) {
  test(`the grievance officer reads the schedule and the runs at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, officer, "/staff/privacy/retention");
    await expect(page.getByRole("heading", { level: 1, name: "Retention" })).toBeVisible();
    const schedule = page.getByRole("table", { name: "What is kept, for how long, and why" });
    await expect(schedule.getByRole("row", { name: /Leads flagged as spam/ })).toContainText(
      "30 days after they came",
    );
    await expect(schedule).toContainText("1095 days after the sender's last contact");
    await expect(schedule).toContainText("At least 365 days");
    const runs = page.getByRole("table", { name: "Retention runs, newest first" });
    await expect(runs.getByRole("row", { name: /2099-03-01/ })).toContainText(
      "Spam leads erased: 4, Leads erased: 2, CRM deliveries erased: 6, Visit addresses blanked: 3",
    );
    await expect(runs.getByRole("row", { name: /2099-03-02/ })).toContainText("Nothing was due");
    await expect(runs.getByRole("row", { name: /2099-03-03/ })).toContainText(
      "Failed part-way: database is locked",
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      "the page scrolls sideways",
    ).toBe(false);
    await expectNoAxeViolations(page, `retention at ${width} px`);
    await page.screenshot({ path: `test-results/staff-retention-${width}.png`, fullPage: true });
  });
}

test("a sales member is refused the retention page", async ({ page }) => {
  await signIn(page, sales, "/staff/leads");
  const response = await page.goto("/staff/privacy/retention");
  expect(response?.status()).toBe(403);
});
