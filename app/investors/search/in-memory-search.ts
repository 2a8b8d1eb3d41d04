import { newestFirst } from "~/investors/documents/document-types";
import { MARK_END, MARK_START, snippetSegments, type SnippetSegment } from "./query";

/**
 * The filing search over documents held in memory (the ERP's listings, which
 * the ERP adapter caches), with the database engines' semantics (ADR 34):
 * every word must begin a word of the description, group or category,
 * case-insensitively, words being runs of letters, digits and combining marks
 * (so Hindi words stay whole); newest first; counts per category before the
 * category filter; snippets of the description with matched words marked.
 * Pure: no I/O, so it is tested on its own and measured in-process.
 */

/** What the search reads of a document. */
export interface SearchableDocument {
  category: string;
  /** yyyy-mm-dd, or "" (never in a year, sorted last). */
  date: string;
  subCategory: string;
  description: string;
}

export interface InMemorySearchRequest {
  /** From queryWords: lower-case, NFC, at least one for anything to match. */
  words: readonly string[];
  /** The categories searched, in the order their counts are listed; others are left out. */
  categoryOrder: readonly string[];
  /** One of categoryOrder, or undefined for all. */
  category?: string;
  /** First and last day (yyyy-mm-dd) of the year filter. */
  days?: readonly [string, string];
  /** The page asked for (from requestedPage); past the last, the last is given. */
  page: number;
  pageSize: number;
}

export interface InMemorySearchResult<T> {
  total: number;
  categories: Array<{ category: string; count: number }>;
  hits: Array<{ document: T; snippet: SnippetSegment[] }>;
  page: number;
  pageCount: number;
}

/** As FTS5's snippet(…, 24) and about ts_headline's MaxWords: a line or two of text. */
export const SNIPPET_WORDS = 24;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/gu;

/** A document with its words made ready to match, once for all searches of it. */
export interface IndexedDocument<T extends SearchableDocument> {
  readonly document: T;
  /**
   * The description's, group's and category's words, lower-case, each after
   * one space (" annual report 2023 24"), so that `includes(" " + word)`
   * says whether `word` begins one of them.
   */
  readonly words: string;
}

function wordLine(text: string): string {
  return ` ${text.normalize("NFC").toLowerCase().replace(NOT_WORD, " ").trim()}`;
}

/**
 * Reading a document's words costs several times what matching them does
 * (NFC, lower case, a Unicode regular expression), so a caller keeps this
 * while it keeps the document.
 */
export function indexDocument<T extends SearchableDocument>(document: T): IndexedDocument<T> {
  return {
    document,
    words:
      wordLine(document.description) + wordLine(document.subCategory) + wordLine(document.category),
  };
}

export function searchInMemory<T extends SearchableDocument>(
  documents: readonly IndexedDocument<T>[],
  { words, categoryOrder, category, days, page: asked, pageSize }: InMemorySearchRequest,
): InMemorySearchResult<T> {
  const none = { total: 0, categories: [], hits: [], page: 1, pageCount: 1 };
  if (words.length === 0) return none;
  const searched = new Set(categoryOrder);
  const needles = words.map((word) => ` ${word}`);
  const found: T[] = [];
  for (const { document: d, words: line } of documents)
    if (
      searched.has(d.category) &&
      (!days || (d.date >= days[0] && d.date <= days[1])) &&
      needles.every((needle) => line.includes(needle))
    )
      found.push(d);
  const countOf = new Map<string, number>();
  for (const d of found) countOf.set(d.category, (countOf.get(d.category) ?? 0) + 1);
  const categories = categoryOrder
    .filter((name) => countOf.has(name))
    .map((name) => ({ category: name, count: countOf.get(name)! }));
  const shown = category ? found.filter((d) => d.category === category) : found;
  const total = shown.length;
  if (total === 0) return { ...none, categories };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(pageCount, asked);
  const hits = shown
    .sort(newestFirst)
    .slice((page - 1) * pageSize, page * pageSize)
    .map((document) => ({
      document,
      snippet: snippetSegments(markedSnippet(document.description, words)),
    }));
  return { total, categories, hits, page, pageCount };
}

/**
 * The description, or SNIPPET_WORDS of its words where most of the searched
 * words occur (the earliest such window, centred on its matches), with "…"
 * where it is cut and each word a searched word begins wrapped in
 * MARK_START/MARK_END, as the engines' snippet functions give it. A
 * description matched only through its group or category gives its opening.
 */
export function markedSnippet(description: string, words: readonly string[]): string {
  // The marks are the snippet's syntax; a description cannot carry them in.
  const text = description.normalize("NFC").replaceAll(MARK_START, "").replaceAll(MARK_END, "");
  const tokens = [...text.matchAll(WORD)].map((m) => {
    const lower = m[0].toLowerCase();
    return {
      start: m.index,
      end: m.index + m[0].length,
      word: words.findIndex((word) => lower.startsWith(word)),
    };
  });
  const count = tokens.length;
  if (count === 0) return text;
  let first = 0;
  if (count > SNIPPET_WORDS) {
    let best = { distinct: 0, from: 0, to: 0 };
    for (let from = 0; from < count; from++) {
      if (tokens[from]!.word < 0) continue;
      const seen = new Set<number>();
      let to = from;
      for (let at = from; at < Math.min(count, from + SNIPPET_WORDS); at++)
        if (tokens[at]!.word >= 0) {
          seen.add(tokens[at]!.word);
          to = at;
        }
      if (seen.size > best.distinct) best = { distinct: seen.size, from, to };
    }
    const slack = SNIPPET_WORDS - (best.to - best.from + 1);
    first = Math.max(0, Math.min(count - SNIPPET_WORDS, best.from - Math.floor(slack / 2)));
  }
  const last = Math.min(count, first + SNIPPET_WORDS) - 1;
  let snippet = first > 0 ? "…" : "";
  let at = first > 0 ? tokens[first]!.start : 0;
  for (let index = first; index <= last; index++) {
    const { start, end, word } = tokens[index]!;
    const piece = text.slice(start, end);
    snippet += text.slice(at, start) + (word >= 0 ? MARK_START + piece + MARK_END : piece);
    at = end;
  }
  return snippet + (last < count - 1 ? "…" : text.slice(at));
}
