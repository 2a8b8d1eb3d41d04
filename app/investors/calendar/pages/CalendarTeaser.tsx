import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { PageEvent } from "../shown-event";
import { CalendarEntry } from "./CalendarEntry";
import { calendarPageMessages } from "./messages";
import { CALENDAR_PATH } from "./when";

/** The Investor Zone's "next 7 days": each date with its .ics link, and the way to the full calendar. */
export function CalendarTeaser({ events, now }: { events: PageEvent[]; now: string }) {
  const locale = useLocale();
  const t = useMessages(calendarPageMessages);
  return (
    <section className="calendar-teaser" aria-labelledby="calendar-teaser-title">
      <h2 id="calendar-teaser-title">{t("teaser.title")}</h2>
      {events.length === 0 ? (
        <p>{t("teaser.none")}</p>
      ) : (
        <ol className="calendar-list">
          {events.map((shown) => (
            <CalendarEntry key={shown.event.uid} shown={shown} now={now} />
          ))}
        </ol>
      )}
      <p>
        <a href={localizeHref(CALENDAR_PATH, locale)}>{t("teaser.all")}</a>
      </p>
    </section>
  );
}
