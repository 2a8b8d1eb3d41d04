import type { z } from "zod";

/** zod issues as one message per field (the first), for per-field errors in staff forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Text fields of a posted form as a plain object (files and the CSRF token left out). */
export function textFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key === "_csrf" || typeof value !== "string") continue;
    values[key] = value;
  }
  return values;
}
