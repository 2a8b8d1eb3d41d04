import { describe, expect, it } from "vitest";
import { buildSampleDocuments } from "~/investors/documents/seed.server";
import { calendarEventSchema, hasKind } from "./event";
import { quarterLabel } from "./financial-year";
import { addDays } from "~/lib/ist";
import { sampleEvents } from "./sample-events";
import { closureForResults } from "./trading-window";

const TODAY = "2026-11-25";
const events = sampleEvents.map((s) => s.event);
const day = (e: (typeof events)[number]) => e.when.start.slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe("the sample calendar", () => {
  it("is valid, event by event, with unique UIDs", () => {
    for (const event of events) expect(calendarEventSchema.parse(event)).toEqual(event);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("covers FY 2026-27 and FY 2027-28 and nothing else", () => {
    for (const event of events) {
      expect(day(event) >= "2026-04-01" && day(event) <= "2028-03-31", event.uid).toBe(true);
    }
    expect(events.some((e) => day(e) < TODAY)).toBe(true);
    expect(events.some((e) => day(e) >= "2027-04-01")).toBe(true);
  });

  it("has a results board meeting for every quarter whose results fall in those years", () => {
    const considered = events.flatMap((e) =>
      hasKind(e, "board-meeting") && e.resultsFor ? [quarterLabel(e.resultsFor)] : [],
    );
    expect(considered).toEqual([
      "Q4 FY 2025-26",
      "Q1 FY 2026-27",
      "Q2 FY 2026-27",
      "Q3 FY 2026-27",
      "Q4 FY 2026-27",
      "Q1 FY 2027-28",
      "Q2 FY 2027-28",
      "Q3 FY 2027-28",
    ]);
  });

  it("has, for every results date, the closure the SEBI rule gives", () => {
    const results = events.filter((e) => hasKind(e, "results"));
    expect(results).toHaveLength(8);
    for (const r of results) {
      if (!hasKind(r, "results")) continue;
      expect(events).toContainEqual(closureForResults(r));
    }
    expect(events.filter((e) => e.kind === "trading-window-closure")).toHaveLength(8);
  });

  it("holds each AGM in September, with the final dividend's dates around it", () => {
    const agms = events.filter((e) => hasKind(e, "general-meeting") && e.meeting === "AGM");
    expect(agms.map(day)).toEqual(["2026-09-26", "2027-09-24"]);
    for (const agm of agms) {
      const year = day(agm).slice(0, 4);
      const inYear = (kind: string) =>
        events.filter((e) => e.kind === kind && day(e).startsWith(year));
      const [record] = inYear("record-date");
      const [exDate] = inYear("ex-dividend-date");
      const [payment] = inYear("dividend-payment-date");
      if (!record || !exDate || !payment) throw new Error(`dividend dates missing in ${year}`);
      // T+1 settlement: the ex-date is the record date. Both come before the AGM.
      expect(day(exDate)).toBe(day(record));
      expect(day(record) < day(agm)).toBe(true);
      // Companies Act, section 127: paid within 30 days of being declared at the AGM.
      expect(day(payment) > day(agm) && day(payment) <= addDays(day(agm), 30)).toBe(true);
    }
  });

  it("schedules future events on working days", () => {
    for (const event of events.filter(
      (e) => day(e) > TODAY && e.kind !== "trading-window-closure",
    )) {
      expect([1, 2, 3, 4, 5], `${event.uid} on ${day(event)}`).toContain(weekday(day(event)));
    }
  });

  it("has Hindi words for every event staff would enter, and none for the derived closures", () => {
    // Latin letters allowed only where Hindi writing keeps them: B of "अनुसूची B".
    const latinWord = /[A-Za-z]{2,}/;
    for (const { event, hi } of sampleEvents) {
      if (event.kind === "trading-window-closure") {
        expect(hi, event.uid).toBeUndefined();
        continue;
      }
      if (!hi) throw new Error(`${event.uid} has no Hindi text`);
      expect(hi.title, event.uid).toMatch(/[\u0900-\u097F]/);
      for (const [field, text] of Object.entries(hi)) {
        expect(text, `${event.uid} ${field}`).not.toMatch(latinWord);
        // Each English field has its Hindi, and no Hindi field lacks an English one.
        expect(event[field as keyof typeof event], `${event.uid} ${field}`).toBeTruthy();
      }
      for (const field of ["purpose", "description"] as const)
        if (field in event && event[field as keyof typeof event])
          expect(hi[field], `${event.uid} ${field} in Hindi`).toBeTruthy();
    }
  });

  it("keeps one cancelled event, to show subscribers a cancellation", () => {
    const cancelled = events.filter((e) => e.status === "cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.sequence).toBeGreaterThan(0);
  });

  it("links past events to filings the documents seed makes, and future ones to none", () => {
    const documents = buildSampleDocuments();
    for (const { event, filings } of sampleEvents) {
      const past =
        day(event) < TODAY &&
        event.kind !== "dividend-payment-date" &&
        event.status !== "cancelled";
      expect(filings.length > 0, `${event.uid} filings`).toBe(past);
      for (const ref of filings) {
        const found = documents.some(
          (d) =>
            d.category === ref.category &&
            d.date === ref.date &&
            (ref.subCategory === undefined || d.subCategory === ref.subCategory),
        );
        expect(found, `${event.uid}: ${JSON.stringify(ref)}`).toBe(true);
      }
    }
  });
});
