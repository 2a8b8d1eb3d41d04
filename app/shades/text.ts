/**
 * Text folding for shade names and codes, shared by search and by the name
 * uniqueness rule: "Crème Brûlée", "creme brulee" and "CREME-BRULEE" are the
 * same name. Pure and tiny, so the explorer can filter as you type with it.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A code with everything but letters and digits removed: "kp 0513" finds "KP-0513". */
export function foldCode(code: string): string {
  return foldText(code).replace(/ /g, "");
}

/** Code-point order, the same on every machine and locale (localeCompare is not). */
export function codePointOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
