import { messages } from "./messages";

/**
 * A shop's weekly hours, written the way a person reads them and a CSV cell
 * holds them: "Mon-Sat 09:30-20:30; Sun closed". Every day of the week is
 * named exactly once, by a single day or a forward range (Mon-Sat, not
 * Sat-Mon); times are 24-hour HH:MM, opening before closing (no shop here
 * stays open past midnight).
 */

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  open: string;
  close: string;
}

/** Monday first; null is a closed day. */
export type WeeklyHours = readonly (DayHours | null)[];

const SEGMENT =
  /^([A-Za-z]{3})(?:\s*-\s*([A-Za-z]{3}))?\s+(?:(closed)|(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2}))$/i;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function dayIndex(name: string): number {
  return WEEKDAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase());
}

export type HoursParse = { ok: true; hours: WeeklyHours } | { ok: false; message: string };

export function parseOpeningHours(text: string): HoursParse {
  const days: (DayHours | null | undefined)[] = Array(7).fill(undefined);
  const segments = text
    .split(";")
    .map((segment) => segment.trim())
    .filter(Boolean);
  if (segments.length === 0) return { ok: false, message: messages.hoursFormat };
  for (const segment of segments) {
    const match = SEGMENT.exec(segment);
    if (!match) return { ok: false, message: messages.hoursFormat };
    const [, fromName, toName, closed, open, close] = match;
    const from = dayIndex(fromName!);
    const to = toName === undefined ? from : dayIndex(toName);
    if (from < 0 || to < 0) return { ok: false, message: messages.hoursFormat };
    if (to < from) return { ok: false, message: messages.hoursBackwards(segment) };
    let hours: DayHours | null = null;
    if (!closed) {
      if (!TIME.test(open!) || !TIME.test(close!))
        return { ok: false, message: messages.hoursTime(segment) };
      if (open! >= close!) return { ok: false, message: messages.hoursCloseBeforeOpen(segment) };
      hours = { open: open!, close: close! };
    }
    for (let day = from; day <= to; day++) {
      if (days[day] !== undefined)
        return { ok: false, message: messages.hoursDayTwice(WEEKDAYS[day]!) };
      days[day] = hours;
    }
  }
  const missing = WEEKDAYS.filter((_, day) => days[day] === undefined);
  if (missing.length) return { ok: false, message: messages.hoursDaysMissing(missing) };
  return { ok: true, hours: days as WeeklyHours };
}

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close);

/** The canonical text: neighbouring days with the same hours run together. */
export function formatOpeningHours(hours: WeeklyHours): string {
  const segments: string[] = [];
  for (let start = 0; start < 7;) {
    let end = start;
    while (end + 1 < 7 && sameHours(hours[end + 1]!, hours[start]!)) end++;
    const days = start === end ? WEEKDAYS[start] : `${WEEKDAYS[start]}-${WEEKDAYS[end]}`;
    const day = hours[start]!;
    segments.push(`${days} ${day ? `${day.open}-${day.close}` : "closed"}`);
    start = end + 1;
  }
  return segments.join("; ");
}
