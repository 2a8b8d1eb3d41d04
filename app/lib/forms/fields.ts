import { z } from "zod";

/**
 * Reusable field rules for every lead form, shared by the server (which is the
 * authority) and the browser (which checks as the visitor goes). Messages say
 * what a correct value looks like, in the formats Indian visitors know.
 *
 * All inputs arrive as strings from FormData. Optional fields treat "" as
 * "not given", so each rule is written for a non-empty value and wrapped by
 * `required()` or `optional()`.
 */

/** Longest value we keep for a one-line field; a name or firm never needs more. */
export const SHORT_TEXT_MAX = 150;
/** Longest value for a paragraph field (message, address, description). */
export const LONG_TEXT_MAX = 2_000;

/** Characters that never belong in a lead: C0 controls except tab/newline. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Trims, normalises Unicode (so composed Hindi/Tamil compare equal) and drops control characters. */
export function cleanText(value: string): string {
  return value.normalize("NFC").replace(CONTROL_CHARS, "").trim();
}

const text = (max: number, label: string) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, `${label} can be at most ${max} characters`));

export const shortText = (label: string) => text(SHORT_TEXT_MAX, label);
export const longText = (label: string) => text(LONG_TEXT_MAX, label);

export const personName = (label = "Name") =>
  shortText(label).pipe(
    z.string().regex(/\p{L}/u, `${label} should contain letters`).max(100, `${label} is too long`),
  );

export const email = z
  .string()
  .transform((v) => cleanText(v).toLowerCase())
  .pipe(
    z
      .string()
      .max(254, "That email address is too long")
      .pipe(z.email("Enter an email address like name@example.com")),
  );

/** Keeps digits only, as the inputs do while the visitor types. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * An Indian mobile number: 10 digits starting 6 to 9. A leading 0, 91 or +91
 * is accepted and dropped, since people often type the number as they dial it.
 */
export const indianMobile = z
  .string()
  .transform(digitsOnly)
  .transform((d) => (d.length === 12 && d.startsWith("91") ? d.slice(2) : d))
  .transform((d) => (d.length === 11 && d.startsWith("0") ? d.slice(1) : d))
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, "Enter a 10-digit mobile number, for example 98200 12345")
      .regex(/^[6-9]/, "Indian mobile numbers start with 6, 7, 8 or 9"),
  );

/** Any phone: a mobile or a landline with its STD code (e.g. 022 2345 6789), 6 to 15 digits. */
export const phoneNumber = z
  .string()
  .transform(digitsOnly)
  .pipe(
    z
      .string()
      .min(6, "Enter the phone number with its STD code, for example 022 2345 6789")
      .max(15, "A phone number has at most 15 digits"),
  );

/** Mobile for a given country code: Indian rules for +91, the international 6-15 digits otherwise. */
export function mobileForCountry(countryCode: string, mobile: string): string | undefined {
  if (countryCode === "+91") {
    const result = indianMobile.safeParse(mobile);
    return result.success ? undefined : result.error.issues[0]?.message;
  }
  const digits = digitsOnly(mobile);
  if (digits.length < 6 || digits.length > 15) return "Enter the mobile number, 6 to 15 digits";
  return undefined;
}

export const countryCode = z
  .string()
  .transform((v) => cleanText(v).replace(/\s/g, ""))
  .pipe(z.string().regex(/^\+\d{1,4}$/, "Enter a country code like +91"));

/** Six-digit PIN code; the first digit is never 0. */
export const pinCode = z
  .string()
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, "Enter the 6-digit PIN code, for example 400001"));

/** PAN: five letters, four digits, one letter (ABCDE1234F). */
export const pan = z
  .string()
  .transform((v) => v.replace(/\s/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z]{5}\d{4}[A-Z]$/,
        "Enter the 10-character PAN as printed on the card, for example ABCDE1234F",
      ),
  );

/** GSTIN: state code, PAN, entity number, Z, check character (27ABCDE1234F1Z5). */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Pre-GST state VAT TIN: 11 digits. Older dealers still quote it. */
export const VAT_TIN_PATTERN = /^\d{11}$/;

export const gstin = z
  .string()
  .transform((v) => v.replace(/\s/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        GSTIN_PATTERN,
        "Enter the 15-character GSTIN, for example 27ABCDE1234F1Z5 (state code, PAN, then 3 characters)",
      ),
  );

/** GSTIN or, for firms that still quote it, the 11-digit VAT TIN. */
export const gstinOrTin = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .refine(
        (v) => GSTIN_PATTERN.test(v) || VAT_TIN_PATTERN.test(v),
        "Enter your 15-character GSTIN (for example 27ABCDE1234F1Z5) or 11-digit TIN",
      ),
  );

/** A calendar date from <input type="date"> (YYYY-MM-DD), checked to exist. */
export const isoDate = z
  .string()
  .trim()
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as DD/MM/YYYY")
      .refine((v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      }, "That date does not exist"),
  );

/** A date in the past, e.g. date of birth or anniversary, not before 1900. */
export const pastDate = (label: string) =>
  isoDate.refine((v) => v >= "1900-01-01" && v <= new Date().toISOString().slice(0, 10), {
    message: `${label} must be a date in the past`,
  });

/** Date of birth of an adult applicant (at least 18). */
export const dateOfBirth = pastDate("Date of birth").refine(
  (v) => {
    const eighteen = new Date();
    eighteen.setUTCFullYear(eighteen.getUTCFullYear() - 18);
    return v <= eighteen.toISOString().slice(0, 10);
  },
  { message: "The applicant must be at least 18 years old" },
);

/** A non-negative amount (₹ lakh), up to two decimals. */
export const amount = (label: string) =>
  z
    .string()
    .transform((v) => v.replace(/[,\s₹]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, `${label}: enter an amount in figures, for example 12.5`),
    );

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `${label}: enter a whole number`)
        .refine((v) => Number(v) >= min && Number(v) <= max, `${label} must be ${min} to ${max}`),
    );

/** One of a fixed list of codes (firm type, Type, competitor…), with a message naming the choice. */
export const code = (codes: readonly string[], message: string) =>
  z.string().refine((v) => codes.includes(v), message);
