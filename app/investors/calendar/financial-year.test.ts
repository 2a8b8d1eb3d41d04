import { describe, expect, it } from "vitest";
import {
  currentAndNextFinancialYears,
  financialYearOf,
  financialYearRange,
  fyLabel,
  quarterLabel,
  quarterOf,
  quarterRange,
  quartersOf,
} from "./financial-year";

describe("the Indian financial year", () => {
  it("changes between 31 March and 1 April", () => {
    expect(financialYearOf("2027-03-31")).toBe(2026);
    expect(financialYearOf("2027-04-01")).toBe(2027);
    expect(financialYearOf("2026-12-31")).toBe(2026);
    expect(financialYearOf("2027-01-01")).toBe(2026);
    expect(currentAndNextFinancialYears("2026-11-25")).toEqual([2026, 2027]);
    expect(currentAndNextFinancialYears("2027-03-31")).toEqual([2026, 2027]);
    expect(currentAndNextFinancialYears("2027-04-01")).toEqual([2027, 2028]);
  });

  it("reads an instant as the day it is in India", () => {
    // 31 March 18:29:59 UTC is 23:59:59 IST; a second later it is 1 April in India.
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe(2026);
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe(2027);
    expect(quarterOf(new Date("2027-03-31T18:30:00Z"))).toEqual({ fy: 2027, q: 1 });
    expect(quarterOf(new Date("2026-09-30T18:29:00Z"))).toEqual({ fy: 2026, q: 2 });
    expect(quarterOf(new Date("2026-09-30T18:30:00Z"))).toEqual({ fy: 2026, q: 3 });
  });

  it("labels years and quarters as filings do", () => {
    expect(fyLabel(2026)).toBe("FY 2026-27");
    expect(fyLabel(2099)).toBe("FY 2099-00");
    expect(fyLabel(2009)).toBe("FY 2009-10");
    expect(quarterLabel({ fy: 2026, q: 2 })).toBe("Q2 FY 2026-27");
  });

  it("puts every month in its quarter", () => {
    const months = ["04", "05", "06", "07", "08", "09", "10", "11", "12", "01", "02", "03"];
    const quarters = months.map((m) => quarterOf(`${m < "04" ? 2027 : 2026}-${m}-15`));
    expect(quarters.map((q) => q.q)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
    expect(new Set(quarters.map((q) => q.fy))).toEqual(new Set([2026]));
  });

  it("gives each quarter its first and last day, Q4 in the next calendar year", () => {
    expect(quartersOf(2026)).toEqual([
      { fy: 2026, q: 1, label: "Q1 FY 2026-27", start: "2026-04-01", end: "2026-06-30" },
      { fy: 2026, q: 2, label: "Q2 FY 2026-27", start: "2026-07-01", end: "2026-09-30" },
      { fy: 2026, q: 3, label: "Q3 FY 2026-27", start: "2026-10-01", end: "2026-12-31" },
      { fy: 2026, q: 4, label: "Q4 FY 2026-27", start: "2027-01-01", end: "2027-03-31" },
    ]);
    expect(financialYearRange(2027)).toEqual({ start: "2027-04-01", end: "2028-03-31" });
    // Each quarter's last day is in it, and the next day is in the next quarter.
    for (const { fy, q, start, end } of quartersOf(2027)) {
      expect(quarterOf(start)).toEqual({ fy, q });
      expect(quarterOf(end)).toEqual({ fy, q });
    }
    expect(quarterRange({ fy: 2027, q: 4 })).toEqual({ start: "2028-01-01", end: "2028-03-31" });
  });

  it("refuses what is not a date", () => {
    expect(() => financialYearOf("2027-02-29")).toThrow();
    expect(() => financialYearOf("31/03/2027")).toThrow();
    expect(financialYearOf("2028-02-29")).toBe(2027);
  });
});
