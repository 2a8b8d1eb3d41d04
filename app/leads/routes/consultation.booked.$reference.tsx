import { useEffect } from "react";
import { data } from "react-router";
import { getDatabase } from "~/db/client.server";
import { leadMessages } from "~/leads/messages";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { bookingByReference } from "../booking/store.server";
import { parseReference } from "../booking/reference";
import { receiptOf } from "../booking/receipt.server";
import { isVisitToken } from "../booking/visit-links.server";
import { VisitConfirmation } from "../booking/VisitConfirmation";
import type { Route } from "./+types/consultation.booked.$reference";
import "../booking/booking.css";

/**
 * /consultation/booked/<REFERENCE>?k=…: the confirmation of a booked home
 * visit, in the visitor's language (/hi/… in Hindi). Reached from the
 * booking's redirect with the reference's signature; without it, or with a
 * reference that does not exist, it is the site's 404. Personal, so never
 * stored by a cache, and the address (which carries the signature) is not
 * sent on as a referrer.
 */
export const meta: Route.MetaFunction = (args) => {
  const t = leadMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("booked.metaTitle"),
    description: t("booked.metaDescription"),
    keywords: "",
    noindex: true,
  });
};

const personal = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = parseReference(params.reference ?? "");
  if (!reference || !(await isVisitToken(reference, url.searchParams.get("k"))))
    throw data(null, { status: 404 });
  const db = getDatabase().db;
  const booking = await bookingByReference(db, reference);
  if (!booking) throw data(null, { status: 404 });
  const receipt = await receiptOf(db, booking, localeOfPath(url.pathname));
  return data({ receipt }, { headers: personal });
}

export const headers = () => personal;

export default function VisitBooked({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = leadMessages.in(locale);
  // Reached from the form's answer, the browser may keep the form's scroll
  // (the footer, on a phone): start at the top, and tell a screen reader
  // where it is by focusing the heading.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById("visit-booked-title")?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="container visit-booked" aria-labelledby="visit-booked-title">
      <svg className="visit-booked-mark" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="48" />
        <path d="M28 50l13 13 27-29" />
      </svg>
      <VisitConfirmation
        receipt={loaderData.receipt}
        locale={locale}
        headingId="visit-booked-title"
        headingLevel={1}
      />
      <p>
        <a className="button button--ghost" href={localizeHref("/", locale)}>
          {t("booked.backHome")}
        </a>
      </p>
    </section>
  );
}
