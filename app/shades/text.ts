/**
 * Text folding for shade names and codes, shared by search and by the name
 * uniqueness rule: "Crème Brûlée", "creme brulee" and "CREME-BRULEE" are the
 * same name, and so are "कागज़" and "कागज", "मूँगा" and "मूंगा" (the nukta
 * and the chandrabindu are often left out when typing). Devanagari vowel
 * signs are letters of the word and stay. Pure and tiny, so the explorer can
 * filter as you type with it.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u093c]/g, "")
    .replace(/\u0901/g, "\u0902")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
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
