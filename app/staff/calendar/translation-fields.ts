import type { CalendarEvent } from "~/investors/calendar/event";
import { KIND_FIELDS } from "./event-form";

/**
 * The text of a calendar event that staff translate (issue 25, ADR 27):
 * the columns of calendar_event_translations, named as the event form names
 * them. Kept apart from the server code so the page's component can label
 * its fields with the same words the "Still in English" lists use.
 */
export const EVENT_TEXT_FIELDS = ["title", "purpose", "description", "location"] as const;
export type EventTextField = (typeof EVENT_TEXT_FIELDS)[number];
export type EventText = Record<EventTextField, string>;

/** As the event form labels them, in lower case for "Hindi title" and "Missing: …" lists. */
export const EVENT_TEXT_LABELS: EventText = {
  title: "title",
  purpose: "purpose",
  description: "details",
  location: "venue or link",
};

/** Whether the kind has a purpose to translate (board meetings and dividend dates). */
export function hasPurpose(kind: CalendarEvent["kind"]): boolean {
  return KIND_FIELDS.purpose.has(kind);
}

/** An event's English text by field, "" where it has none. */
export function englishTextOf(event: CalendarEvent): EventText {
  return {
    title: event.title,
    purpose: "purpose" in event ? event.purpose : "",
    description: event.description ?? "",
    location: event.location ?? "",
  };
}
