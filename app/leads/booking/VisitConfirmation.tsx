import { site } from "~/content/site";
import { leadMessages } from "~/leads/messages";
import { withNodes } from "~/lib/i18n/rich-text";
import type { VisitReceipt } from "./visit-types";
import { fullDayName } from "./visit-words";

/**
 * A booked visit as the visitor keeps it: the reference, what, when (IST)
 * and where, how we will be in touch, the .ics file for their calendar, and
 * how to change it. The confirmation page and the dialog both show it.
 */
export function VisitConfirmation({
  receipt,
  locale,
  headingId,
  headingLevel = 2,
  pageLink = false,
}: {
  receipt: VisitReceipt;
  locale: string;
  headingId: string;
  headingLevel?: 1 | 2;
  /** The dialog links to the confirmation page, which the visitor can bookmark. */
  pageLink?: boolean;
}) {
  const t = leadMessages.in(locale);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const cancelled = receipt.status === "cancelled";
  const phone = <a href={`tel:${site.tollFree.replace(/\s/g, "")}`}>{site.tollFree}</a>;
  return (
    <div className="visit-confirmation">
      <Heading className="visit-confirmation-title" id={headingId} tabIndex={-1}>
        {cancelled ? t("booked.metaTitle") : t("booked.title")}
      </Heading>
      {cancelled ? (
        <p className="alert alert--error">
          {withNodes(t("booked.cancelled", { phone: "{phone}" }), { phone })}
        </p>
      ) : (
        <p className="visit-confirmation-lead">{t("booked.lead")}</p>
      )}
      <dl className="visit-receipt">
        <div className="visit-receipt-reference">
          <dt>{t("booked.reference")}</dt>
          <dd>
            <strong translate="no">{receipt.reference}</strong>
          </dd>
        </div>
        <div>
          <dt>{t("booked.what")}</dt>
          <dd>{t("booked.whatValue")}</dd>
        </div>
        <div>
          <dt>{t("booked.when")}</dt>
          <dd>
            <time dateTime={receipt.date}>{fullDayName(receipt.date, locale)}</time>
            <br />
            {t(`visit.slot.${receipt.slot}`)}, {t("booked.ist")}
          </dd>
        </div>
        <div>
          <dt>{t("booked.where")}</dt>
          <dd>
            {t("booked.whereValue", { locality: receipt.locality, pin: receipt.pin })}
            {receipt.place ? (
              <>
                <br />
                <span lang={locale === "en" ? undefined : "en"}>{receipt.place}</span>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {cancelled ? null : (
        <>
          <SentTo sentTo={receipt.sentTo} locale={locale} />
          {receipt.mobileEnd ? <p>{t("booked.call", { digits: receipt.mobileEnd })}</p> : null}
          <p className="visit-confirmation-actions">
            <a
              className="button"
              href={receipt.icsHref}
              download={`kamo-visit-${receipt.reference}.ics`}
            >
              {t("booked.ics")} <span className="visit-ics-note">{t("booked.icsFile")}</span>
            </a>
            {pageLink ? (
              <a className="button button--ghost" href={receipt.pageHref}>
                {t("booked.open")}
              </a>
            ) : null}
          </p>
          <p className="field-hint">
            {withNodes(t("booked.change", { phone: "{phone}" }), { phone })}
          </p>
        </>
      )}
    </div>
  );
}

/** Where the details went, said only of messages that are on their way (ADR 45). */
function SentTo({ sentTo, locale }: { sentTo: VisitReceipt["sentTo"]; locale: string }) {
  const t = leadMessages.in(locale);
  const { mobileEnd: digits, email } = sentTo;
  const line =
    digits && email
      ? t("booked.sent.both", { digits, email })
      : digits
        ? t("booked.sent.sms", { digits })
        : email
          ? t("booked.sent.email", { email })
          : undefined;
  return line ? <p className="visit-sent">{line}</p> : null;
}
