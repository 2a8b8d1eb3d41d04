import type { z } from "zod";

/**
 * The one shape every form check answers in, whether it read a posted form
 * (parseForm, parse-form.server.ts) or values already read from one
 * (checkValues, below): the schema's output, or one message per field, and
 * always the values to show again, so a refused form keeps what was typed.
 * Plain module: the lead forms check in the browser with it too.
 */

/** One message per field, the first its schema gave, keyed by the field's name. */
export type FieldErrors = Record<string, string>;

export type FormCheck<T, V> =
  { ok: true; data: T; values: V } | { ok: false; errors: FieldErrors; values: V };

/**
 * The field a zod issue belongs to, named as conform names form fields
 * ("name", "address.city", "items[0]"), so both entry points key errors alike.
 */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === "number") return `${name}[${segment}]`;
    const key = String(segment);
    return name ? `${name}.${key}` : key;
  }, "");
}

/** zod issues as one message per field (the first). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldName(issue.path)] ??= issue.message;
  return errors;
}

/**
 * Checks values a form module has already read and cleaned (the lead forms
 * read theirs by definition, in the browser too; the staff content forms
 * sanitize theirs before anything is shown again). `params` may give the
 * message for issues the schema has none of its own for (zod's English).
 */
export function checkValues<S extends z.ZodType, V>(
  values: V,
  schema: S,
  params?: z.core.ParseContext<z.core.$ZodIssue>,
): FormCheck<z.output<S>, V> {
  const result = schema.safeParse(values, params);
  return result.success
    ? { ok: true, data: result.data, values }
    : { ok: false, errors: fieldErrors(result.error.issues), values };
}
