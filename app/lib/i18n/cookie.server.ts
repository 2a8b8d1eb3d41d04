import { parse } from "cookie";
import { LANGUAGE_COOKIE } from "./cookie";
import { isLocale, type Locale } from "./locales";

/** The language remembered by the switch, if the request carries a known one. */
export function chosenLocale(cookieHeader: string | null): Locale | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[LANGUAGE_COOKIE];
  return value && isLocale(value) ? value : undefined;
}
