/**
 * Rupees and quantities the Indian way: lakh and crore grouping (₹1,23,456)
 * from the platform's Intl data, in English or Hindi. Digits are Latin unless
 * Devanagari is asked for, as on packs, bills and most Hindi websites.
 */
export type NumberLocale = "en-IN" | "hi-IN";
export type Digits = "latn" | "deva";

export interface NumberOptions {
  locale?: NumberLocale;
  digits?: Digits;
}

export interface MoneyOptions extends NumberOptions {
  /** Paise shown (two decimals) instead of rounding to whole rupees. */
  paise?: boolean;
}

// Building a formatter is slow next to using one, and results update as the visitor types.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: NumberLocale,
  digits: Digits,
  style: "currency" | "decimal",
  minDecimals: number,
  maxDecimals: number,
): Intl.NumberFormat {
  const key = [locale, digits, style, minDecimals, maxDecimals].join("/");
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style,
      currency: "INR",
      numberingSystem: digits,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formatters.set(key, found);
  }
  return found;
}

function finite(value: number, caller: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`${caller}: not a finite number: ${value}`);
  return value;
}

/** "₹1,23,456"; throws on NaN or Infinity rather than printing "₹NaN". */
export function formatRupees(amount: number, options: MoneyOptions = {}): string {
  const { locale = "en-IN", digits = "latn", paise = false } = options;
  const decimals = paise ? 2 : 0;
  return formatter(locale, digits, "currency", decimals, decimals).format(
    finite(amount, "formatRupees"),
  );
}

/** "1,00,000", "12.5": a plain number with Indian grouping, up to `decimals` places. */
export function formatNumber(value: number, decimals = 2, options: NumberOptions = {}): string {
  const { locale = "en-IN", digits = "latn" } = options;
  return formatter(locale, digits, "decimal", 0, decimals).format(finite(value, "formatNumber"));
}
