import { z } from "zod";
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
} from "./fields";
import {
  businessTypes,
  choiceLabel,
  classifications,
  competitorCompanies,
  consultationTypes,
  countryCodes,
  firmTypes,
  indianStates,
  partyInExistence,
  type Choice,
} from "./options";

/**
 * The eight lead forms as data: their fields, labels, codes and which fields
 * are required (spec sections 3 and 5). The same definition renders the form,
 * builds its zod schema (used by the server and, while typing, the browser)
 * and labels every value in the CRM remarks and the CSV export.
 */
export const leadFormIds = [
  "consultation",
  "quick-contact",
  "lets-talk",
  "dealer",
  "distributor",
  "contractor",
  "contractor-short",
  "vendor",
] as const;
export type LeadFormId = (typeof leadFormIds)[number];

export function isLeadFormId(value: string): value is LeadFormId {
  return (leadFormIds as readonly string[]).includes(value);
}

export type FieldKind =
  "text" | "email" | "tel" | "date" | "number" | "select" | "textarea" | "checkboxes" | "hidden";

export interface LeadField {
  name: string;
  label: string;
  kind: FieldKind;
  /** The rule for a non-empty value (checkboxes are checked against `options`). */
  rule?: z.ZodType<string, string>;
  required?: boolean;
  options?: readonly Choice[];
  /** Placeholder option text for a select, e.g. "Choose your state". */
  prompt?: string;
  hint?: string;
  autoComplete?: string;
  /** Span both columns of the form grid. */
  full?: boolean;
  /** Strip everything but digits while the visitor types (mobile, phone, fax). */
  digitsOnly?: boolean;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "text";
  defaultValue?: string;
}

export interface LeadSection {
  legend?: string;
  intro?: string;
  fields: LeadField[];
}

export interface LeadFormDefinition {
  id: LeadFormId;
  /** How staff and the CRM remarks name this kind of lead. */
  title: string;
  submitLabel: string;
  sections: LeadSection[];
  /** Which fields give the CRM its name, email and mobile parameters. */
  contact: { name: string[]; email?: string; mobile: string[] };
  /** Rules that involve two fields (checked on raw values so they show beside the others). */
  crossCheck?: (values: LeadValues) => Record<string, string>;
}

/** What a form posts, field by field: text as typed, checkbox groups as lists. */
export type LeadValues = Record<string, string | string[]>;

// ---------------------------------------------------------------- fields

const f = {
  name: (label = "Your name"): LeadField => ({
    name: "name",
    label,
    kind: "text",
    rule: personName(label),
    required: true,
    autoComplete: "name",
  }),
  email: (name = "email", label = "Email address", required = true): LeadField => ({
    name,
    label,
    kind: "email",
    rule: email,
    required,
    autoComplete: "email",
    inputMode: "email",
  }),
  mobile: (name = "mobile", label = "Mobile number", required = true): LeadField => ({
    name,
    label,
    kind: "tel",
    rule: indianMobile,
    required,
    digitsOnly: true,
    inputMode: "numeric",
    autoComplete: "tel-national",
    hint: "10 digits, for example 9820012345",
  }),
  phone: (name: string, label: string, required = false): LeadField => ({
    name,
    label,
    kind: "tel",
    rule: phoneNumber,
    required,
    digitsOnly: true,
    inputMode: "numeric",
  }),
  text: (name: string, label: string, required = false, extra: Partial<LeadField> = {}) =>
    ({ name, label, kind: "text", rule: shortText(label), required, ...extra }) as LeadField,
  paragraph: (name: string, label: string, required = false, extra: Partial<LeadField> = {}) =>
    ({
      name,
      label,
      kind: "textarea",
      rule: longText(label),
      required,
      full: true,
      ...extra,
    }) as LeadField,
  select: (
    name: string,
    label: string,
    options: readonly Choice[],
    required: boolean,
    prompt: string,
  ): LeadField => ({
    name,
    label,
    kind: "select",
    options,
    prompt,
    required,
    rule: code(
      options.map((o) => o.value),
      `Choose ${label.toLowerCase()} from the list`,
    ),
  }),
  dob: (required = true): LeadField => ({
    name: "dateOfBirth",
    label: "Date of birth",
    kind: "date",
    rule: dateOfBirth,
    required,
    autoComplete: "bday",
  }),
  tin: (required = true): LeadField => ({
    name: "tin",
    label: "GSTIN / TIN",
    kind: "text",
    rule: gstinOrTin,
    required,
    hint: "15-character GSTIN, or the 11-digit TIN if you have no GSTIN yet",
  }),
  amountLakh: (name: string, label: string): LeadField => ({
    name,
    label,
    kind: "text",
    rule: amount(label),
    inputMode: "decimal",
  }),
};

const state = (required: boolean) =>
  f.select("state", "State", indianStates, required, "Choose your state");

// ---------------------------------------------------------------- forms

const consultation: LeadFormDefinition = {
  id: "consultation",
  title: "Free consultation request",
  submitLabel: "Book my free consultation",
  contact: { name: ["name"], email: "email", mobile: ["mobile"] },
  sections: [
    {
      fields: [
        f.name(),
        f.email(),
        {
          ...f.select("countryCode", "Country code", countryCodes, true, "Choose a country code"),
          rule: countryCode,
          defaultValue: "+91",
          autoComplete: "tel-country-code",
        },
        { ...f.mobile(), rule: phoneNumber },
        f.select("type", "Type of project", consultationTypes, false, "Not specified"),
        f.paragraph("message", "What would you like help with?", true, {
          hint: "Rooms, surfaces, shades you like, when you plan to paint",
        }),
        { name: "product", label: "Product", kind: "hidden", rule: shortText("Product") },
      ],
    },
  ],
  crossCheck: (values) => {
    const errors: Record<string, string> = {};
    const code = String(values.countryCode ?? "").trim();
    const mobile = String(values.mobile ?? "");
    if (!code || !mobile.trim()) return errors;
    const message = mobileForCountry(code, mobile);
    if (message) errors.mobile = message;
    return errors;
  },
};

const contactFields = (): LeadField[] => [
  f.name(),
  f.email(),
  { ...f.phone("phone", "Phone number", true), hint: "Mobile or landline with STD code" },
  f.text("subject", "Subject"),
  f.paragraph("question", "Your question", true),
];

const quickContact: LeadFormDefinition = {
  id: "quick-contact",
  title: "Quick contact enquiry",
  submitLabel: "Send enquiry",
  contact: { name: ["name"], email: "email", mobile: ["phone"] },
  sections: [{ fields: contactFields() }],
};

const letsTalk: LeadFormDefinition = {
  id: "lets-talk",
  title: "Let's Talk enquiry",
  submitLabel: "Send message",
  contact: { name: ["name"], email: "email", mobile: ["phone"] },
  sections: [{ fields: contactFields() }],
};

const dealerFields = (): LeadField[] => [
  f.text("partnerName", "Proprietor / partner name", true, { rule: personName("Name") }),
  f.text("firmName", "Firm name", true, { autoComplete: "organization" }),
  f.select("firmType", "Firm type", firmTypes, true, "Choose the firm type"),
  state(true),
  f.tin(true),
  f.mobile(),
  f.email(),
  f.dob(true),
  f.text("branchAndBank", "Bank and branch", true, {
    hint: "For example State Bank of India, Pune Camp",
  }),
  f.paragraph("companiesDealtWith", "Companies you deal with as a dealer", true, {
    hint: "Brands you already stock, with roughly how long",
  }),
];

const dealer: LeadFormDefinition = {
  id: "dealer",
  title: "Dealer application",
  submitLabel: "Send my application",
  contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
  sections: [{ legend: "Your firm", fields: dealerFields() }],
};

const pairs = [1, 2, 3] as const;

const distributor: LeadFormDefinition = {
  id: "distributor",
  title: "CFA / CSA / Distributor application",
  submitLabel: "Send my application",
  contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
  sections: [
    { legend: "Your firm", fields: dealerFields() },
    {
      legend: "Companies you distribute for (up to three)",
      intro: "Optional. Tell us the areas you cover for each company.",
      fields: pairs.flatMap((n) => [
        f.text(`company${n}`, `Company ${n}`),
        f.text(`area${n}`, `Area covered for company ${n}`),
      ]),
    },
  ],
  crossCheck: (values) => {
    const errors: Record<string, string> = {};
    for (const n of pairs) {
      const company = String(values[`company${n}`] ?? "").trim();
      const area = String(values[`area${n}`] ?? "").trim();
      if (area && !company) errors[`company${n}`] = `Add the company you cover this area for`;
    }
    return errors;
  },
};

const contractorFields = (full: boolean): LeadSection[] => [
  {
    legend: "Depot details",
    fields: [
      f.text("depot", "Depot"),
      f.text("soCode", "SO code", false, { hint: "Your Kamo sales officer's code, if known" }),
      ...(full
        ? [
            {
              name: "formDate",
              label: "Date",
              kind: "date",
              rule: isoDate,
            } satisfies LeadField,
          ]
        : []),
      f.text("applicatorCode", "Applicator code", false, { hint: "If you already have one" }),
    ],
  },
  {
    legend: "About you and your firm",
    fields: [
      f.text("applicatorName", "Applicator name", full, { rule: personName("Applicator name") }),
      f.select("firmType", "Firm type", firmTypes, full, "Choose the firm type"),
      f.text("partnerNames", "Partners' names", false, { full: true }),
      f.dob(true),
      {
        name: "marriageAnniversary",
        label: "Marriage anniversary",
        kind: "date",
        rule: pastDate("Marriage anniversary"),
      },
      f.mobile(),
      f.phone("officePhone", "Office phone"),
      f.phone("residentialPhone", "Residential phone"),
      f.paragraph("officeAddress", "Office address", full, { autoComplete: "street-address" }),
    ],
  },
  {
    legend: "Tax and bank",
    fields: [
      f.tin(true),
      { name: "pan", label: "PAN", kind: "text", rule: pan, required: full, hint: "ABCDE1234F" },
      f.text("bankerName", "Banker name"),
      f.paragraph("bankerAddress", "Banker address"),
    ],
  },
  {
    legend: "Your business",
    fields: [
      f.select(
        "partyInExistence",
        "Party in existence",
        partyInExistence,
        full,
        "How long has the firm been working?",
      ),
      {
        name: "competitors",
        label: "Companies whose paints you apply",
        kind: "checkboxes",
        options: competitorCompanies,
        full: true,
      },
      f.amountLakh("turnoverLakh", "Firm turnover (₹ lakh)"),
    ],
  },
  {
    legend: "Projects undertaken (up to three)",
    intro: "Optional. Recent painting projects and their value.",
    fields: pairs.flatMap((n) => [
      f.text(`project${n}`, `Project ${n}`),
      f.amountLakh(`projectAmount${n}`, `Project ${n} amount (₹ lakh)`),
    ]),
  },
];

const contractor: LeadFormDefinition = {
  id: "contractor",
  title: "Applicator / contractor opening form",
  submitLabel: "Send my application",
  contact: { name: ["applicatorName"], mobile: ["mobile"] },
  sections: contractorFields(true),
};

const contractorShort: LeadFormDefinition = {
  id: "contractor-short",
  title: "Applicator / contractor quick registration",
  submitLabel: "Register",
  contact: { name: ["applicatorName"], mobile: ["mobile"] },
  sections: contractorFields(false),
};

const vendorRoles = [
  ["president", "President"],
  ["finance", "Finance"],
  ["sales", "Sales"],
  ["purchasing", "Purchasing"],
  ["contact", "Contact person"],
] as const;

const currentYear = new Date().getFullYear();

const vendor: LeadFormDefinition = {
  id: "vendor",
  title: "Supplier registration",
  submitLabel: "Send supplier details",
  contact: {
    name: ["contactName", "presidentName", "companyName"],
    email: "email",
    mobile: ["contactPhone", "telephone", "presidentPhone"],
  },
  sections: [
    {
      legend: "Company",
      fields: [
        f.text("companyName", "Company name", false, { autoComplete: "organization" }),
        f.email("email", "Email address", false),
        f.paragraph("address", "Address", false, { autoComplete: "street-address" }),
        f.text("city", "City", false, { autoComplete: "address-level2" }),
        state(false),
        {
          name: "zip",
          label: "PIN code",
          kind: "text",
          rule: pinCode,
          inputMode: "numeric",
          autoComplete: "postal-code",
        },
        f.phone("telephone", "Telephone"),
        f.phone("fax", "Fax"),
        { name: "gstin", label: "GSTIN", kind: "text", rule: gstin, hint: "27ABCDE1234F1Z5" },
      ],
    },
    ...vendorRoles.map(([key, role]): LeadSection => ({
      legend: `Management contact: ${role}`,
      fields: [
        f.text(`${key}Name`, `${role}: name`, false, { rule: personName(`${role} name`) }),
        f.phone(`${key}Phone`, `${role}: phone`),
        f.phone(`${key}Fax`, `${role}: fax`),
        {
          name: `${key}Experience`,
          label: `${role}: experience (years)`,
          kind: "number",
          rule: wholeNumber(`${role} experience`, 0, 70),
          inputMode: "numeric",
        },
      ],
    })),
    {
      legend: "Company background",
      fields: [
        f.text("owner", "Owner"),
        f.select("businessType", "Business type", businessTypes, false, "Choose the business type"),
        {
          name: "yearEstablished",
          label: "Year established",
          kind: "number",
          rule: wholeNumber("Year established", 1850, currentYear),
          inputMode: "numeric",
        },
        f.select(
          "classification",
          "Classification",
          classifications,
          false,
          "Choose large or small",
        ),
        f.paragraph("processes", "Description of processes", true, {
          hint: "What you make and how: for example resin cooking, pigment grinding, can making",
        }),
        f.paragraph("capabilities", "Capabilities"),
        f.paragraph("materials", "Materials"),
      ],
    },
    {
      legend: "Sales forecast (₹ lakh)",
      fields: [
        f.amountLakh("salesNextYear", "Next year"),
        f.amountLakh("salesCurrentYear", "Current year"),
        f.amountLakh("salesPreviousYear", "Previous year"),
        f.amountLakh("salesPreviousThreeYears", "Previous three years"),
      ],
    },
    {
      legend: "Top four customers",
      fields: [1, 2, 3, 4].map((n) => f.text(`customer${n}`, `Customer ${n}`)),
    },
    {
      legend: "Quality registrations",
      fields: [
        { name: "iso9000Date", label: "ISO 9000 registration date", kind: "date", rule: isoDate },
        f.text("iso9000Registrar", "ISO 9000 registrar"),
        { name: "ts16949Date", label: "TS 16949 registration date", kind: "date", rule: isoDate },
        f.text("ts16949Registrar", "TS 16949 registrar"),
      ],
    },
  ],
};

export const leadForms: Record<LeadFormId, LeadFormDefinition> = {
  consultation,
  "quick-contact": quickContact,
  "lets-talk": letsTalk,
  dealer,
  distributor,
  contractor,
  "contractor-short": contractorShort,
  vendor,
};

export function fieldsOf(definition: LeadFormDefinition): LeadField[] {
  return definition.sections.flatMap((s) => s.fields);
}

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
  const rule = field.rule ?? shortText(field.label);
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
      definition.crossCheck?.(values as LeadValues) ?? {},
    ))
      ctx.addIssue({ code: "custom", path: [path], message });
  });
}

export const leadSchemas = Object.fromEntries(
  leadFormIds.map((id) => [id, leadFormSchema(leadForms[id])]),
) as Record<LeadFormId, ReturnType<typeof leadFormSchema>>;

/** Parsed, cleaned values: optional fields left empty are absent. */
export type LeadData = Record<string, string | string[]>;

export type LeadValidation =
  { success: true; data: LeadData } | { success: false; errors: Record<string, string> };

/** Validates a submission; one message per field, cross-field rules included. */
export function validateLead(id: LeadFormId, values: LeadValues): LeadValidation {
  const definition = leadForms[id];
  const result = leadSchemas[id].safeParse(values);
  if (result.success) {
    const data: LeadData = {};
    for (const [key, value] of Object.entries(result.data)) {
      if (value === undefined) continue;
      if (Array.isArray(value) && value.length === 0) continue;
      data[key] = value as string | string[];
    }
    return { success: true, data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = issue.message;
  }
  // Object-level rules do not run while a field fails; run them on the raw
  // values so the visitor sees every problem at once.
  for (const [key, message] of Object.entries(definition.crossCheck?.(values) ?? {}))
    errors[key] ??= message;
  return { success: false, errors };
}

/** Reads a form's fields from FormData (or URLSearchParams); anything else posted is ignored. */
export function valuesFromFormData(
  id: LeadFormId,
  formData: FormData | URLSearchParams,
): LeadValues {
  const values: LeadValues = {};
  for (const field of fieldsOf(leadForms[id])) {
    if (field.kind === "checkboxes") {
      values[field.name] = formData
        .getAll(field.name)
        .filter((v): v is string => typeof v === "string");
      continue;
    }
    const value = formData.get(field.name);
    values[field.name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** A stored value as a person reads it: selections by label with their code. */
export function displayValue(field: LeadField, value: string | string[]): string {
  const list = Array.isArray(value) ? value : [value];
  if (field.options)
    return list.map((v) => `${choiceLabel(field.options ?? [], v)} (${v})`).join(", ");
  return list.join(", ");
}

/** Every filled field of a lead, labelled, in form order. */
export function labelledValues(
  id: LeadFormId,
  data: LeadData,
): Array<{ name: string; label: string; value: string }> {
  return fieldsOf(leadForms[id])
    .filter((field) => data[field.name] !== undefined)
    .map((field) => ({
      name: field.name,
      label: field.label,
      value: displayValue(field, data[field.name] as string | string[]),
    }));
}
