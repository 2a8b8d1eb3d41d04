import { describe, expect, it } from "vitest";
import { calendarEventSchema, cancelEvent, reviseEvent, type EventOfKind } from "./event";
import { closureForResults, tradingWindowClosure } from "./trading-window";

describe("the trading-window rule (SEBI PIT Regulations, Schedule B)", () => {
  it("closes as the quarter ends (00:00 IST the next day) and reopens 48 hours after the results", () => {
    expect(tradingWindowClosure({ fy: 2026, q: 2 }, "2026-11-11T15:30")).toEqual({
      start: "2026-10-01T00:00",
      end: "2026-11-13T15:30",
    });
    // Q3 ends on 31 December; the window closes as 1 January begins.
    expect(tradingWindowClosure({ fy: 2026, q: 3 }, "2027-02-10T17:45")).toEqual({
      start: "2027-01-01T00:00",
      end: "2027-02-12T17:45",
    });
    // Q4 (annual results in May) closes from 1 April; 48 hours crosses a month end.
    expect(tradingWindowClosure({ fy: 2026, q: 4 }, "2027-05-30T22:15")).toEqual({
      start: "2027-04-01T00:00",
      end: "2027-06-01T22:15",
    });
  });

  it("when only the day of the results is known, keeps the window shut to the end of the second day after", () => {
    expect(tradingWindowClosure({ fy: 2026, q: 3 }, "2027-02-10")).toEqual({
      start: "2027-01-01T00:00",
      end: "2027-02-13T00:00",
    });
  });

  it("refuses results declared before their quarter has ended", () => {
    expect(() => tradingWindowClosure({ fy: 2026, q: 2 }, "2026-09-30T18:00")).toThrow(
      /Q2 FY 2026-27/,
    );
    expect(() => tradingWindowClosure({ fy: 2026, q: 2 }, "2026-07-15")).toThrow();
  });
});

describe("the closure event derived from a results event", () => {
  const results = calendarEventSchema.parse({
    kind: "results",
    uid: "results-q2-fy2026-27@kamopaints.example",
    sequence: 0,
    status: "scheduled",
    title: "Q2 FY 2026-27 financial results",
    when: { allDay: true, start: "2026-11-11" },
    period: { fy: 2026, q: 2 },
    createdAt: "2026-04-06T05:30:00.000Z",
    updatedAt: "2026-04-06T05:30:00.000Z",
  }) as EventOfKind<"results">;

  it("is a valid event with a stable UID, following the results' sequence", () => {
    const closure = closureForResults(results);
    expect(calendarEventSchema.parse(closure)).toEqual(closure);
    expect(closure).toMatchObject({
      kind: "trading-window-closure",
      uid: "trading-window.results-q2-fy2026-27@kamopaints.example",
      sequence: 0,
      status: "scheduled",
      title: "Trading window closed (Q2 FY 2026-27 results)",
      when: { allDay: false, start: "2026-10-01T00:00", end: "2026-11-14T00:00" },
      period: { fy: 2026, q: 2 },
    });
  });

  it("is written in the page's language: Hindi on Hindi pages, with the same dates", () => {
    const english = closureForResults(results);
    const hindi = closureForResults(results, "hi");
    expect(hindi.title).toBe("ट्रेडिंग विंडो बंद (वित्त वर्ष 2026-27 की दूसरी तिमाही के परिणाम)");
    expect(hindi.description).toContain("48 घंटे");
    expect(hindi.description).not.toMatch(/designated|quarter/i);
    expect({ ...hindi, title: "", description: "" }).toEqual({
      ...english,
      title: "",
      description: "",
    });
  });

  it("moves, with a higher sequence, when the results get their time, and is cancelled with them", () => {
    const timed = reviseEvent(
      results,
      { when: { allDay: false, start: "2026-11-11T15:30" } },
      new Date("2026-11-11T10:05:00Z"),
    );
    const moved = closureForResults(timed);
    expect(moved.uid).toBe(closureForResults(results).uid);
    expect(moved.sequence).toBe(1);
    expect(moved.updatedAt).toBe("2026-11-11T10:05:00.000Z");
    expect(moved.when).toEqual({
      allDay: false,
      start: "2026-10-01T00:00",
      end: "2026-11-13T15:30",
    });

    const cancelled = closureForResults(cancelEvent(timed, new Date("2026-11-12T04:00:00Z")));
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 2 });
  });
});
