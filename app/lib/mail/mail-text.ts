/**
 * Text of a mail as pieces, each in the mail's language unless it names its
 * own (an English filing title inside a Hindi alert). The composer folds a
 * title onto one line and shortens it here, so that staff text of any length
 * and with any line breaks still makes a valid subject (issue 41).
 */
export interface Piece {
  text: string;
  /** Set only when the piece is not in the mail's language. */
  lang?: string;
}

export type MailTextInput = string | ReadonlyArray<string | { text: string; lang: string }>;

export const ELLIPSIS = "…";

export function piecesOf(text: MailTextInput, mailLang: string): Piece[] {
  const list = typeof text === "string" ? [text] : text;
  return list.map((p) =>
    typeof p === "string" || p.lang === mailLang ? { text: typeof p === "string" ? p : p.text } : p,
  );
}

export function plainOf(pieces: readonly Piece[]): string {
  return pieces.map((p) => p.text).join("");
}

// Line breaks of every kind (CR, LF, U+2028, U+2029, NEL, VT, FF), other
// whitespace and control characters: none belongs in a one-line text.
const SPACE_RUN = /[\s\p{Cc}]+/gu;

/** The pieces on one line: every run of whitespace or control characters one space, none at the ends. */
export function foldLines(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    let text = piece.text.replace(SPACE_RUN, " ");
    const before = out.at(-1);
    if ((before === undefined || before.text.endsWith(" ")) && text.startsWith(" "))
      text = text.slice(1);
    if (text !== "") out.push({ ...piece, text });
  }
  return trimEnd(out);
}

/** A paragraph's line breaks, whatever their kind, as "\n". */
export function normaliseBreaks(pieces: readonly Piece[]): Piece[] {
  return pieces.map((p) => ({ ...p, text: p.text.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n") }));
}

function trimEnd(pieces: Piece[]): Piece[] {
  const out = [...pieces];
  while (out.length > 0) {
    const last = out.at(-1)!;
    const text = last.text.trimEnd();
    if (text !== "") {
      out[out.length - 1] = { ...last, text };
      break;
    }
    out.pop();
  }
  return out;
}

/**
 * The pieces within `max` UTF-16 units (as the mail schemas count), ellipsis
 * included: cut after the last whole word that fits, or, when that would
 * throw most of the room away (one enormous word, a long address), after the
 * last whole grapheme, so a Devanagari letter never loses its vowel sign.
 */
export function shorten(
  pieces: readonly Piece[],
  max: number,
  locale: string,
): { pieces: Piece[]; shortened: boolean } {
  const whole = plainOf(pieces);
  if (whole.length <= max) return { pieces: [...pieces], shortened: false };
  const room = max - ELLIPSIS.length;
  let cut = lastEnd(whole, room, locale, "word");
  if (cut < room / 2) cut = lastEnd(whole, room, locale, "grapheme");
  const kept: Piece[] = [];
  let at = 0;
  for (const piece of pieces) {
    if (at >= cut) break;
    kept.push({ ...piece, text: piece.text.slice(0, cut - at) });
    at += piece.text.length;
  }
  const trimmed = trimEnd(kept);
  const last = trimmed.at(-1);
  if (!last) return { pieces: [{ text: ELLIPSIS }], shortened: true };
  trimmed[trimmed.length - 1] = { ...last, text: `${last.text}${ELLIPSIS}` };
  return { pieces: trimmed, shortened: true };
}

/** The end of the last word (or grapheme) that ends within `room`. */
function lastEnd(
  text: string,
  room: number,
  locale: string,
  granularity: "word" | "grapheme",
): number {
  let cut = 0;
  for (const s of new Intl.Segmenter(locale, { granularity }).segment(text)) {
    const end = s.index + s.segment.length;
    if (end > room) break;
    if (granularity === "grapheme" || s.isWordLike) cut = end;
  }
  return cut;
}

/** The one language all the pieces are in, when it is not the mail's. */
export function soleLanguage(pieces: readonly Piece[]): string | undefined {
  const first = pieces[0]?.lang;
  return first !== undefined && pieces.every((p) => p.lang === first) ? first : undefined;
}
