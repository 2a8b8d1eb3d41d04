/**
 * What a visitor typed, made safe for either full-text engine, and snippets
 * read back into plain segments. Both engines are given only words (letters,
 * digits and combining marks, so Hindi words stay whole), never their query
 * syntax: quotes, operators and brackets in a query are dropped, not parsed.
 */

/** Words beyond this many are ignored: every word must match, so more only narrows. */
export const MAX_QUERY_WORDS = 8;

export function queryWords(q: string): string[] {
  const words =
    q
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * The page a visitor asked for, from 1, before the number of results is
 * known; capped so that its offset stays an exact integer for every driver.
 */
export function requestedPage(page: number | undefined, pageSize: number): number {
  return Math.min(
    Math.max(1, Math.trunc(page ?? 1) || 1),
    Math.floor(Number.MAX_SAFE_INTEGER / pageSize),
  );
}

/** FTS5: each word quoted (never an operator) and matched as a prefix; all must match. */
export function fts5Query(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(" ");
}

/** PostgreSQL to_tsquery: each word as a prefix, all required. */
export function tsQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(" & ");
}

/**
 * The engines mark matched words with these two characters, which never
 * occur in a description; the page turns the runs between them into <mark>
 * elements, and React escapes the text, so a description can never inject
 * markup through the snippet.
 */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

export interface SnippetSegment {
  text: string;
  mark?: true;
}

export function snippetSegments(snippet: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  for (const [index, part] of snippet.split(MARK_START).entries()) {
    const end = part.indexOf(MARK_END);
    if (index > 0 && end >= 0) {
      if (end > 0) segments.push({ text: part.slice(0, end), mark: true });
      const rest = part.slice(end + 1).replaceAll(MARK_END, "");
      if (rest) segments.push({ text: rest });
    } else if (part.replaceAll(MARK_END, "")) {
      segments.push({ text: part.replaceAll(MARK_END, "") });
    }
  }
  return segments;
}
