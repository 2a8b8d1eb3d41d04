import { formatDocumentDate } from "~/lib/i18n/format";
import { investorsIn } from "~/investors/localized-content";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { CalendarFiling, PageEvent } from "../shown-event";
import { calendarPageMessages } from "./messages";
import { eventIcsPath, isPast, whenText } from "./when";
import "./calendar.css";

/**
 * One date of the calendar: when (IST), its kind and status, its text (in
 * English, marked so, until staff translate it), its .ics download, and the
 * filings made for it once it is past. Used on the calendar page and the
 * Investor Zone's teaser. `now` is the IST wall-clock time of the render.
 */
export function CalendarEntry({
  shown: { event, textLang },
  now,
  filings,
  next = false,
}: {
  shown: PageEvent;
  now: string;
  filings?: Record<number, CalendarFiling>;
  /** The first date still to come: marked so. */
  next?: boolean;
}) {
  const locale = useLocale();
  const t = useMessages(calendarPageMessages);
  const past = isPast(event.when, now);
  const cancelled = event.status === "cancelled";
  const when = whenText(locale, event.when, t);
  const linked = (filings ? event.relatedDocumentIds.map((id) => filings[id]) : []).filter(
    (f): f is CalendarFiling => f !== undefined,
  );
  const pages = new Map(investorsIn(locale).documentPages.map((p) => [p.category, p]));
  return (
    <li
      id={event.uid}
      className={`calendar-entry${cancelled ? " calendar-entry--cancelled" : ""}${past ? " calendar-entry--past" : ""}`}
    >
      <p className="calendar-entry__when">
        <time dateTime={event.when.allDay ? event.when.start : `${event.when.start}+05:30`}>
          {when}
        </time>
      </p>
      <div className="calendar-entry__body">
        <p className="calendar-entry__kind">
          <span className={`calendar-kind calendar-kind--${event.kind}`}>
            {t(`kind.${event.kind}`)}
          </span>
          {cancelled ? (
            <span className="calendar-status calendar-status--cancelled">
              {t("status.cancelled")}
            </span>
          ) : past ? (
            <span className="calendar-status">{t("status.past")}</span>
          ) : next ? (
            <span className="calendar-status calendar-status--next">{t("status.next")}</span>
          ) : null}
        </p>
        <div lang={textLang}>
          <h3 className="calendar-entry__title">{event.title}</h3>
          {"purpose" in event ? (
            <p className="calendar-entry__purpose">{t("purpose", { purpose: event.purpose })}</p>
          ) : null}
          {event.description ? <p>{event.description}</p> : null}
          {event.location ? <p className="calendar-entry__location">{event.location}</p> : null}
        </div>
        <p className="calendar-entry__ics">
          <a
            href={eventIcsPath(event.uid)}
            type="text/calendar"
            download
            aria-label={t("ics.label", { title: event.title, date: when })}
          >
            {t("ics.link")}
          </a>
        </p>
        {linked.length > 0 ? (
          <div className="calendar-entry__filings">
            <p>{t("filings.title")}</p>
            <ul>
              {linked.map((filing) => {
                const href = filing.href ?? pages.get(filing.category)?.path ?? "";
                return (
                  <li key={filing.key}>
                    <a href={href.startsWith("/documents/") ? href : localizeHref(href, locale)}>
                      <span lang={filing.descriptionLang}>{filing.description}</span>
                    </a>{" "}
                    <span className="muted">
                      {`(${pages.get(filing.category)?.shortTitle ?? filing.category}, ${formatDocumentDate(locale, filing.date)})`}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}
