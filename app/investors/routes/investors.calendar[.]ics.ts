import { getEnv } from "~/lib/env.server";
import { calendarFeed } from "../calendar/ics.server";
import { calendarRange, listCalendarEvents } from "../calendar/store.server";
import { getPublishedDocuments } from "~/investors/documents/documents.server";
import { icsResponse, icsUrls } from "../calendar/pages/ics-response.server";
import { CALENDAR_FEED_PATH } from "../calendar/pages/when";
import { logFor } from "~/lib/log/logger.server";

/**
 * /investors/calendar.ics — the whole calendar as a feed calendars subscribe
 * to: the current and next financial year, and the year before so a
 * subscriber's past entries are not dropped the day the year turns.
 * Cancelled events stay in it with STATUS:CANCELLED (ADR 20).
 */
export async function loader({ request }: { request: Request }) {
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  const { from, to } = calendarRange(new Date());
  const previousYearStart = `${Number(from.slice(0, 4)) - 1}${from.slice(4)}`;
  try {
    const events = (await listCalendarEvents({ from: previousYearStart, to })).map((e) => e.event);
    const documents = await getPublishedDocuments(events.flatMap((e) => e.relatedDocumentIds));
    const newest = events.reduce((max, e) => (e.updatedAt > max ? e.updatedAt : max), "");
    const body = calendarFeed(events, {
      // The newest change, not the clock: the file (and its ETag) changes only with an event.
      generatedAt: new Date(newest || "2026-01-01T00:00:00Z"),
      url: `${origin}${CALENDAR_FEED_PATH}`,
      ...icsUrls(origin, documents),
    });
    return icsResponse(request, body, "investor-calendar.ics");
  } catch (error) {
    logFor("calendar").error({ err: error }, "calendar feed unavailable");
    return new Response("The calendar feed is unavailable just now. Please try again.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
