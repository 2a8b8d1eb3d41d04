import { describe, expect, test } from "vitest";
import {
  filterDocuments,
  financialYearOf,
  groupBySubCategory,
  listFinancialYears,
  parseDocumentFilters,
  sortNewestFirst,
  type InvestorDocument,
} from "./documents.server";

const doc = (date: string, description: string, subCategory = ""): InvestorDocument => ({
  key: `${date}-${description}`,
  date,
  subCategory,
  description,
  files: [],
});

describe("financial years", () => {
  test("April to March, written 2023-24", () => {
    expect(financialYearOf("2023-04-01")).toBe("2023-24");
    expect(financialYearOf("2024-03-31")).toBe("2023-24");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
    expect(financialYearOf("")).toBeUndefined();
  });

  test("a listing's years, newest first, without duplicates", () => {
    const docs = [doc("2022-05-01", "a"), doc("2024-01-01", "b"), doc("2023-06-01", "c")];
    expect(listFinancialYears(docs)).toEqual(["2023-24", "2022-23"]);
  });
});

describe("filters from the URL", () => {
  test("valid values are kept, unusable ones ignored", () => {
    expect(parseDocumentFilters(new URLSearchParams("year=2023-24&q=%20dividend%20"))).toEqual({
      year: "2023-24",
      q: "dividend",
    });
    expect(parseDocumentFilters(new URLSearchParams("year=2023-25&q="))).toEqual({
      year: undefined,
      q: undefined,
    });
    expect(parseDocumentFilters(new URLSearchParams("year=<script>"))).toEqual({
      year: undefined,
      q: undefined,
    });
    expect(parseDocumentFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  test("year and every search word must match, ignoring case", () => {
    const docs = [
      doc("2023-08-09", "Final DIVIDEND for FY 2022-23"),
      doc("2024-02-10", "Interim dividend declared"),
      doc("2023-09-01", "Board meeting outcome"),
    ];
    expect(filterDocuments(docs, { year: "2023-24" })).toHaveLength(3);
    expect(filterDocuments(docs, { q: "dividend" }).map((d) => d.date)).toEqual([
      "2023-08-09",
      "2024-02-10",
    ]);
    expect(filterDocuments(docs, { q: "interim DIVIDEND" })).toHaveLength(1);
    expect(filterDocuments(docs, { year: "2022-23", q: "dividend" })).toEqual([]);
  });
});

test("sorting is newest first, stable, undated last", () => {
  const docs = [
    doc("", "undated"),
    doc("2022-01-01", "old"),
    doc("2024-01-01", "new"),
    doc("2024-01-01", "new too"),
  ];
  expect(sortNewestFirst(docs).map((d) => d.description)).toEqual([
    "new",
    "new too",
    "old",
    "undated",
  ]);
});

test("groups: one per sub-category, ordered by each group's newest document", () => {
  const groups = groupBySubCategory([
    doc("2022-01-01", "a", "Postal ballot"),
    doc("2024-01-01", "b", "Book closure"),
    doc("2023-01-01", "c", "Postal ballot"),
    doc("2021-01-01", "d", ""),
  ]);
  expect(groups.map((g) => [g.subCategory, g.documents.map((d) => d.description)])).toEqual([
    ["Book closure", ["b"]],
    ["Postal ballot", ["c", "a"]],
    ["", ["d"]],
  ]);
});
