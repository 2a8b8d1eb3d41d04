import type { DB } from "~/db/client.server";
import { leadContact } from "~/leads/delivery/store.server";
import { defaultLocale, localizeHref } from "~/lib/i18n/locales";
import type { VisitTables } from "~/db/schema/visits";
import { maskEmail } from "./mask";
import { messagesOfBooking } from "./visitor-outbox.server";
import { formatReference } from "./reference";
import { placeOfPin, type BookingRow } from "./store.server";
import { CONFIRMATION_PATH, VISIT_FILES_PATH, visitToken } from "./visit-links.server";
import type { VisitReceipt } from "./visit-types";

type Channel = VisitTables["visit_messages"]["channel"];

/**
 * The channels on which the visit as it stands now is on its way to the
 * visitor (ADR 45), so the confirmation can say where the details went and
 * never say it of a message that does not exist or was refused for good.
 *
 * "As it stands now": the messages of the booking's latest event (the
 * booking itself, or the last change staff made), not any message ever
 * queued for it: after a reschedule the page shows the new time, and only
 * the reschedule's messages carry it. A cancelled visit says nothing here.
 */
export async function confirmationChannels(db: DB, bookingId: number): Promise<Channel[]> {
  const rows = await messagesOfBooking(db, bookingId);
  // The booking's own messages have no change; every change's id is above 0.
  const latest = Math.max(-1, ...rows.map((r) => r.change_id ?? 0));
  const channels = rows
    .filter((r) => (r.change_id ?? 0) === latest && r.event !== "cancelled" && r.status !== "dead")
    .map((r) => r.channel);
  return [...new Set(channels)].sort();
}

/**
 * What the receipt says of where the details went: the mobile's last four
 * digits and the address masked, each only when its message is queued. The
 * page opens from a link in the message itself, so neither is ever whole.
 */
export async function sentToOf(
  db: DB,
  bookingId: number,
  contact: { mobile: string; email: string },
): Promise<VisitReceipt["sentTo"]> {
  const channels = await confirmationChannels(db, bookingId);
  return {
    mobileEnd: channels.includes("sms") ? contact.mobile.slice(-4) : null,
    email: channels.includes("email") ? maskEmail(contact.email) : null,
  };
}

/** What the visitor is shown of a booking, with its signed links in their language. */
export async function receiptOf(
  db: DB,
  booking: BookingRow,
  locale: string,
): Promise<VisitReceipt> {
  const token = await visitToken(booking.reference);
  const lead = await leadContact(db, booking.leadId);
  const lang = locale === defaultLocale ? "" : `&lang=${encodeURIComponent(locale)}`;
  return {
    reference: formatReference(booking.reference),
    date: booking.date,
    slot: booking.slot,
    status: booking.status,
    pin: booking.pin,
    locality: booking.locality,
    place: placeOfPin(booking.pin) ?? "",
    mobileEnd: (lead?.mobile ?? "").slice(-4),
    sentTo: await sentToOf(db, booking.id, {
      mobile: lead?.mobile ?? "",
      email: lead?.email ?? "",
    }),
    pageHref: `${localizeHref(`${CONFIRMATION_PATH}/${booking.reference}`, locale)}?k=${token}`,
    icsHref: `${VISIT_FILES_PATH}/${booking.reference}.ics?k=${token}${lang}`,
  };
}
