import { foldCode, foldText } from "./text";

/**
 * Search by name or code, ignoring case, accents and punctuation. Pure, so
 * the explorer can run the same matching in the browser on the page it has.
 * A lower rank is a better match; -1 is no match.
 */
export interface SearchKeys {
  name: string;
  /** The Hindi name: a shade is found by either name (ADR 40). */
  nameHi: string;
  code: string;
}

export function searchKeys(shade: { name: string; nameHi: string; code: string }): SearchKeys {
  return { name: foldText(shade.name), nameHi: foldText(shade.nameHi), code: foldCode(shade.code) };
}

export interface PreparedQuery {
  text: string;
  code: string;
}

export function prepareQuery(query: string): PreparedQuery {
  return { text: foldText(query), code: foldCode(query) };
}

export const matchRanks = {
  exact: 0,
  codePrefix: 1,
  namePrefix: 2,
  wordPrefix: 3,
  nameContains: 4,
  codeContains: 5,
} as const;

export function matchRank(keys: SearchKeys, query: PreparedQuery): number {
  const { text, code } = query;
  if (!text) return matchRanks.exact;
  const names = [keys.name, keys.nameHi];
  if (keys.code === code || names.includes(text)) return matchRanks.exact;
  if (code.length >= 2 && keys.code.startsWith(code)) return matchRanks.codePrefix;
  if (names.some((name) => name.startsWith(text))) return matchRanks.namePrefix;
  if (names.some((name) => name.includes(` ${text}`))) return matchRanks.wordPrefix;
  if (names.some((name) => name.includes(text))) return matchRanks.nameContains;
  if (code.length >= 2 && keys.code.includes(code)) return matchRanks.codeContains;
  return -1;
}
