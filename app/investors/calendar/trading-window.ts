import { defaultLocale } from "~/lib/i18n/locales";
import type { CalendarEvent, EventOfKind } from "./event";
import { quarterLabel, quarterRange, type FiscalQuarter } from "./financial-year";
import { addDays, istDateTimeOf, istToInstant, type IsoDate, type IstDateTime } from "~/lib/ist";
import { closureText } from "./messages";

/**
 * SEBI (Prohibition of Insider Trading) Regulations, 2015, Schedule B,
 * clause 4 (as amended in 2019): the trading window is closed from the end of
 * every quarter until 48 hours after the financial results are declared. So
 * for Q2 (ending 30 September) it closes as 1 October begins and reopens 48
 * hours after the results are published. When only the day of the results is
 * known, the declaration is taken to come at the very end of that day, so the
 * calendar never shows the window open while it may still be shut.
 */
const HOURS_AFTER_RESULTS = 48;

export interface Closure {
  /** 00:00 IST on the first day after the quarter. */
  start: IstDateTime;
  /** 48 hours after the declaration. */
  end: IstDateTime;
}

export function tradingWindowClosure(
  period: FiscalQuarter,
  declared: IsoDate | IstDateTime,
): Closure {
  const quarterEnd = quarterRange(period).end;
  if (declared.slice(0, 10) <= quarterEnd) {
    throw new Error(
      `Results for ${quarterLabel(period)} cannot be declared on ${declared}, before the quarter ends`,
    );
  }
  const declaredAt = declared.includes("T") ? declared : `${addDays(declared, 1)}T00:00`;
  const end = new Date(istToInstant(declaredAt).getTime() + HOURS_AFTER_RESULTS * 3_600_000);
  return { start: `${addDays(quarterEnd, 1)}T00:00`, end: istDateTimeOf(end) };
}

/**
 * The closure event for a results date. It follows the results event: same
 * sequence and timestamps (a new results time moves the closure, and its
 * subscribers update), and cancelled with it (a cancelled results date gives no
 * end to announce; the company announces the new one).
 */
export function closureForResults(
  results: EventOfKind<"results">,
  locale: string = defaultLocale,
): CalendarEvent {
  const { start, end } = tradingWindowClosure(results.period, results.when.start);
  return {
    kind: "trading-window-closure",
    uid: `trading-window.${results.uid}`,
    sequence: results.sequence,
    status: results.status,
    ...closureText(locale, results.period),
    when: { allDay: false, start, end },
    period: results.period,
    relatedDocumentIds: [],
    createdAt: results.createdAt,
    updatedAt: results.updatedAt,
  };
}
