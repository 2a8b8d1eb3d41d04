import { describe, expect, it } from "vitest";
import { formatNumber, formatRupees } from "./money";

describe("money formatting", () => {
  it("groups rupees in lakhs and crores in English", () => {
    expect(formatRupees(123456)).toBe("₹1,23,456");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("rounds to whole rupees unless paise are asked for", () => {
    expect(formatRupees(612.5)).toBe("₹613");
    expect(formatRupees(612.5, { paise: true })).toBe("₹612.50");
    expect(formatRupees(1234567.5, { paise: true })).toBe("₹12,34,567.50");
  });

  it("uses Latin digits in Hindi by default, Devanagari when asked", () => {
    expect(formatRupees(123456, { locale: "hi-IN" })).toBe("₹1,23,456");
    expect(formatRupees(123456, { locale: "hi-IN", digits: "deva" })).toBe("₹१,२३,४५६");
    expect(formatRupees(1234567.5, { locale: "hi-IN", digits: "deva", paise: true })).toBe(
      "₹१२,३४,५६७.५०",
    );
  });

  it("formats plain quantities with the same grouping", () => {
    expect(formatNumber(100000)).toBe("1,00,000");
    expect(formatNumber(12.345)).toBe("12.35");
    expect(formatNumber(12.345, 0)).toBe("12");
    expect(formatNumber(6.9, 1, { locale: "hi-IN", digits: "deva" })).toBe("६.९");
  });

  it("refuses NaN and Infinity instead of printing them", () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Infinity)).toThrow(RangeError);
    expect(() => formatNumber(-Infinity)).toThrow(RangeError);
  });
});
