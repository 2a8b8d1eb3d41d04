import { createHmac, timingSafeEqual } from "node:crypto";
import type { DB } from "~/db/client.server";
import { loadFormSessionSecret } from "~/leads/submit/form-session-signer.server";
import { defaultLocale, localizeHref } from "~/lib/i18n/locales";
import { placeOfPin, type BookingRow } from "./bookings.server";
import { formatReference } from "./reference";
import { sentToOf } from "./sent-to.server";
import type { VisitReceipt } from "./visit-types";

/**
 * The confirmation page and the .ics file of a booked visit are reached by
 * links that carry a signature of the reference (HMAC with the form-session
 * secret): a reference alone, read out on a call or guessed, does not show
 * where and when someone will be at home. The visitor gets the signed links
 * when they book; nothing else hands them out.
 */
const PURPOSE = "visit-confirmation";

export async function visitToken(reference: string): Promise<string> {
  const secret = await loadFormSessionSecret();
  return createHmac("sha256", secret)
    .update(`${PURPOSE}|${reference}`)
    .digest("base64url")
    .slice(0, 22);
}

export async function isVisitToken(reference: string, token: unknown): Promise<boolean> {
  if (typeof token !== "string" || token.length !== 22) return false;
  const expected = Buffer.from(await visitToken(reference));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const CONFIRMATION_PATH = "/consultation/booked";
export const VISIT_FILES_PATH = "/forms/consultation/visits";

/** What the visitor is shown of a booking, with its signed links in their language. */
export async function receiptOf(
  db: DB,
  booking: BookingRow,
  locale: string,
): Promise<VisitReceipt> {
  const token = await visitToken(booking.reference);
  const lead = await db
    .selectFrom("leads")
    .select(["mobile", "email"])
    .where("id", "=", booking.leadId)
    .executeTakeFirst();
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
