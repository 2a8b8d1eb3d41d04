/**
 * Dates and times in India Standard Time: the investor calendar's, the visit bookings' and staff's.
 *
 * IST is UTC+05:30 all year: India has had no daylight saving since 1945, so
 * a fixed offset converts exactly and needs no time-zone database. Dates are
 * "YYYY-MM-DD" (a calendar day in India); times are "YYYY-MM-DDTHH:mm", a
 * wall-clock time in IST, as staff type them and as notices print them.
 */
export type IsoDate = string;
export type IstDateTime = string;

export const IST_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Milliseconds of a real calendar date at 00:00 UTC, or NaN (e.g. for 2027-02-29). */
function utcMidnight(date: string): number {
  const m = DATE.exec(date);
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d
    ? ms
    : NaN;
}

export function isIsoDate(value: string): boolean {
  return !Number.isNaN(utcMidnight(value));
}

export function isIstDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return !!m && isIsoDate(value.slice(0, 10)) && Number(m[4]) < 24 && Number(m[5]) < 60;
}

/** The instant of an IST wall-clock time. */
export function istToInstant(dateTime: IstDateTime): Date {
  if (!isIstDateTime(dateTime)) throw new Error(`Not an IST date-time: "${dateTime}"`);
  const [date, time] = dateTime.split("T") as [string, string];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return new Date(utcMidnight(date) + (h * 60 + min) * 60_000 - IST_OFFSET_MS);
}

/** The IST wall-clock time of an instant (to the minute, seconds dropped). */
export function istDateTimeOf(instant: Date): IstDateTime {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The day in India at an instant: 31 March 20:00 UTC is already 1 April there. */
export function istDateOf(instant: Date): IsoDate {
  return istDateTimeOf(instant).slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const ms = utcMidnight(date);
  if (Number.isNaN(ms)) throw new Error(`Not a date: "${date}"`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar date as the Date at 00:00 UTC of that day (how date-only values are handed on). */
export function dateAsUtcMidnight(date: IsoDate): Date {
  const ms = utcMidnight(date);
  if (Number.isNaN(ms)) throw new Error(`Not a date: "${date}"`);
  return new Date(ms);
}
