import { describe, expect, it } from "vitest";
import {
  fileSize,
  formatBytes,
  formatDate,
  formatDocumentDate,
  formatEnglishDate,
  formatIndianDateTime,
  formatIndianDateTimeSeconds,
  formatNumber,
} from "./format";
import { locales } from "./locales";

describe("formatNumber", () => {
  const wholeNumbers = [
    0,
    7,
    42,
    999,
    1_000,
    4_000,
    12_345,
    99_999,
    1_00_000,
    4_56_789,
    12_34_567,
    1_23_45_678,
    98_76_54_32_100,
    -1,
    -4_200,
    -1_23_45_678,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ];

  // Whole numbers are grouped without Intl (its first use is slow in a
  // browser); the text must stay exactly what Intl writes, in every language.
  for (const { code, tag } of locales)
    it(`groups whole numbers as Intl does in ${code}`, () => {
      const intl = new Intl.NumberFormat(`${tag}-u-nu-latn`);
      for (const value of wholeNumbers)
        expect(formatNumber(code, value), String(value)).toBe(intl.format(value));
    });

  it("writes lakhs and crores in Indian style, with Latin digits in Hindi", () => {
    expect(formatNumber("en", 1_23_45_678)).toBe("1,23,45,678");
    expect(formatNumber("hi", 4_000)).toBe("4,000");
  });

  it("leaves fractions to Intl", () => {
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
    expect(formatNumber("hi", 12_34_567.25)).toBe("12,34,567.25");
  });
});

/**
 * Every date the site prints, public and staff, in both languages. The
 * expected text is what the pages showed before the three date homes became
 * one (ADR 50); the browser specs find dates by this text. Times are India
 * time whatever the machine's own zone.
 */
describe("dates", () => {
  type Row = readonly [what: string, actual: () => string, expected: string];
  const rows: readonly Row[] = [
    ["calendar date, English", () => formatDate("en", "2023-03-16"), "16 March 2023"],
    ["calendar date, Hindi", () => formatDate("hi", "2023-03-16"), "16 मार्च 2023"],
    [
      "a timestamp is read as its day",
      () => formatDate("en", "2024-09-09T23:00:00Z"),
      "9 September 2024",
    ],
    [
      "a Date in India's zone, English",
      () => formatDate("en", new Date("2024-03-31T20:00:00Z")),
      "1 April 2024",
    ],
    [
      "a Date in India's zone, Hindi",
      () => formatDate("hi", new Date("2024-03-31T20:00:00Z")),
      "1 अप्रैल 2024",
    ],
    ["unreadable date", () => formatDate("hi", "not a date"), ""],
    ["English fixed short", () => formatEnglishDate("2024-08-09"), "9 Aug 2024"],
    ["English fixed short, September", () => formatEnglishDate("2024-09-09"), "9 Sep 2024"],
    [
      "English fixed long",
      () => formatEnglishDate("2024-09-09T10:00:00Z", "long"),
      "9 September 2024",
    ],
    ["English fixed, no date", () => formatEnglishDate(""), ""],
    ["document date, English", () => formatDocumentDate("en", "2024-09-09"), "9 Sep 2024"],
    ["document date, Hindi", () => formatDocumentDate("hi", "2024-09-09"), "9 सितंबर 2024"],
    ["document date, Hindi March", () => formatDocumentDate("hi", "2023-03-16"), "16 मार्च 2023"],
    ["document date, Hindi unreadable", () => formatDocumentDate("hi", "not a date"), ""],
    ["India time", () => formatIndianDateTime("2026-11-22T10:15:00Z"), "22 Nov 2026, 3:45 pm"],
    [
      "India time, next day",
      () => formatIndianDateTime("2026-11-22T19:00:00Z"),
      "23 Nov 2026, 12:30 am",
    ],
    [
      "India time, seconds",
      () => formatIndianDateTimeSeconds("2026-11-22T10:15:07Z"),
      "22 Nov 2026, 3:45:07 pm",
    ],
    ["India time keeps stored text", () => formatIndianDateTime("soon"), "soon"],
  ];

  it.each(rows)("%s", (_what, actual, expected) => {
    expect(actual()).toBe(expected);
  });

  it("writes Latin digits, never Devanagari ones (docs/hindi-style.md)", () => {
    expect(formatDocumentDate("hi", "2024-08-09")).not.toMatch(/[०-९]/);
    expect(formatDate("hi", "2024-08-09")).not.toMatch(/[०-९]/);
  });
});

describe("file sizes", () => {
  it.each([
    [900, "900", "bytes"],
    [2886, "2.8", "KB"],
    [86_000, "84", "KB"],
    [1_450_000, "1.4", "MB"],
  ] as const)("%d bytes read as %s %s", (bytes, amount, unit) => {
    expect(fileSize(bytes)).toEqual({ amount, unit });
    expect(formatBytes(bytes)).toBe(`${amount} ${unit}`);
  });
});
