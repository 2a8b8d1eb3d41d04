import { formatDate as formatDateIn } from "~/lib/i18n/format";
import { defaultLocale } from "~/lib/i18n/locales";

/** Display helpers shared by investor and content components (no server code). */

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

/** "2024-08-09" → "9 Aug 2024" (long: "9 August 2024"); "" stays "". Fixed format: same on server and browser. */
export function formatDate(iso: string, style: "short" | "long" = "short"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return "";
  const names = style === "long" ? LONG_MONTHS : MONTHS;
  return `${Number(m[3])} ${names[Number(m[2]) - 1] ?? ""} ${m[1]}`;
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

/**
 * A document's date in a page's language. English keeps its fixed short form
 * ("9 Aug 2024": Intl's en-IN would print "Sept", and the column is narrow);
 * other languages get Intl's full month name ("9 अगस्त 2024"), since Hindi has
 * no customary short month names (docs/hindi-style.md).
 */
export function documentDate(locale: string, iso: string): string {
  return locale === defaultLocale ? formatDate(iso) : formatDateIn(locale, iso, "long");
}
