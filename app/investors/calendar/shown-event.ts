import type { CalendarEvent } from "./event";

/** An event as a page shows it: the event, and the language of its text when not the page's. */
export interface ShownEvent {
  event: CalendarEvent;
  /** The language of title, purpose, description and location when not the page's. */
  textLang?: string;
}
