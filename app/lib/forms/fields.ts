import { z } from "zod";
import { withoutControlCharacters } from "~/lib/control-characters";
import { istDateOf, type IsoDate } from "~/lib/ist";

/**
 * Reusable field rules for every lead form, shared by the server (which is the
 * authority) and the browser (which checks as the visitor goes). Messages say
 * what a correct value looks like, in the formats Indian visitors know.
 *
 * The rules are built for one language at a time (`fieldRules(words)`): each
 * check says its message through `words`, so a form in Hindi gets the Hindi
 * sentence from its own catalogue directly. This module knows no catalogue
 * (shared code imports no capability); the English below is for checks that
 * have no visitor of their own, such as the dealer list's CSV import.
 *
 * All inputs arrive as strings from FormData. Optional fields treat "" as
 * "not given", so each rule is written for a non-empty value.
 */

/** Longest value we keep for a one-line field; a name or firm never needs more. */
export const SHORT_TEXT_MAX = 150;
/** Longest value for a paragraph field (message, address, description). */
export const LONG_TEXT_MAX = 2_000;

/**
 * Trims, normalises Unicode (so composed Hindi/Tamil compare equal) and drops
 * control characters (C0 but tab and line breaks, DEL, C1): they never belong
 * in a lead or a dealer record.
 */
export function cleanText(value: string): string {
  return withoutControlCharacters(value.normalize("NFC")).trim();
}

/** Every sentence a rule can say, by the key a message catalogue gives it. */
export const englishRuleMessages = {
  "rule.tooLong": "{label} can be at most {max} characters",
  "rule.needsLetters": "{label} should contain letters",
  "rule.nameTooLong": "{label} is too long",
  "rule.emailTooLong": "That email address is too long",
  "rule.email": "Enter an email address like name@example.com",
  "rule.mobileDigits":
    "Enter an Indian 10-digit mobile number, for example 98200 12345 or +91 98200 12345",
  "rule.mobileStart": "Indian mobile numbers start with 6, 7, 8 or 9",
  "rule.mobileAnyCountry": "Enter the mobile number, 6 to 15 digits",
  "rule.phoneShort": "Enter the phone number with its STD code, for example 022 2345 6789",
  "rule.phoneLong": "A phone number has at most 15 digits",
  "rule.countryCode": "Enter a country code like +91",
  "rule.pinCode": "Enter the 6-digit PIN code, for example 400001",
  "rule.postalCode": "Enter the postal code: up to 10 letters and digits",
  "rule.phoneInternational": "Enter the number with its country code, for example +1 973 555 0100",
  "rule.pan": "Enter the 10-character PAN as printed on the card, for example ABCDE1234F",
  "rule.gstin":
    "Enter the 15-character GSTIN, for example 27ABCDE1234F1Z5 (state code, PAN, then 3 characters)",
  "rule.gstinOrTin": "Enter your 15-character GSTIN (for example 27ABCDE1234F1Z5) or 11-digit TIN",
  "rule.dateFormat": "Enter the date as DD/MM/YYYY",
  "rule.dateMissing": "That date does not exist",
  "rule.pastDate": "{label} must be a date in the past",
  "rule.dateOfBirth": "Date of birth",
  "rule.adult":
    "You must be 18 or older to apply: we cannot accept an application from anyone under 18",
  "rule.amount": "{label}: enter an amount in figures, for example 12.5",
  "rule.wholeNumber": "{label}: enter a whole number",
  "rule.range": "{label} must be {min} to {max}",
} as const;

export type RuleMessageKey = keyof typeof englishRuleMessages;

/** Says a rule's message in one language; a message catalogue's translate function fits. */
export type RuleWords = (key: RuleMessageKey, values?: Record<string, unknown>) => string;

/** The English sentences, with `{name}` filled in. */
export const englishRuleWords: RuleWords = (key, values = {}) =>
  englishRuleMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** Keeps digits only, as the inputs do while the visitor types. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * The ten digits of an Indian mobile typed with +91, 0091, 091 or 0 in front
 * (and 0 after the country code), or as they are. Every form that stores an
 * Indian mobile stores it this way (issue 42).
 */
export function nationalMobileDigits(value: string): string {
  const digits = digitsOnly(value);
  const prefix = ["0091", "091", "910", "91", "0"].find(
    (p) => digits.startsWith(p) && digits.length === p.length + 10,
  );
  return prefix ? digits.slice(prefix.length) : digits;
}

/** GSTIN: state code, PAN, entity number, Z, check character (27ABCDE1234F1Z5). */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Pre-GST state VAT TIN: 11 digits. Older dealers still quote it. */
export const VAT_TIN_PATTERN = /^\d{11}$/;

/** Today as YYYY-MM-DD (UTC), the form <input type="date"> sends. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Whether someone born on `dateOfBirth` is 18 on `today` (both YYYY-MM-DD):
 * from their 18th birthday on, not the day before. Compared as text, month
 * and day of today 18 years back, so 29 February counts as reached on 1 March.
 */
export function isAdultOn(dateOfBirth: IsoDate, today: IsoDate): boolean {
  const eighteenYearsBack = `${String(Number(today.slice(0, 4)) - 18).padStart(4, "0")}${today.slice(4)}`;
  return dateOfBirth <= eighteenYearsBack;
}

/** The field rules, each saying its messages through `say`. */
export function fieldRules(say: RuleWords) {
  const text = (max: number, label: string) =>
    z
      .string()
      .transform(cleanText)
      .pipe(z.string().max(max, say("rule.tooLong", { label, max })));

  const shortText = (label: string) => text(SHORT_TEXT_MAX, label);
  const longText = (label: string) => text(LONG_TEXT_MAX, label);

  const personName = (label = "Name") =>
    shortText(label).pipe(
      z
        .string()
        .regex(/\p{L}/u, say("rule.needsLetters", { label }))
        .max(100, say("rule.nameTooLong", { label })),
    );

  const email = z
    .string()
    .transform((v) => cleanText(v).toLowerCase())
    .pipe(
      z
        .string()
        .max(254, say("rule.emailTooLong"))
        .pipe(z.email(say("rule.email"))),
    );

  /**
   * An Indian mobile number: 10 digits starting 6 to 9, stored as those ten
   * digits. People type it as they dial it, so +91, 0091 and a leading 0 (also
   * after +91), spaces and dashes are accepted and dropped.
   */
  const indianMobile = z
    .string()
    .transform(nationalMobileDigits)
    .pipe(
      z
        .string()
        .regex(/^\d{10}$/, say("rule.mobileDigits"))
        .regex(/^[6-9]/, say("rule.mobileStart")),
    );

  /** Any phone: a mobile or a landline with its STD code (e.g. 022 2345 6789), 6 to 15 digits. */
  const phoneNumber = z
    .string()
    .transform(digitsOnly)
    .pipe(z.string().min(6, say("rule.phoneShort")).max(15, say("rule.phoneLong")));

  /** Mobile for a given country code: Indian rules for +91, the international 6-15 digits otherwise. */
  function mobileForCountry(countryCode: string, mobile: string): string | undefined {
    if (countryCode === "+91") {
      const result = indianMobile.safeParse(mobile);
      return result.success ? undefined : result.error.issues[0]?.message;
    }
    const digits = digitsOnly(mobile);
    if (digits.length < 6 || digits.length > 15) return say("rule.mobileAnyCountry");
    return undefined;
  }

  const countryCode = z
    .string()
    .transform((v) => cleanText(v).replace(/\s/g, ""))
    .pipe(z.string().regex(/^\+\d{1,4}$/, say("rule.countryCode")));

  /** Six-digit PIN code; the first digit is never 0. */
  const pinCode = z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^[1-9]\d{5}$/, say("rule.pinCode")));

  /** A postal code outside India: free-form within sane bounds (07102, 07102-1234, SW1A 1AA). */
  const postalCode = z
    .string()
    .transform((v) => cleanText(v).replace(/\s+/g, " ").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]{1,9}$/, say("rule.postalCode")));

  /**
   * A phone number outside India in E.164 (+19735550100): a country code and
   * up to 15 digits in all. Spaces, dashes, dots and brackets are dropped, and
   * a 00 dialling prefix is read as +.
   */
  const internationalPhone = z
    .string()
    .transform((v) => v.replace(/[\s().-]/g, "").replace(/^00/, "+"))
    .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, say("rule.phoneInternational")));

  /** PAN: five letters, four digits, one letter (ABCDE1234F). */
  const pan = z
    .string()
    .transform((v) => v.replace(/\s/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/, say("rule.pan")));

  const gstin = z
    .string()
    .transform((v) => v.replace(/\s/g, "").toUpperCase())
    .pipe(z.string().regex(GSTIN_PATTERN, say("rule.gstin")));

  /** GSTIN or, for firms that still quote it, the 11-digit VAT TIN. */
  const gstinOrTin = z
    .string()
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .refine((v) => GSTIN_PATTERN.test(v) || VAT_TIN_PATTERN.test(v), say("rule.gstinOrTin")),
    );

  /** A calendar date from <input type="date"> (YYYY-MM-DD), checked to exist. */
  const isoDate = z
    .string()
    .trim()
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, say("rule.dateFormat"))
        .refine((v) => {
          const d = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
        }, say("rule.dateMissing")),
    );

  /** A date in the past, e.g. date of birth or anniversary, not before 1900. */
  const pastDate = (label: string) =>
    isoDate.refine((v) => v >= "1900-01-01" && v <= today(), {
      message: say("rule.pastDate", { label }),
    });

  /**
   * Date of birth of an adult applicant: 18 or older on today's date in
   * India. An application is a contract, and the DPDP Act (s. 9) would need
   * a parent's verifiable consent for anyone younger, which a dealer
   * application cannot take.
   */
  const dateOfBirth = pastDate(say("rule.dateOfBirth")).refine(
    (v) => isAdultOn(v, istDateOf(new Date())),
    { message: say("rule.adult") },
  );

  /** A non-negative amount (₹ lakh), up to two decimals. */
  const amount = (label: string) =>
    z
      .string()
      .transform((v) => v.replace(/[,\s₹]/g, ""))
      .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, say("rule.amount", { label })));

  const wholeNumber = (label: string, min: number, max: number) =>
    z
      .string()
      .transform((v) => v.replace(/\s/g, ""))
      .pipe(
        z
          .string()
          .regex(/^\d+$/, say("rule.wholeNumber", { label }))
          .refine(
            (v) => Number(v) >= min && Number(v) <= max,
            say("rule.range", { label, min, max }),
          ),
      );

  return {
    shortText,
    longText,
    personName,
    email,
    indianMobile,
    phoneNumber,
    mobileForCountry,
    countryCode,
    pinCode,
    postalCode,
    internationalPhone,
    pan,
    gstin,
    gstinOrTin,
    isoDate,
    pastDate,
    dateOfBirth,
    amount,
    wholeNumber,
  };
}

export type FieldRules = ReturnType<typeof fieldRules>;

/** One of a fixed list of codes (firm type, Type, competitor…), with a message naming the choice. */
export const code = (codes: readonly string[], message: string) =>
  z.string().refine((v) => codes.includes(v), message);

/** The rules in English, for checks that speak to no visitor (the dealer list's CSV import). */
export const englishRules: FieldRules = fieldRules(englishRuleWords);
export const { shortText, personName, indianMobile, pinCode } = englishRules;
