import { localeInfo } from "~/lib/i18n/locales";
import { defineMessages, type Translate } from "~/lib/i18n/messages";
import { parseOpeningHours, WEEKDAYS } from "./opening-hours";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * The dealer locator's words in each language (ADR 25). The record rules'
 * messages for staff and the CSV import stay in English in messages.ts.
 */
export const locatorMessages = defineMessages({ en, hi });
export type LocatorMessageKey = keyof typeof en;
export type LocatorTranslate = Translate<LocatorMessageKey>;

/** A state's name in the page's language; the data holds the English one. */
export function stateName(t: LocatorTranslate, state: string): string {
  const key = `state.${state}` as LocatorMessageKey;
  return key in en ? t(key) : state;
}

/** "98123 45678", the way a ten-digit mobile is read out. */
export const spacedMobile = (phone: string) => `${phone.slice(0, 5)} ${phone.slice(5)}`;

/** A distance as a visitor reads it: one decimal under 10 km, in the page's number style. */
export function formatKm(km: number, locale: string): string {
  return new Intl.NumberFormat(localeInfo(locale).tag, {
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

/**
 * Canonical hours ("Mon-Sat 09:30-20:30; Sun closed") with the days in the
 * page's language; a text the rules cannot read (none should reach the
 * database) is shown as stored.
 */
export function localHours(text: string, locale: string, closed: string): string {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) return text;
  // 1 January 2024 was a Monday.
  const dayName = new Intl.DateTimeFormat(localeInfo(locale).tag, {
    weekday: "short",
    timeZone: "UTC",
  });
  const day = (index: number) => dayName.format(Date.UTC(2024, 0, 1 + index));
  return text
    .split(";")
    .map((segment) => {
      const [days = "", times = ""] = segment.trim().split(/\s+/);
      const [from, to] = days.split("-").map((name) => WEEKDAYS.indexOf(name as never));
      const named = to === undefined ? day(from!) : `${day(from!)}–${day(to)}`;
      return `${named} ${times === "closed" ? closed : times.replace("-", "–")}`;
    })
    .join("; ");
}
