import { z } from "zod";
import { checkValues, type FieldErrors } from "~/lib/forms/form-check";
import {
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
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
import { defaultLocale } from "~/lib/i18n/locales";
import {
  fieldsOf,
  leadFormIds,
  leadForms,
  leadFormsIn,
  pairs,
  type LeadData,
  type LeadField,
  type LeadFormDefinition,
  type LeadFormId,
  type LeadValues,
  type RuleSpec,
} from "./lead-form-definitions";
import { checkMessages, type CheckMessageKey, type CheckTranslate } from "./checks/messages";

/**
 * The lead forms' zod schemas, built from their definitions
 * (lead-form-definitions.ts, re-exported here so server code has one import).
 * The server validates every submission with them; the browser loads this
 * module only when a visitor starts filling a form in (LeadForm.tsx).
 *
 * The schemas are built once, from the English forms, and give the English
 * messages of ~/lib/forms/fields; a page in another language gets each
 * message translated afterwards (localizedErrors, below).
 */
export * from "./lead-form-definitions";

const english = checkMessages.in(defaultLocale);

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
      return code(
        rule.codes,
        english("error.chooseFromList", { label: inSentence(rule.label, "en") }),
      );
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
      if (area && !company) errors[`company${n}`] = english("error.companyForArea");
    }
    return errors;
  },
};

// ---------------------------------------------------------------- schemas

/** "Enter your name", "Choose state"; a field may have a sentence of its own (required.<name>). */
function requiredMessage(field: LeadField, t: CheckTranslate, locale: string): string {
  const own = `required.${field.name}`;
  if (checkMessages.keys.includes(own as CheckMessageKey)) return t(own as CheckMessageKey);
  if (field.kind === "select") return t("error.choose", { label: inSentence(field.label, locale) });
  // "Enter mobile number", but "Enter GSTIN / TIN", "Enter PAN".
  const label =
    locale === "en" && /^[A-Z][a-z]/.test(field.label)
      ? field.label[0]?.toLowerCase() + field.label.slice(1)
      : field.label;
  return t("error.required", { label });
}

/** A label inside a sentence: lower case in English ("Choose firm type"), as it is in scripts without case. */
function inSentence(label: string, locale: string): string {
  return locale === "en" ? label.toLowerCase() : label;
}

function fieldSchema(field: LeadField): z.ZodType {
  if (field.kind === "checkboxes") {
    const codes = (field.options ?? []).map((o) => o.value);
    return z
      .array(z.string())
      .optional()
      .transform((list) => list ?? [])
      .pipe(z.array(z.string()).max(codes.length))
      .refine((list) => list.every((v) => codes.includes(v)), english("error.chooseFromListAny"))
      .transform((list) => [...new Set(list)]);
  }
  const rule = field.rule ? ruleSchema(field.rule) : shortText(field.label);
  if (field.required) {
    const required = requiredMessage(field, english, defaultLocale);
    return z
      .string({ error: required })
      .refine((v) => v.trim() !== "", { message: required, abort: true })
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

/**
 * Validates a submission; one message per field, cross-field rules included,
 * in the page's language.
 */
export function validateLead(
  id: LeadFormId,
  values: LeadValues,
  locale: string = defaultLocale,
): LeadValidation {
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
  return {
    success: false,
    errors: locale === defaultLocale ? errors : localizedErrors(id, errors, locale),
  };
}

// ---------------------------------------------------------------- messages in other languages

/** A message as a catalogue key with its values, or a sentence a form definition already made. */
type Message = { key: CheckMessageKey; values?: Record<string, unknown> } | { text: string };

/** Messages without a label: the same wherever they appear. */
const plainMessages: readonly Message[] = (
  [
    "error.chooseFromListAny",
    "error.companyForArea",
    "rule.emailTooLong",
    "rule.email",
    "rule.mobileDigits",
    "rule.mobileStart",
    "rule.mobileAnyCountry",
    "rule.phoneShort",
    "rule.phoneLong",
    "rule.countryCode",
    "rule.pinCode",
    "rule.pan",
    "rule.gstin",
    "rule.gstinOrTin",
    "rule.dateFormat",
    "rule.dateMissing",
    "rule.adult",
  ] as const
).map((key) => ({ key }));

/**
 * Every message a field can get, taken from the field in one language: its
 * required message and the messages ~/lib/forms/fields gives for its rule.
 * The same field in two languages gives two lists in the same order: the
 * English one finds which message a check gave, the other says it.
 */
function fieldMessages(field: LeadField, t: CheckTranslate, locale: string): Message[] {
  const messages: Message[] = [];
  if (field.required) messages.push({ text: requiredMessage(field, t, locale) });
  const rule = field.rule;
  const tooLong = (max: number, label: string): Message => ({
    key: "rule.tooLong",
    values: { label, max },
  });
  switch (rule?.type) {
    case "shortText":
      messages.push(tooLong(SHORT_TEXT_MAX, rule.label));
      break;
    case "longText":
      messages.push(tooLong(LONG_TEXT_MAX, rule.label));
      break;
    case "personName":
      messages.push(
        tooLong(SHORT_TEXT_MAX, rule.label),
        { key: "rule.needsLetters", values: { label: rule.label } },
        { key: "rule.nameTooLong", values: { label: rule.label } },
      );
      break;
    case "pastDate":
      messages.push({ key: "rule.pastDate", values: { label: rule.label } });
      break;
    case "dateOfBirth":
      messages.push({ key: "rule.pastDate", values: { label: t("rule.dateOfBirth") } });
      break;
    case "amount":
      messages.push({ key: "rule.amount", values: { label: rule.label } });
      break;
    case "wholeNumber":
      messages.push(
        { key: "rule.wholeNumber", values: { label: rule.label } },
        { key: "rule.range", values: { label: rule.label, min: rule.min, max: rule.max } },
      );
      break;
    case "code":
      messages.push({
        key: "error.chooseFromList",
        values: { label: inSentence(rule.label, locale) },
      });
      break;
  }
  return [...messages, ...plainMessages];
}

function say(t: CheckTranslate, message: Message): string {
  return "text" in message ? message.text : t(message.key, message.values);
}

/**
 * The English messages of a refused submission, said in another language.
 * A message not found among a field's (zod's own, for a value no form sends)
 * still reaches the visitor in their language, naming the field.
 */
export function localizedErrors(id: LeadFormId, errors: FieldErrors, locale: string): FieldErrors {
  const t = checkMessages.in(locale);
  const englishFields = new Map(fieldsOf(leadForms[id]).map((field) => [field.name, field]));
  const localFields = new Map(
    fieldsOf(leadFormsIn(locale)[id]).map((field) => [field.name, field]),
  );
  const localized: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const englishField = englishFields.get(name);
    const localField = localFields.get(name);
    // Not a field (the server's "_form"): written in the page's language already.
    if (!englishField || !localField) {
      localized[name] = message;
      continue;
    }
    const index = fieldMessages(englishField, english, defaultLocale).findIndex(
      (candidate) => say(english, candidate) === message,
    );
    const said = fieldMessages(localField, t, locale)[index];
    localized[name] = said ? say(t, said) : t("error.check", { label: localField.label });
  }
  return localized;
}
