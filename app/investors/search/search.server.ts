import { sql, type RawBuilder } from "kysely";
import { db as defaultDb, type DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import { documentPages } from "~/investors/content";
import { toInvestorDocument } from "~/investors/documents.server";
import type { InvestorDocument } from "~/investors/document-types";
import { defaultLocale } from "~/lib/i18n/locales";
import {
  MARK_END,
  MARK_START,
  fts5Query,
  queryWords,
  snippetSegments,
  tsQuery,
  type SnippetSegment,
} from "./query";

/**
 * One search over every published investor document (ADR 34): titles
 * (descriptions), groups and categories, in every language a document has.
 * SQLite answers through FTS5, PostgreSQL through a tsvector and its GIN
 * index; this module is the one interface both sit behind, and nothing else
 * reads document_search.
 *
 * Results are newest first and paged (20 a page, a size that renders quickly); the page groups a page's results by
 * category. Counts per category (for the category filter) ignore the category
 * filter itself, so a visitor sees where else the words occur.
 */
export const SEARCH_PAGE_SIZE = 20;

export interface FilingSearchRequest {
  q: string;
  /** Financial year, "2023-24". */
  year?: string;
  /** A category of documentPages; anything else is ignored. */
  category?: string;
  /** The page's language: its snippet is preferred when it matched too. */
  locale?: string;
  page?: number;
  pageSize?: number;
}

export interface FilingHit {
  id: number;
  category: string;
  document: InvestorDocument;
  /** The matched description with its matched words marked. */
  snippet: SnippetSegment[];
  /** The snippet's language, when not the page's. */
  snippetLang?: string;
}

export interface FilingSearchResult {
  /** The words searched for, after cleaning; empty: nothing was searched. */
  words: string[];
  total: number;
  /** Matches per category before the category filter, in documentPages order. */
  categories: Array<{ category: string; count: number }>;
  hits: FilingHit[];
  page: number;
  pageCount: number;
}

interface Engine {
  /** SQL selecting the document_id of every index row the words match. */
  matching(words: string[]): RawBuilder<unknown>;
  snippets(
    database: DB,
    words: string[],
    ids: number[],
  ): Promise<Array<{ document_id: number; locale: string; snippet: string }>>;
}

const sqlite: Engine = {
  matching: (words) =>
    sql`SELECT document_id FROM document_search WHERE document_search MATCH ${fts5Query(words)}`,
  async snippets(database, words, ids) {
    const { rows } = await sql<{ document_id: number; locale: string; snippet: string }>`
      SELECT document_id, locale,
        snippet(document_search, 2, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
      FROM document_search
      WHERE document_search MATCH ${fts5Query(words)}
        AND document_id IN (${sql.join(ids)})`.execute(database);
    return rows.map((row) => ({ ...row, document_id: Number(row.document_id) }));
  },
};

// ts_headline's parser reads "<b>" in a description as a tag and drops it, so
// "<" is swapped for a control character on the way in and back on the way out.
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=1`;

const postgres: Engine = {
  matching: (words) =>
    sql`SELECT document_id FROM document_search
      WHERE search_vector @@ to_tsquery('simple', ${tsQuery(words)})`,
  async snippets(database, words, ids) {
    const { rows } = await sql<{ document_id: number; locale: string; snippet: string }>`
      SELECT document_id, locale,
        ts_headline('simple', replace(description, '<', chr(3)),
          to_tsquery('simple', ${tsQuery(words)}),
          ${HEADLINE_OPTIONS}) AS snippet
      FROM document_search
      WHERE search_vector @@ to_tsquery('simple', ${tsQuery(words)})
        AND document_id IN (${sql.join(ids)})`.execute(database);
    return rows.map((row) => ({ ...row, snippet: row.snippet.replaceAll("\u0003", "<") }));
  },
};

const knownCategories = new Set(documentPages.map((page) => page.category));

/** The first and last day of a financial year "2023-24", or undefined for anything else. */
export function financialYearDays(year: string | undefined): [string, string] | undefined {
  const m = year ? /^(\d{4})-(\d{2})$/.exec(year) : null;
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) return undefined;
  return [`${m[1]}-04-01`, `${Number(m[1]) + 1}-03-31`];
}

export async function searchFilings(
  request: FilingSearchRequest,
  database: DB = defaultDb(),
): Promise<FilingSearchResult> {
  const words = queryWords(request.q);
  const pageSize = request.pageSize ?? SEARCH_PAGE_SIZE;
  const empty = { words, total: 0, categories: [], hits: [], page: 1, pageCount: 1 };
  if (words.length === 0) return empty;
  const engine = dialectOf(database) === "postgres" ? postgres : sqlite;
  const days = financialYearDays(request.year);
  const category =
    request.category && knownCategories.has(request.category) ? request.category : undefined;

  const base = database
    .selectFrom("documents")
    .where("published", "=", 1)
    .where(sql<boolean>`documents.id IN (${engine.matching(words)})`)
    .$if(days !== undefined, (query) =>
      query.where("document_date", ">=", days![0]).where("document_date", "<=", days![1]),
    );
  const counts = await base
    .select(["category", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("category")
    .execute();
  const countOf = new Map(counts.map((row) => [row.category, Number(row.count)]));
  const categories = documentPages
    .filter((page) => countOf.has(page.category))
    .map((page) => ({ category: page.category, count: countOf.get(page.category)! }));
  const total = category
    ? (countOf.get(category) ?? 0)
    : categories.reduce((sum, c) => sum + c.count, 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pageCount, Math.max(1, Math.trunc(request.page ?? 1) || 1));
  if (total === 0) return { ...empty, categories };

  const rows = await base
    .selectAll()
    .$if(category !== undefined, (query) => query.where("category", "=", category!))
    .orderBy("document_date", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ids = rows.map((row) => row.id);
  const locale = request.locale ?? defaultLocale;
  const snippetOf = new Map<number, { locale: string; snippet: string }>();
  for (const row of ids.length > 0 ? await engine.snippets(database, words, ids) : []) {
    const seen = snippetOf.get(row.document_id);
    // A match in the page's language wins; then the English original.
    if (!seen || row.locale === locale || (seen.locale !== locale && row.locale === defaultLocale))
      snippetOf.set(row.document_id, row);
  }
  const hits = rows.map((row): FilingHit => {
    const found = snippetOf.get(row.id);
    return {
      id: row.id,
      category: row.category,
      document: toInvestorDocument(row),
      snippet: snippetSegments(found?.snippet ?? row.description),
      ...(found && found.locale !== locale ? { snippetLang: found.locale } : {}),
    };
  });
  return { words, total, categories, hits, page, pageCount };
}

/** The financial years that have published documents, newest first ("2026-27"). */
export async function searchableYears(database: DB = defaultDb()): Promise<string[]> {
  const row = await database
    .selectFrom("documents")
    .select((eb) => [eb.fn.min("document_date").as("first"), eb.fn.max("document_date").as("last")])
    .where("published", "=", 1)
    .where("document_date", "<>", "")
    .executeTakeFirst();
  if (!row?.first || !row.last) return [];
  const fyOf = (date: string) => {
    const year = Number(date.slice(0, 4));
    return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  };
  const years: string[] = [];
  for (let fy = fyOf(String(row.last)); fy >= fyOf(String(row.first)); fy--)
    years.push(`${fy}-${String((fy + 1) % 100).padStart(2, "0")}`);
  return years;
}
