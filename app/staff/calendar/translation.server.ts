import { z } from "zod";
import { db as defaultDb, type DB } from "~/db/client.server";
import { calendarEventSchema, type CalendarEvent } from "~/investors/calendar/event";
import {
  selectEventTranslation,
  selectEventTranslations,
  writeEventTranslation,
} from "~/investors/calendar/store.server";
import { cleanText } from "~/lib/forms/fields";
import { parseForm } from "~/lib/forms/parse-form.server";
import { changeContent } from "~/lib/content-change.server";
import { isBlank, missingFields } from "~/lib/i18n/fallback";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { languageName } from "~/staff/shell/languages";
import { translationStatuses, type TranslationStatus } from "~/staff/shell/translation-status";
import { getStaffEvent } from "./calendar.server";
import {
  EVENT_TEXT_FIELDS,
  EVENT_TEXT_LABELS,
  englishTextOf,
  hasPurpose,
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
  if (!event) return undefined;
  const translation = await selectEventTranslation(database, uid, locale);
  const values = translation ? textOf(translation) : undefined;
  return {
    kind: event.kind,
    englishTitle: event.title,
    english: englishTextOf(event),
    values: values ?? { title: "", purpose: "", description: "", location: "" },
    updatedAt: translation?.updated_at ?? null,
    missing: translationStateOf(event, values).missing,
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

export const eventTranslationPath = (uid: string, locale: string) =>
  `/staff/calendar/${encodeURIComponent(uid)}/translation/${locale}`;

/** How far an event is translated into each language, for its edit page. */
export function eventTranslationStatus(
  uid: string,
  locales: readonly string[],
  database: DB = defaultDb(),
): Promise<TranslationStatus[]> {
  return translationStatuses(
    locales,
    (locale) => getEventTranslation(uid, locale, database),
    (locale) => eventTranslationPath(uid, locale),
  );
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
  return changeContent(
    database,
    async (trx) => {
      const written = await writeEventTranslation(
        trx,
        uid,
        locale,
        (event): EventText | undefined =>
          isBlank(values.title)
            ? undefined
            : {
                ...values,
                // A kind without a purpose has none to show, whatever was posted.
                purpose: hasPurpose(event.kind as CalendarEvent["kind"]) ? values.purpose : "",
              },
      );
      if (!written) return undefined;
      const { outcome, event, before, row } = written;
      // Nothing to remove: nothing changed, so nothing to record.
      if (outcome === "saved" || before)
        await recordAudit(trx, actor, {
          action: `calendar-event.${outcome === "removed" ? "translation-remove" : "translate"}`,
          entityType: "calendar-event",
          entityId: event.id,
          summary: `${outcome === "removed" ? "Removed" : "Saved"} the ${languageName(locale)} version of "${event.title}" on ${event.starts_at}`,
          before: before ?? null,
          after: row ? { locale, ...row } : undefined,
        });
      return outcome;
    },
    (outcome) => outcome !== undefined,
  );
}
