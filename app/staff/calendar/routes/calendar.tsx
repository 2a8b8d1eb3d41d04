import { Link, useLoaderData } from "react-router";
import { istDateOf } from "~/lib/ist";
import { translationLocales } from "~/lib/i18n/fallback";
import { requireStaff } from "~/staff/auth/auth.server";
import { languageName } from "~/staff/shell/languages";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { StaffTable } from "~/staff/ui/StaffTable";
import { listStaffEvents } from "../calendar.server";
import { eventFormValues, kindLabel } from "../event-form";
import {
  eventTranslationPath,
  eventTranslationsByUid,
  translationStateOf,
} from "../translation.server";
import type { Route } from "./+types/calendar";

/** /staff/calendar: every event of the financial calendar, upcoming first, then the past. */

export const meta: Route.MetaFunction = () => [
  { title: "Financial calendar | Kamo Paints staff area" },
  { name: "robots", content: "noindex, nofollow" },
];

const VERSION_STATES = {
  complete: "Translated",
  partly: "Partly translated",
  none: "Not translated",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const today = istDateOf(new Date());
  const languages = await Promise.all(
    translationLocales().map(async (locale) => ({
      locale,
      language: languageName(locale),
      translations: await eventTranslationsByUid(locale),
    })),
  );
  const events = (await listStaffEvents()).map((event) => {
    const values = eventFormValues(event);
    return {
      uid: event.uid,
      kind: kindLabel(event.kind),
      title: event.title,
      date: values.startDate ?? "",
      time: values.startTime ?? "",
      cancelled: event.status === "cancelled",
      sequence: event.sequence,
      versions: languages.map(({ locale, language, translations }) => {
        const { exists, missing } = translationStateOf(event, translations.get(event.uid));
        const state: keyof typeof VERSION_STATES =
          missing.length === 0 ? "complete" : exists ? "partly" : "none";
        return {
          locale,
          language,
          state,
          href: eventTranslationPath(event.uid, locale),
        };
      }),
    };
  });
  const done = new URL(request.url).searchParams.get("done");
  return {
    languages: languages.map(({ locale, language }) => ({ locale, language })),
    upcoming: events.filter((e) => e.date >= today),
    past: events.filter((e) => e.date < today).reverse(),
    notice: done === "added" ? "Added. The public calendar and its feed show it now." : null,
  };
}

type Data = Awaited<ReturnType<typeof loader>>;
type Row = Data["upcoming"][number];

function EventTable({
  caption,
  events,
  languages,
}: {
  caption: string;
  events: Row[];
  languages: Data["languages"];
}) {
  if (events.length === 0) return <p>{caption}: none.</p>;
  return (
    <StaffTable
      caption={caption}
      rows={events}
      rowKey={(event) => event.uid}
      columns={[
        {
          header: "Date (IST)",
          cell: (event) => (
            <time dateTime={event.time ? `${event.date}T${event.time}` : event.date}>
              {event.date}
              {event.time ? ` ${event.time}` : ""}
            </time>
          ),
        },
        {
          header: "Event",
          rowHeader: true,
          cell: (event) => (
            <Link to={`/staff/calendar/${encodeURIComponent(event.uid)}`}>{event.title}</Link>
          ),
        },
        { header: "Kind", cell: (event) => event.kind },
        {
          header: "Status",
          cell: (event) =>
            `${event.cancelled ? "Cancelled" : "Scheduled"}${event.sequence > 0 ? ` (changed ${event.sequence}×)` : ""}`,
        },
        ...languages.map(({ locale, language }, index) => ({
          header: language,
          key: locale,
          cell: (event: Row) => {
            const version = event.versions[index]!;
            return (
              <Link
                to={version.href}
                aria-label={`${VERSION_STATES[version.state]}: ${version.language} version of ${event.title}`}
              >
                {VERSION_STATES[version.state]}
              </Link>
            );
          },
        })),
      ]}
    />
  );
}

export default function StaffCalendar() {
  const { languages, upcoming, past, notice } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffPageHead
        title="Financial calendar"
        description="Board meetings, results, general meetings and dividend dates on /investors/calendar and its feed. Trading-window closures follow from the results dates. A cancelled event stays listed, so subscribed calendars remove it."
        actions={
          <>
            <Link className="button" to="/staff/calendar/new">
              Add an event
            </Link>
            <a className="button button--secondary" href="/investors/calendar">
              Public calendar
            </a>
          </>
        }
      />
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      <EventTable caption="Today and later" events={upcoming} languages={languages} />
      <EventTable caption="Past events, newest first" events={past} languages={languages} />
    </>
  );
}
