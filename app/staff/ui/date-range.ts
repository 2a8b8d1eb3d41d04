import { z } from "zod";

/**
 * The "from"/"to" days of a staff filter (audit log, leads), read from the
 * URL and turned into the timestamps the database stores. Days are whole
 * days in India, both ends included. Shown by DateRangeFields.
 */
export interface DayRange {
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD, on or after `from`. */
  to?: string;
}

const isoDay = z.iso.date({ error: "Enter a date like 2026-11-01" });

/**
 * Reads `from` and `to` into `values`; a day that makes no sense, or an end
 * before the start, is reported in `errors` and left out of the filter.
 */
export function readDayRange(
  text: (name: "from" | "to") => string,
  values: DayRange,
  errors: Partial<Record<"from" | "to", string>>,
): void {
  for (const name of ["from", "to"] as const) {
    const value = text(name);
    if (!value) continue;
    const parsed = isoDay.safeParse(value);
    if (parsed.success) values[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? "Enter a date like 2026-11-01";
  }
  if (values.from && values.to && values.from > values.to) {
    errors.to = "The end date must be on or after the start date";
    delete values.to;
  }
}

/** The range as database timestamps: `from` inclusive, `to` exclusive (the next day's midnight). */
export function dayRangeQuery(values: DayRange): { from?: string; to?: string } {
  return {
    from: values.from ? startOfIndianDay(values.from) : undefined,
    to: values.to ? startOfIndianDay(nextDay(values.to)) : undefined,
  };
}

/** Midnight at the start of a day in India, as the ISO timestamp the database stores. */
export function startOfIndianDay(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

/** The calendar day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
