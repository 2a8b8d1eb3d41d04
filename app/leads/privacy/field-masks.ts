import type { LeadData } from "~/leads/forms/lead-forms";

/**
 * How staff see a lead's identity and bank fields until they reveal one
 * (issue 44, Rule 6; ADR 65): masked in every list, on the lead's page and
 * in every CSV. Each rule keeps only what tells two records apart at a
 * glance and nothing that helps rebuild the number:
 *
 * - PAN (ABCDE1234F): the five letters kept, the four digits and nothing
 *   else hidden: `ABCDE****F`, the form the issue and the tax department's
 *   own letters use.
 * - GSTIN (27ABCDE1234F1Z5): the state code and what the PAN's mask shows,
 *   in place: `27ABCDE****F***`. The last three (entity number, Z, check
 *   character) would narrow the hidden digits, so they go too.
 * - VAT TIN (11 digits): the two-digit state code and the last two:
 *   `27*******67`.
 * - Bank details (branch and bank, banker's name and address): free text,
 *   where any part kept could be the identifying part: `****` whatever the
 *   length.
 *
 * A value that is not in the form its rule expects (an older row, a typo the
 * form did not catch) shows `****` only: a rule never guesses which part of a
 * malformed value is safe. Client-safe: no server imports.
 */
export type MaskRule = "pan" | "gstin-or-tin" | "bank";

/** The masked fields by name, the same name in every form that has them. */
export const maskedFields: Readonly<Record<string, MaskRule>> = {
  pan: "pan",
  tin: "gstin-or-tin",
  gstin: "gstin-or-tin",
  branchAndBank: "bank",
  bankerName: "bank",
  bankerAddress: "bank",
};

/** What a hidden run of unknown length shows: always four, so the length is not told either. */
export const HIDDEN = "****";

export function maskRuleOf(field: string): MaskRule | undefined {
  return Object.hasOwn(maskedFields, field) ? maskedFields[field] : undefined;
}

/** Devanagari digits (०-९) as ASCII, so a number typed on a Hindi keyboard masks like any other. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

/** An identity number as the form stores it: no spaces or dashes, upper case, ASCII digits. */
function normalisedNumber(value: string): string {
  return asciiDigits(value.normalize("NFKC")).replace(/[\s-]/g, "").toUpperCase();
}

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]{3}$/;
const VAT_TIN = /^\d{11}$/;

/** One value masked by its rule; an empty value stays empty (there is nothing to hide). */
export function maskValue(rule: MaskRule, value: string): string {
  if (value.trim() === "") return "";
  if (rule === "bank") return HIDDEN;
  const n = normalisedNumber(value);
  if (rule === "pan") return PAN.test(n) ? `${n.slice(0, 5)}****${n.slice(9)}` : HIDDEN;
  if (GSTIN.test(n)) return `${n.slice(0, 7)}****${n.slice(11, 12)}***`;
  if (VAT_TIN.test(n)) return `${n.slice(0, 2)}*******${n.slice(9)}`;
  return HIDDEN;
}

/** A field's value (or each of its values) masked when the field has a rule; as it is otherwise. */
export function maskField(field: string, value: string | string[]): string | string[] {
  const rule = maskRuleOf(field);
  if (!rule) return value;
  return Array.isArray(value) ? value.map((v) => maskValue(rule, v)) : maskValue(rule, value);
}

/** Every masked field of a lead's fields masked; the rest as they are. */
export function maskLeadData(data: LeadData): LeadData {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, maskField(name, value)]),
  );
}
