import crypto from "node:crypto";
import ICAL from "ical.js";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * Investor relations keeps the financial calendar (issue 29): a new event is
 * refused with a message per field and what was typed kept, then added,
 * changed and cancelled; the public feed then carries it as CANCELLED with
 * its sequence raised by each change, so subscribed calendars follow.
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
  await page.getByRole("link", { name: title }).click();

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

test("a member without investor relations cannot open the calendar's staff pages", async ({
  page,
}) => {
  const sales = await createStaffAccount({ roles: ["sales"] });
  await signIn(page, sales, "/staff");
  const response = await page.goto("/staff/calendar/new");
  expect(response?.status()).toBe(403);
});
