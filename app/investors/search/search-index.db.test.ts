import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { insertDocument } from "../../../tests/factories/documents";
import type { DB } from "~/db/client.server";
import { dialectOf, nowIso } from "~/db/dialect";
import { migrations } from "~/db/migrations";
import type { DocumentSearchTable } from "~/db/schema/content";
import { searchFilings } from "./search.server";

/**
 * The triggers of migration 0013 keep document_search (one row per document
 * and language, with the category, published flag and date the search
 * filters, counts and orders by) in step with documents and
 * document_translations, on whichever database the run uses. After every
 * change the whole index is compared with what the two tables say, and on
 * SQLite FTS5 checks its index against document_search.
 */
let t: TestDatabase;
let db: DB;

const migrator = (database: DB) =>
  new Migrator({ db: database, provider: { getMigrations: async () => migrations } });

const byKey = (a: DocumentSearchTable, b: DocumentSearchTable) =>
  a.document_id - b.document_id || a.locale.localeCompare(b.locale);

/** What the index must hold: documents in English, translations with a description. */
async function expectedIndex(database: DB): Promise<DocumentSearchTable[]> {
  const documents = await database.selectFrom("documents").selectAll().execute();
  const translations = await database.selectFrom("document_translations").selectAll().execute();
  const rows: DocumentSearchTable[] = [];
  for (const d of documents) {
    const shared = {
      document_id: d.id,
      sub_category: d.sub_category,
      category: d.category,
      published: d.published,
      document_date: d.document_date,
    };
    rows.push({ ...shared, locale: "en", description: d.description });
    for (const tr of translations)
      if (tr.document_id === d.id && tr.description !== "")
        rows.push({ ...shared, locale: tr.locale, description: tr.description });
  }
  return rows.sort(byKey);
}

async function expectIndexInStep(database: DB = db): Promise<void> {
  const stored = await database
    .selectFrom("document_search")
    .select([
      "document_id",
      "locale",
      "description",
      "sub_category",
      "category",
      "published",
      "document_date",
    ])
    .execute();
  expect(stored.map((row) => ({ ...row, published: Number(row.published) })).sort(byKey)).toEqual(
    await expectedIndex(database),
  );
  // With rank 1, FTS5 compares its index with the content table and fails on any difference.
  if (dialectOf(database) === "sqlite")
    await sql`INSERT INTO document_search_fts (document_search_fts, rank)
      VALUES ('integrity-check', 1)`.execute(database);
}

const addDocument = (
  fields: { category: string; date: string; description: string; subCategory?: string },
  published = 1,
) => insertDocument(db, fields, published);

async function translate(documentId: number, description: string, database = db): Promise<void> {
  await database
    .insertInto("document_translations")
    .values({
      document_id: documentId,
      locale: "hi",
      description,
      pdf_file_id: null,
      pdf_bytes: null,
      file_stem: null,
      updated_at: nowIso(),
    })
    .execute();
}

/** A published document with a Hindi description. */
async function addTranslated(
  fields: Parameters<typeof addDocument>[0],
  hindi: string,
): Promise<number> {
  const id = await addDocument(fields);
  await translate(id, hindi);
  return id;
}

const idsFor = async (q: string, options: { year?: string; category?: string } = {}) =>
  (await searchFilings({ q, ...options }, db)).hits.map((hit) => hit.id);

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
}, 60_000);

afterAll(() => t.cleanup());

describe(`the filing search index on ${testDialect()}`, () => {
  test("a new document is indexed with its category, flag and date", async () => {
    const id = await addDocument({
      category: "Financial Results",
      date: "2026-05-20",
      description: "Audited financial results for the year ended 31 March 2026",
    });
    await addDocument(
      {
        category: "Annual Report",
        date: "2026-07-30",
        description: "Draft annual report awaiting the board",
      },
      0,
    );
    await expectIndexInStep();
    expect(await idsFor("audited")).toEqual([id]);
    expect(await idsFor("draft")).toEqual([]);
  });

  test("a translation is indexed, and leaves with an empty description or its deletion", async () => {
    const id = await addTranslated(
      {
        category: "Notice to Shareholders",
        date: "2025-09-01",
        description: "Notice of the record date for the final dividend",
      },
      "अंतिम लाभांश के लिए रिकॉर्ड तिथि की सूचना",
    );
    await expectIndexInStep();
    expect(await idsFor("लाभांश")).toEqual([id]);
    // Found through both languages, the document still counts once.
    const both = await searchFilings({ q: "notice shareholders" }, db);
    expect(both.hits.map((hit) => hit.id)).toEqual([id]);
    expect(both.categories).toEqual([{ category: "Notice to Shareholders", count: 1 }]);

    await db
      .updateTable("document_translations")
      .set({ description: "" })
      .where("document_id", "=", id)
      .execute();
    await expectIndexInStep();
    expect(await idsFor("लाभांश")).toEqual([]);
    await db
      .updateTable("document_translations")
      .set({ description: "अंतरिम लाभांश" })
      .where("document_id", "=", id)
      .execute();
    await expectIndexInStep();
    expect(await idsFor("अंतरिम")).toEqual([id]);
    await db.deleteFrom("document_translations").where("document_id", "=", id).execute();
    await expectIndexInStep();
    expect(await idsFor("अंतरिम")).toEqual([]);
  });

  test("an edited description replaces the English row and keeps the translation", async () => {
    const id = await addTranslated(
      {
        category: "Stock Exchange Disclosures",
        date: "2025-11-12",
        description: "Intimation of the board meeting",
      },
      "बोर्ड बैठक की सूचना",
    );
    await db
      .updateTable("documents")
      .set({ description: "Outcome of the board meeting" })
      .where("id", "=", id)
      .execute();
    await expectIndexInStep();
    expect(await idsFor("outcome")).toEqual([id]);
    expect(await idsFor("intimation")).toEqual([]);
    expect(await idsFor("बैठक")).toEqual([id]);
  });

  test("a category change moves every language's row, and the counts with it", async () => {
    const id = await addTranslated(
      {
        category: "Investor Information",
        subCategory: "Unclaimed dividend",
        date: "2024-10-01",
        description: "Transfer of unclaimed shares to the IEPF",
      },
      "आईईपीएफ को दावा न किए गए शेयरों का हस्तांतरण",
    );
    await db
      .updateTable("documents")
      .set({ category: "Notice to Shareholders", sub_category: "IEPF" })
      .where("id", "=", id)
      .execute();
    await expectIndexInStep();
    const result = await searchFilings({ q: "iepf" }, db);
    expect(result.categories).toEqual([{ category: "Notice to Shareholders", count: 1 }]);
    expect(await idsFor("iepf", { category: "Investor Information" })).toEqual([]);
    // The Hindi row carries the new group name too.
    expect(await idsFor("हस्तांतरण iepf")).toEqual([id]);
    expect(await idsFor("unclaimed dividend")).toEqual([]);
  });

  test("unpublishing hides a document in every language; publishing shows it again", async () => {
    const id = await addTranslated(
      {
        category: "Financial Results",
        date: "2023-08-10",
        description: "Unaudited results for the first quarter",
      },
      "पहली तिमाही के अलेखापरीक्षित परिणाम",
    );
    await db.updateTable("documents").set({ published: 0 }).where("id", "=", id).execute();
    await expectIndexInStep();
    expect(await idsFor("unaudited first")).toEqual([]);
    expect(await idsFor("तिमाही")).toEqual([]);
    await db.updateTable("documents").set({ published: 1 }).where("id", "=", id).execute();
    await expectIndexInStep();
    expect(await idsFor("unaudited first")).toEqual([id]);
    expect(await idsFor("तिमाही")).toEqual([id]);
  });

  test("a new date moves a document between financial years and in the order", async () => {
    const older = await addDocument({
      category: "Shareholding Pattern",
      date: "2022-07-15",
      description: "Shareholding pattern for the quarter ended June",
    });
    const newer = await addDocument({
      category: "Shareholding Pattern",
      date: "2022-10-15",
      description: "Shareholding pattern for the quarter ended September",
    });
    expect(await idsFor("shareholding pattern")).toEqual([newer, older]);
    await db
      .updateTable("documents")
      .set({ document_date: "2023-04-15" })
      .where("id", "=", older)
      .execute();
    await expectIndexInStep();
    expect(await idsFor("shareholding pattern")).toEqual([older, newer]);
    expect(await idsFor("shareholding pattern", { year: "2023-24" })).toEqual([older]);
    expect(await idsFor("shareholding pattern", { year: "2022-23" })).toEqual([newer]);
  });

  test("a deleted document leaves the index in every language", async () => {
    const id = await addTranslated(
      {
        category: "Scheme of Arrangement",
        date: "2024-02-02",
        description: "Scheme of amalgamation with the subsidiary",
      },
      "सहायक कंपनी के साथ समामेलन की योजना",
    );
    await db.deleteFrom("documents").where("id", "=", id).execute();
    await expectIndexInStep();
    expect(await idsFor("amalgamation")).toEqual([]);
    expect(await idsFor("समामेलन")).toEqual([]);
  });

  test("a page past the last shows the last page", async () => {
    const result = await searchFilings({ q: "shareholding", pageSize: 1, page: 9 }, db);
    expect(result.pageCount).toBe(2);
    expect(result.page).toBe(2);
    expect(result.hits).toHaveLength(1);
    // Even a number no real page count reaches.
    const far = await searchFilings({ q: "shareholding", pageSize: 1, page: 1e20 }, db);
    expect(far.page).toBe(2);
    expect(far.hits.map((hit) => hit.id)).toEqual(result.hits.map((hit) => hit.id));
  });
});

describe(`migration 0013 on ${testDialect()}`, () => {
  test("indexes what was stored before it, and goes down to 0012 and up again", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const database = fresh.handle.db;
      const { error } = await migrator(database).migrateTo("0012_calendar_filing_search");
      expect(error).toBeUndefined();
      const kept = await insertDocument(database, {
        category: "Annual Report",
        date: "2021-08-30",
        description: "Annual report 2020-21",
      });
      await insertDocument(
        database,
        {
          category: "Annual Report",
          date: "2022-08-30",
          description: "Annual report 2021-22 (withdrawn)",
        },
        0,
      );
      await translate(kept, "वार्षिक रिपोर्ट 2020-21", database);

      expect((await migrator(database).migrateToLatest()).error).toBeUndefined();
      await expectIndexInStep(database);
      if (dialectOf(database) === "postgres") {
        // Written through, so a search never reads a pending list of new entries.
        const { rows } = await sql<{ options: string[] | null }>`
          SELECT reloptions AS options FROM pg_class
          WHERE relname = 'document_search_vector'`.execute(database);
        expect(rows[0]?.options).toEqual(["fastupdate=off"]);
      }
      const found = await searchFilings({ q: "annual report" }, database);
      expect(found.hits.map((hit) => hit.id)).toEqual([kept]);

      // Later migrations go down first, so that this one is the latest again.
      expect(
        (await migrator(database).migrateTo("0013_filing_search_filters")).error,
      ).toBeUndefined();
      const down = await migrator(database).migrateDown();
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toEqual(["0013_filing_search_filters"]);
      // 0012's index again, without the new columns, and its triggers at work.
      await expect(sql`SELECT published FROM document_search`.execute(database)).rejects.toThrow();
      await database
        .updateTable("documents")
        .set({ category: "Annual Return" })
        .where("id", "=", kept)
        .execute();
      const old = await sql<{ locale: string; category: string }>`
        SELECT locale, category FROM document_search
        WHERE document_id = ${kept} ORDER BY locale`.execute(database);
      expect(old.rows).toEqual([
        { locale: "en", category: "Annual Return" },
        { locale: "hi", category: "Annual Return" },
      ]);

      expect((await migrator(database).migrateToLatest()).error).toBeUndefined();
      await expectIndexInStep(database);
      expect(await searchFilings({ q: "वार्षिक" }, database)).toMatchObject({
        total: 1,
        categories: [{ category: "Annual Return", count: 1 }],
      });
    } finally {
      await fresh.cleanup();
    }
  }, 60_000);
});
