import { data } from "react-router";
import { InvestorPage } from "~/investors/InvestorPage";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localeOfPath } from "~/lib/i18n/locales";
import { useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import { seo } from "~/lib/seo";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { istDateTimeOf } from "../ist";
import { financialYearName } from "../messages";
import { calendarRange, listCalendarEvents } from "../events.server";
import { getPublishedDocuments } from "~/investors/documents.server";
import type { Route } from "./+types/calendar-page";
import { CalendarEntry } from "./CalendarEntry";
import { calendarFiling, pageEvent, type CalendarFiling } from "../shown-event";
import { calendarPageMessages } from "./messages";
import { CALENDAR_FEED_PATH, CALENDAR_PATH } from "./when";
import "./calendar.css";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const now = new Date();
  const { from, to, years } = calendarRange(now);
  try {
    const events = await listCalendarEvents({ locale, from, to });
    const filings = await getPublishedDocuments(
      events.flatMap((e) => e.event.relatedDocumentIds),
      locale,
    );
    return {
      state: "ok" as const,
      now: istDateTimeOf(now),
      years: years.map((fy) => ({
        fy,
        name: financialYearName(locale, fy),
        events: events
          .filter(({ event }) => {
            const day = event.when.start.slice(0, 10);
            return day >= `${fy}-04-01` && day <= `${fy + 1}-03-31`;
          })
          .map(pageEvent),
      })),
      filings: Object.fromEntries(
        [...filings].map(([id, filing]) => [id, calendarFiling(filing)]),
      ) as Record<number, CalendarFiling>,
    };
  } catch (error) {
    console.error("[calendar] unavailable:", error);
    return data(
      {
        state: "unavailable" as const,
        now: "",
        years: [],
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
  return (
    <InvestorPage path={CALENDAR_PATH} title={t("title")} lead={t("lead")}>
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
      {loaderData.state === "unavailable" ? (
        <SourceUnavailable what={t("title").toLowerCase()} retryHref="" />
      ) : (
        loaderData.years.map(({ fy, name, events }) => (
          <section key={fy} className="calendar-year" aria-labelledby={`calendar-fy-${fy}`}>
            <h2 id={`calendar-fy-${fy}`}>{t("year.title", { year: name })}</h2>
            {events.length === 0 ? (
              <p>{t("year.empty")}</p>
            ) : (
              <ol className="calendar-list">
                {events.map((shown) => (
                  <CalendarEntry
                    key={shown.event.uid}
                    shown={shown}
                    now={loaderData.now}
                    filings={loaderData.filings}
                  />
                ))}
              </ol>
            )}
          </section>
        ))
      )}
    </InvestorPage>
  );
}
