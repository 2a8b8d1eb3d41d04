import fs from "node:fs";
import ICAL from "ical.js";
import { companyDomain } from "~/content/facts";
import { expect, testReadingPages as test, testInOwnContext } from "./fixtures";

/** A sample event's UID: its name at the company's domain (app/content/facts.ts). */
const uid = (name: string) => `${name}@${companyDomain}`;

/**
 * The financial calendar on the seeded sample calendar (FY 2026-27 and
 * FY 2027-28): the page, an event downloaded as .ics and read back with
 * ical.js (a parser that shares no code with the writer), and the feed.
 */

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

test.describe("financial calendar", () => {
  test("lists the dates to come first, soonest first; past events folded with their filings, a cancelled one marked", async ({
    page,
  }) => {
    await page.goto("/investors/calendar");
    await expect(page.getByRole("heading", { level: 1, name: "Financial calendar" })).toBeVisible();

    // Issue 42: the next date is the first thing under the title, not nine screens down.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Coming up");
    const upcoming = page.locator(".calendar-upcoming li.calendar-entry time");
    const days = (
      await upcoming.evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!))
    ).map((d) => d.slice(0, 10));
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day >= today)).toBe(true);
    expect([...days].sort()).toEqual(days);
    await expect(main.locator("li.calendar-entry").first()).toContainText("Next date");
    await expect(main.locator("li.calendar-entry").first()).toBeInViewport();

    // What was held this year follows, folded: a <details> that opens without JavaScript.
    await expect(
      page.getByRole("heading", { level: 2, name: "Held earlier in FY 2026-27" }),
    ).toBeVisible();
    const fold = page.locator(".calendar-past__fold");
    await expect(fold).not.toHaveAttribute("open");
    await fold.locator("summary").click();

    const q2 = page.locator(`li[id="${uid("board-meeting-q2-fy2026-27")}"]`);
    await expect(q2).toContainText("11 November 2026, 11:00 IST to 15:00 IST");
    await expect(q2.getByRole("link", { name: /Outcome of the board meeting/ })).toHaveAttribute(
      "href",
      /^\/documents\/\d+\//,
    );
    const egm = page.locator(`li[id="${uid("egm-2027-01")}"]`);
    await expect(egm).toContainText("Cancelled");
    await expect(page.getByRole("link", { name: "our calendar feed (.ics)" })).toHaveAttribute(
      "href",
      "/investors/calendar.ics",
    );
  });

  test("an event downloads as .ics with its time in UTC and parses back", async ({ page }) => {
    await page.goto("/investors/calendar");
    await page.locator(".calendar-past__fold > summary").click();
    const q2 = page.locator(`li[id="${uid("board-meeting-q2-fy2026-27")}"]`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      q2.getByRole("link", { name: /^Add to calendar \(\.ics\): “Board meeting/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("board-meeting-q2-fy2026-27.ics");
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text).toContain("METHOD:PUBLISH");
    const [event, ...rest] = vevents(text);
    expect(rest).toHaveLength(0);
    expect(event!.uid).toBe(uid("board-meeting-q2-fy2026-27"));
    expect(event!.summary).toBe("Board meeting: Q2 FY 2026-27 results");
    // 11:00 to 15:00 IST is 05:30 to 09:30 UTC.
    expect(event!.startDate.toJSDate().toISOString()).toBe("2026-11-11T05:30:00.000Z");
    expect(event!.endDate.toJSDate().toISOString()).toBe("2026-11-11T09:30:00.000Z");
    expect(event!.description).toMatch(/Documents filed for this event:\nhttp.+\/documents\/\d+\//);
  });

  test("the feed holds every date, closures derived, the cancelled one as CANCELLED @http", async ({
    request,
  }) => {
    const response = await request.get("/investors/calendar.ics");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const etag = response.headers()["etag"]!;
    const again = await request.get("/investors/calendar.ics", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);

    const events = vevents(await response.text());
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const egm = byUid.get(uid("egm-2027-01"))!;
    expect(egm.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(egm.summary).toBe("Cancelled: Extraordinary General Meeting");
    const closure = byUid.get(uid("trading-window.results-q3-fy2026-27"))!;
    expect(closure.startDate.toJSDate().toISOString()).toBe("2026-12-31T18:30:00.000Z");
    const record = byUid.get(uid("record-date-final-dividend-2025"))!;
    expect(record.startDate.isDate).toBe(true);
    expect(record.startDate.toString()).toBe("2026-09-19");
    expect(events.length).toBeGreaterThan(25);
  });

  test("Hindi page: labels and event text in Hindi, closures too", async ({ page }) => {
    await page.goto("/hi/investors/calendar");
    await expect(page.getByRole("heading", { level: 1, name: "वित्तीय कैलेंडर" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "आगामी तिथियाँ" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "वित्त वर्ष 2026-27 में पहले हो चुकी तिथियाँ" }),
    ).toBeVisible();
    const egm = page.locator(`li[id="${uid("egm-2027-01")}"]`);
    await expect(egm).toContainText("रद्द");
    await expect(egm.locator("h3")).toHaveText("असाधारण आम बैठक");
    const closure = page.locator(`li[id="${uid("trading-window.results-q2-fy2026-27")}"]`);
    await expect(closure.locator("h3")).toHaveText(
      "ट्रेडिंग विंडो बंद (वित्त वर्ष 2026-27 की दूसरी तिमाही के परिणाम)",
    );
    // The seed translates every event, so no event's text is marked as English;
    // the filings' descriptions, not yet translated, are.
    await expect(page.locator(".calendar-entry__body > div[lang^='en']")).toHaveCount(0);
    await expect(closure.locator(".calendar-entry__filings a > span")).toHaveAttribute(
      "lang",
      /^en/,
    );
  });
});

testInOwnContext.describe("without JavaScript", () => {
  testInOwnContext.use({ javaScriptEnabled: false });

  testInOwnContext(
    "the Investor Zone shows the next 7 days and leads to the calendar",
    async ({ page }) => {
      await page.goto("/investor-zone");
      const teaser = page.getByRole("region", { name: "Next 7 days" });
      await expect(teaser).toBeVisible();
      await teaser.getByRole("link", { name: "See the full financial calendar" }).click();
      await expect(page).toHaveURL(/\/investors\/calendar$/);
      await expect(page.locator("li.calendar-entry").first()).toBeVisible();
    },
  );
});
