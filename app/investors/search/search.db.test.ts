import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { insertDocument } from "../../../tests/factories/documents";
import { nowIso } from "~/db/dialect";
import { searchFilings, searchableYears } from "./search.server";

/**
 * The one search interface on whichever database the run uses (`npm test`
 * runs this file on SQLite and on PostgreSQL): the index follows the
 * documents table through triggers, snippets mark the matched words, Hindi
 * words find Hindi descriptions, and the year and category filters narrow.
 */
let t: TestDatabase;
const ids: Record<string, number> = {};

async function addDocument(
  key: string,
  fields: { category: string; subCategory?: string; date: string; description: string },
  published = 1,
) {
  ids[key] = await insertDocument(t.handle.db, { ...fields, fileStem: key }, published);
}

beforeAll(async () => {
  t = await createTestDatabase();
  await addDocument("q2", {
    category: "Financial Results",
    date: "2026-11-11",
    description: "Unaudited financial results for the quarter ended 30 September 2026",
  });
  await addDocument("q1", {
    category: "Financial Results",
    date: "2026-08-09",
    description: "Unaudited financial results for the quarter ended 30 June 2026",
  });
  await addDocument("outcome", {
    category: "Stock Exchange Disclosures",
    subCategory: "Outcome of board meeting",
    date: "2025-05-23",
    description: "Outcome of the board meeting: audited results and a final dividend",
  });
  await addDocument(
    "hidden",
    {
      category: "Financial Results",
      date: "2026-11-12",
      description: "Draft results not yet approved",
    },
    0,
  );
  await addDocument("markup", {
    category: "Annual Report",
    date: "2024-08-30",
    description: "Annual report <b>2023-24</b> & notice of the AGM",
  });
  await t.handle.db
    .insertInto("document_translations")
    .values({
      document_id: ids.q2!,
      locale: "hi",
      description: "30 सितंबर 2026 को समाप्त तिमाही के अलेखापरीक्षित वित्तीय परिणाम",
      pdf_file_id: null,
      pdf_bytes: null,
      file_stem: null,
      updated_at: nowIso(),
    })
    .execute();
}, 60_000);

afterAll(() => t.cleanup());

const text = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join("");
const marked = (segments: Array<{ text: string; mark?: true }>) =>
  segments.filter((s) => s.mark).map((s) => s.text.toLowerCase());

describe("searching filings", () => {
  test("finds published documents newest first, with the matched words marked", async () => {
    const result = await searchFilings({ q: "results quarter" }, t.handle.db);
    expect(result.hits.map((h) => h.id)).toEqual([ids.q2, ids.q1]);
    expect(result.total).toBe(2);
    const [first] = result.hits;
    expect(text(first!.snippet)).toContain("financial results for the quarter ended 30 September");
    expect(marked(first!.snippet)).toEqual(expect.arrayContaining(["results", "quarter"]));
    expect(first!.document.files[0]?.href).toMatch(new RegExp(`^/documents/${ids.q2}/`));
  });

  test("an unpublished document is never found", async () => {
    const result = await searchFilings({ q: "draft" }, t.handle.db);
    expect(result.total).toBe(0);
    expect(result.hits).toEqual([]);
  });

  test("matches prefixes and group and category names", async () => {
    expect((await searchFilings({ q: "divid" }, t.handle.db)).hits.map((h) => h.id)).toEqual([
      ids.outcome,
    ]);
    const byGroup = await searchFilings({ q: "stock exchange" }, t.handle.db);
    expect(byGroup.hits.map((h) => h.id)).toEqual([ids.outcome]);
  });

  test("a Hindi query finds the Hindi description, and its snippet is the Hindi text", async () => {
    const result = await searchFilings({ q: "वित्तीय परिणाम", locale: "hi" }, t.handle.db);
    expect(result.hits.map((h) => h.id)).toEqual([ids.q2]);
    expect(marked(result.hits[0]!.snippet)).toEqual(["वित्तीय", "परिणाम"]);
    expect(result.hits[0]!.snippetLang).toBeUndefined();
    // On an English page the Hindi snippet is labelled as Hindi.
    const english = await searchFilings({ q: "परिणाम" }, t.handle.db);
    expect(english.hits[0]!.snippetLang).toBe("hi");
  });

  test("filters by financial year and category, with counts per category", async () => {
    const all = await searchFilings({ q: "results" }, t.handle.db);
    expect(all.categories).toEqual([
      { category: "Financial Results", count: 2 },
      { category: "Stock Exchange Disclosures", count: 1 },
    ]);
    const fy25 = await searchFilings({ q: "results", year: "2025-26" }, t.handle.db);
    expect(fy25.hits.map((h) => h.id)).toEqual([ids.outcome]);
    const disclosures = await searchFilings(
      { q: "results", category: "Stock Exchange Disclosures" },
      t.handle.db,
    );
    expect(disclosures.hits.map((h) => h.id)).toEqual([ids.outcome]);
    expect(disclosures.total).toBe(1);
  });

  test("query syntax is taken as words, and markup in a description stays text", async () => {
    const result = await searchFilings({ q: 'annual" OR NOT (b*' }, t.handle.db);
    expect(result.words).toEqual(["annual", "or", "not", "b"]);
    const report = await searchFilings({ q: "notice AGM" }, t.handle.db);
    expect(report.hits.map((h) => h.id)).toEqual([ids.markup]);
    expect(text(report.hits[0]!.snippet)).toContain("<b>2023-24</b> &");
    expect((await searchFilings({ q: "  " }, t.handle.db)).hits).toEqual([]);
  });

  test("pages through many results", async () => {
    const first = await searchFilings({ q: "results", pageSize: 2 }, t.handle.db);
    const second = await searchFilings({ q: "results", pageSize: 2, page: 2 }, t.handle.db);
    expect(first.pageCount).toBe(2);
    expect(second.hits.map((h) => h.id)).toEqual([ids.outcome]);
  });

  test("the index follows edits, translations and deletions", async () => {
    await t.handle.db
      .updateTable("documents")
      .set({ description: "Revised statement of deviation in the use of proceeds" })
      .where("id", "=", ids.q1!)
      .execute();
    expect((await searchFilings({ q: "deviation" }, t.handle.db)).hits.map((h) => h.id)).toEqual([
      ids.q1,
    ]);
    expect((await searchFilings({ q: "June" }, t.handle.db)).total).toBe(0);
    await t.handle.db
      .updateTable("document_translations")
      .set({ description: "संशोधित विवरण" })
      .where("document_id", "=", ids.q2!)
      .execute();
    expect((await searchFilings({ q: "संशोधित" }, t.handle.db)).hits.map((h) => h.id)).toEqual([
      ids.q2,
    ]);
    expect((await searchFilings({ q: "तिमाही" }, t.handle.db)).total).toBe(0);
    await t.handle.db
      .deleteFrom("document_translations")
      .where("document_id", "=", ids.q2!)
      .execute();
    expect((await searchFilings({ q: "संशोधित" }, t.handle.db)).total).toBe(0);
    await t.handle.db.deleteFrom("documents").where("id", "=", ids.markup!).execute();
    expect((await searchFilings({ q: "annual" }, t.handle.db)).total).toBe(0);
  });

  test("lists the financial years that have documents", async () => {
    expect(await searchableYears(t.handle.db)).toEqual(["2026-27", "2025-26"]);
  });
});
