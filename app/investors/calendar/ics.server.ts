import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalCalendar,
} from "ical-generator";
import { withoutControlCharacters } from "~/lib/control-characters";
import type { CalendarEvent } from "./event";
import { addDays, dateAsUtcMidnight, istToInstant } from "~/lib/ist";
import { calendarMessages } from "./messages";

/**
 * iCalendar files of the financial calendar: one event as a download, and the
 * whole calendar as a feed that Google Calendar, Apple Calendar and Outlook
 * subscribe to by URL.
 *
 * - METHOD:PUBLISH on both. A subscribed feed is a snapshot that the client
 *   fetches again and again, not a message to attendees: REQUEST would make
 *   Outlook treat a download as a meeting invitation (it expects ORGANIZER and
 *   ATTENDEE and offers Accept/Decline), and CANCEL is a message to attendees
 *   too. Google's and Outlook's own published calendars carry PUBLISH.
 * - A cancelled event stays in the feed with STATUS:CANCELLED and a higher
 *   SEQUENCE under the same UID; a client that honours STATUS drops or strikes
 *   it, and its title starts with "Cancelled:" for clients that do not. Taking
 *   it out of the feed instead would make it vanish without a word.
 * - Times are written in UTC ("…Z"): IST has no daylight saving, so UTC is
 *   exact, every client converts it to the reader's zone, and no VTIMEZONE has
 *   to be kept right. Whole-day dates (record date, ex-date) are DATE values,
 *   with DTEND the day after the last day, as RFC 5545 counts.
 * - The refresh hint goes out twice: REFRESH-INTERVAL (RFC 7986; Nextcloud,
 *   reportedly some Apple versions) and X-PUBLISHED-TTL (Outlook). Google
 *   ignores both and refreshes on its own schedule (up to about a day).
 * - DTSTAMP is `generatedAt`. The route can pass the newest `updatedAt` of the
 *   events so the file only changes when an event does (stable ETag).
 *
 * ical-generator escapes text (\ ; , and line breaks) and folds lines at 75
 * octets without splitting a UTF-8 character (RFC 5545 sections 3.3.11, 3.1).
 * It passes control characters through, which TEXT must not hold, so every
 * text is cleaned here first (`text`), whatever cleaned it before; and it
 * ends the file without the CRLF every line ends with (`withFinalCrlf`).
 */
export interface IcsOptions {
  generatedAt: Date;
  /** The event's page on our site, written as URL. */
  eventUrl?: (event: CalendarEvent) => string;
  /** A filed document's address, listed in the description of past events; undefined leaves it out. */
  documentUrl?: (documentId: number) => string | undefined;
  /** RFC 5546 names ORGANIZER for PUBLISH; clients do not need it, so it is optional. */
  organizer?: { name: string; email: string };
}

export interface FeedOptions extends IcsOptions {
  name?: string;
  description?: string;
  /** The feed's own address (RFC 7986 SOURCE and URL). */
  url?: string;
  /** Suggested minimum time between refreshes, in seconds. */
  refreshIntervalSeconds?: number;
}

export const DEFAULT_REFRESH_INTERVAL_SECONDS = 6 * 3600;

/** A .ics file holding one event. */
export function eventIcs(event: CalendarEvent, options: IcsOptions): string {
  const calendar = newCalendar();
  addEvent(calendar, event, options);
  return withFinalCrlf(calendar.toString());
}

/** The subscribable feed of the whole calendar. */
export function calendarFeed(events: readonly CalendarEvent[], options: FeedOptions): string {
  const calendar = newCalendar();
  calendar.name(options.name ?? calendarMessages.feed.name);
  calendar.description(options.description ?? calendarMessages.feed.description);
  calendar.ttl(options.refreshIntervalSeconds ?? DEFAULT_REFRESH_INTERVAL_SECONDS);
  if (options.url) calendar.url(options.url).source(options.url);
  for (const event of events) addEvent(calendar, event, options);
  return withFinalCrlf(calendar.toString());
}

/** RFC 5545 3.1: every content line ends with CRLF, END:VCALENDAR's too. */
function withFinalCrlf(ics: string): string {
  return ics.endsWith("\r\n") ? ics : `${ics}\r\n`;
}

/** Text for a TEXT value: no control characters but TAB and line breaks, which get escaped. */
function text(value: string): string {
  return withoutControlCharacters(value);
}

function newCalendar(): ICalCalendar {
  return ical({ prodId: calendarMessages.productId, method: ICalCalendarMethod.PUBLISH });
}

function addEvent(calendar: ICalCalendar, event: CalendarEvent, options: IcsOptions): void {
  const cancelled = event.status === "cancelled";
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: options.generatedAt,
    created: new Date(event.createdAt),
    lastModified: new Date(event.updatedAt),
    ...timing(event),
    summary: text(cancelled ? `${calendarMessages.cancelledPrefix}${event.title}` : event.title),
    description: description(event, options) ?? null,
    location: location(event) ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Only a general meeting is something a shareholder attends; the rest must not mark them busy.
    transparency:
      event.kind === "general-meeting"
        ? ICalEventTransparency.OPAQUE
        : ICalEventTransparency.TRANSPARENT,
    categories: [{ name: calendarMessages.kinds[event.kind] }],
    url: options.eventUrl?.(event) ?? null,
    organizer: options.organizer ?? null,
  });
}

function timing(event: CalendarEvent) {
  const { when } = event;
  if (when.allDay) {
    return {
      allDay: true,
      start: dateAsUtcMidnight(when.start),
      end: dateAsUtcMidnight(addDays(when.end ?? when.start, 1)),
    };
  }
  return {
    allDay: false,
    start: istToInstant(when.start),
    end: when.end ? istToInstant(when.end) : null,
  };
}

function description(event: CalendarEvent, options: IcsOptions): string | undefined {
  const parts: string[] = [];
  if ("purpose" in event) parts.push(calendarMessages.purpose(event.purpose));
  if (event.description) parts.push(event.description);
  // Only documents that can be opened, each once: an id that is not (or no
  // longer) published names nothing a subscriber could read.
  const urls = new Set<string>();
  for (const id of event.relatedDocumentIds) {
    const url = options.documentUrl?.(id);
    if (url) urls.add(url);
  }
  if (urls.size > 0) parts.push([calendarMessages.relatedDocuments, ...urls].join("\n"));
  return parts.length > 0 ? text(parts.join("\n\n")) : undefined;
}

function location(event: CalendarEvent): string | undefined {
  if (event.location) return text(event.location);
  if (event.kind === "general-meeting" && event.mode === "video-conference") {
    return calendarMessages.videoConference;
  }
  return undefined;
}
