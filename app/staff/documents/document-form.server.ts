import { parseForm } from "~/lib/forms/parse-form.server";
import {
  documentFormSchema,
  type DocumentFormErrors,
  type DocumentFormValues,
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
