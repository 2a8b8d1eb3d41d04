import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { FormCheck } from "./form-check";

/** The text typed into each of a schema's fields. */
export type FormText<S extends z.ZodObject> = Record<keyof S["shape"] & string, string>;

/**
 * Reads a posted form with its zod schema: conform's parseWithZod turns the
 * form data into an object (a name sent more than once, like a group of
 * checkboxes, becomes a list) and the schema's issues into per-field errors.
 *
 * Two choices keep the schemas' own messages:
 * - conform's automatic coercion is off. It turns "" into "missing", so a
 *   schema's "Enter a title." would become zod's generic type error; our
 *   schemas are written for the strings a browser sends.
 * - a field the form did not send reads as "", as an empty text box does
 *   (browsers leave out unchecked boxes, hand-made posts leave out anything).
 *
 * `values` holds the text typed into each of the schema's fields (the first
 * if sent twice, "" for a file or nothing), to show a refused form again;
 * fields the schema does not name, such as the CSRF token, are left out.
 */
export function parseForm<S extends z.ZodObject>(
  form: FormData | URLSearchParams,
  schema: S,
): FormCheck<z.output<S>, FormText<S>> {
  const values = {} as Record<string, string>;
  for (const name of Object.keys(schema.shape)) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  const blanks = Object.fromEntries(Object.keys(values).map((name) => [name, ""]));
  const submission = parseWithZod(withoutConformControls(form), {
    schema: z.preprocess((payload) => ({ ...blanks, ...(payload as object) }), schema),
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) => issues[0]?.message ?? "",
  });
  const text = values as FormText<S>;
  if (submission.status === "success") return { ok: true, data: submission.value, values: text };
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(submission.error ?? {}))
    if (message) errors[name] = message;
  return { ok: false, errors, values: text };
}

/**
 * Conform reads "__intent__" and "__state__" as its own JSON controls and
 * throws on anything else there; our forms send neither, so a post that does
 * is treated like any other field it should not have (ignored), not a 500.
 */
const CONFORM_CONTROLS = ["__intent__", "__state__"];

function withoutConformControls(form: FormData | URLSearchParams): FormData | URLSearchParams {
  if (!CONFORM_CONTROLS.some((name) => form.has(name))) return form;
  const copy = new FormData();
  for (const [name, value] of form) if (!CONFORM_CONTROLS.includes(name)) copy.append(name, value);
  return copy;
}
