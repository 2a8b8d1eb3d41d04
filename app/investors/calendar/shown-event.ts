import type { InvestorDocument } from "~/investors/documents/document-types";
import type { CalendarEvent } from "./event";

/** An event as a page shows it: the event, and the language of its text when not the page's. */
export interface ShownEvent {
  event: CalendarEvent;
  /** The language of title, purpose, description and location when not the page's. */
  textLang?: string;
}

/** Fields only the calendar files and the staff area use: revisions and timestamps. */
type Bookkeeping = "sequence" | "createdAt" | "updatedAt";
type WithoutBookkeeping<T> = T extends unknown ? Omit<T, Bookkeeping> : never;

/**
 * An event as a page receives it. A page's data travels twice, as HTML and as
 * the data its scripts hydrate from, so it carries only what the page shows
 * (the Hindi calendar was past the 150 KB page limit).
 */
export interface PageEvent {
  event: WithoutBookkeeping<CalendarEvent>;
  textLang?: string;
}

/**
 * A trading-window closure's description is one sentence for every quarter:
 * pages explain closures once (the calendar page's note) and the calendar
 * files keep it on each event.
 */
export function pageEvent({ event, textLang }: ShownEvent): PageEvent {
  const { sequence: _sequence, createdAt: _created, updatedAt: _updated, ...shown } = event;
  if (shown.kind === "trading-window-closure") delete shown.description;
  return { event: shown, ...(textLang ? { textLang } : {}) };
}

/** A filing linked from a past event, as the calendar page shows it. */
export interface CalendarFiling {
  key: string;
  date: string;
  category: string;
  description: string;
  descriptionLang?: string;
  /** The filing's first file; without one the entry links to the filing's listing page. */
  href?: string;
}

export function calendarFiling(document: InvestorDocument & { category: string }): CalendarFiling {
  const { key, date, category, description, descriptionLang, files } = document;
  return {
    key,
    date,
    category,
    description,
    ...(descriptionLang ? { descriptionLang } : {}),
    ...(files[0] ? { href: files[0].href } : {}),
  };
}
