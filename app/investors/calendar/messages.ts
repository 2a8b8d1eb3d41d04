import { site } from "~/content/site";
import type { EventKind } from "./event";

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
  tradingWindow: {
    title: (quarter: string) => `Trading window closed (${quarter} results)`,
    description: (quarter: string) =>
      `Designated persons and their immediate relatives may not deal in the company's shares from the end of the quarter until 48 hours after the financial results for ${quarter} are declared (SEBI Prohibition of Insider Trading Regulations, 2015, Schedule B).`,
  },
};
