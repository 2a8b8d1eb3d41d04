import { defaultLocale, localeInfo } from "./locales";

/**
 * The one home of number, money, file-size and date formatting (ADR 50), for
 * public pages and the staff area alike. Numbers, money and dates in a page's
 * language go through Intl (ADR 25): Indian grouping (1,23,45,678) and, in
 * Hindi, Hindi month names. Digits are always Latin (`-u-nu-latn`): they are
 * what Indian sites and phones use (docs/hindi-style.md). Dates are calendar
 * dates, and times are shown, in India's time zone, so the server and the
 * browser print the same text whatever their own zone.
 *
 * Every Intl object is made on first use, never at load: public pages import
 * this module, and a browser's first Intl object costs some 40 ms.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function intlTag(locale: string): string {
  return `${localeInfo(locale).tag}-u-nu-latn`;
}

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = cache.get(key) as F | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

export function formatNumber(locale: string, value: number): string {
  if (Number.isSafeInteger(value)) return indianGrouping(value);
  return cached(`n:${locale}`, () => new Intl.NumberFormat(intlTag(locale))).format(value);
}

/**
 * A whole number grouped as every site language writes it (`-IN` locales,
 * Latin digits): the last three digits, then twos, 1,23,45,678. The same text
 * Intl gives (format.test.ts compares them for every language), without Intl:
 * a browser's first Intl object costs some 40 ms while it loads its locale
 * data, and the content modules count dealers as they load, during start-up.
 */
function indianGrouping(value: number): string {
  const digits = String(Math.abs(value));
  const head = digits.slice(0, -3);
  const grouped =
    head === "" ? digits : `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/** Rupees: ₹1,23,45,678; paise shown only when there are any. */
export function formatMoney(locale: string, rupees: number): string {
  const whole = Number.isInteger(rupees);
  return cached(
    `m:${locale}:${whole}`,
    () =>
      new Intl.NumberFormat(intlTag(locale), {
        style: "currency",
        currency: "INR",
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(rupees);
}

/** "2023-03-16" or a Date → "16 March 2023" / "16 मार्च 2023"; "" for an unreadable date. */
export function formatDate(
  locale: string,
  date: string | Date,
  month: "long" | "short" = "long",
): string {
  const value = typeof date === "string" ? new Date(`${date.slice(0, 10)}T00:00:00+05:30`) : date;
  if (Number.isNaN(value.getTime())) return "";
  return cached(
    `d:${locale}:${month}`,
    () =>
      new Intl.DateTimeFormat(intlTag(locale), {
        day: "numeric",
        month,
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }),
  ).format(value);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2024-08-09" → "9 Aug 2024" (long: "9 August 2024"); "" for text that does
 * not start with a date. English only, without Intl, so it is the same text on
 * every server and browser: the staff area and the English seed text use it.
 */
export function formatEnglishDate(iso: string, month: "short" | "long" = "short"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return "";
  const names = month === "long" ? LONG_MONTHS : MONTHS;
  return `${Number(m[3])} ${names[Number(m[2]) - 1] ?? ""} ${m[1]}`;
}

/**
 * A document's date in a page's language. English keeps its fixed short form
 * ("9 Aug 2024": Intl's en-IN would print "Sept", and the column is narrow);
 * other languages get Intl's full month name ("9 अगस्त 2024"), since Hindi has
 * no customary short month names (docs/hindi-style.md).
 */
export function formatDocumentDate(locale: string, iso: string): string {
  return locale === defaultLocale ? formatEnglishDate(iso) : formatDate(locale, iso, "long");
}

function indiaTime(withSeconds: boolean): Intl.DateTimeFormat {
  return cached(
    `t:${withSeconds}`,
    () =>
      new Intl.DateTimeFormat("en-IN", {
        timeZone: "Asia/Kolkata",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        ...(withSeconds ? { second: "2-digit" } : {}),
        hour12: true,
      }),
  );
}

/**
 * "22 Nov 2026, 3:45 pm" in India time (the staff area is in English); the
 * stored text when it is not a date. The same lead reads the same for everyone,
 * and the server-rendered HTML matches the hydrated page.
 */
export function formatIndianDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return indiaTime(false).format(date);
}

/** "22 Nov 2026, 3:45:07 pm" (India time), where the order of events within a minute matters. */
export function formatIndianDateTimeSeconds(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return indiaTime(true).format(date);
}

/** A file size in the unit that reads best: 2886 → { amount: "2.8", unit: "KB" }. */
export function fileSize(bytes: number): { amount: string; unit: "bytes" | "KB" | "MB" } {
  if (bytes < 1024) return { amount: String(bytes), unit: "bytes" };
  if (bytes < 1024 * 1024)
    return { amount: (bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0), unit: "KB" };
  return { amount: (bytes / (1024 * 1024)).toFixed(1), unit: "MB" };
}

/** 2886 → "2.8 KB", 1_450_000 → "1.4 MB". */
export function formatBytes(bytes: number): string {
  const { amount, unit } = fileSize(bytes);
  return `${amount} ${unit}`;
}
