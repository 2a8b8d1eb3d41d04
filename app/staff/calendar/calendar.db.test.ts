import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { findCalendarEvent, listCalendarEvents } from "~/investors/calendar/store.server";
import { readContentVersion } from "~/db/content-version.server";
import { cancelStaffEvent, createEvent, getStaffEvent, updateEvent } from "./calendar.server";

/** Investor relations adds, edits and cancels events; each change is audited and raises SEQUENCE. */
let t: TestDatabase;
const actor = { user: { id: 1, email: "ir@kamopaints.example" }, clientIp: "127.0.0.1" };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

async function auditActions() {
  const rows = await t.handle.db
    .selectFrom("audit_log")
    .select(["action", "summary"])
    .orderBy("id")
    .execute();
  return rows.map((r) => r.action);
}

describe("staff calendar changes", () => {
  let uid = "";

  test("adds a results date; its trading-window closure appears with it", async () => {
    const result = await createEvent(
      actor,
      {
        kind: "results",
        title: "Q3 FY 2026-27 financial results",
        when: { allDay: false, start: "2027-02-10T15:30" },
        period: { fy: 2026, q: 3 },
      },
      at("2026-11-26T05:00:00Z"),
      t.handle.db,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return expect.fail("not created");
    uid = result.event.uid;
    expect(result.event.sequence).toBe(0);
    const events = await listCalendarEvents({}, t.handle.db);
    expect(events.map((e) => e.event.kind)).toEqual(["trading-window-closure", "results"]);
    expect(await auditActions()).toEqual(["calendar-event.create"]);
  });

  test("refuses what the event schema refuses, naming the field", async () => {
    const result = await createEvent(
      actor,
      {
        kind: "record-date",
        title: "Record date",
        when: { allDay: false, start: "2027-01-01T10:00" },
        purpose: "x",
      },
      at("2026-11-26T05:00:00Z"),
      t.handle.db,
    );
    expect(result).toEqual({
      ok: false,
      errors: { "when.allDay": "this kind of date is a whole day" },
    });
  });

  test("an edit raises the sequence; a save without changes does not", async () => {
    const moved = await updateEvent(
      actor,
      uid,
      { when: { allDay: false, start: "2027-02-11T15:30" } },
      at("2026-11-27T05:00:00Z"),
      t.handle.db,
    );
    expect(moved).toMatchObject({ ok: true, changed: true, event: { sequence: 1 } });
    const same = await updateEvent(
      actor,
      uid,
      { when: { allDay: false, start: "2027-02-11T15:30" } },
      at("2026-11-28T05:00:00Z"),
      t.handle.db,
    );
    expect(same).toMatchObject({ ok: true, changed: false, event: { sequence: 1 } });
    expect((await getStaffEvent(uid, t.handle.db))?.when.start).toBe("2027-02-11T15:30");
    // The closure follows: it now ends 48 hours after the new time.
    const closure = await findCalendarEvent(`trading-window.${uid}`, t.handle.db);
    expect(closure?.when.end).toBe("2027-02-13T15:30");
    expect(closure?.sequence).toBe(1);
  });

  test("a change empties the page caches; a save without changes does not", async () => {
    const version = () => readContentVersion(t.handle.db);
    const before = await version();
    await updateEvent(
      actor,
      uid,
      { title: "Q3 FY 2026-27 financial results (audited)" },
      at("2026-11-28T06:00:00Z"),
      t.handle.db,
    );
    const changed = await version();
    expect(changed).not.toBe(before);
    await updateEvent(
      actor,
      uid,
      { title: "Q3 FY 2026-27 financial results (audited)" },
      at("2026-11-28T07:00:00Z"),
      t.handle.db,
    );
    expect(await version()).toBe(changed);
  });

  test("cancelling keeps the event, cancelled, and cancels its closure", async () => {
    const cancelled = await cancelStaffEvent(actor, uid, at("2026-11-29T05:00:00Z"), t.handle.db);
    expect(cancelled).toMatchObject({ ok: true, event: { status: "cancelled", sequence: 3 } });
    const events = await listCalendarEvents({}, t.handle.db);
    expect(events.map((e) => e.event.status)).toEqual(["cancelled", "cancelled"]);
    expect(await auditActions()).toEqual([
      "calendar-event.create",
      "calendar-event.update",
      "calendar-event.update",
      "calendar-event.cancel",
    ]);
    expect(
      await cancelStaffEvent(actor, "nobody@kamopaints.example", new Date(), t.handle.db),
    ).toBeUndefined();
  });
});
