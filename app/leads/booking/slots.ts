import { addDays, istDateOf } from "~/lib/ist";

/**
 * The parts of a day a consultant can visit in, and the days a visitor may
 * choose from. Pure, and small enough for the browser: the form shows the
 * times, the server decides which are free (bookings.server.ts).
 *
 * Times are India Standard Time; a visit's day is a calendar day in India
 * (YYYY-MM-DD). The first day offered is tomorrow in India, so a booking is
 * never for a slot that has begun or that nobody could be sent to in time.
 */
export const slotIds = ["morning", "afternoon", "evening"] as const;
export type SlotId = (typeof slotIds)[number];

/** When each slot starts and ends, IST, 24-hour "HH:mm". */
export const slotTimes: Record<SlotId, { start: string; end: string }> = {
  morning: { start: "10:00", end: "13:00" },
  afternoon: { start: "13:00", end: "16:00" },
  evening: { start: "16:00", end: "19:00" },
};

/** How many days ahead a visit can be booked: tomorrow and the 13 days after it. */
export const BOOKING_WINDOW_DAYS = 14;

export function isSlotId(value: string): value is SlotId {
  return (slotIds as readonly string[]).includes(value);
}

/** The days a visit may be booked on, seen from `now`: tomorrow in India onwards. */
export function bookableDates(now: Date = new Date()): string[] {
  const today = istDateOf(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(today, i + 1));
}

/** "2026-12-02.morning": how the form names one slot of one day. */
export function visitValue(date: string, slot: SlotId): string {
  return `${date}.${slot}`;
}

const VISIT_VALUE = /^(\d{4}-\d{2}-\d{2})\.(morning|afternoon|evening)$/;

export function parseVisitValue(value: unknown): { date: string; slot: SlotId } | undefined {
  if (typeof value !== "string") return undefined;
  const match = VISIT_VALUE.exec(value.trim());
  if (!match) return undefined;
  return { date: match[1]!, slot: match[2] as SlotId };
}

/** The weekday of a calendar date, 0 (Sunday) to 6, whatever the server's time zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
