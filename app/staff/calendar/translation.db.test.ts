import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listCalendarEvents } from "~/investors/calendar/store.server";
import { readContentVersion } from "~/db/content-version.server";
import { listUntranslatedEvents } from "~/staff/translations/untranslated.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { createEvent } from "./calendar.server";
import type { EventText } from "./translation-fields";
import {
  EVENT_TEXT_LIMITS,
  getEventTranslation,
  readEventTranslationForm,
  saveEventTranslation,
} from "./translation.server";

/**
 * Investor relations write an event's Hindi version (issue 25): saved with an
 * audit entry, shown by the public calendar, listed as needing translation
 * until it is, and removed by emptying the title. The event itself (its
 * SEQUENCE, what the English-only feed is made of) is left alone.
 */
let t: TestDatabase;
const actor = { user: { id: 1, email: "ir@kamopaints.example" }, clientIp: "127.0.0.1" };
const now = new Date("2026-11-26T05:00:00Z");
let board = "";
let results = "";

beforeAll(async () => {
  t = await createTestDatabase();
  const created = await Promise.all([
    createEvent(
      actor,
      {
        kind: "board-meeting",
        title: "Board meeting: Q3 FY 2026-27 results",
        when: { allDay: false, start: "2027-02-10T11:00", end: "2027-02-10T15:00" },
        purpose: "To consider the unaudited results for the quarter ended 31 December 2026",
        description: "Intimated to BSE and NSE eight days before.",
        location: "Registered office, Mumbai",
      },
      now,
      t.handle.db,
    ),
    createEvent(
      actor,
      {
        kind: "results",
        title: "Q3 FY 2026-27 financial results",
        when: { allDay: false, start: "2027-02-10T15:30" },
        period: { fy: 2026, q: 3 },
      },
      now,
      t.handle.db,
    ),
    // Last financial year: no Hindi page shows it any more.
    createEvent(
      actor,
      {
        kind: "record-date",
        title: "Record date for the final dividend FY 2024-25",
        when: { allDay: true, start: "2025-07-10" },
        purpose: "Final dividend",
      },
      now,
      t.handle.db,
    ),
  ]);
  const uids = created.map((result) => (result.ok ? result.event.uid : ""));
  expect(uids.every(Boolean), "events created").toBe(true);
  [board, results] = uids as [string, string];
});
afterAll(() => t.cleanup());

const hindi: EventText = {
  title: "बोर्ड बैठक: तीसरी तिमाही वित्त वर्ष 2026-27 के परिणाम",
  purpose: "31 दिसंबर 2026 को समाप्त तिमाही के अलेखापरीक्षित परिणामों पर विचार",
  description: "बीएसई और एनएसई को आठ दिन पहले सूचित किया गया।",
  location: "पंजीकृत कार्यालय, मुंबई",
};

function formOf(values: Partial<EventText>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

async function auditActions() {
  const rows = await t.handle.db.selectFrom("audit_log").select("action").orderBy("id").execute();
  return rows.map((row) => row.action);
}

async function storedEvent(uid: string) {
  return t.handle.db
    .selectFrom("calendar_events")
    .select(["sequence", "updated_at"])
    .where("uid", "=", uid)
    .executeTakeFirstOrThrow();
}

async function shownInHindi(uid: string) {
  const shown = await listCalendarEvents({ locale: "hi" }, t.handle.db);
  return shown.find(({ event }) => event.uid === uid);
}

describe(`calendar event translations on ${testDialect()}`, () => {
  test("the form takes the event form's limits and asks for every field the English has", async () => {
    expect(EVENT_TEXT_LIMITS).toEqual({
      title: 200,
      purpose: 500,
      description: 4000,
      location: 300,
    });
    const found = await getEventTranslation(board, "hi", t.handle.db);
    if (!found) return expect.fail("no such event");
    const long = "अ".repeat(201);
    const refused = readEventTranslationForm(formOf({ title: long }), found.english, "hi");
    expect(refused).toEqual({
      ok: false,
      values: { title: long, purpose: "", description: "", location: "" },
      errors: {
        title: "Keep the Hindi title to 200 characters or fewer.",
        purpose: expect.stringMatching(/^Give the Hindi purpose too/),
        description: expect.stringMatching(/^Give the Hindi details too/),
        location: expect.stringMatching(/^Give the Hindi venue or link too/),
      },
    });
    // Text without a title would be lost on saving: refused, kept.
    expect(
      readEventTranslationForm(formOf({ purpose: hindi.purpose }), found.english, "hi"),
    ).toMatchObject({
      ok: false,
      values: { purpose: hindi.purpose },
      errors: { title: expect.stringMatching(/^Give the Hindi title too/) },
    });
    // Cleaned: one line where the page shows one line.
    expect(
      readEventTranslationForm(
        formOf({ ...hindi, title: `  ${hindi.title}\r\n ` }),
        found.english,
        "hi",
      ),
    ).toEqual({ ok: true, values: hindi });
    expect(readEventTranslationForm(formOf({}), found.english, "hi")).toMatchObject({ ok: true });
  });

  test("lists this year's untranslated events, closures and earlier years left out", async () => {
    const items = await listUntranslatedEvents("hi", now, t.handle.db);
    expect(items.map((item) => [item.uid, item.missing, item.started])).toEqual([
      [board, ["title", "purpose", "details", "venue or link"], false],
      [results, ["title"], false],
    ]);
    expect((await getEventTranslation(board, "hi", t.handle.db))?.updatedAt).toBeNull();
    expect(await getEventTranslation(`trading-window.${results}`, "hi", t.handle.db)).toBe(
      undefined,
    );
  });

  test("a saved version is what the Hindi calendar shows; the event and its feed are unchanged", async () => {
    const before = await storedEvent(board);
    const version = await readContentVersion(t.handle.db);
    expect(await saveEventTranslation(actor, board, "hi", hindi, t.handle.db)).toBe("saved");

    const shown = await shownInHindi(board);
    expect(shown?.event.title).toBe(hindi.title);
    expect(shown?.event).toMatchObject({ purpose: hindi.purpose, location: hindi.location });
    expect(shown?.textLang).toBeUndefined();
    expect((await shownInHindi(results))?.textLang).toBe("en");
    // English pages and the feed read the English row, whose sequence and stamp stay.
    expect((await listCalendarEvents({}, t.handle.db)).map((s) => s.event.title)).toContain(
      "Board meeting: Q3 FY 2026-27 results",
    );
    expect(await storedEvent(board)).toEqual(before);
    expect(await readContentVersion(t.handle.db)).not.toBe(version);

    const stored = await getEventTranslation(board, "hi", t.handle.db);
    expect(stored).toMatchObject({ values: hindi, missing: [] });
    expect(stored?.updatedAt).not.toBeNull();
    expect((await listUntranslatedEvents("hi", now, t.handle.db)).map((i) => i.uid)).toEqual([
      results,
    ]);
    expect(await auditActions()).toContain("calendar-event.translate");
  });

  test("a purpose posted for a kind without one is not stored", async () => {
    const title = "तीसरी तिमाही वित्त वर्ष 2026-27 के वित्तीय परिणाम";
    expect(
      await saveEventTranslation(
        actor,
        results,
        "hi",
        { title, purpose: "कोई उद्देश्य", description: "", location: "" },
        t.handle.db,
      ),
    ).toBe("saved");
    expect((await getEventTranslation(results, "hi", t.handle.db))?.values).toEqual({
      title,
      purpose: "",
      description: "",
      location: "",
    });
    expect(await listUntranslatedEvents("hi", now, t.handle.db)).toEqual([]);
  });

  test("an empty title removes the version: the English shows again, marked", async () => {
    const empty = { title: "", purpose: "", description: "", location: "" };
    expect(await saveEventTranslation(actor, board, "hi", empty, t.handle.db)).toBe("removed");
    const shown = await shownInHindi(board);
    expect(shown?.event.title).toBe("Board meeting: Q3 FY 2026-27 results");
    expect(shown?.textLang).toBe("en");
    expect(await getEventTranslation(board, "hi", t.handle.db)).toMatchObject({
      values: empty,
      updatedAt: null,
    });
    expect((await listUntranslatedEvents("hi", now, t.handle.db)).map((i) => i.uid)).toEqual([
      board,
    ]);
    // Nothing left to remove: no second entry.
    expect(await saveEventTranslation(actor, board, "hi", empty, t.handle.db)).toBe("removed");
    expect((await auditActions()).filter((a) => a.startsWith("calendar-event.transl"))).toEqual([
      "calendar-event.translate",
      "calendar-event.translate",
      "calendar-event.translation-remove",
    ]);
    expect(
      await saveEventTranslation(actor, `trading-window.${results}`, "hi", hindi, t.handle.db),
    ).toBeUndefined();
  });
});
