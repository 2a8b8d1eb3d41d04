import { isIsoDate } from "~/lib/ist";
import { slotIds, weekdayOf, type SlotId } from "./slots";

/**
 * Service areas: where consultants visit and how many visits each slot of a
 * day can take. Pure: bookings.server.ts reads them from the database, the
 * staff form writes them. A PIN belongs to the active area whose entry
 * matches most of its digits (a whole PIN beats a prefix, "5600" beats "56"),
 * so staff can cover a city by prefix and carve out or add single PINs.
 */
export interface VisitArea {
  id: number;
  name: string;
  /** PIN prefixes (1-5 digits) and whole PINs (6). */
  pins: string[];
  capacity: Record<SlotId, number>;
  /** Weekdays off, 0 (Sunday) to 6. */
  weeklyOff: number[];
  /** Dates off, YYYY-MM-DD (a calendar day in India). */
  closedDates: string[];
  active: boolean;
}

/** The most visits one slot may take: a bound on the seats a booking searches. */
export const MAX_VISITS_PER_SLOT = 50;

/** "56, 4000 01; 400053" → ["56", "400001"... ]: entries split on commas, semicolons or spaces. */
export function splitList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** How many leading digits of `pin` an area's entries match; 0 when none does. */
export function matchLength(area: Pick<VisitArea, "pins">, pin: string): number {
  let best = 0;
  for (const entry of area.pins)
    if (pin.startsWith(entry) && entry.length > best) best = entry.length;
  return best;
}

/** The active area that covers `pin` most closely (the older area on a tie), if any. */
export function areaForPin<A extends VisitArea>(areas: readonly A[], pin: string): A | undefined {
  let found: A | undefined;
  let length = 0;
  for (const area of [...areas].sort((a, b) => a.id - b.id)) {
    if (!area.active) continue;
    const matched = matchLength(area, pin);
    if (matched > length) {
      found = area;
      length = matched;
    }
  }
  return found;
}

/** How many visits `slot` of `date` can take in `area`: 0 on a day off. */
export function capacityOn(area: VisitArea, date: string, slot: SlotId): number {
  if (area.weeklyOff.includes(weekdayOf(date))) return 0;
  if (area.closedDates.includes(date)) return 0;
  return area.capacity[slot];
}

/** The area as its database row stores it (text lists), and back. */
export interface VisitAreaRow {
  id: number;
  name: string;
  pins: string;
  morning_visits: number;
  afternoon_visits: number;
  evening_visits: number;
  weekly_off: string;
  closed_dates: string;
  active: number;
}

export function areaOfRow(row: VisitAreaRow): VisitArea {
  return {
    id: Number(row.id),
    name: row.name,
    pins: splitList(row.pins).filter((p) => /^\d{1,6}$/.test(p)),
    capacity: {
      morning: Number(row.morning_visits),
      afternoon: Number(row.afternoon_visits),
      evening: Number(row.evening_visits),
    },
    weeklyOff: splitList(row.weekly_off)
      .map(Number)
      .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6),
    closedDates: splitList(row.closed_dates).filter(isIsoDate),
    active: Number(row.active) === 1,
  };
}

export function rowOfArea(area: Omit<VisitArea, "id">): Omit<VisitAreaRow, "id"> {
  return {
    name: area.name,
    pins: area.pins.join(", "),
    morning_visits: area.capacity.morning,
    afternoon_visits: area.capacity.afternoon,
    evening_visits: area.capacity.evening,
    weekly_off: [...area.weeklyOff].sort((a, b) => a - b).join(","),
    closed_dates: [...area.closedDates].sort().join(", "),
    active: area.active ? 1 : 0,
  };
}

/** Every slot the area ever offers (capacity above 0), in the day's order. */
export function slotsOffered(area: VisitArea): SlotId[] {
  return slotIds.filter((slot) => area.capacity[slot] > 0);
}
