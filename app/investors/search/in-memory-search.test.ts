import { describe, expect, test } from "vitest";
import {
  SNIPPET_WORDS,
  indexDocument,
  markedSnippet,
  searchInMemory,
  type InMemorySearchRequest,
  type SearchableDocument,
} from "./in-memory-search";
import { MARK_END, MARK_START, queryWords, requestedPage } from "./query";

/**
 * The search the ERP case runs in memory must answer as the database engines
 * do (ADR 34): every word a prefix of a word, case-insensitive, Hindi words
 * whole, newest first, counts before the category filter, snippets marked.
 */
interface Doc extends SearchableDocument {
  key: string;
}

const order = ["Financial Results", "Annual Report", "Stock Exchange Disclosures"];

const doc = (key: string, fields: Partial<Doc> & { description: string }): Doc => ({
  key,
  category: "Financial Results",
  date: "2025-01-10",
  subCategory: "",
  ...fields,
});

const documents: Doc[] = [
  doc("q3", { date: "2025-02-10", description: "Unaudited Financial Results for Q3 FY 2024-25" }),
  doc("q2", { date: "2024-11-11", description: "Unaudited financial results, quarter two" }),
  doc("outcome", {
    category: "Stock Exchange Disclosures",
    subCategory: "Outcome of Board Meeting",
    date: "2025-05-23",
    description: "Audited results and a FINAL DIVIDEND recommended",
  }),
  doc("hindi", {
    category: "Annual Report",
    date: "2024-08-30",
    description: "वार्षिक रिपोर्ट और वित्तीय परिणाम 2023-24",
  }),
  doc("undated", { date: "", description: "Results of an earlier year" }),
  doc("elsewhere", { category: "Not Searched", description: "Results kept elsewhere" }),
];

function search(q: string, options: Partial<InMemorySearchRequest> = {}) {
  return searchInMemory(documents.map(indexDocument), {
    words: queryWords(q),
    categoryOrder: order,
    page: 1,
    pageSize: 20,
    ...options,
  });
}
const keys = (q: string, options: Partial<InMemorySearchRequest> = {}) =>
  search(q, options).hits.map((hit) => hit.document.key);
const text = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join("");
const marked = (segments: Array<{ text: string; mark?: true }>) =>
  segments.filter((s) => s.mark).map((s) => s.text);

describe("matching", () => {
  test("each word is a prefix of a word, never a piece inside one", () => {
    expect(keys("div")).toEqual(["outcome"]);
    expect(keys("ividend")).toEqual([]);
    expect(keys("unaud")).toEqual(["q3", "q2"]);
  });

  test("every word must match", () => {
    expect(keys("results unaudited quarter")).toEqual(["q2"]);
    expect(keys("results dividend")).toEqual(["outcome"]);
    expect(keys("dividend quarter")).toEqual([]);
  });

  test("case does not matter", () => {
    expect(keys("Final Dividend")).toEqual(["outcome"]);
    expect(keys("UNAUDITED Financial")).toEqual(["q3", "q2"]);
  });

  test("Hindi words are whole words, vowel signs included", () => {
    expect(keys("वित्तीय परिणाम")).toEqual(["hindi"]);
    expect(keys("परि")).toEqual(["hindi"]);
    // "तीय" ends वित्तीय but begins no word of it.
    expect(keys("तीय")).toEqual([]);
  });

  test("the group and the category are searched as well as the description", () => {
    expect(keys("board meeting")).toEqual(["outcome"]);
    expect(keys("stock exchange")).toEqual(["outcome"]);
    expect(keys("annual report")).toEqual(["hindi"]);
  });

  test("no words, no search; documents of categories not searched are never found", () => {
    expect(search("")).toEqual({ total: 0, categories: [], hits: [], page: 1, pageCount: 1 });
    expect(keys("elsewhere")).toEqual([]);
  });
});

describe("order, counts, filters and pages", () => {
  test("newest first, the same date in the given order, undated last", () => {
    const sameDay = [
      doc("a", { date: "2024-06-01", description: "Notice one" }),
      doc("b", { date: "2025-06-01", description: "Notice two" }),
      doc("c", { date: "", description: "Notice three" }),
      doc("d", { date: "2024-06-01", description: "Notice four" }),
    ];
    const found = searchInMemory(sameDay.map(indexDocument), {
      words: ["notice"],
      categoryOrder: order,
      page: 1,
      pageSize: 20,
    });
    expect(found.hits.map((hit) => hit.document.key)).toEqual(["b", "a", "d", "c"]);
  });

  test("counts per category in the categories' order, before the category filter", () => {
    const all = search("results");
    expect(all.categories).toEqual([
      { category: "Financial Results", count: 3 },
      { category: "Stock Exchange Disclosures", count: 1 },
    ]);
    expect(all.total).toBe(4);
    const one = search("results", { category: "Stock Exchange Disclosures" });
    expect(one.categories).toEqual(all.categories);
    expect(one.total).toBe(1);
    expect(one.hits.map((hit) => hit.document.key)).toEqual(["outcome"]);
    // Words found only in another category: counted there, nothing listed.
    const elsewhere = search("dividend", { category: "Annual Report" });
    expect(elsewhere).toMatchObject({ total: 0, hits: [], page: 1, pageCount: 1 });
    expect(elsewhere.categories).toEqual([{ category: "Stock Exchange Disclosures", count: 1 }]);
  });

  test("the year filter keeps the financial year's days, first and last included", () => {
    const fy = ["2024-04-01", "2025-03-31"] as const;
    const edges = [
      doc("before", { date: "2024-03-31", description: "Notice" }),
      doc("first", { date: "2024-04-01", description: "Notice" }),
      doc("last", { date: "2025-03-31", description: "Notice" }),
      doc("after", { date: "2025-04-01", description: "Notice" }),
      doc("undated", { date: "", description: "Notice" }),
    ];
    const found = searchInMemory(edges.map(indexDocument), {
      words: ["notice"],
      categoryOrder: order,
      days: fy,
      page: 1,
      pageSize: 20,
    });
    expect(found.hits.map((hit) => hit.document.key)).toEqual(["last", "first"]);
    expect(keys("results", { days: fy })).toEqual(["q3", "q2"]);
  });

  test("pages through the results; a page past the last shows the last", () => {
    expect(search("results", { pageSize: 3 })).toMatchObject({ page: 1, pageCount: 2 });
    expect(keys("results", { pageSize: 3 })).toEqual(["outcome", "q3", "q2"]);
    expect(keys("results", { pageSize: 3, page: 2 })).toEqual(["undated"]);
    const far = search("results", { pageSize: 3, page: requestedPage(1e20, 3) });
    expect(far.page).toBe(2);
    expect(far.hits.map((hit) => hit.document.key)).toEqual(["undated"]);
  });
});

describe("snippets", () => {
  const numbered = (count: number, at: Record<number, string>) =>
    Array.from({ length: count }, (_, i) => at[i] ?? `w${i}`).join(" ");
  const wordCount = (snippet: string) =>
    [MARK_START, MARK_END, "…"]
      .reduce((rest, mark) => rest.replaceAll(mark, ""), snippet)
      .split(/\s+/)
      .filter(Boolean).length;

  test("a short description is whole, with each word a searched word begins marked", () => {
    const found = search("final div");
    const snippet = found.hits[0]!.snippet;
    expect(text(snippet)).toBe("Audited results and a FINAL DIVIDEND recommended");
    expect(marked(snippet)).toEqual(["FINAL", "DIVIDEND"]);
    const hindi = search("परिणाम").hits[0]!.snippet;
    expect(marked(hindi)).toEqual(["परिणाम"]);
  });

  test("a long description is cut to a window around the match, with … where cut", () => {
    const middle = markedSnippet(numbered(100, { 50: "dividend" }), ["dividend"]);
    expect(middle.startsWith("…")).toBe(true);
    expect(middle.endsWith("…")).toBe(true);
    expect(wordCount(middle)).toBe(SNIPPET_WORDS);
    expect(middle).toContain(`${MARK_START}dividend${MARK_END}`);
    // The match sits in the window's middle, not at an edge.
    expect(middle).toContain("w40 ");
    expect(middle).toContain(" w60");

    const early = markedSnippet(numbered(100, { 2: "dividend" }), ["dividend"]);
    expect(early.startsWith("w0 w1 \u0001dividend")).toBe(true);
    expect(early.endsWith("…")).toBe(true);

    const late = markedSnippet(`${numbered(100, { 98: "dividend" })}.`, ["dividend"]);
    expect(late.startsWith("…")).toBe(true);
    expect(late.endsWith(`${MARK_START}dividend${MARK_END} w99.`)).toBe(true);
    expect(wordCount(late)).toBe(SNIPPET_WORDS);
  });

  test("the window chosen holds the most searched words, and all of them are marked", () => {
    const snippet = markedSnippet(numbered(100, { 5: "annual", 60: "annual", 64: "report" }), [
      "annual",
      "report",
    ]);
    expect(snippet).toContain(`${MARK_START}annual${MARK_END} w61 w62 w63 ${MARK_START}report`);
    expect(snippet).not.toContain("w5 ");
  });

  test("a description found through its group or category gives its opening, unmarked", () => {
    expect(marked(search("board").hits[0]!.snippet)).toEqual([]);
    const opening = markedSnippet(numbered(40, {}), ["absent"]);
    expect(opening.startsWith("w0 w1")).toBe(true);
    expect(opening.endsWith("w23…")).toBe(true);
  });

  test("markup stays text, and a mark character in a description marks nothing", () => {
    const snippet = markedSnippet("Annual report <b>2023-24</b> & \u0001notice\u0002", ["notice"]);
    expect(snippet).toBe(`Annual report <b>2023-24</b> & ${MARK_START}notice${MARK_END}`);
    expect(markedSnippet("\u0001Board\u0002 outcome", ["outcome"])).toBe(
      `Board ${MARK_START}outcome${MARK_END}`,
    );
  });
});
