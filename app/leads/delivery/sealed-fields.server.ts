import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { isSealed, open, seal, sealedWith, type KeyRing } from "~/lib/crypto/sealed.server";
import { englishLeadForms, type LeadData, type LeadFormId } from "~/leads/forms/lead-forms";

/**
 * A lead's fields as stored (leads.fields_json): the form's `sealed` fields
 * (PAN, TIN, GSTIN, bank, dates of birth, addresses; ADR 61) encrypted, the
 * rest as sent. Each sealed value is bound to its field's name, so it opens
 * only as that field.
 */
const context = (field: string) => `leads.${field}`;

/** The names of a form's fields kept sealed. */
export function sealedFieldsOf(form: LeadFormId): ReadonlySet<string> {
  const definition = englishLeadForms()[form];
  return new Set(
    definition.sections
      .flatMap((section) => section.fields)
      .filter((field) => field.sealed)
      .map((field) => field.name),
  );
}

/** The fields to store: each sealed field's value (or each of its values) encrypted. */
export function sealFields(form: LeadFormId, data: LeadData, ring = dataKeyRing()): LeadData {
  const sealed = sealedFieldsOf(form);
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      if (!sealed.has(name)) return [name, value];
      const one = (text: string) => (isSealed(text) ? text : seal(ring, context(name), text));
      return [name, Array.isArray(value) ? value.map(one) : one(value)];
    }),
  );
}

/**
 * The fields as sent, every sealed value opened, whatever form sealed it.
 * Throws (SealError, KeyRingError) when one does not open: the caller fails
 * that lead alone, as the CRM worker does, and no value is ever guessed.
 */
export function openFields(data: LeadData, ring = dataKeyRing()): LeadData {
  // Stored JSON is read as LeadData; older rows may hold numbers or nulls too.
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      // Only text is ever sealed; an older row's number or null is handed back as it is.
      const one = (text: unknown) =>
        typeof text === "string" ? open(ring, context(name), text) : text;
      return [name, Array.isArray(value) ? value.map(one) : one(value)];
    }),
  ) as LeadData;
}

/**
 * True when the stored fields need no re-sealing under `ring`: every sealed
 * field's value is sealed with its current key, and nothing else is sealed
 * with an older one.
 */
export function sealedUnder(form: LeadFormId, data: LeadData, ring: KeyRing): boolean {
  const sealed = sealedFieldsOf(form);
  return Object.entries(data).every(([name, value]) =>
    (Array.isArray(value) ? value : [value]).every((text) => {
      const key = sealedWith(text);
      return key === ring.current.id || (key === undefined && !sealed.has(name));
    }),
  );
}
