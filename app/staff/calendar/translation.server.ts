import { z } from "zod";
import { db as defaultDb, type DB } from "~/db/client.server";
import { calendarEventSchema, type CalendarEvent } from "~/investors/calendar/event";
import {
  eventWithRowId,
  putEventTranslation,
  removeEventTranslation,
  selectEventTranslation,
  selectEventTranslations,
} from "~/investors/calendar/store.server";
import { cleanText } from "~/lib/forms/fields";
import { parseForm } from "~/lib/forms/parse-form.server";
import { isBlank, missingFields } from "~/lib/i18n/fallback";
import type { AuditActor } from "~/staff/audit/record.server";
import { languageName } from "~/staff/shell/languages";
import type { TranslationStatus } from "~/staff/shell/translation-status";
import {
  getTranslation,
  saveTranslation,
  translationStatus,
  type RecordStore,
  type TranslationKind,
} from "~/staff/translations/kit.server";
import { getStaffEvent } from "./calendar.server";
import {
  EVENT_TEXT_FIELDS,
  EVENT_TEXT_LABELS,
  englishTextOf,
  type EventText,
  type EventTextField,
} from "./translation-fields";

/**
 * A calendar event's text in the site's other languages (issue 25, ADR 27),
 * as investor relations write it: one row per event and language in
 * calendar_event_translations. The public calendar shows an event in the
 * page's language when its row has a title, and otherwise the whole entry in
 * English, marked lang="en" (investors/calendar/store.server.ts). So here a blank title means
 * "not translated": saving one removes the row, and the form asks for every
 * field the English has once a title is given, or the entry would show
 * untranslated English under a Hindi title without saying so. Trading-window
 * closures are never stored, so they have no row; their text is written by
 * code (trading-window.ts), in each language.
 *
 * The translation kit (staff/translations/kit.server.ts) reads, saves and
 * audits a version, driven by eventTranslationKind; what is the calendar's
 * own stays here: the form's rules, and the untranslated list from this
 * financial year on.
 */

/** The English event's own limits, read from its schema, so the two cannot drift apart. */
function maxOf(schema: { maxLength: number | null }): number {
  if (schema.maxLength === null) throw new Error("calendar event text without a length limit");
  return schema.maxLength;
}
// A board meeting has every translated field, purpose included.
const boardMeeting = calendarEventSchema.options[0].shape;
export const EVENT_TEXT_LIMITS: Record<EventTextField, number> = {
  title: maxOf(boardMeeting.title),
  purpose: maxOf(boardMeeting.purpose),
  description: maxOf(boardMeeting.description.unwrap()),
  location: maxOf(boardMeeting.location.unwrap()),
};

/** The title, purpose and venue are one line on the page; the details keep their line breaks. */
const oneLine = (text: string) => cleanText(text).replace(/\s+/g, " ");
const paragraphs = (text: string) => cleanText(text.replace(/\r\n?/g, "\n"));

function translationSchema(english: EventText, language: string) {
  const field = (name: EventTextField, clean: (text: string) => string) => {
    const max = EVENT_TEXT_LIMITS[name];
    return z
      .string()
      .transform(clean)
      .pipe(
        z
          .string()
          .max(
            max,
            `Keep the ${language} ${EVENT_TEXT_LABELS[name]} to ${max} characters or fewer.`,
          ),
      );
  };
  return z
    .object({
      title: field("title", oneLine),
      purpose: field("purpose", oneLine),
      description: field("description", paragraphs),
      location: field("location", oneLine),
    })
    .superRefine((text, ctx) => {
      const issue = (name: EventTextField, message: string) =>
        ctx.addIssue({ code: "custom", path: [name], message });
      if (EVENT_TEXT_FIELDS.every((name) => text[name] === "")) return;
      if (text.title === "") {
        issue(
          "title",
          `Give the ${language} title too, or empty every field to remove the ${language} version.`,
        );
        return;
      }
      for (const name of EVENT_TEXT_FIELDS)
        if (!isBlank(english[name]) && text[name] === "")
          issue(
            name,
            `Give the ${language} ${EVENT_TEXT_LABELS[name]} too: with a ${language} title, ${language} pages show the whole entry in ${language}.`,
          );
    });
}

export type EventTranslationForm =
  | { ok: true; values: EventText }
  | { ok: false; values: EventText; errors: Record<string, string> };

/** The posted translation form, checked against the event's English: what to save, or why not. */
export function readEventTranslationForm(
  form: FormData,
  english: EventText,
  locale: string,
): EventTranslationForm {
  const parsed = parseForm(form, translationSchema(english, languageName(locale)));
  return parsed.ok
    ? { ok: true, values: parsed.data }
    : { ok: false, values: parsed.values, errors: parsed.errors };
}

/** What the page that edits an event's version in one language shows. */
export interface EventTranslation {
  kind: CalendarEvent["kind"];
  englishTitle: string;
  /** The English text of each field, "" where the event has none. */
  english: EventText;
  /** The translation as stored, "" where a field is not translated. */
  values: EventText;
  /** When the translation was last saved; null when there is none. */
  updatedAt: string | null;
  /** The fields with English text and no translation, as "Still in English" names them. */
  missing: string[];
  cancelled: boolean;
}

/** A stored row's text alone, without its keys and stamp. */
function textOf(row: EventText): EventText {
  return Object.fromEntries(EVENT_TEXT_FIELDS.map((name) => [name, row[name]])) as EventText;
}

export const eventTranslationPath = (uid: string, locale: string) =>
  `/staff/calendar/${encodeURIComponent(uid)}/translation/${locale}`;

/** The kit's descriptor of a calendar event, by its uid. */
export const eventTranslationKind: TranslationKind<
  EventTextField,
  string,
  RecordStore<EventTextField, string>
> = {
  kind: "calendar-event",
  entityType: "calendar-event",
  noun: "event",
  labels: EVENT_TEXT_LABELS,
  html: [],
  editPath: eventTranslationPath,
  store: {
    async english(executor, uid) {
      const stored = await eventWithRowId(executor, uid);
      if (!stored) return undefined;
      const { id, event } = stored;
      return {
        title: event.title,
        text: englishTextOf(event),
        published: event.status !== "cancelled",
        detail: event.when.start.slice(0, 10),
        // As the audit log has always named an event: its row, its title and when it starts.
        audit: { entityId: id, name: `"${event.title}" on ${event.when.start}` },
      };
    },
    async translation(executor, uid, locale) {
      const row = await selectEventTranslation(executor, uid, locale);
      return row && { text: textOf(row), updatedAt: row.updated_at, row };
    },
    put: putEventTranslation,
    remove: removeEventTranslation,
  },
};

/** How far one event is translated: whether a version exists, and what is still English only. */
export function translationStateOf(
  event: CalendarEvent,
  translation: EventText | undefined,
): { exists: boolean; missing: string[] } {
  return {
    exists: translation !== undefined,
    missing: missingFields(englishTextOf(event), EVENT_TEXT_FIELDS, translation).map(
      (name) => EVENT_TEXT_LABELS[name],
    ),
  };
}

/** An event's English and its version in `locale`; undefined when no such event is stored. */
export async function getEventTranslation(
  uid: string,
  locale: string,
  database: DB = defaultDb(),
): Promise<EventTranslation | undefined> {
  const event = await getStaffEvent(uid, database);
  const found = event && (await getTranslation(eventTranslationKind, uid, locale, database));
  if (!event || !found) return undefined;
  const { englishTitle, english, values, updatedAt, missing } = found;
  return {
    kind: event.kind,
    englishTitle,
    english,
    values,
    updatedAt,
    missing,
    cancelled: event.status === "cancelled",
  };
}

/** Every stored event's version in `locale`, by uid. */
export async function eventTranslationsByUid(
  locale: string,
  database: DB = defaultDb(),
): Promise<Map<string, EventText>> {
  const rows = await selectEventTranslations(database, locale);
  return new Map(rows.map((row) => [row.uid, textOf(row)]));
}

/** How far an event is translated into each language, for its edit page. */
export function eventTranslationStatus(
  uid: string,
  locales: readonly string[],
  database: DB = defaultDb(),
): Promise<TranslationStatus[]> {
  return translationStatus(eventTranslationKind, uid, locales, database);
}

/**
 * Saves an event's version in `locale` with its audit entry, then refreshes
 * the public pages: "removed" when the title is blank (the public calendar
 * shows the English again), undefined when there is no such event.
 */
export async function saveEventTranslation(
  actor: AuditActor,
  uid: string,
  locale: string,
  values: EventText,
  database: DB = defaultDb(),
): Promise<"saved" | "removed" | undefined> {
  // The event's own row is not touched: its SEQUENCE and updated_at make the
  // .ics feed's SEQUENCE, DTSTAMP and ETag (ADR 20), and the feed is English
  // only, so a translation changes nothing a subscriber receives. Raising
  // SEQUENCE would make every subscribed calendar fetch an unchanged event.
  // A blank title is no version at all (the form refuses other text without one).
  const text = isBlank(values.title)
    ? { title: "", purpose: "", description: "", location: "" }
    : values;
  return saveTranslation(actor, eventTranslationKind, uid, locale, text, database);
}
