import { formatDate } from "~/lib/i18n/format";
import type { Translate } from "~/lib/i18n/messages";
import type { EventTiming } from "../event";

export const CALENDAR_PATH = "/investors/calendar";
export const CALENDAR_FEED_PATH = "/investors/calendar.ics";

/** Where one event's .ics file is served; the UID is its name, so the address never changes. */
export function eventIcsPath(uid: string): string {
  return `${CALENDAR_PATH}/events/${encodeURIComponent(uid)}.ics`;
}

/** The UID an event file's name stands for, or undefined for a name that is not one. */
export function uidOfIcsFile(file: string): string | undefined {
  if (!file.endsWith(".ics")) return undefined;
  try {
    return decodeURIComponent(file.slice(0, -4)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether an event is over at `now` (IST wall clock, "2026-11-28T09:30"): an
 * all-day one at the end of its last day, a timed one at its end (or start).
 */
export function isPast(when: EventTiming, now: string): boolean {
  const end = when.end ?? when.start;
  return (end.length > 10 ? end : `${end}T23:59`) < now;
}

type TimeKeys = "time.at" | "time.range";

/**
 * "11 November 2026, 15:30 IST", "26 September 2026, 11:00 IST to 13:00 IST",
 * "19 September 2026": the times as IST wall clock, which is how they are stored.
 */
export function whenText(locale: string, when: EventTiming, t: Translate<TimeKeys>): string {
  const day = (value: string) => formatDate(locale, value.slice(0, 10));
  if (when.allDay)
    return when.end && when.end !== when.start
      ? t("time.range", { start: day(when.start), end: day(when.end) })
      : day(when.start);
  const moment = (value: string) => `${day(value)}, ${t("time.at", { time: value.slice(11, 16) })}`;
  if (!when.end) return moment(when.start);
  const sameDay = when.end.slice(0, 10) === when.start.slice(0, 10);
  return t("time.range", {
    start: moment(when.start),
    end: sameDay ? t("time.at", { time: when.end.slice(11, 16) }) : moment(when.end),
  });
}
