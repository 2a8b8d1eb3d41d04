import { describe, expect, it } from "vitest";
import { calendarEventSchema } from "~/investors/calendar/event";
import { eventFormValues, eventInputFromForm, formErrorsOf } from "./event-form";

const stamps = {
  uid: "test-1@kamopaints.example",
  sequence: 0,
  status: "scheduled",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

describe("the staff calendar form", () => {
  it("makes a timed board meeting from a date, times and a quarter, and reads it back", () => {
    const read = eventInputFromForm({
      kind: "board-meeting",
      title: "Board meeting: Q3 results",
      startDate: "2027-02-10",
      startTime: "11:00",
      endTime: "13:30",
      purpose: "To consider the unaudited results for the quarter ended 31 December 2026",
      period: "2026-Q3",
      documents: "318, 313",
    });
    expect(read.ok).toBe(true);
    if (!read.ok) throw new Error("refused");
    expect(read.input.when).toEqual({
      allDay: false,
      start: "2027-02-10T11:00",
      end: "2027-02-10T13:30",
    });
    expect(read.input.resultsFor).toEqual({ fy: 2026, q: 3 });
    const event = calendarEventSchema.parse({ ...read.input, ...stamps });
    expect(eventFormValues(event)).toMatchObject({
      startDate: "2027-02-10",
      startTime: "11:00",
      endDate: "2027-02-10",
      endTime: "13:30",
      period: "2026-Q3",
      documents: "318, 313",
    });
  });

  it("makes a whole-day record date when no time is given", () => {
    const read = eventInputFromForm({
      kind: "record-date",
      title: "Record date for the final dividend",
      startDate: "2027-07-20",
      purpose: "Final dividend for FY 2026-27",
    });
    expect(read.ok && read.input.when).toEqual({ allDay: true, start: "2027-07-20" });
  });

  it("names each problem after its field and keeps nothing half-read", () => {
    const read = eventInputFromForm({
      kind: "results",
      title: " ",
      startDate: "",
      endTime: "15:00",
      documents: "318, abc",
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        title: "Give the title visitors see",
        startDate: "Give the date",
        endTime: "A whole-day event has no end time: give a start time too",
        documents: "List document numbers separated by commas, e.g. 318, 313",
        period: "Choose the quarter these results are for",
      },
    });
  });

  it("puts the model's own problems under the fields that caused them", () => {
    expect(
      formErrorsOf({ "when.end": "must be after the start", "period.fy": "too small", mode: "x" }),
    ).toEqual({ endDate: "Must be after the start", period: "Too small", mode: "X" });
  });
});
