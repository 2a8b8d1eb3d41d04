import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarEventSchema } from "./event";
import { calendarFeed, eventIcs } from "./ics.server";

/**
 * Issue 41: control characters in an event's text passed into .ics files
 * unescaped, the files ended without the CRLF RFC 5545 (3.1) puts after every
 * line, and an event listing thousands of document ids listed each of them.
 * Each file is read back with ical.js, which shares no code with ical-generator.
 */
const generatedAt = new Date("2026-11-25T06:00:00.000Z");

/** RFC 5545 3.3.11: no CONTROL in TEXT but HTAB (LF only as the escape "\n"). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/;

const nasty = calendarEventSchema.parse({
  kind: "board-meeting",
  uid: "board-meeting-control@kamopaints.in",
  sequence: 0,
  status: "scheduled",
  createdAt: "2026-10-20T04:30:00.000Z",
  updatedAt: "2026-11-12T09:45:00.000Z",
  title: "Board\u001b[2J meeting\u000b\u0000",
  when: { allDay: false, start: "2026-11-11T15:30", end: "2026-11-11T17:00" },
  location: "Kamo House\u0007, Bahadurgarh\u0085",
  purpose: "to consider\u000c the results\u007f",
  description: "First line\u0008\nSecond line\u009b\r\nThird\tline",
  relatedDocumentIds: [41],
});

/** The lines of a file, which must each end with CRLF, the last one too. */
function expectCrlfLines(ics: string): void {
  expect(ics.endsWith("END:VCALENDAR\r\n"), "ends with END:VCALENDAR and CRLF").toBe(true);
  expect(ics.replace(/\r\n/g, ""), "no bare CR or LF").not.toMatch(/[\r\n]/);
}

describe("calendar files", () => {
  it("carry no control characters, whatever an event's text holds", () => {
    for (const ics of [
      eventIcs(nasty, { generatedAt }),
      calendarFeed([nasty], {
        generatedAt,
        url: "https://www.kamopaints.in/investors/calendar.ics",
      }),
    ]) {
      for (const line of ics.split("\r\n"))
        expect(line, JSON.stringify(line)).not.toMatch(FORBIDDEN);
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!,
      );
      expect(event.summary).toBe("Board[2J meeting");
      expect(event.location).toBe("Kamo House, Bahadurgarh");
      expect(event.description).toContain("First line\nSecond line\nThird\tline");
      expect(event.description).toContain("to consider the results");
    }
  });

  it("end every line with CRLF, the last one too", () => {
    expectCrlfLines(eventIcs(nasty, { generatedAt }));
    expectCrlfLines(calendarFeed([nasty], { generatedAt }));
    expectCrlfLines(calendarFeed([], { generatedAt }));
  });

  it("list only the documents that can be opened, not every id an event names", () => {
    const many = calendarEventSchema.parse({
      ...nasty,
      title: "Results",
      relatedDocumentIds: Array.from({ length: 2_000 }, (_, i) => i + 1),
    });
    const ics = eventIcs(many, {
      generatedAt,
      documentUrl: (id) =>
        id === 7 ? "https://www.kamopaints.in/documents/7/outcome.pdf" : undefined,
    });
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!,
    );
    expect(event.description.match(/https:\/\/\S+/g)).toEqual([
      "https://www.kamopaints.in/documents/7/outcome.pdf",
    ]);
    expect(ics.length).toBeLessThan(3_000);
  });
});
