import { z } from "zod";
import { checkValues } from "~/lib/forms/form-check";
import {
  amount,
  code,
  countryCode,
  dateOfBirth,
  email,
  gstin,
  gstinOrTin,
  indianMobile,
  isoDate,
  longText,
  mobileForCountry,
  pan,
  pastDate,
  personName,
  phoneNumber,
  pinCode,
  shortText,
  wholeNumber,
} from "~/lib/forms/fields";
import {
  fieldsOf,
  leadFormIds,
  leadForms,
  pairs,
  type LeadData,
  type LeadField,
  type LeadFormDefinition,
  type LeadFormId,
  type LeadValues,
  type RuleSpec,
} from "./lead-form-definitions";

/**
 * The lead forms' zod schemas, built from their definitions
 * (lead-form-definitions.ts, re-exported here so server code has one import).
 * The server validates every submission with them; the browser loads this
 * module only when a visitor starts filling a form in (LeadForm.tsx).
 */
export * from "./lead-form-definitions";

/** The zod schema of a named rule (see RuleSpec). */
function ruleSchema(rule: RuleSpec): z.ZodType<string, string> {
  switch (rule.type) {
    case "shortText":
      return shortText(rule.label);
    case "longText":
      return longText(rule.label);
    case "personName":
      return personName(rule.label);
    case "pastDate":
      return pastDate(rule.label);
    case "amount":
      return amount(rule.label);
    case "wholeNumber":
      return wholeNumber(rule.label, rule.min, rule.max);
    case "code":
      return code(rule.codes, rule.message);
    case "email":
      return email;
    case "indianMobile":
      return indianMobile;
    case "phoneNumber":
      return phoneNumber;
    case "countryCode":
      return countryCode;
    case "pinCode":
      return pinCode;
    case "pan":
      return pan;
    case "gstin":
      return gstin;
    case "gstinOrTin":
      return gstinOrTin;
    case "isoDate":
      return isoDate;
    case "dateOfBirth":
      return dateOfBirth;
  }
}

/** Rules that involve two fields (checked on raw values so they show beside the others). */
const crossChecks: Partial<Record<LeadFormId, (values: LeadValues) => Record<string, string>>> = {
  consultation: (values) => {
    const errors: Record<string, string> = {};
    const code = String(values.countryCode ?? "").trim();
    const mobile = String(values.mobile ?? "");
    if (!code || !mobile.trim()) return errors;
    const message = mobileForCountry(code, mobile);
    if (message) errors.mobile = message;
    return errors;
  },
  distributor: (values) => {
    const errors: Record<string, string> = {};
    for (const n of pairs) {
      const company = String(values[`company${n}`] ?? "").trim();
      const area = String(values[`area${n}`] ?? "").trim();
      if (area && !company) errors[`company${n}`] = `Add the company you cover this area for`;
    }
    return errors;
  },
};

// ---------------------------------------------------------------- schemas

function requiredMessage(field: LeadField): string {
  if (field.kind === "select") return `Choose ${field.label.toLowerCase()}`;
  // "Enter your name", "Enter mobile number", but "Enter GSTIN / TIN", "Enter PAN".
  const label = /^[A-Z][a-z]/.test(field.label)
    ? field.label[0]?.toLowerCase() + field.label.slice(1)
    : field.label;
  return `Enter ${label}`;
}

function fieldSchema(field: LeadField): z.ZodType {
  if (field.kind === "checkboxes") {
    const codes = (field.options ?? []).map((o) => o.value);
    return z
      .array(z.string())
      .optional()
      .transform((list) => list ?? [])
      .pipe(z.array(z.string()).max(codes.length))
      .refine((list) => list.every((v) => codes.includes(v)), "Choose from the list")
      .transform((list) => [...new Set(list)]);
  }
  const rule = field.rule ? ruleSchema(field.rule) : shortText(field.label);
  if (field.required) {
    return z
      .string({ error: requiredMessage(field) })
      .refine((v) => v.trim() !== "", { message: requiredMessage(field), abort: true })
      .pipe(rule);
  }
  return z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v))
    .pipe(rule.optional());
}

/** The zod schema of one form, built from its definition. */
export function leadFormSchema(definition: LeadFormDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fieldsOf(definition)) shape[field.name] = fieldSchema(field);
  return z.object(shape).superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(
      crossChecks[definition.id]?.(values as LeadValues) ?? {},
    ))
      ctx.addIssue({ code: "custom", path: [path], message });
  });
}

export const leadSchemas = Object.fromEntries(
  leadFormIds.map((id) => [id, leadFormSchema(leadForms[id])]),
) as Record<LeadFormId, ReturnType<typeof leadFormSchema>>;

export type LeadValidation =
  { success: true; data: LeadData } | { success: false; errors: Record<string, string> };

/** Validates a submission; one message per field, cross-field rules included. */
export function validateLead(id: LeadFormId, values: LeadValues): LeadValidation {
  const checked = checkValues(values, leadSchemas[id]);
  if (checked.ok) {
    const data: LeadData = {};
    for (const [key, value] of Object.entries(checked.data)) {
      if (value === undefined) continue;
      if (Array.isArray(value) && value.length === 0) continue;
      data[key] = value as string | string[];
    }
    return { success: true, data };
  }
  const errors = { ...checked.errors };
  // Object-level rules do not run while a field fails; run them on the raw
  // values so the visitor sees every problem at once.
  for (const [key, message] of Object.entries(crossChecks[id]?.(values) ?? {}))
    errors[key] ??= message;
  return { success: false, errors };
}
