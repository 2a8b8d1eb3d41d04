import { describe, expect, it } from "vitest";
import { dayRangeQuery, readDayRange, type DayRange } from "./date-range";

function read(params: Record<string, string>) {
  const values: DayRange = {};
  const errors: Partial<Record<"from" | "to", string>> = {};
  readDayRange((name) => params[name] ?? "", values, errors);
  return { values, errors };
}

describe("readDayRange", () => {
  it("keeps two valid days in order", () => {
    expect(read({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      values: { from: "2026-11-01", to: "2026-11-30" },
      errors: {},
    });
  });

  it("reports a day that is not a date and leaves it out", () => {
    expect(read({ from: "1 Nov", to: "2026-02-30" })).toEqual({
      values: {},
      errors: { from: "Enter a date like 2026-11-01", to: "Enter a date like 2026-11-01" },
    });
  });

  it("refuses an end before the start", () => {
    expect(read({ from: "2026-11-10", to: "2026-11-09" })).toEqual({
      values: { from: "2026-11-10" },
      errors: { to: "The end date must be on or after the start date" },
    });
  });
});

describe("dayRangeQuery", () => {
  it("turns whole Indian days into timestamps, the end exclusive", () => {
    expect(dayRangeQuery({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-10-31T18:30:00.000Z",
      to: "2026-11-30T18:30:00.000Z",
    });
    expect(dayRangeQuery({ to: "2026-12-31" })).toEqual({
      from: undefined,
      to: "2026-12-31T18:30:00.000Z",
    });
  });
});
