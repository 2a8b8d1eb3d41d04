import { localeInfo } from "./locales";

/**
 * Numbers, money and dates in a page's language through Intl (ADR 25): Indian
 * grouping (1,23,45,678) and, in Hindi, Hindi month names. Digits are always
 * Latin (`-u-nu-latn`): they are what Indian sites and phones use
 * (docs/hindi-style.md). Dates are calendar dates in India's time zone, so the
 * server and the browser print the same day.
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
