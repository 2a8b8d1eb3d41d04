import { data } from "react-router";
import { getDatabase } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { localeOfUrl, localizeHref } from "~/lib/i18n/locales";
import { bookingByReference } from "../booking/store.server";
import { visitIcs } from "../booking/ics.server";
import { changeCount } from "../booking/visit-outbox.server";
import { parseReference } from "../booking/reference";
import { CONFIRMATION_PATH, isVisitToken, visitToken } from "../booking/visit-links.server";
import type { Route } from "./+types/forms.consultation.visits.$file";

/**
 * /forms/consultation/visits/<REFERENCE>.ics?k=…[&lang=hi]: the booked
 * visit as a calendar file, for the link the visitor got when booking. The
 * signature must match the reference (visit-links.server.ts); anything else
 * is a 404, so the file says nothing of whether a reference exists.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const match = /^([^.]+)\.ics$/.exec(params.file ?? "");
  const reference = match ? parseReference(match[1]!) : undefined;
  if (!reference || !(await isVisitToken(reference, url.searchParams.get("k"))))
    throw data(null, { status: 404 });
  const db = getDatabase().db;
  const booking = await bookingByReference(db, reference);
  if (!booking) throw data(null, { status: 404 });
  const locale = localeOfUrl(url);
  const page = `${CONFIRMATION_PATH}/${reference}?k=${await visitToken(reference)}`;
  const body = visitIcs(
    {
      ...booking,
      sequence: await changeCount(db, booking.id),
      url: new URL(localizeHref(page, locale), getEnv().SITE_URL).toString(),
    },
    locale,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="kamo-visit-${reference}.ics"`,
      // Personal: never kept by a shared cache.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
