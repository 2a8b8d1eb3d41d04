import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, expectFocusedErrorSummary, signIn } from "./staff-fixtures";

/**
 * Investor relations keeps the financial calendar (issue 29): a new event is
 * refused with a message per field and what was typed kept, then added,
 * changed and cancelled; the public feed then carries it as CANCELLED with
 * its sequence raised by each change, so subscribed calendars follow. Its
 * Hindi version (issue 25) is what /hi/investors/calendar shows, while an
 * event without one stays in English there, marked lang="en".
 */

/** A day about a month ahead, in the current or next financial year. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("an event added, changed and cancelled reaches the feed as CANCELLED", async ({
  page,
  request,
}) => {
  const ir = await createStaffAccount({ roles: ["investor-relations"] });
  await signIn(page, ir, "/staff/calendar/new");
  await expect(page.getByRole("heading", { level: 1, name: "New calendar event" })).toBeVisible();
  await expectNoAxeViolations(page, "new event form");

  // Refused: each problem under its field, with what was typed kept.
  await page.getByLabel("Kind of date").selectOption("board-meeting");
  await page.getByLabel("Start time (IST)").fill("11:00");
  await page.getByRole("button", { name: "Add to the calendar" }).click();
  await expect(page.getByRole("alert")).toContainText("3 fields need correcting");
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription(/Give the title visitors see/);
  await expect(page.locator("#startDate-error")).toHaveText("Give the date");
  await expect(page.locator("#purpose-error")).toContainText("Give the purpose");
  await expect(page.getByLabel("Start time (IST)")).toHaveValue("11:00");
  await expectNoAxeViolations(page, "refused event form");

  const title = `Board meeting e2e ${crypto.randomBytes(3).toString("hex")}`;
  const day = dayAhead(30);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Date/).fill(day);
  await page.getByLabel("Purpose").fill("To consider a proposal for an interim dividend");
  await page.getByRole("button", { name: "Add to the calendar" }).click();
  await expect(page).toHaveURL(/\/staff\/calendar\?done=added$/);
  await expect(page.getByRole("status")).toContainText("Added.");
  // Exact: the row's Hindi column links "Not translated: Hindi version of <title>" too.
  await page.getByRole("link", { name: title, exact: true }).click();

  // Changed: a new start time.
  await page.getByLabel("Start time (IST)").fill("15:30");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.getByLabel("Start time (IST)")).toHaveValue("15:30");

  // Cancelled: kept, marked.
  await page.getByRole("button", { name: "Cancel this event" }).click();
  await expect(page.getByRole("status")).toContainText("Cancelled.");
  await expect(page.getByRole("button", { name: "Cancel this event" })).toHaveCount(0);
  await expectNoAxeViolations(page, "cancelled event");

  const feed = await request.get("/investors/calendar.ics");
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const ours = calendar
    .getAllSubcomponents("vevent")
    .map((v) => new ICAL.Event(v))
    .find((event) => event.summary.includes(title));
  expect(ours, "the event in the feed").toBeDefined();
  expect(ours!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  expect(ours!.sequence).toBe(2);
  // 15:30 in India is 10:00 UTC.
  expect(ours!.startDate.toJSDate().toISOString()).toBe(`${day}T10:00:00.000Z`);
});

/** Adds an event through the staff form; a whole-day one without `time`. */
async function addEvent(
  page: Page,
  {
    kind,
    title,
    day,
    time,
    purpose,
  }: { kind: string; title: string; day: string; time?: string; purpose: string },
) {
  await page.goto("/staff/calendar/new");
  await page.getByLabel("Kind of date").selectOption(kind);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Date/).fill(day);
  if (time) await page.getByLabel("Start time (IST)").fill(time);
  await page.getByLabel("Purpose").fill(purpose);
  await page.getByRole("button", { name: "Add to the calendar" }).click();
  await expect(page).toHaveURL(/\/staff\/calendar\?done=added$/);
}

test("an event's Hindi version is what /hi/investors/calendar shows; one without stays English, marked", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ir = await createStaffAccount({ roles: ["investor-relations"] });
  await signIn(page, ir, "/staff/calendar");
  // New events of our own: the seed may translate any of the sample ones.
  const marker = crypto.randomBytes(3).toString("hex");
  const translated = `Board meeting to translate ${marker}`;
  const untranslated = `Record date left in English ${marker}`;
  await addEvent(page, {
    kind: "board-meeting",
    title: translated,
    day: dayAhead(31),
    time: "11:00",
    purpose: "To consider a proposal for an interim dividend",
  });
  await addEvent(page, {
    kind: "record-date",
    title: untranslated,
    day: dayAhead(32),
    purpose: "Interim dividend",
  });

  await page.getByRole("link", { name: translated, exact: true }).click();
  await expect(page.getByRole("region", { name: "Other languages" })).toContainText(
    "Hindi: not translated yet",
  );
  await page.getByRole("link", { name: "Add the Hindi version" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Hindi version of a calendar event" }),
  ).toBeVisible();
  const title = page.getByLabel("Hindi title");
  const purpose = page.getByLabel("Hindi purpose");
  await expect(title).toHaveAttribute("lang", "hi");
  await expect(purpose).toHaveAccessibleDescription(
    "English: “To consider a proposal for an interim dividend”",
  );
  await expectNoAxeViolations(page, "event's Hindi version form");

  // Refused: a title longer than the event form allows (past the field's own
  // maxlength, as a hand-made post would be), and a title without its purpose.
  const tooLong = "अ".repeat(201);
  await title.evaluate((input) => input.removeAttribute("maxlength"));
  await title.fill(tooLong);
  await page.getByRole("button", { name: "Save the Hindi version" }).click();
  await expect(page.getByRole("alert")).toContainText("2 things need your attention");
  await expect(title).toHaveValue(tooLong);
  await expect(title).toHaveAccessibleDescription(
    /Keep the Hindi title to 200 characters or fewer\./,
  );
  await expect(page.locator("#purpose-error")).toContainText("Give the Hindi purpose too");
  await expectNoAxeViolations(page, "refused Hindi version form");

  const hindiTitle = `अंतरिम लाभांश पर बोर्ड बैठक ${marker}`;
  await title.fill(hindiTitle);
  await purpose.fill("अंतरिम लाभांश के प्रस्ताव पर विचार करने के लिए");
  await page.getByRole("button", { name: "Save the Hindi version" }).click();
  await expect(page.getByRole("status")).toContainText("Saved. Hindi pages show it now.");
  await expect(title).toHaveValue(hindiTitle);

  await page.goto("/hi/investors/calendar");
  const hindiHeading = page.getByRole("heading", { name: hindiTitle });
  await expect(hindiHeading).toBeVisible();
  await expect(page.locator('[lang="en"]', { has: hindiHeading })).toHaveCount(0);
  await expect(page.getByText("अंतरिम लाभांश के प्रस्ताव पर विचार करने के लिए")).toBeVisible();
  const englishHeading = page.getByRole("heading", { name: untranslated });
  await expect(page.locator('[lang="en"]', { has: englishHeading })).toHaveCount(1);

  // Staff see which is which, and where the other one's Hindi is still wanted.
  await page.goto("/staff/calendar");
  await expect(
    page.getByRole("link", { name: `Translated: Hindi version of ${translated}` }),
  ).toBeVisible();
  await page.goto("/staff/translations");
  await expect(page.getByRole("row").filter({ hasText: translated })).toHaveCount(0);
  await page.getByRole("row").filter({ hasText: untranslated }).getByRole("link").click();
  await expect(page.getByLabel("Hindi title")).toHaveValue("");
  await expect(page.getByLabel("Hindi title")).toHaveAccessibleDescription(
    `English: “${untranslated}”`,
  );
});

test("a member without investor relations cannot open the calendar's staff pages", async ({
  page,
}) => {
  const sales = await createStaffAccount({ roles: ["sales"] });
  await signIn(page, sales, "/staff");
  const response = await page.goto("/staff/calendar/new");
  expect(response?.status()).toBe(403);
});

test("a refused event's error summary takes the focus and links to each field, with and without JavaScript", async ({
  browser,
}) => {
  // Two sign-ins and two accessibility scans: more than a default test's time on a busy machine.
  test.slow();
  for (const javaScript of [true, false]) {
    const ir = await createStaffAccount({ roles: ["investor-relations"] });
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await signIn(page, ir, "/staff/calendar/new");
    await page.getByLabel("Kind of date").selectOption("board-meeting");
    await page.getByRole("button", { name: "Add to the calendar" }).click();
    await expectFocusedErrorSummary(page, ["Title", "Date", "Purpose"], { javaScript });
    // axe runs as a script in the page: only where the page runs scripts.
    if (javaScript) await expectNoAxeViolations(page, "refused event form");
    await context.close();
  }
});
