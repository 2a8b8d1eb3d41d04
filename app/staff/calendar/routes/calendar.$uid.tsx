import { Form, data, redirect, useActionData, useLoaderData } from "react-router";
import type { CalendarEvent, EventChanges } from "~/investors/calendar/event";
import { financialYearOf } from "~/investors/calendar/financial-year";
import { translationLocales } from "~/lib/i18n/fallback";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { CsrfField } from "~/staff/ui/CsrfField";
import { StaffNotice, StaffPageHead } from "~/staff/ui/StaffPageHead";
import { TranslationStatusPanel } from "~/staff/shell/TranslationStatusPanel";
import { cancelStaffEvent, createEvent, getStaffEvent, updateEvent } from "../calendar.server";
import { EventForm } from "../EventForm";
import {
  EVENT_FORM_FIELDS,
  eventFormValues,
  eventInputFromForm,
  formErrorsOf,
  kindLabel,
  type EventFormValues,
} from "../event-form";
import { eventTranslationStatus } from "../translation.server";
import type { Route } from "./+types/calendar.$uid";

/** /staff/calendar/new and /staff/calendar/:uid: one form for adding and changing an event. */

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.uid ? "Calendar event" : "New calendar event"} | Kamo Paints staff area` },
  { name: "robots", content: "noindex, nofollow" },
];

const notices = {
  saved: "Saved. Subscribed calendars pick up the change with the next refresh of the feed.",
  unchanged: "Nothing was changed, so subscribed calendars are not asked to refresh it.",
  cancelled: "Cancelled. The event stays in the feed marked cancelled, so calendars remove it.",
} as const;

const eventPath = (uid: string) => `/staff/calendar/${encodeURIComponent(uid)}`;

async function eventOr404(uid: string): Promise<CalendarEvent> {
  const event = await getStaffEvent(uid);
  if (!event) throw data({ message: "There is no such calendar event." }, { status: 404 });
  return event;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const financialYear = financialYearOf(new Date());
  if (!params.uid)
    return {
      event: null,
      values: {} as EventFormValues,
      notice: null,
      financialYear,
      translations: [],
    };
  const event = await eventOr404(params.uid);
  const done = new URL(request.url).searchParams.get("done");
  return {
    event: {
      uid: event.uid,
      title: event.title,
      kind: kindLabel(event.kind),
      cancelled: event.status === "cancelled",
      closure: event.kind === "trading-window-closure",
    },
    values: eventFormValues(event),
    notice: done && done in notices ? (done as keyof typeof notices) : null,
    financialYear,
    translations: await eventTranslationStatus(event.uid, translationLocales()),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "investor-relations");
  if (params.uid && form.get("intent") === "cancel") {
    const result = await cancelStaffEvent(staff, params.uid);
    if (!result) throw data({ message: "There is no such calendar event." }, { status: 404 });
    throw redirect(`${eventPath(params.uid)}?done=cancelled`);
  }
  const values: EventFormValues = {};
  for (const field of EVENT_FORM_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  // The kind is the stored event's: a form cannot turn a results date into a meeting.
  if (params.uid) values.kind = (await eventOr404(params.uid)).kind;
  const read = eventInputFromForm(values);
  if (!read.ok) return data({ values, errors: read.errors }, { status: 400 });
  if (!params.uid) {
    const created = await createEvent(staff, read.input);
    if (!created.ok) return data({ values, errors: formErrorsOf(created.errors) }, { status: 400 });
    throw redirect("/staff/calendar?done=added");
  }
  const { kind: _kind, ...changes } = read.input;
  const updated = await updateEvent(staff, params.uid, changes as EventChanges<CalendarEvent>);
  if (!updated) throw data({ message: "There is no such calendar event." }, { status: 404 });
  if (!updated.ok) return data({ values, errors: formErrorsOf(updated.errors) }, { status: 400 });
  throw redirect(`${eventPath(params.uid)}?done=${updated.changed ? "saved" : "unchanged"}`);
}

export default function StaffCalendarEvent() {
  const { event, values, notice, financialYear, translations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  return (
    <>
      <StaffPageHead
        back={{ to: "/staff/calendar", label: "Financial calendar" }}
        title={event ? event.title : "New calendar event"}
        description={
          event
            ? `${event.kind}${event.cancelled ? ", cancelled: kept in the feed so subscribed calendars remove it." : "."}`
            : "Times are India Standard Time; the feed writes them so every calendar shows them right."
        }
      />
      {notice ? <StaffNotice>{notices[notice]}</StaffNotice> : null}
      {event && !event.closure ? <TranslationStatusPanel statuses={translations} /> : null}
      {event?.closure ? (
        <StaffNotice tone="info">
          Trading-window closures follow from the results dates: change the results date instead.
        </StaffNotice>
      ) : (
        <EventForm
          key={result ? "typed" : "stored"}
          values={result?.values ?? values}
          errors={errors}
          kindFixed={event !== null}
          financialYear={financialYear}
          submitLabel={event ? "Save changes" : "Add to the calendar"}
        />
      )}
      {event && !event.cancelled && !event.closure ? (
        <section className="staff-card" aria-labelledby="event-cancel-heading">
          <h2 id="event-cancel-heading">Cancel this event</h2>
          <p>
            It stays on the public calendar and in the feed, marked cancelled, so every calendar
            that subscribed removes it. This cannot be undone; add a new event if it is set again.
          </p>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="button button--secondary">
              Cancel this event
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
