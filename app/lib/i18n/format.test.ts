import { describe, expect, it } from "vitest";
import { formatNumber } from "./format";
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
