import { data } from "react-router";
import { InvestorPage } from "~/investors/zone/InvestorPage";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localeOfPath } from "~/lib/i18n/locales";
import { useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { seo } from "~/ui/seo";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { istDateTimeOf } from "~/lib/ist";
import { financialYearName } from "../calendar/messages";
import { calendarRange, listCalendarEvents } from "../calendar/store.server";
import { getPublishedDocuments } from "~/investors/documents/documents.server";
import type { Route } from "./+types/investors.calendar";
import { CalendarEntry } from "../calendar/pages/CalendarEntry";
import {
  calendarFiling,
  pageEvent,
  type CalendarFiling,
  type PageEvent,
} from "../calendar/shown-event";
import { calendarPageMessages } from "../calendar/pages/messages";
import { CALENDAR_FEED_PATH, CALENDAR_PATH, isPast } from "../calendar/pages/when";
import "../calendar/pages/calendar.css";
import { logFor } from "~/lib/log/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const now = new Date();
  const nowIst = istDateTimeOf(now);
  const { from, to, years } = calendarRange(now);
  try {
    const events = await listCalendarEvents({ locale, from, to });
    const filings = await getPublishedDocuments(
      events.flatMap((e) => e.event.relatedDocumentIds),
      locale,
    );
    // What a shareholder comes for is the next date: those still to come
    // first, soonest first; the ones held this year after them, latest first.
    const held = events.filter(({ event }) => isPast(event.when, nowIst));
    return {
      state: "ok" as const,
      now: nowIst,
      years: years.map((fy) => financialYearName(locale, fy)),
      upcoming: events.filter((e) => !held.includes(e)).map(pageEvent),
      past: [...held].reverse().map(pageEvent),
      filings: Object.fromEntries(
        [...filings].map(([id, filing]) => [id, calendarFiling(filing)]),
      ) as Record<number, CalendarFiling>,
    };
  } catch (error) {
    logFor("calendar").error({ err: error }, "calendar unavailable");
    return data(
      {
        state: "unavailable" as const,
        now: "",
        years: [] as string[],
        upcoming: [] as PageEvent[],
        past: [] as PageEvent[],
        filings: {} as Record<number, CalendarFiling>,
      },
      sourceUnavailableInit(),
    );
  }
}

// Re-rendered every few minutes: "held" follows the clock, and staff edits show soon.
export const headers = dataPageHeaders(300);

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "text/calendar",
    href: CALENDAR_FEED_PATH,
    title: "Kamo Paints investor calendar",
  },
];

export const meta: Route.MetaFunction = (args) => {
  const t = calendarPageMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("metaTitle"),
    description: t("metaDescription"),
    keywords: t("metaKeywords"),
  });
};

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(calendarPageMessages);
  const { upcoming, past, years, now, filings } = loaderData;
  const entries = (list: PageEvent[], first?: string) => (
    <ol className="calendar-list">
      {list.map((shown) => (
        <CalendarEntry
          key={shown.event.uid}
          shown={shown}
          now={now}
          filings={filings}
          next={shown.event.uid === first}
        />
      ))}
    </ol>
  );
  const next = upcoming.find(({ event }) => event.status !== "cancelled")?.event.uid;
  return (
    <InvestorPage path={CALENDAR_PATH} title={t("title")} lead={t("lead")}>
      {loaderData.state === "unavailable" ? (
        <SourceUnavailable what={t("title").toLowerCase()} retryHref="" />
      ) : (
        <section className="calendar-upcoming" aria-labelledby="calendar-upcoming-title">
          <h2 id="calendar-upcoming-title">{t("upcoming.title")}</h2>
          {upcoming.length === 0 ? <p>{t("upcoming.empty")}</p> : entries(upcoming, next)}
        </section>
      )}
      <section className="calendar-feed" aria-labelledby="calendar-feed-title">
        <h2 id="calendar-feed-title">{t("feed.title")}</h2>
        <p>
          {withNodes(t("feed.body", { feed: "{feed}" }), {
            feed: (
              <a href={CALENDAR_FEED_PATH} type="text/calendar">
                {t("feed.link")}
              </a>
            ),
          })}
        </p>
      </section>
      <section className="calendar-note" aria-labelledby="calendar-closures-title">
        <h2 id="calendar-closures-title">{t("closures.title")}</h2>
        <p>{t("closures.body")}</p>
      </section>
      {past.length > 0 ? (
        <section className="calendar-past" aria-labelledby="calendar-past-title">
          <h2 id="calendar-past-title">{t("past.title", { year: years[0] ?? "" })}</h2>
          {/* Folded: a plain <details>, so it opens without JavaScript, and a link to an entry opens it. */}
          <details className="calendar-past__fold">
            <summary>{t("past.show", { count: past.length })}</summary>
            {entries(past)}
          </details>
        </section>
      ) : null}
    </InvestorPage>
  );
}
