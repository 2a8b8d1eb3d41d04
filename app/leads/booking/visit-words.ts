import { localeInfo } from "~/lib/i18n/locales";
import { leadMessages } from "~/leads/messages";
import type { SlotId } from "./slots";

/**
 * A visit's day and time in words, in a page's language. A visit's date is a
 * calendar day in India, so it is formatted as that day at 00:00 UTC in UTC:
 * the same day whatever zone the server or the phone is in. The slots' hours
 * are sentences of the catalogue ("Morning, 10 am to 1 pm"), written to
 * match slotTimes in slots.ts.
 */
const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Wednesday, 2 December" (the picker groups by it). */
export function dayName(date: string, locale: string): string {
  return new Intl.DateTimeFormat(localeInfo(locale).tag, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(asDay(date));
}

/** "Wednesday, 2 December 2026". */
export function fullDayName(date: string, locale: string): string {
  return new Intl.DateTimeFormat(localeInfo(locale).tag, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(asDay(date));
}

/** "Morning, 10 am to 1 pm". */
export function slotName(slot: SlotId, locale: string): string {
  return leadMessages.in(locale)(`visit.slot.${slot}`);
}

/** "Wednesday, 2 December 2026, morning, 10 am to 1 pm (IST)": how staff and the CRM read a visit. */
export function visitInEnglish(date: string, slot: SlotId): string {
  const name = slotName(slot, "en");
  return `${fullDayName(date, "en")}, ${name[0]!.toLowerCase()}${name.slice(1)} (IST)`;
}
