import { ELLIPSIS } from "~/lib/mail/mail-text";

/**
 * India's DLT rules (TRAI, TCCCPR 2018): a business text must match a
 * template registered on the DLT platform, word for word, except where the
 * template has a variable, written {#var#}. A variable holds at most 30
 * characters. The gateway's operator checks the text against the template
 * whose id is sent with it and drops a text that does not match.
 */
export const DLT_VARIABLE = "{#var#}";
export const DLT_VARIABLE_MAX = 30;

export class DltTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DltTemplateError";
  }
}

/** How many variables a registered template has. */
export function variableCount(template: string): number {
  return template.split(DLT_VARIABLE).length - 1;
}

/**
 * The text of a registered template with its variables filled in order.
 * Refuses a count that does not match, a value too long for its slot, and a
 * value with a line break (it would not match the template's line).
 */
export function fillTemplate(template: string, variables: readonly string[]): string {
  const parts = template.split(DLT_VARIABLE);
  if (parts.length - 1 !== variables.length)
    throw new DltTemplateError(
      `the template has ${parts.length - 1} variables, ${variables.length} were given`,
    );
  variables.forEach((value, i) => {
    if ([...value].length > DLT_VARIABLE_MAX)
      throw new DltTemplateError(`variable ${i + 1} is longer than ${DLT_VARIABLE_MAX} characters`);
    if (/[\r\n]/.test(value)) throw new DltTemplateError(`variable ${i + 1} has a line break`);
  });
  return parts.reduce((text, part, i) => text + part + (variables[i] ?? ""), "");
}

/**
 * A value cut to fit a variable: after the last whole word that fits, or the
 * last whole grapheme when that wastes most of the room, with "…"; spaces
 * and control characters folded to single spaces first.
 */
export function fitVariable(value: string, locale: string, max = DLT_VARIABLE_MAX): string {
  // eslint-disable-next-line no-control-regex
  const folded = value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  if ([...folded].length <= max) return folded;
  const room = max - ELLIPSIS.length;
  const fits = (end: number) => [...folded.slice(0, end)].length <= room;
  let cut = 0;
  for (const s of new Intl.Segmenter(locale, { granularity: "word" }).segment(folded)) {
    const end = s.index + s.segment.length;
    if (!fits(end)) break;
    if (s.isWordLike) cut = end;
  }
  if ([...folded.slice(0, cut)].length < room / 2) {
    cut = 0;
    for (const s of new Intl.Segmenter(locale, { granularity: "grapheme" }).segment(folded)) {
      const end = s.index + s.segment.length;
      if (!fits(end)) break;
      cut = end;
    }
  }
  return `${folded.slice(0, cut).trimEnd()}${ELLIPSIS}`;
}
