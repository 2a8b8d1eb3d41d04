import { expect, test } from "vitest";
import { documentDate, fileSize, formatBytes } from "./format";

test("file sizes pick the unit that reads best", () => {
  expect(fileSize(900)).toEqual({ amount: "900", unit: "bytes" });
  expect(fileSize(2886)).toEqual({ amount: "2.8", unit: "KB" });
  expect(fileSize(86_000)).toEqual({ amount: "84", unit: "KB" });
  expect(fileSize(1_450_000)).toEqual({ amount: "1.4", unit: "MB" });
  expect(formatBytes(2886)).toBe("2.8 KB");
});

test("a document's date: English keeps its short month, Hindi gets the full Hindi month", () => {
  expect(documentDate("en", "2024-09-09")).toBe("9 Sep 2024");
  expect(documentDate("hi", "2024-09-09")).toBe("9 सितंबर 2024");
  expect(documentDate("hi", "2023-03-16")).toBe("16 मार्च 2023");
  // Latin digits, never Devanagari ones (docs/hindi-style.md).
  expect(documentDate("hi", "2024-08-09")).not.toMatch(/[०-९]/);
  expect(documentDate("hi", "not a date")).toBe("");
});
