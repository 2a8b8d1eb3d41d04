import { z } from "zod";
import { checkValues } from "~/lib/forms/form-check";
import { code, fieldRules, nationalMobileDigits, type FieldRules } from "~/lib/forms/fields";
import { INDIA } from "./choices";
import { defaultLocale, localeInfo } from "~/lib/i18n/locales";
import {
  fieldsOf,
  leadFormIds,
  leadFormsIn,
  pairs,
  type LeadData,
  type LeadField,
  type LeadFormDefinition,
  type LeadFormId,
  type LeadValues,
  type RuleSpec,
} from "./definitions";
import { checkMessages, type CheckTranslate } from "./checks/messages";

/**
 * The lead forms' zod schemas, built from their definitions
 * (definitions.ts, re-exported here so server code has one import).
 * The server validates every submission with them; the browser loads this
 * module only when a visitor starts filling a form in (LeadForm.tsx).
 *
 * The schemas are built once per language, from the forms in that language
 * and with the rules of ~/lib/forms/fields speaking through the checks'
 * catalogue (checks/messages): every check gives the visitor's sentence itself.
 */
export * from "./definitions";

/** What building one language's schemas needs: its forms' words, rules and messages. */
interface Language {
  locale: string;
  t: CheckTranslate;
  rules: FieldRules;
}

/** Whether a form's address is outside India, which picks its `byCountry` rules. */
type Place = "india" | "abroad";

/** The zod schema of a named rule (see RuleSpec). */
function ruleSchema(rule: RuleSpec, language: Language, place: Place): z.ZodType<string, string> {
  const { rules, t, locale } = language;
  switch (rule.type) {
    case "byCountry":
      return ruleSchema(rule[place], language, place);
    case "shortText":
      return rules.shortText(rule.label);
    case "longText":
      return rules.longText(rule.label);
    case "personName":
      return rules.personName(rule.label);
    case "pastDate":
      return rules.pastDate(rule.label);
    case "amount":
      return rules.amount(rule.label);
    case "wholeNumber":
      return rules.wholeNumber(rule.label, rule.min, rule.max);
    case "code":
      return code(rule.codes, t("error.chooseFromList", { label: inSentence(rule.label, locale) }));
    case "email":
      return rules.email;
    case "indianMobile":
      return rules.indianMobile;
    case "phoneNumber":
      return rules.phoneNumber;
    case "countryCode":
      return rules.countryCode;
    case "pinCode":
      return rules.pinCode;
    case "postalCode":
      return rules.postalCode;
    case "internationalPhone":
      return rules.internationalPhone;
    case "pan":
      return rules.pan;
    case "gstin":
      return rules.gstin;
    case "gstinOrTin":
      return rules.gstinOrTin;
    case "isoDate":
      return rules.isoDate;
    case "dateOfBirth":
      return rules.dateOfBirth;
  }
}

type CrossCheck = (values: LeadValues, language: Language) => Record<string, string>;

/** Rules that involve two fields (checked on raw values so they show beside the others). */
const crossChecks: Partial<Record<LeadFormId, CrossCheck>> = {
  consultation: (values, { rules }) => {
    const errors: Record<string, string> = {};
    const code = String(values.countryCode ?? "").trim();
    const mobile = String(values.mobile ?? "");
    if (!code || !mobile.trim()) return errors;
    const message = rules.mobileForCountry(code, mobile);
    if (message) errors.mobile = message;
    return errors;
  },
  distributor: (values, { t }) => {
    const errors: Record<string, string> = {};
    for (const n of pairs) {
      const company = String(values[`company${n}`] ?? "").trim();
      const area = String(values[`area${n}`] ?? "").trim();
      if (area && !company) errors[`company${n}`] = t("error.companyForArea");
    }
    return errors;
  },
};

/**
 * Values a form stores in a form that depends on another field. A mobile
 * under +91 is an Indian mobile, stored as its ten digits like every other
 * form's (nationalMobileDigits), not as the digits typed ("+91 98765 43210"
 * gave 919876543210); the cross-check above has already said it is one.
 */
const normalisers: Partial<Record<LeadFormId, (data: LeadData) => LeadData>> = {
  consultation: (data) =>
    data.countryCode === "+91" && typeof data.mobile === "string"
      ? { ...data, mobile: nationalMobileDigits(data.mobile) }
      : data,
};

/**
 * Every rule involving two fields of a form: the form's own, and fields that
 * are required unless another field says why they are empty.
 */
function crossCheck(
  definition: LeadFormDefinition,
  values: LeadValues,
  language: Language,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fieldsOf(definition)) {
    const unless = field.requiredUnless;
    if (!unless || String(values[field.name] ?? "").trim() !== "") continue;
    if (!unless.values.includes(String(values[unless.field] ?? "")))
      errors[field.name] = language.t(unless.message);
  }
  return { ...errors, ...crossChecks[definition.id]?.(values, language) };
}

// ---------------------------------------------------------------- schemas

/** "Enter your name", "Choose state"; a field may have a sentence of its own (required.<name>). */
function requiredMessage(field: LeadField, { t, locale }: Language): string {
  const own = `required.${field.name}`;
  if (checkMessages.has(locale, own)) return t(own);
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

function fieldSchema(field: LeadField, language: Language, place: Place): z.ZodType {
  if (field.kind === "checkboxes") {
    const codes = (field.options ?? []).map((o) => o.value);
    const { t } = language;
    return z
      .array(z.string())
      .optional()
      .transform((list) => list ?? [])
      .pipe(z.array(z.string()).max(codes.length, t("error.check", { label: field.label })))
      .refine((list) => list.every((v) => codes.includes(v)), t("error.chooseFromListAny"))
      .transform((list) => [...new Set(list)]);
  }
  const rule = ruleSchema(field.rule ?? { type: "shortText", label: field.label }, language, place);
  if (field.required) {
    const required = requiredMessage(field, language);
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

/** The zod schema of one form in one language, built from its definition in that language. */
function leadFormSchema(definition: LeadFormDefinition, language: Language, place: Place) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fieldsOf(definition)) shape[field.name] = fieldSchema(field, language, place);
  return z.object(shape).superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(
      crossCheck(definition, values as LeadValues, language),
    ))
      ctx.addIssue({ code: "custom", path: [path], message });
  });
}

interface Schemas {
  language: Language;
  definitions: Record<LeadFormId, LeadFormDefinition>;
  forms: Record<LeadFormId, Record<Place, ReturnType<typeof leadFormSchema>>>;
  /** A field's label by name, per form: for the message of a value no form sends. */
  labels: Record<LeadFormId, Map<string, string>>;
}

const built = new Map<string, Schemas>();

/** Every form's schema in a page's language, built on first use (an unknown code gives English). */
function schemasIn(locale: string): Schemas {
  const code = localeInfo(locale).code;
  let schemas = built.get(code);
  if (!schemas) {
    const t = checkMessages.in(code);
    const language: Language = { locale: code, t, rules: fieldRules(t) };
    const forms = leadFormsIn(code);
    schemas = {
      language,
      definitions: forms,
      forms: Object.fromEntries(
        leadFormIds.map((id) => {
          const india = leadFormSchema(forms[id], language, "india");
          // Only a form with a country has rules for elsewhere.
          const abroad = forms[id].countryField
            ? leadFormSchema(forms[id], language, "abroad")
            : india;
          return [id, { india, abroad }];
        }),
      ) as Schemas["forms"],
      labels: Object.fromEntries(
        leadFormIds.map((id) => [id, new Map(fieldsOf(forms[id]).map((f) => [f.name, f.label]))]),
      ) as Schemas["labels"],
    };
    built.set(code, schemas);
  }
  return schemas;
}

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
  const { forms, language, labels, definitions } = schemasIn(locale);
  // Every rule carries its own sentence; what is left is zod's English for a
  // value no form sends (a number where a text goes), said as "check <field>".
  const country = definitions[id].countryField;
  const where = country ? String(values[country] ?? "").trim() : "";
  const place: Place = where === "" || where === INDIA ? "india" : "abroad";
  const checked = checkValues(values, forms[id][place], {
    error: (issue) => language.t("error.check", { label: labels[id].get(String(issue.path?.[0])) }),
  });
  if (checked.ok) {
    const data: LeadData = {};
    for (const [key, value] of Object.entries(checked.data)) {
      if (value === undefined) continue;
      if (Array.isArray(value) && value.length === 0) continue;
      data[key] = value as string | string[];
    }
    return { success: true, data: normalisers[id]?.(data) ?? data };
  }
  const errors = { ...checked.errors };
  // Object-level rules do not run while a field fails; run them on the raw
  // values so the visitor sees every problem at once.
  for (const [key, message] of Object.entries(crossCheck(definitions[id], values, language)))
    errors[key] ??= message;
  return { success: false, errors };
}
