import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarEventSchema, cancelEvent, hasKind, type CalendarEventInput } from "./event";
import { calendarFeed, eventIcs } from "./ics.server";
import { calendarMessages } from "./messages";
import { closureForResults } from "./trading-window";

/**
 * Each file is generated, then read back with ical.js (Mozilla's parser, which
 * shares no code with ical-generator) and compared field by field.
 */
const created = "2026-10-20T04:30:00.000Z";
const updated = "2026-11-12T09:45:00.000Z";
const generatedAt = new Date("2026-11-25T06:00:00.000Z");

const longHindi =
  "निदेशक मंडल 30 सितंबर 2026 को समाप्त तिमाही के अलेखापरीक्षित वित्तीय परिणामों पर विचार करेगा; " +
  "बैठक के बाद परिणाम स्टॉक एक्सचेंजों को भेजे जाएंगे, और वेबसाइट पर प्रकाशित होंगे। 📈";

// Distributes over the kinds, so each keeps its own fields.
type WithoutStamps<T> = T extends unknown
  ? Omit<T, "createdAt" | "updatedAt" | "sequence" | "status">
  : never;

function event(input: WithoutStamps<CalendarEventInput>) {
  return calendarEventSchema.parse({
    sequence: 3,
    status: "scheduled",
    createdAt: created,
    updatedAt: updated,
    ...input,
  });
}

const boardMeeting = event({
  kind: "board-meeting",
  uid: "board-meeting-q2-fy2026-27@kamopaints.example",
  title: "निवेशक सूचना: बोर्ड बैठक, Q2 FY 2026-27",
  when: { allDay: false, start: "2026-11-11T15:30", end: "2026-11-11T17:00" },
  location: "Kamo House, Plot 27; Sector 16, Bahadurgarh",
  purpose: "to consider the unaudited financial results for Q2 FY 2026-27",
  resultsFor: { fy: 2026, q: 2 },
  description: `${longHindi}\nSecond line, with a comma; a semicolon; and a back\\slash.`,
  relatedDocumentIds: [41, 42],
});
const results = event({
  kind: "results",
  uid: "results-q2-fy2026-27@kamopaints.example",
  title: "Q2 FY 2026-27 results",
  when: { allDay: false, start: "2026-11-11T15:30" },
  period: { fy: 2026, q: 2 },
});
const recordDate = event({
  kind: "record-date",
  uid: "record-date-2026@kamopaints.example",
  title: "Record date: final dividend FY 2025-26",
  when: { allDay: true, start: "2026-09-19" },
  purpose: "Final dividend of ₹2.25 per share",
});
const bookClosure = event({
  kind: "record-date",
  uid: "book-closure-2026@kamopaints.example",
  title: "Book closure",
  when: { allDay: true, start: "2026-12-30", end: "2027-01-01" },
  purpose: "Register of members closed",
});
const agm = event({
  kind: "general-meeting",
  uid: "agm-2026@kamopaints.example",
  title: "18th Annual General Meeting",
  meeting: "AGM",
  mode: "video-conference",
  when: { allDay: false, start: "2026-09-26T11:00", end: "2026-09-26T13:00" },
});
const cancelledEgm = cancelEvent(
  event({
    kind: "general-meeting",
    uid: "egm-2027-01@kamopaints.example",
    title: "Extraordinary General Meeting",
    meeting: "EGM",
    mode: "in-person",
    when: { allDay: false, start: "2027-01-15T11:00" },
    location: "India Habitat Centre, New Delhi",
  }),
  new Date("2026-11-18T10:15:00.000Z"),
);

interface Parsed {
  calendar: ICAL.Component;
  events: Map<string, ICAL.Component>;
}

function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = new Map<string, ICAL.Component>();
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    events.set(String(vevent.getFirstPropertyValue("uid")), vevent);
  }
  return { calendar, events };
}

const value = (c: ICAL.Component, name: string) => c.getFirstPropertyValue(name);
const timeOf = (c: ICAL.Component, name: string) => {
  const time = value(c, name);
  if (!(time instanceof ICAL.Time)) throw new Error(`${name} is not a date or time`);
  return time;
};

if (!hasKind(results, "results")) throw new Error("results is not a results event");
const closure = closureForResults(results);
const all = [boardMeeting, results, closure, recordDate, bookClosure, agm, cancelledEgm];
const feedText = calendarFeed(all, {
  generatedAt,
  url: "https://kamopaints.example/investors/calendar.ics",
  documentUrl: (id) => `https://kamopaints.example/documents/${id}`,
});
const feed = parse(feedText);
const get = (uid: string) => {
  const vevent = feed.events.get(uid);
  if (!vevent) throw new Error(`no event ${uid} in the feed`);
  return vevent;
};

describe("the feed", () => {
  it("is a published calendar with a name, a description and a refresh hint", () => {
    expect(value(feed.calendar, "method")).toBe("PUBLISH");
    expect(value(feed.calendar, "version")).toBe("2.0");
    expect(value(feed.calendar, "prodid")).toBe("-//Kamo Paints Limited//Investor calendar//EN");
    expect(value(feed.calendar, "x-wr-calname")).toBe(calendarMessages.feed.name);
    expect(value(feed.calendar, "name")).toBe(calendarMessages.feed.name);
    expect(value(feed.calendar, "x-wr-caldesc")).toBe(calendarMessages.feed.description);
    expect(String(value(feed.calendar, "refresh-interval"))).toBe("PT6H");
    expect(String(value(feed.calendar, "x-published-ttl"))).toBe("PT6H");
    expect(String(value(feed.calendar, "source"))).toBe(
      "https://kamopaints.example/investors/calendar.ics",
    );
    expect([...feed.events.keys()].sort()).toEqual(all.map((e) => e.uid).sort());
    // No VTIMEZONE is needed: every time is UTC.
    expect(feed.calendar.getAllSubcomponents("vtimezone")).toHaveLength(0);
  });

  it("writes IST times as UTC: 15:30 IST is 10:00Z", () => {
    const meeting = get(boardMeeting.uid);
    expect(timeOf(meeting, "dtstart").toString()).toBe("2026-11-11T10:00:00Z");
    expect(timeOf(meeting, "dtend").toString()).toBe("2026-11-11T11:30:00Z");
    expect(timeOf(get(agm.uid), "dtstart").toJSDate().toISOString()).toBe(
      "2026-09-26T05:30:00.000Z",
    );
    // A moment (results declared at 15:30) has a start and no end.
    expect(timeOf(get(results.uid), "dtstart").toString()).toBe("2026-11-11T10:00:00Z");
    expect(value(get(results.uid), "dtend")).toBeNull();
    // The closure derived from those results: from 1 October 00:00 IST to 13 November 15:30 IST.
    const window = get(closure.uid);
    expect(timeOf(window, "dtstart").toString()).toBe("2026-09-30T18:30:00Z");
    expect(timeOf(window, "dtend").toString()).toBe("2026-11-13T10:00:00Z");
  });

  it("writes whole days as DATE values, the end being the day after the last", () => {
    const record = get(recordDate.uid);
    expect(timeOf(record, "dtstart").isDate).toBe(true);
    expect(timeOf(record, "dtstart").toString()).toBe("2026-09-19");
    expect(timeOf(record, "dtend").toString()).toBe("2026-09-20");
    const closure = get(bookClosure.uid);
    expect(timeOf(closure, "dtstart").toString()).toBe("2026-12-30");
    expect(timeOf(closure, "dtend").toString()).toBe("2027-01-02");
  });

  it("keeps UID, SEQUENCE, the timestamps and the status", () => {
    const meeting = get(boardMeeting.uid);
    expect(value(meeting, "sequence")).toBe(3);
    expect(value(meeting, "status")).toBe("CONFIRMED");
    expect(timeOf(meeting, "dtstamp").toString()).toBe("2026-11-25T06:00:00Z");
    expect(timeOf(meeting, "created").toString()).toBe("2026-10-20T04:30:00Z");
    expect(timeOf(meeting, "last-modified").toString()).toBe("2026-11-12T09:45:00Z");
    expect(value(meeting, "categories")).toBe("Board meeting");
    expect(value(meeting, "transp")).toBe("TRANSPARENT");
    expect(value(get(agm.uid), "transp")).toBe("OPAQUE");
  });

  it("keeps a cancelled event, marked CANCELLED, with a higher sequence and a telling title", () => {
    const egm = get(cancelledEgm.uid);
    expect(value(egm, "status")).toBe("CANCELLED");
    expect(value(egm, "sequence")).toBe(4);
    expect(value(egm, "summary")).toBe("Cancelled: Extraordinary General Meeting");
    expect(timeOf(egm, "last-modified").toString()).toBe("2026-11-18T10:15:00Z");
  });

  it("round-trips Devanagari, commas, semicolons, backslashes and line breaks", () => {
    const meeting = get(boardMeeting.uid);
    expect(value(meeting, "summary")).toBe(boardMeeting.title);
    expect(value(meeting, "location")).toBe("Kamo House, Plot 27; Sector 16, Bahadurgarh");
    expect(value(meeting, "description")).toBe(
      [
        "Purpose: to consider the unaudited financial results for Q2 FY 2026-27",
        boardMeeting.description,
        "Documents filed for this event:\nhttps://kamopaints.example/documents/41\nhttps://kamopaints.example/documents/42",
      ].join("\n\n"),
    );
    expect(feedText).toContain("Plot 27\\; Sector 16\\, Bahadurgarh");
    expect(value(get(agm.uid), "location")).toBe("Video conference (VC/OAVM)");
  });

  it("folds long lines at 75 octets without splitting a character, with CRLF endings", () => {
    expect(
      feedText.endsWith("END:VCALENDAR\r\n"),
      "RFC 5545 3.1: the last line ends with CRLF too",
    ).toBe(true);
    expect(feedText.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = feedText.split("\r\n");
    const folded = lines.filter((line) => line.startsWith(" "));
    expect(folded.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      // A split surrogate pair (the emoji) would leave a lone half behind.
      expect(line).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
  });
});

describe("one event as a file", () => {
  it("holds just that event, published, with the same fields as in the feed", () => {
    const file = parse(eventIcs(boardMeeting, { generatedAt }));
    expect(value(file.calendar, "method")).toBe("PUBLISH");
    expect([...file.events.keys()]).toEqual([boardMeeting.uid]);
    const meeting = file.events.get(boardMeeting.uid)!;
    expect(value(meeting, "summary")).toBe(boardMeeting.title);
    expect(timeOf(meeting, "dtstart").toString()).toBe("2026-11-11T10:00:00Z");
    expect(value(meeting, "sequence")).toBe(3);
    // Without a documentUrl the description has no links to list.
    expect(String(value(meeting, "description"))).not.toContain("Documents filed");
    expect(value(file.calendar, "x-wr-calname")).toBeNull();
  });

  it("names an organizer when given one", () => {
    const file = parse(
      eventIcs(agm, {
        generatedAt,
        organizer: {
          name: "Kamo Paints Investor Relations",
          email: "investors@kamopaints.example",
        },
        eventUrl: (e) => `https://kamopaints.example/investors/calendar#${e.uid}`,
      }),
    );
    const meeting = file.events.get(agm.uid)!;
    const organizer = meeting.getFirstProperty("organizer");
    expect(organizer?.getFirstValue()).toBe("mailto:investors@kamopaints.example");
    expect(organizer?.getParameter("cn")).toBe("Kamo Paints Investor Relations");
    expect(String(value(meeting, "url"))).toBe(
      "https://kamopaints.example/investors/calendar#agm-2026@kamopaints.example",
    );
  });
});
