import { parseForm } from "~/lib/forms/parse-form.server";
import {
  documentFormSchema,
  documentTranslationSchema,
  type DocumentFormErrors,
  type DocumentFormValues,
  type DocumentTranslationValues,
} from "./document-form";

export type DocumentFormResult =
  | { ok: true; values: DocumentFormValues }
  | { ok: false; values: DocumentFormValues; errors: DocumentFormErrors };

/** Longest text shown again in a refused form; every field's own limit is far below it. */
const SHOWN_AGAIN_MAX = 5000;

/**
 * The posted document form: the checked values, or a message per field with
 * the values as typed (so the form is shown again as the person left it).
 */
export function validateDocumentForm(form: FormData): DocumentFormResult {
  const parsed = parseForm(form, documentFormSchema);
  if (parsed.ok) return { ok: true, values: parsed.data };
  const values = { ...parsed.values };
  for (const field of Object.keys(values) as Array<keyof DocumentFormValues>)
    values[field] = values[field].slice(0, SHOWN_AGAIN_MAX);
  return { ok: false, values, errors: parsed.errors };
}

/** The posted form of a document's version in another language, checked the same way. */
export function validateDocumentTranslationForm(
  form: FormData,
):
  | { ok: true; values: DocumentTranslationValues }
  | { ok: false; values: DocumentTranslationValues; errors: Record<string, string> } {
  const parsed = parseForm(form, documentTranslationSchema);
  if (parsed.ok) return { ok: true, values: parsed.data };
  return {
    ok: false,
    values: { ...parsed.values, description: parsed.values.description.slice(0, SHOWN_AGAIN_MAX) },
    errors: parsed.errors,
  };
}
