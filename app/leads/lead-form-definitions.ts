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
} from "~/lib/forms/options";

/**
 * The eight lead forms as data: their fields, labels, codes and which fields
 * are required (spec sections 3 and 5). The same definition renders the form,
 * builds its zod schema (lead-forms.ts: used by the server and, while typing,
 * the browser) and labels every value in the CRM remarks and the CSV export.
 *
 * This module has no zod in it on purpose: a page with a form imports it to
 * render the fields, and only loads the schemas (lead-forms.ts, about 28 KB
 * gzip with zod) when the visitor starts using the form. Rules are therefore
 * named here (RuleSpec) and turned into zod schemas in lead-forms.ts.
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

/** A field's rule for a non-empty value, by name; lead-forms.ts maps each to its zod schema in fields.ts. */
export type RuleSpec =
  | { type: "shortText" | "longText" | "personName" | "pastDate" | "amount"; label: string }
  | {
      type:
        | "email"
        | "indianMobile"
        | "phoneNumber"
        | "countryCode"
        | "pinCode"
        | "pan"
        | "gstin"
        | "gstinOrTin"
        | "isoDate"
        | "dateOfBirth";
    }
  | { type: "wholeNumber"; label: string; min: number; max: number }
  | { type: "code"; codes: readonly string[]; message: string };

/** Builders with the names (and defaults) of the rules in fields.ts. */
const rules = {
  shortText: (label: string): RuleSpec => ({ type: "shortText", label }),
  longText: (label: string): RuleSpec => ({ type: "longText", label }),
  personName: (label = "Name"): RuleSpec => ({ type: "personName", label }),
  pastDate: (label: string): RuleSpec => ({ type: "pastDate", label }),
  amount: (label: string): RuleSpec => ({ type: "amount", label }),
  wholeNumber: (label: string, min: number, max: number): RuleSpec => ({
    type: "wholeNumber",
    label,
    min,
    max,
  }),
  code: (codes: readonly string[], message: string): RuleSpec => ({ type: "code", codes, message }),
  email: { type: "email" },
  indianMobile: { type: "indianMobile" },
  phoneNumber: { type: "phoneNumber" },
  countryCode: { type: "countryCode" },
  pinCode: { type: "pinCode" },
  pan: { type: "pan" },
  gstin: { type: "gstin" },
  gstinOrTin: { type: "gstinOrTin" },
  isoDate: { type: "isoDate" },
  dateOfBirth: { type: "dateOfBirth" },
} satisfies Record<string, RuleSpec | ((...args: never[]) => RuleSpec)>;

export interface LeadField {
  name: string;
  label: string;
  kind: FieldKind;
  /** The rule for a non-empty value (checkboxes are checked against `options`). */
  rule?: RuleSpec;
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
}

/** What a form posts, field by field: text as typed, checkbox groups as lists. */
export type LeadValues = Record<string, string | string[]>;

/** Parsed, cleaned values: optional fields left empty are absent. */
export type LeadData = Record<string, string | string[]>;

// ---------------------------------------------------------------- fields

const f = {
  name: (label = "Your name"): LeadField => ({
    name: "name",
    label,
    kind: "text",
    rule: rules.personName(label),
    required: true,
    autoComplete: "name",
  }),
  email: (name = "email", label = "Email address", required = true): LeadField => ({
    name,
    label,
    kind: "email",
    rule: rules.email,
    required,
    autoComplete: "email",
    inputMode: "email",
  }),
  mobile: (name = "mobile", label = "Mobile number", required = true): LeadField => ({
    name,
    label,
    kind: "tel",
    rule: rules.indianMobile,
    required,
    digitsOnly: true,
    inputMode: "numeric",
    // "tel", not "tel-national": HTML allows the national part only in a
    // separate field, and the rule above drops the +91 a browser fills in.
    autoComplete: "tel",
    hint: "10 digits, for example 9820012345",
  }),
  phone: (name: string, label: string, required = false): LeadField => ({
    name,
    label,
    kind: "tel",
    rule: rules.phoneNumber,
    required,
    digitsOnly: true,
    inputMode: "numeric",
  }),
  text: (name: string, label: string, required = false, extra: Partial<LeadField> = {}) =>
    ({ name, label, kind: "text", rule: rules.shortText(label), required, ...extra }) as LeadField,
  paragraph: (name: string, label: string, required = false, extra: Partial<LeadField> = {}) =>
    ({
      name,
      label,
      kind: "textarea",
      rule: rules.longText(label),
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
    rule: rules.code(
      options.map((o) => o.value),
      `Choose ${label.toLowerCase()} from the list`,
    ),
  }),
  dob: (required = true): LeadField => ({
    name: "dateOfBirth",
    label: "Date of birth",
    kind: "date",
    rule: rules.dateOfBirth,
    required,
    autoComplete: "bday",
  }),
  tin: (required = true): LeadField => ({
    name: "tin",
    label: "GSTIN / TIN",
    kind: "text",
    rule: rules.gstinOrTin,
    required,
    hint: "15-character GSTIN, or the 11-digit TIN if you have no GSTIN yet",
  }),
  amountLakh: (name: string, label: string): LeadField => ({
    name,
    label,
    kind: "text",
    rule: rules.amount(label),
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
          rule: rules.countryCode,
          defaultValue: "+91",
          autoComplete: "tel-country-code",
        },
        { ...f.mobile(), rule: rules.phoneNumber },
        f.select("type", "Type of project", consultationTypes, false, "Not specified"),
        f.paragraph("message", "What would you like help with?", true, {
          hint: "Rooms, surfaces, shades you like, when you plan to paint",
        }),
        { name: "product", label: "Product", kind: "hidden", rule: rules.shortText("Product") },
      ],
    },
  ],
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
  f.text("partnerName", "Proprietor / partner name", true, { rule: rules.personName("Name") }),
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

/** Distributor and contractor forms repeat some fields for up to three companies or projects. */
export const pairs = [1, 2, 3] as const;

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
              rule: rules.isoDate,
            } satisfies LeadField,
          ]
        : []),
      f.text("applicatorCode", "Applicator code", false, { hint: "If you already have one" }),
    ],
  },
  {
    legend: "About you and your firm",
    fields: [
      f.text("applicatorName", "Applicator name", full, {
        rule: rules.personName("Applicator name"),
      }),
      f.select("firmType", "Firm type", firmTypes, full, "Choose the firm type"),
      f.text("partnerNames", "Partners' names", false, { full: true }),
      f.dob(true),
      {
        name: "marriageAnniversary",
        label: "Marriage anniversary",
        kind: "date",
        rule: rules.pastDate("Marriage anniversary"),
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
      {
        name: "pan",
        label: "PAN",
        kind: "text",
        rule: rules.pan,
        required: full,
        hint: "ABCDE1234F",
      },
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
          rule: rules.pinCode,
          inputMode: "numeric",
          autoComplete: "postal-code",
        },
        f.phone("telephone", "Telephone"),
        f.phone("fax", "Fax"),
        { name: "gstin", label: "GSTIN", kind: "text", rule: rules.gstin, hint: "27ABCDE1234F1Z5" },
      ],
    },
    ...vendorRoles.map(([key, role]): LeadSection => ({
      legend: `Management contact: ${role}`,
      fields: [
        f.text(`${key}Name`, `${role}: name`, false, { rule: rules.personName(`${role} name`) }),
        f.phone(`${key}Phone`, `${role}: phone`),
        f.phone(`${key}Fax`, `${role}: fax`),
        {
          name: `${key}Experience`,
          label: `${role}: experience (years)`,
          kind: "number",
          rule: rules.wholeNumber(`${role} experience`, 0, 70),
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
          rule: rules.wholeNumber("Year established", 1850, currentYear),
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
        {
          name: "iso9000Date",
          label: "ISO 9000 registration date",
          kind: "date",
          rule: rules.isoDate,
        },
        f.text("iso9000Registrar", "ISO 9000 registrar"),
        {
          name: "ts16949Date",
          label: "TS 16949 registration date",
          kind: "date",
          rule: rules.isoDate,
        },
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
