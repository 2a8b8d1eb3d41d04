import { z } from "zod";
import { isIsoDate, istDateOf, type IsoDate } from "~/lib/ist";

/**
 * The Indian financial year runs from 1 April to 31 March (Income-tax Act;
 * Companies Act, section 2(41)). A year is named by both calendar years it
 * spans, "FY 2026-27", and is held here as the year it starts in (2026). Its
 * quarters are Q1 April–June, Q2 July–September, Q3 October–December and Q4
 * January–March.
 */
export type Quarter = 1 | 2 | 3 | 4;

export interface FiscalQuarter {
  /** The financial year, as the calendar year it starts in. */
  fy: number;
  q: Quarter;
}

export const fiscalQuarterSchema = z.object({
  fy: z.number().int().min(2000).max(2200),
  q: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});

/** 2026 → "2026-27" (and "2099-00" at the turn of a century). */
export function fyYears(fy: number): string {
  return `${fy}-${String((fy + 1) % 100).padStart(2, "0")}`;
}

/** "FY 2026-27": in English everywhere (.ics feed, staff area, errors); pages say it via messages.ts. */
export function fyLabel(fy: number): string {
  return `FY ${fyYears(fy)}`;
}

/** "Q2 FY 2026-27". */
export function quarterLabel({ fy, q }: FiscalQuarter): string {
  return `Q${q} ${fyLabel(fy)}`;
}

function dayOf(day: IsoDate | Date): IsoDate {
  if (day instanceof Date) return istDateOf(day);
  if (!isIsoDate(day)) throw new Error(`Not a date: "${day}"`);
  return day;
}

/** The financial year a day falls in; an instant is read as the day it is in India. */
export function financialYearOf(day: IsoDate | Date): number {
  const date = dayOf(day);
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

export function quarterOf(day: IsoDate | Date): FiscalQuarter {
  const date = dayOf(day);
  const month = Number(date.slice(5, 7));
  // April is month 0 of the financial year.
  const q = (Math.floor(((month + 8) % 12) / 3) + 1) as Quarter;
  return { fy: financialYearOf(date), q };
}

export interface DateRange {
  /** First day. */
  start: IsoDate;
  /** Last day, inclusive. */
  end: IsoDate;
}

export function financialYearRange(fy: number): DateRange {
  return { start: `${fy}-04-01`, end: `${fy + 1}-03-31` };
}

// First and last day (month-day) of each quarter; Q4 falls in the next calendar year.
const QUARTER_DAYS: Record<Quarter, [string, string]> = {
  1: ["04-01", "06-30"],
  2: ["07-01", "09-30"],
  3: ["10-01", "12-31"],
  4: ["01-01", "03-31"],
};

export function quarterRange({ fy, q }: FiscalQuarter): DateRange {
  const year = q === 4 ? fy + 1 : fy;
  const [first, last] = QUARTER_DAYS[q];
  return { start: `${year}-${first}`, end: `${year}-${last}` };
}

export interface QuarterInfo extends FiscalQuarter, DateRange {
  label: string;
}

export function quartersOf(fy: number): QuarterInfo[] {
  return ([1, 2, 3, 4] as const).map((q) => ({
    fy,
    q,
    label: quarterLabel({ fy, q }),
    ...quarterRange({ fy, q }),
  }));
}

/** The years the calendar page covers on a given day: the current financial year and the next. */
export function currentAndNextFinancialYears(today: IsoDate | Date): [number, number] {
  const fy = financialYearOf(today);
  return [fy, fy + 1];
}
