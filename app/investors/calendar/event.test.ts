import { describe, expect, it } from "vitest";
import {
  calendarEventSchema,
  cancelEvent,
  newEventUid,
  reviseEvent,
  type CalendarEvent,
  type CalendarEventInput,
} from "./event";

const base = {
  uid: "agm-2026@kamopaints.example",
  sequence: 0,
  status: "scheduled",
  createdAt: "2026-04-06T05:30:00.000Z",
  updatedAt: "2026-04-06T05:30:00.000Z",
} as const;

const agm: CalendarEventInput = {
  ...base,
  kind: "general-meeting",
  title: "18th Annual General Meeting",
  meeting: "AGM",
  mode: "video-conference",
  when: { allDay: false, start: "2026-09-26T11:00", end: "2026-09-26T13:00" },
};

/** The paths zod names for an invalid event, or [] when it is valid. */
function problems(input: unknown): string[] {
  const result = calendarEventSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
}

describe("the event schema", () => {
  it("accepts each kind in its proper shape", () => {
    const valid: CalendarEventInput[] = [
      agm,
      {
        ...base,
        kind: "board-meeting",
        title: "Board meeting",
        purpose: "to consider the unaudited financial results for Q2 FY 2026-27",
        resultsFor: { fy: 2026, q: 2 },
        when: { allDay: false, start: "2026-11-11T11:00" },
      },
      {
        ...base,
        kind: "results",
        title: "Q2 results",
        period: { fy: 2026, q: 2 },
        when: { allDay: true, start: "2026-11-11" },
      },
      {
        ...base,
        kind: "record-date",
        title: "Record date",
        purpose: "Final dividend",
        when: { allDay: true, start: "2026-09-19" },
      },
      {
        ...base,
        kind: "ex-dividend-date",
        title: "Ex-date",
        purpose: "Final dividend",
        when: { allDay: true, start: "2026-09-19" },
      },
      {
        ...base,
        kind: "dividend-payment-date",
        title: "Payment",
        purpose: "Final dividend",
        when: { allDay: true, start: "2026-10-14" },
      },
      {
        ...base,
        kind: "trading-window-closure",
        title: "Trading window closed",
        period: { fy: 2026, q: 2 },
        when: { allDay: false, start: "2026-10-01T00:00", end: "2026-11-13T15:30" },
      },
    ];
    for (const input of valid) expect(problems(input)).toEqual([]);
    expect(calendarEventSchema.parse(agm).relatedDocumentIds).toEqual([]);
  });

  it("names the field of each mistake", () => {
    expect(problems({ ...agm, when: { allDay: false, start: "2026-09-26 11:00" } })).toEqual([
      "when.start",
    ]);
    expect(problems({ ...agm, when: { allDay: false, start: "2026-09-31T11:00" } })).toEqual([
      "when.start",
    ]);
    expect(problems({ ...agm, when: { allDay: false, start: "2026-09-26T24:00" } })).toEqual([
      "when.start",
    ]);
    expect(
      problems({
        ...agm,
        when: { allDay: false, start: "2026-09-26T13:00", end: "2026-09-26T11:00" },
      }),
    ).toEqual(["when.end"]);
    expect(problems({ ...agm, uid: "no domain" })).toEqual(["uid"]);
    expect(problems({ ...agm, sequence: -1 })).toEqual(["sequence"]);
    expect(problems({ ...agm, status: "postponed" })).toEqual(["status"]);
    expect(problems({ ...agm, title: "  " })).toEqual(["title"]);
    expect(problems({ ...agm, relatedDocumentIds: [4, 4] })).toEqual(["relatedDocumentIds"]);
    expect(problems({ ...agm, updatedAt: "2026-04-01T00:00:00.000Z" })).toEqual(["updatedAt"]);
    expect(problems({ ...agm, kind: "press-release" })).toEqual(["kind"]);
  });

  it("keeps record, ex-dividend and payment dates to whole days, and closures to times", () => {
    const record = {
      ...base,
      kind: "record-date",
      title: "Record date",
      purpose: "Final dividend",
    };
    expect(problems({ ...record, when: { allDay: false, start: "2026-09-19T09:00" } })).toEqual([
      "when.allDay",
    ]);
    const closure = {
      ...base,
      kind: "trading-window-closure",
      title: "Closed",
      period: { fy: 2026, q: 2 },
    };
    expect(problems({ ...closure, when: { allDay: true, start: "2026-10-01" } })).toEqual(["when"]);
    expect(problems({ ...closure, when: { allDay: false, start: "2026-10-01T00:00" } })).toEqual([
      "when",
    ]);
  });

  it("needs a venue for a meeting held in person, not for one by video conference", () => {
    expect(problems({ ...agm, mode: "in-person" })).toEqual(["location"]);
    expect(
      problems({ ...agm, mode: "hybrid", location: "India Habitat Centre, New Delhi" }),
    ).toEqual([]);
  });

  it("refuses results dated before their quarter ends", () => {
    const results = { ...base, kind: "results", title: "Q2 results", period: { fy: 2026, q: 2 } };
    expect(problems({ ...results, when: { allDay: true, start: "2026-09-30" } })).toEqual([
      "when.start",
    ]);
    expect(problems({ ...results, when: { allDay: true, start: "2026-10-01" } })).toEqual([]);
  });
});

describe("changing an event", () => {
  const event = calendarEventSchema.parse(agm) as Extract<
    CalendarEvent,
    { kind: "general-meeting" }
  >;
  const later = new Date("2026-08-30T07:00:00.000Z");

  it("raises the sequence by one and stamps the time, keeping UID, kind and creation time", () => {
    const moved = reviseEvent(event, { when: { allDay: false, start: "2026-09-26T15:00" } }, later);
    expect(moved).toMatchObject({
      uid: event.uid,
      kind: "general-meeting",
      sequence: 1,
      createdAt: event.createdAt,
      updatedAt: "2026-08-30T07:00:00.000Z",
      when: { allDay: false, start: "2026-09-26T15:00" },
    });
    const venue = reviseEvent(
      moved,
      { mode: "hybrid", location: "Kamo House, Bahadurgarh" },
      later,
    );
    expect(venue.sequence).toBe(2);
    expect(cancelEvent(venue, later)).toMatchObject({ status: "cancelled", sequence: 3 });
  });

  it("leaves an event alone when the change changes nothing", () => {
    expect(
      reviseEvent(
        event,
        {
          title: event.title,
          when: { end: "2026-09-26T13:00", start: "2026-09-26T11:00", allDay: false },
        },
        later,
      ),
    ).toBe(event);
  });

  it("refuses a change that makes the event invalid", () => {
    expect(() => reviseEvent(event, { mode: "in-person" }, later)).toThrow();
  });

  it("gives new events random UIDs on the site's domain", () => {
    const a = newEventUid("kamopaints.example");
    expect(a).toMatch(/^[0-9a-f-]{36}@kamopaints\.example$/);
    expect(problems({ ...agm, uid: a })).toEqual([]);
    expect(newEventUid("kamopaints.example")).not.toBe(a);
  });
});
