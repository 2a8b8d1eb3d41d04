import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { companyDomain } from "~/content/facts";
import { site } from "~/content/site";
import { istToInstant } from "~/lib/ist";
import { leadMessages } from "~/leads/messages";
import { withoutControlCharacters } from "~/lib/control-characters";
import { formatReference } from "./reference";
import { slotTimes, type SlotId } from "./slots";

/**
 * A booked visit as an iCalendar file the visitor adds to their calendar,
 * made with ical-generator as the financial calendar's are
 * (app/investors/calendar/ics.server.ts: METHOD:PUBLISH, times in UTC, which
 * is exact for IST, and text cleaned of control characters).
 *
 * The UID is the booking's reference on the company's domain, so a file
 * downloaded again after a reschedule updates the same event (its SEQUENCE
 * grows with each change) rather than adding a second one; a cancelled
 * visit keeps its UID with STATUS:CANCELLED. The event has no attendee and
 * no organiser: it is the visitor's note, not an invitation to answer.
 */
export interface VisitEvent {
  reference: string;
  date: string;
  slot: SlotId;
  status: "booked" | "cancelled";
  locality: string;
  pin: string;
  /** Changes made since the booking: the event's SEQUENCE. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
  /** The confirmation page, absolute. */
  url: string;
}

export function visitUid(reference: string): string {
  return `visit-${reference.toLowerCase()}@${companyDomain}`;
}

export function visitIcs(visit: VisitEvent, locale: string): string {
  const t = leadMessages.in(locale);
  const text = (value: string) => withoutControlCharacters(value);
  const cancelled = visit.status === "cancelled";
  const times = slotTimes[visit.slot];
  const calendar = ical({
    prodId: { company: site.legalName, product: "Home visits", language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: visitUid(visit.reference),
    sequence: visit.sequence,
    stamp: new Date(visit.updatedAt),
    created: new Date(visit.createdAt),
    lastModified: new Date(visit.updatedAt),
    start: istToInstant(`${visit.date}T${times.start}`),
    end: istToInstant(`${visit.date}T${times.end}`),
    summary: text(`${cancelled ? t("ics.cancelled") : ""}${t("ics.summary")}`),
    description: text(
      t("ics.description", {
        reference: formatReference(visit.reference),
        slot: t(`visit.slot.${visit.slot}`),
        phone: site.tollFree,
      }),
    ),
    location: text(`${visit.locality}, ${visit.pin}`),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: visit.url,
  });
  const ics = calendar.toString();
  return ics.endsWith("\r\n") ? ics : `${ics}\r\n`;
}
