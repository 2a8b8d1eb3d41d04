import { sql, type RawBuilder } from "kysely";
import { db as defaultDb, type DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import { erpConfigFromEnv, type ErpConfig } from "~/erp/client.server";
import { documentPages } from "~/investors/content";
import {
  erpDocumentIn,
  listErpDocumentLists,
  listFinancialYears,
  toInvestorDocument,
} from "~/investors/documents/documents.server";
import type { InvestorDocument } from "~/investors/documents/document-types";
import { selectPublishedDateRange, selectSearchHits } from "~/investors/documents/store.server";
import { defaultLocale } from "~/lib/i18n/locales";
import { indexDocument, searchInMemory, type IndexedDocument } from "./in-memory-search";
import {
  MARK_END,
  MARK_START,
  fts5Query,
  queryWords,
  requestedPage,
  snippetSegments,
  tsQuery,
  type SnippetSegment,
} from "./query";

/**
 * One search over every published investor document (ADR 34): titles
 * (descriptions), groups and categories, in every language a document has.
 * SQLite answers through FTS5, PostgreSQL through a tsvector and its GIN
 * index; this module is the one interface both sit behind, and the store of
 * document_search: the only module that reads it (triggers of migrations 0012 and 0013
 * write it as documents change). The documents themselves come from the
 * documents store.
 *
 * Results are newest first and paged (20 a page, a size that renders quickly); the page groups a page's results by
 * category. Counts per category (for the category filter) ignore the category
 * filter itself, so a visitor sees where else the words occur.
 *
 * When documents come from the ERP (ERP_BASE_URL and ERP_TOKEN set), our
 * database holds none: the same search runs in memory over the ERP's listings
 * of every category, which the ERP adapter caches (in-memory-search.ts).
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
  /** The document's row in our database; a document from the ERP has none. */
  id?: number;
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
  /**
   * SQL selecting document_id, category and document_date of every index row
   * of a published document that the words match: the index alone, no join.
   */
  matching(words: string[]): RawBuilder<unknown>;
  snippets(
    database: DB,
    words: string[],
    ids: number[],
  ): Promise<Array<{ document_id: number; locale: string; snippet: string }>>;
}

const sqlite: Engine = {
  matching: (words) =>
    sql`SELECT s.document_id, s.category, s.document_date
      FROM document_search_fts f JOIN document_search s ON s.id = f.rowid
      WHERE document_search_fts MATCH ${fts5Query(words)} AND s.published = 1`,
  async snippets(database, words, ids) {
    // The unary plus keeps the rowid test out of FTS5's hands: given it, FTS5
    // runs the whole query again for each wanted row (a millisecond each for
    // a common word); without, the matches are read once and filtered.
    const { rows } = await sql<{ document_id: number; locale: string; snippet: string }>`
      SELECT s.document_id, s.locale,
        snippet(document_search_fts, 0, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
      FROM document_search_fts f JOIN document_search s ON s.id = f.rowid
      WHERE document_search_fts MATCH ${fts5Query(words)}
        AND +f.rowid IN (SELECT id FROM document_search WHERE document_id IN (${sql.join(ids)}))`.execute(
      database,
    );
    return rows;
  },
};

// ts_headline's parser reads "<b>" in a description as a tag and drops it, so
// "<" is swapped for a control character on the way in and back on the way out.
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=1`;

const postgres: Engine = {
  matching: (words) =>
    sql`SELECT document_id, category, document_date FROM document_search
      WHERE search_vector @@ to_tsquery('simple', ${tsQuery(words)}) AND published = 1`,
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
  database?: DB,
): Promise<FilingSearchResult> {
  const words = queryWords(request.q);
  const pageSize = request.pageSize ?? SEARCH_PAGE_SIZE;
  const empty = { words, total: 0, categories: [], hits: [], page: 1, pageCount: 1 };
  if (words.length === 0) return empty;
  const erp = erpConfigFromEnv();
  if (erp) return searchErpFilings(erp, request, words);
  // Opened only now: an ERP-backed site need not open its database to search.
  database ??= defaultDb();
  const engine = dialectOf(database) === "postgres" ? postgres : sqlite;
  const matches: Matches = {
    matching: engine.matching(words),
    days: financialYearDays(request.year),
    category:
      request.category && knownCategories.has(request.category) ? request.category : undefined,
    pageSize,
  };
  const asked = requestedPage(request.page, pageSize);
  let counted = await countsAndPage(database, matches, asked);
  const { countOf } = counted;
  const categories = documentPages
    .filter((page) => countOf.has(page.category))
    .map((page) => ({ category: page.category, count: countOf.get(page.category)! }));
  const total = matches.category
    ? (countOf.get(matches.category) ?? 0)
    : categories.reduce((sum, c) => sum + c.count, 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pageCount, asked);
  if (total === 0) return { ...empty, categories };
  // A page past the last (an old link, a hand-typed number) shows the last.
  if (page !== asked) counted = await countsAndPage(database, matches, page);

  const ids = counted.pageIds;
  const [rows, snippets] = await Promise.all([
    selectSearchHits(database, ids),
    engine.snippets(database, words, ids),
  ]);
  const locale = request.locale ?? defaultLocale;
  const snippetOf = new Map<number, { locale: string; snippet: string }>();
  for (const row of snippets) {
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

/**
 * The search over the ERP's documents of every category, in memory: the ERP
 * has no search call, and its listings are cached a minute by the adapter, so
 * a search costs one pass over them (ADR 34). A failing ERP throws, and the
 * page shows its retry state as the listings do.
 */
async function searchErpFilings(
  erp: ErpConfig,
  request: FilingSearchRequest,
  words: string[],
): Promise<FilingSearchResult> {
  const pageSize = request.pageSize ?? SEARCH_PAGE_SIZE;
  const lists = await erpSearchLists(erp);
  const found = searchInMemory(
    lists.flatMap((list) => list.index),
    {
      words,
      categoryOrder: documentPages.map((page) => page.category),
      category:
        request.category && knownCategories.has(request.category) ? request.category : undefined,
      days: financialYearDays(request.year),
      page: requestedPage(request.page, pageSize),
      pageSize,
    },
  );
  const locale = request.locale ?? defaultLocale;
  const hits = found.hits.map(({ document: { category, ...document }, snippet }): FilingHit => {
    // The ERP's text is the English original: on another page it says so.
    const shown = erpDocumentIn(locale, document);
    return {
      category,
      document: shown,
      snippet,
      ...(shown.descriptionLang ? { snippetLang: shown.descriptionLang } : {}),
    };
  });
  return { words, ...found, hits };
}

type ErpFiling = InvestorDocument & { category: string };

/** What the search derives from one category's list from the ERP. */
interface ErpSearchList {
  index: Array<IndexedDocument<ErpFiling>>;
  years: string[];
}

/**
 * Kept beside each list the adapter keeps (the same array until the ERP is
 * asked again, then the old one and this with it are let go), so a list's
 * words are read once, not on every search: at 10,000 documents that is most
 * of a search's time (ADR 34).
 */
const searchListOf = new WeakMap<readonly InvestorDocument[], ErpSearchList>();

async function erpSearchLists(erp: ErpConfig): Promise<ErpSearchList[]> {
  return (await listErpDocumentLists(erp)).map(({ category, documents }) => {
    let list = searchListOf.get(documents);
    if (!list) {
      list = {
        index: documents.map((document) => indexDocument({ ...document, category })),
        years: listFinancialYears(documents),
      };
      searchListOf.set(documents, list);
    }
    return list;
  });
}

interface Matches {
  matching: RawBuilder<unknown>;
  days: [string, string] | undefined;
  category: string | undefined;
  pageSize: number;
}

/**
 * The matches counted per category and one page of their ids, newest first,
 * in one statement: the matches are found once (the CTE is materialised) and
 * read twice, without documents. A document matching in two languages has
 * two index rows (with the same category and date: the triggers copy them)
 * and counts once. The category filter narrows the page, not
 * the counts.
 */
async function countsAndPage(
  database: DB,
  { matching, days, category, pageSize }: Matches,
  page: number,
): Promise<{ countOf: Map<string, number>; pageIds: number[] }> {
  const { rows } = await sql<{
    category: string;
    count: number | string | null;
    id: number | null;
  }>`
    WITH found AS MATERIALIZED (
      SELECT document_id, category, document_date FROM (${matching}) AS matched
      ${days ? sql`WHERE document_date >= ${days[0]} AND document_date <= ${days[1]}` : sql``}
      GROUP BY document_id, category, document_date
    )
    SELECT category, count(*) AS count, CAST(NULL AS integer) AS id FROM found GROUP BY category
    UNION ALL
    SELECT * FROM (
      SELECT category, CAST(NULL AS bigint) AS count, document_id AS id FROM found
      ${category ? sql`WHERE category = ${category}` : sql``}
      ORDER BY document_date DESC, document_id DESC
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
    ) AS page`.execute(database);
  const countOf = new Map<string, number>();
  const pageIds: number[] = [];
  for (const row of rows)
    if (row.id === null) countOf.set(row.category, Number(row.count));
    else pageIds.push(row.id);
  return { countOf, pageIds };
}

/**
 * The financial years that have published documents, newest first
 * ("2026-27"); from the ERP, the years its documents are dated in.
 */
export async function searchableYears(database?: DB): Promise<string[]> {
  const erp = erpConfigFromEnv();
  if (erp) {
    const years = new Set((await erpSearchLists(erp)).flatMap((list) => list.years));
    return [...years].sort().reverse();
  }
  database ??= defaultDb();
  const row = await selectPublishedDateRange(database);
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
