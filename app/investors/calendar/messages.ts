import { site } from "~/content/site";
import { defineMessages } from "~/lib/i18n/messages";
import type { EventKind } from "./event";
import { fyYears, type FiscalQuarter } from "./financial-year";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * Text the code writes into events themselves, in every site language: the
 * derived trading-window closures and the quarter names they carry. (Events
 * staff enter have their translations in the database.)
 */
export const eventText = defineMessages({ en, hi });

/** "Q2 FY 2026-27"; in Hindi "वित्त वर्ष 2026-27 की दूसरी तिमाही". */
export function quarterName(locale: string, { fy, q }: FiscalQuarter): string {
  return eventText.in(locale)("quarter", { q, years: fyYears(fy) });
}

/** "FY 2026-27"; in Hindi "वित्त वर्ष 2026-27". */
export function financialYearName(locale: string, fy: number): string {
  return eventText.in(locale)("fy", { years: fyYears(fy) });
}

/** The title and description of a quarter's trading-window closure. */
export function closureText(locale: string, period: FiscalQuarter) {
  const t = eventText.in(locale);
  const quarter = quarterName(locale, period);
  return {
    title: t("closure.title", { quarter }),
    description: t("closure.description", { quarter }),
  };
}

/**
 * Fixed wording of the investor calendar, in one place for the Hindi
 * catalogue. Titles and descriptions of events are data (staff write them);
 * these are the labels and sentences the code adds around them.
 */
export const calendarMessages = {
  kinds: {
    "board-meeting": "Board meeting",
    results: "Financial results",
    "general-meeting": "General meeting",
    "record-date": "Record date",
    "ex-dividend-date": "Ex-dividend date",
    "dividend-payment-date": "Dividend payment",
    "trading-window-closure": "Trading window closed",
  } satisfies Record<EventKind, string>,
  /** Put before the title of a cancelled event, for calendars that ignore STATUS:CANCELLED. */
  cancelledPrefix: "Cancelled: ",
  videoConference: "Video conference (VC/OAVM)",
  purpose: (purpose: string) => `Purpose: ${purpose}`,
  relatedDocuments: "Documents filed for this event:",
  feed: {
    name: `${site.legalName}: investor calendar`,
    description: `Board meetings, results, general meetings, record and dividend dates, and trading-window closures of ${site.legalName}. Times are India Standard Time.`,
  },
  /** PRODID: "-//Kamo Paints Limited//Investor calendar//EN". */
  productId: { company: site.legalName, product: "Investor calendar", language: "EN" },
};
