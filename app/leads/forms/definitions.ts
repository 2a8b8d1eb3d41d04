import { choiceLabel, indianStates, type Choice } from "~/lib/forms/options";
import {
  businessTypes,
  classifications,
  competitorCompanies,
  consultationTypes,
  countryCodes,
  firmTypes,
  partyInExistence,
  supplierCountries,
  tinStatuses,
  INDIA,
  TIN_REGISTERED,
} from "./choices";
import { defaultLocale, localeInfo } from "~/lib/i18n/locales";
import { REQUEST_PURPOSE, type NoticePurpose } from "~/lib/privacy/notice";
import type { CheckMessageKey } from "./checks/messages";
import { leadMessages, type LeadMessageKey } from "../messages";

/**
 * The lead forms as data: their fields, labels, codes and which fields
 * are required (spec sections 3 and 5), with their words from the message
 * catalogue (messages/<language>.json) in each language. The same definition renders the form,
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
  "barrier-report",
] as const;
export type LeadFormId = (typeof leadFormIds)[number];

export function isLeadFormId(value: string): value is LeadFormId {
  return (leadFormIds as readonly string[]).includes(value);
}

/**
 * "custom": a field whose control the page draws itself (LeadForm's
 * `custom` prop): the consultation's visit times, which depend on the PIN.
 */
export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "date"
  | "number"
  | "select"
  | "textarea"
  | "checkboxes"
  | "hidden"
  | "custom";

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
        | "postalCode"
        | "internationalPhone"
        | "pan"
        | "gstin"
        | "gstinOrTin"
        | "isoDate"
        | "dateOfBirth";
    }
  | { type: "wholeNumber"; label: string; min: number; max: number }
  | { type: "code"; codes: readonly string[]; label: string }
  /** One rule for an address in India, another elsewhere (the form's `countryField` says which). */
  | { type: "byCountry"; india: RuleSpec; abroad: RuleSpec };

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
  code: (codes: readonly string[], label: string): RuleSpec => ({ type: "code", codes, label }),
  email: { type: "email" },
  indianMobile: { type: "indianMobile" },
  phoneNumber: { type: "phoneNumber" },
  countryCode: { type: "countryCode" },
  pinCode: { type: "pinCode" },
  postalCode: { type: "postalCode" },
  internationalPhone: { type: "internationalPhone" },
  byCountry: (india: RuleSpec, abroad: RuleSpec): RuleSpec => ({
    type: "byCountry",
    india,
    abroad,
  }),
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
  /**
   * Required unless another field has one of these values (a contractor's
   * GSTIN, unless "Not registered" or "Applied for" is chosen). Checked with
   * the form, never by the browser on its own, and shown as required.
   */
  requiredUnless?: { field: string; values: readonly string[]; message: CheckMessageKey };
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
  /**
   * Kept encrypted at rest (ADR 61): identity numbers (PAN, TIN, GSTIN),
   * bank details, dates of birth and anniversaries, addresses. The leads'
   * store seals it on the way in; staff and the CRM see it opened.
   */
  sealed?: true;
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
  /**
   * The field naming the country of the address, when the form has one: its
   * `byCountry` rules follow it, India's when it is empty or India.
   */
  countryField?: string;
  /**
   * What the form's data is used for, as its privacy notice says (ADR 62):
   * the request itself first, which sending the form consents to, then
   * optional purposes, each with its own unticked box.
   */
  purposes: readonly NoticePurpose[];
}

/** What a form posts, field by field: text as typed, checkbox groups as lists. */
export type LeadValues = Record<string, string | string[]>;

/** Parsed, cleaned values: optional fields left empty are absent. */
export type LeadData = Record<string, string | string[]>;

// ---------------------------------------------------------------- fields

/**
 * Builds the forms with their words in one language. Every language's
 * forms have the same fields, names, rules and choices in the same order;
 * only the text differs, so a message or label of one can be paired with
 * the other's (lead-forms.ts translates validation messages that way).
 */
function buildLeadForms(locale: string): Record<LeadFormId, LeadFormDefinition> {
  const t = leadMessages.in(locale);
  /** A list of choices with their labels in this language; the codes stay. */
  const choices = (list: readonly Choice[], set: string, keep: readonly string[] = []) =>
    list.map((choice) =>
      keep.includes(choice.value)
        ? choice
        : { ...choice, label: t(`option.${set}.${choice.value}` as LeadMessageKey) },
    );

  const f = {
    name: (label = t("label.name")): LeadField => ({
      name: "name",
      label,
      kind: "text",
      rule: rules.personName(label),
      required: true,
      autoComplete: "name",
    }),
    email: (name = "email", label = t("label.email"), required = true): LeadField => ({
      name,
      label,
      kind: "email",
      rule: rules.email,
      required,
      autoComplete: "email",
      inputMode: "email",
    }),
    mobile: (name = "mobile", label = t("label.mobile"), required = true): LeadField => ({
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
      hint: t("hint.mobile"),
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
      ({
        name,
        label,
        kind: "text",
        rule: rules.shortText(label),
        required,
        ...extra,
      }) as LeadField,
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
        label,
      ),
    }),
    dob: (required = true): LeadField => ({
      name: "dateOfBirth",
      label: t("label.dateOfBirth"),
      kind: "date",
      rule: rules.dateOfBirth,
      required,
      autoComplete: "bday",
      sealed: true,
    }),
    tin: (required = true): LeadField => ({
      name: "tin",
      label: t("label.tin"),
      kind: "text",
      rule: rules.gstinOrTin,
      required,
      hint: t("hint.tin"),
      sealed: true,
    }),
    amountLakh: (name: string, label: string): LeadField => ({
      name,
      label,
      kind: "text",
      rule: rules.amount(label),
      inputMode: "decimal",
    }),
  };

  /**
   * A supplier's phone: Indian rules in India, E.164 elsewhere. The visitor
   * may type + and spaces, so the browser does not strip them.
   */
  const worldPhone = (name: string, label: string): LeadField => ({
    ...f.phone(name, label),
    rule: rules.byCountry(rules.phoneNumber, rules.internationalPhone),
    digitsOnly: false,
    inputMode: "tel",
  });

  const state = (required: boolean) =>
    f.select(
      "state",
      t("label.state"),
      choices(indianStates, "state"),
      required,
      t("prompt.state"),
    );

  // ----------------------------------------------------------- purposes

  /** The request itself: what sending the form asks us to do, in the form's own words. */
  const request = (
    kind: "consultation" | "enquiry" | "application" | "applicator" | "vendor" | "barrier",
  ): NoticePurpose => ({
    id: REQUEST_PURPOSE,
    text: t(`purpose.request.${kind}`),
    optional: false,
  });
  /** Offers and news by SMS or email: never without its own ticked box. */
  const marketing: NoticePurpose = {
    id: "marketing",
    text: t("purpose.marketing"),
    optional: true,
    consentLabel: t("consent.marketing"),
  };

  // -------------------------------------------------------------- forms

  // A home visit (issue 42): the mobile first, the email optional and said
  // what for, then where the home is and when to come. The visit's times
  // depend on the PIN, so the page draws that field itself ("custom"); the
  // server checks the choice against the slots still free and stores it as
  // visitDate and visitSlot.
  const hidden = (name: string, label: string, extra: Partial<LeadField> = {}): LeadField => ({
    name,
    label,
    kind: "hidden",
    rule: rules.longText(label),
    ...extra,
  });
  const consultation: LeadFormDefinition = {
    id: "consultation",
    title: "Free consultation request",
    purposes: [request("consultation"), marketing],
    submitLabel: t("submit.consultation"),
    contact: { name: ["name"], email: "email", mobile: ["mobile"] },
    sections: [
      {
        fields: [
          f.name(),
          {
            ...f.select(
              "countryCode",
              t("label.countryCode"),
              choices(countryCodes, "country"),
              true,
              t("prompt.countryCode"),
            ),
            rule: rules.countryCode,
            defaultValue: "+91",
            autoComplete: "tel-country-code",
          },
          { ...f.mobile(), rule: rules.phoneNumber },
          { ...f.email("email", t("label.email"), false), hint: t("hint.emailForVisit") },
          {
            name: "pin",
            label: t("label.pin"),
            kind: "text",
            rule: rules.pinCode,
            required: true,
            digitsOnly: true,
            inputMode: "numeric",
            autoComplete: "postal-code",
            hint: t("hint.pin"),
          },
          f.text("locality", t("label.locality"), true, {
            autoComplete: "address-level3",
            sealed: true,
            hint: t("hint.locality"),
          }),
          {
            name: "visit",
            label: t("label.visit"),
            kind: "custom",
            rule: rules.shortText(t("label.visit")),
            full: true,
          },
          // What the server makes of `visit`; whatever a browser posts here is replaced.
          hidden("visitDate", t("label.visitDate")),
          hidden("visitSlot", t("label.visitSlot"), {
            options: (["morning", "afternoon", "evening"] as const).map((slot) => ({
              value: slot,
              label: t(`visit.slot.${slot}`),
            })),
          }),
          f.select(
            "type",
            t("label.type"),
            choices(consultationTypes, "consultationType"),
            false,
            t("prompt.type"),
          ),
          f.paragraph("message", t("label.message"), false, { hint: t("hint.message") }),
          // The plan the visitor brings (app/plan/plan.ts): the paint, the
          // shortlist's codes, the visualiser's scheme, the calculator's
          // address (the inputs). The server checks each part and works the
          // estimate out again; the names, the result and the plan's own
          // address are its, never the browser's.
          hidden("product", t("label.product"), { rule: rules.shortText(t("label.product")) }),
          hidden("shades", t("label.shades")),
          hidden("shadeNames", t("label.shadeNames")),
          hidden("scheme", t("label.scheme")),
          hidden("estimate", t("label.estimate")),
          hidden("estimateSummary", t("label.estimateSummary")),
          hidden("planLink", t("label.planLink")),
        ],
      },
    ],
  };

  const contactFields = (): LeadField[] => [
    f.name(),
    f.email(),
    { ...f.phone("phone", t("label.phone"), true), hint: t("hint.phone") },
    f.text("subject", t("label.subject")),
    f.paragraph("question", t("label.question"), true),
  ];

  const quickContact: LeadFormDefinition = {
    id: "quick-contact",
    title: "Quick contact enquiry",
    purposes: [request("enquiry"), marketing],
    submitLabel: t("submit.quickContact"),
    contact: { name: ["name"], email: "email", mobile: ["phone"] },
    sections: [{ fields: contactFields() }],
  };

  const letsTalk: LeadFormDefinition = {
    id: "lets-talk",
    title: "Let's Talk enquiry",
    purposes: [request("enquiry"), marketing],
    submitLabel: t("submit.letsTalk"),
    contact: { name: ["name"], email: "email", mobile: ["phone"] },
    sections: [{ fields: contactFields() }],
  };

  const firmType = (required: boolean) =>
    f.select(
      "firmType",
      t("label.firmType"),
      choices(firmTypes, "firmType"),
      required,
      t("prompt.firmType"),
    );

  const dealerFields = (): LeadField[] => [
    f.text("partnerName", t("label.partnerName"), true, {
      rule: rules.personName(t("ruleLabel.name")),
    }),
    f.text("firmName", t("label.firmName"), true, { autoComplete: "organization" }),
    firmType(true),
    state(true),
    f.tin(true),
    f.mobile(),
    f.email(),
    f.dob(true),
    f.text("branchAndBank", t("label.branchAndBank"), true, {
      hint: t("hint.branchAndBank"),
      sealed: true,
    }),
    f.paragraph("companiesDealtWith", t("label.companiesDealtWith"), true, {
      hint: t("hint.companiesDealtWith"),
    }),
  ];

  const dealer: LeadFormDefinition = {
    id: "dealer",
    title: "Dealer application",
    purposes: [request("application"), marketing],
    submitLabel: t("submit.application"),
    contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
    sections: [{ legend: t("section.yourFirm"), fields: dealerFields() }],
  };

  const distributor: LeadFormDefinition = {
    id: "distributor",
    title: "CFA / CSA / Distributor application",
    purposes: [request("application"), marketing],
    submitLabel: t("submit.application"),
    contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
    sections: [
      { legend: t("section.yourFirm"), fields: dealerFields() },
      {
        legend: t("section.distributedCompanies"),
        intro: t("intro.distributedCompanies"),
        fields: pairs.flatMap((n) => [
          f.text(`company${n}`, t("label.company", { n })),
          f.text(`area${n}`, t("label.area", { n })),
        ]),
      },
    ],
  };

  const contractorFields = (full: boolean): LeadSection[] => [
    {
      legend: t("section.depot"),
      fields: [
        f.text("depot", t("label.depot")),
        f.text("soCode", t("label.soCode"), false, { hint: t("hint.soCode") }),
        ...(full
          ? [
              {
                name: "formDate",
                label: t("label.formDate"),
                kind: "date",
                rule: rules.isoDate,
              } satisfies LeadField,
            ]
          : []),
        f.text("applicatorCode", t("label.applicatorCode"), false, {
          hint: t("hint.applicatorCode"),
        }),
      ],
    },
    {
      legend: t("section.aboutYou"),
      fields: [
        f.text("applicatorName", t("label.applicatorName"), full, {
          rule: rules.personName(t("label.applicatorName")),
        }),
        firmType(full),
        f.text("partnerNames", t("label.partnerNames"), false, { full: true }),
        f.dob(true),
        {
          name: "marriageAnniversary",
          label: t("label.marriageAnniversary"),
          kind: "date",
          rule: rules.pastDate(t("label.marriageAnniversary")),
          sealed: true,
        },
        f.mobile(),
        f.phone("officePhone", t("label.officePhone")),
        f.phone("residentialPhone", t("label.residentialPhone")),
        f.paragraph("officeAddress", t("label.officeAddress"), full, {
          autoComplete: "street-address",
          sealed: true,
        }),
      ],
    },
    {
      legend: t("section.taxAndBank"),
      fields: [
        {
          ...f.select(
            "tinStatus",
            t("label.tinStatus"),
            choices(tinStatuses, "tinStatus"),
            true,
            t("prompt.tinStatus"),
          ),
          defaultValue: TIN_REGISTERED,
        },
        {
          ...f.tin(false),
          hint: t("hint.tinIfRegistered"),
          requiredUnless: {
            field: "tinStatus",
            values: tinStatuses.map((s) => s.value).filter((v) => v !== TIN_REGISTERED),
            message: "error.tinOrStatus",
          },
        },
        {
          name: "pan",
          label: t("label.pan"),
          kind: "text",
          rule: rules.pan,
          required: full,
          hint: t("hint.pan"),
          sealed: true,
        },
        f.text("bankerName", t("label.bankerName"), false, { sealed: true }),
        f.paragraph("bankerAddress", t("label.bankerAddress"), false, { sealed: true }),
      ],
    },
    {
      legend: t("section.business"),
      fields: [
        f.select(
          "partyInExistence",
          t("label.partyInExistence"),
          choices(partyInExistence, "partyInExistence"),
          full,
          t("prompt.partyInExistence"),
        ),
        {
          name: "competitors",
          label: t("label.competitors"),
          kind: "checkboxes",
          // Company names stay as the companies write them; only "Any other" is a word.
          options: choices(
            competitorCompanies,
            "competitor",
            competitorCompanies.map((c) => c.value).filter((v) => v !== "120"),
          ),
          full: true,
        },
        f.amountLakh("turnoverLakh", t("label.turnoverLakh")),
      ],
    },
    {
      legend: t("section.projects"),
      intro: t("intro.projects"),
      fields: pairs.flatMap((n) => [
        f.text(`project${n}`, t("label.project", { n })),
        f.amountLakh(`projectAmount${n}`, t("label.projectAmount", { n })),
      ]),
    },
  ];

  const contractor: LeadFormDefinition = {
    id: "contractor",
    title: "Applicator / contractor opening form",
    purposes: [request("applicator"), marketing],
    submitLabel: t("submit.application"),
    contact: { name: ["applicatorName"], mobile: ["mobile"] },
    sections: contractorFields(true),
  };

  const contractorShort: LeadFormDefinition = {
    id: "contractor-short",
    title: "Applicator / contractor quick registration",
    purposes: [request("applicator"), marketing],
    submitLabel: t("submit.register"),
    contact: { name: ["applicatorName"], mobile: ["mobile"] },
    sections: contractorFields(false),
  };

  const vendor: LeadFormDefinition = {
    id: "vendor",
    title: "Supplier registration",
    purposes: [request("vendor")],
    submitLabel: t("submit.vendor"),
    contact: {
      name: ["contactName", "presidentName", "companyName"],
      email: "email",
      mobile: ["contactPhone", "telephone", "presidentPhone"],
    },
    countryField: "country",
    sections: [
      {
        legend: t("section.company"),
        fields: [
          f.text("companyName", t("label.companyName"), false, { autoComplete: "organization" }),
          f.email("email", t("label.email"), false),
          f.paragraph("address", t("label.address"), false, {
            autoComplete: "street-address",
            sealed: true,
          }),
          f.text("city", t("label.city"), false, { autoComplete: "address-level2" }),
          state(false),
          {
            ...f.select(
              "country",
              t("label.country"),
              choices(supplierCountries, "supplierCountry"),
              false,
              t("prompt.country"),
            ),
            defaultValue: INDIA,
            autoComplete: "country",
          },
          {
            name: "zip",
            label: t("label.zip"),
            kind: "text",
            rule: rules.byCountry(rules.pinCode, rules.postalCode),
            autoComplete: "postal-code",
            hint: t("hint.zip"),
          },
          { ...worldPhone("telephone", t("label.telephone")), hint: t("hint.vendorPhone") },
          worldPhone("fax", t("label.fax")),
          {
            name: "gstin",
            label: t("label.gstin"),
            kind: "text",
            rule: rules.gstin,
            hint: t("hint.gstin"),
            sealed: true,
          },
        ],
      },
      ...vendorRoles.map((key): LeadSection => {
        const role = t(`role.${key}`);
        return {
          legend: t("section.management", { role }),
          fields: [
            f.text(`${key}Name`, t("label.roleName", { role }), false, {
              rule: rules.personName(t("ruleLabel.roleName", { role })),
            }),
            worldPhone(`${key}Phone`, t("label.rolePhone", { role })),
            worldPhone(`${key}Fax`, t("label.roleFax", { role })),
            {
              name: `${key}Experience`,
              label: t("label.roleExperience", { role }),
              kind: "number",
              rule: rules.wholeNumber(t("ruleLabel.roleExperience", { role }), 0, 70),
              inputMode: "numeric",
            },
          ],
        };
      }),
      {
        legend: t("section.background"),
        fields: [
          f.text("owner", t("label.owner")),
          f.select(
            "businessType",
            t("label.businessType"),
            choices(businessTypes, "businessType"),
            false,
            t("prompt.businessType"),
          ),
          {
            name: "yearEstablished",
            label: t("label.yearEstablished"),
            kind: "number",
            rule: rules.wholeNumber(t("label.yearEstablished"), 1850, currentYear),
            inputMode: "numeric",
          },
          f.select(
            "classification",
            t("label.classification"),
            choices(classifications, "classification"),
            false,
            t("prompt.classification"),
          ),
          f.paragraph("processes", t("label.processes"), true, { hint: t("hint.processes") }),
          f.paragraph("capabilities", t("label.capabilities")),
          f.paragraph("materials", t("label.materials")),
        ],
      },
      {
        legend: t("section.salesForecast"),
        fields: [
          f.amountLakh("salesNextYear", t("label.salesNextYear")),
          f.amountLakh("salesCurrentYear", t("label.salesCurrentYear")),
          f.amountLakh("salesPreviousYear", t("label.salesPreviousYear")),
          f.amountLakh("salesPreviousThreeYears", t("label.salesPreviousThreeYears")),
        ],
      },
      {
        legend: t("section.customers"),
        fields: [1, 2, 3, 4].map((n) => f.text(`customer${n}`, t("label.customer", { n }))),
      },
      {
        legend: t("section.quality"),
        fields: (["iso9000", "ts16949"] as const).flatMap((system) => [
          {
            name: `${system}Date`,
            label: t(`label.${system}Date`),
            kind: "date",
            rule: rules.isoDate,
          } satisfies LeadField,
          f.text(`${system}Registrar`, t(`label.${system}Registrar`)),
        ]),
      },
    ],
  };

  // The accessibility statement's "report a barrier" form (/accessibility).
  const barrierReport: LeadFormDefinition = {
    id: "barrier-report",
    title: "Accessibility barrier report",
    purposes: [request("barrier")],
    submitLabel: t("submit.barrierReport"),
    contact: { name: ["name"], email: "email", mobile: ["phone"] },
    sections: [
      {
        fields: [
          f.name(),
          f.email(),
          { ...f.phone("phone", t("label.phone")), hint: t("hint.phone") },
          f.text("pageAddress", t("label.pageAddress"), false, {
            hint: t("hint.pageAddress"),
            full: true,
          }),
          f.paragraph("barrier", t("label.barrier"), true, { hint: t("hint.barrier") }),
          f.text("technology", t("label.technology"), false, {
            hint: t("hint.technology"),
            full: true,
          }),
        ],
      },
    ],
  };

  return {
    consultation,
    "quick-contact": quickContact,
    "lets-talk": letsTalk,
    dealer,
    distributor,
    contractor,
    "contractor-short": contractorShort,
    vendor,
    "barrier-report": barrierReport,
  };
}

/** Distributor and contractor forms repeat some fields for up to three companies or projects. */
export const pairs = [1, 2, 3] as const;

const vendorRoles = ["president", "finance", "sales", "purchasing", "contact"] as const;

const currentYear = new Date().getFullYear();

const built = new Map<string, Record<LeadFormId, LeadFormDefinition>>();

/** The forms with their words in a page's language (an unknown code gives English). */
export function leadFormsIn(locale: string): Record<LeadFormId, LeadFormDefinition> {
  const code = localeInfo(locale).code;
  let forms = built.get(code);
  if (!forms) {
    forms = buildLeadForms(code);
    built.set(code, forms);
  }
  return forms;
}

/**
 * The forms in English: the labels staff, the CSV export and the CRM remarks
 * read. Built on first use, so a page in another language never needs the
 * English words in the browser (ADR 31).
 */
export function englishLeadForms(): Record<LeadFormId, LeadFormDefinition> {
  return leadFormsIn(defaultLocale);
}

export function fieldsOf(definition: LeadFormDefinition): LeadField[] {
  return definition.sections.flatMap((s) => s.fields);
}

/**
 * Reads a form's fields from FormData (or URLSearchParams); anything else
 * posted is ignored. The fields' names are the same in every language, so
 * the page's own language's definitions serve.
 */
export function valuesFromFormData(
  id: LeadFormId,
  formData: FormData | URLSearchParams,
  locale: string = defaultLocale,
): LeadValues {
  const values: LeadValues = {};
  for (const field of fieldsOf(leadFormsIn(locale)[id])) {
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

/**
 * A stored value as a person reads it: selections by label, with the code
 * beside it where it is one of the spec's number codes the CRM knows
 * ("Partnership (20)"). Other codes are words the label already says (a
 * state, "+91" in "India (+91)", a country), so they appear once.
 */
export function displayValue(field: LeadField, value: string | string[]): string {
  // Stored JSON may hold a number or null where the form sends text (an
  // import, an older version): shown as text, it cannot fail the lead's CRM
  // call or the staff list around it (issue 41).
  const list = (Array.isArray(value) ? value : [value]).map((v: unknown) =>
    typeof v === "string" ? v : v === null || v === undefined ? "" : String(v),
  );
  if (!field.options) return list.join(", ");
  return list
    .map((v) => {
      const label = choiceLabel(field.options ?? [], v);
      return /^\d+$/.test(v) && !label.includes(v) ? `${label} (${v})` : label;
    })
    .join(", ");
}

/** Every filled field of a lead, labelled, in form order. */
export function labelledValues(
  id: LeadFormId,
  data: LeadData,
): Array<{ name: string; label: string; value: string }> {
  return fieldsOf(englishLeadForms()[id])
    .filter((field) => data[field.name] !== undefined)
    .map((field) => ({
      name: field.name,
      label: field.label,
      value: displayValue(field, data[field.name] as string | string[]),
    }));
}
