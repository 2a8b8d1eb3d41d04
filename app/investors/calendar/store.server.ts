import type { Insertable, Selectable, Transaction } from "kysely";
import { db as defaultDb, type DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { Seeder } from "~/db/seed.server";
import type { CalendarEventsTable, CalendarEventTranslationsTable } from "~/db/schema/content";
import { findFiledDocumentId } from "~/investors/documents/store.server";
import type { ContentTransaction } from "~/db/content-change.server";
import { defaultLocale } from "~/lib/i18n/locales";
import { calendarEventSchema, hasKind, type CalendarEvent, type EventKind } from "./event";
import { financialYearRange } from "./financial-year";
import { addDays, istDateOf, istDateTimeOf } from "~/lib/ist";
import { sampleEvents, type FilingRef } from "./sample-events";
import { closureForResults } from "./trading-window";

/**
 * The financial calendar's store (migration 0012): the only module that reads
 * or writes `calendar_events` and `calendar_event_translations`. Events are
 * kept as staff type them; trading-window closures are derived here from the
 * results events on every read (ADR 20), so a moved or cancelled results date
 * moves or cancels its closure with no second write to forget.
 *
 * Staff's changes take a ContentTransaction (ADR 48 and 57): the caller opens
 * it with changeContent and writes its audit entry in it, and the page caches
 * are emptied on commit: /investors/calendar is kept for minutes otherwise.
 */

export type EventRow = Selectable<CalendarEventsTable>;
type TranslationRow = Pick<
  Selectable<CalendarEventTranslationsTable>,
  "title" | "purpose" | "description" | "location"
>;

import type { ShownEvent } from "./shown-event";
export type { ShownEvent } from "./shown-event";

/** The kind-specific fields, kept as JSON in `details`. */
const DETAIL_KEYS = ["period", "resultsFor", "meeting", "mode"] as const;

export function eventToRow(
  event: CalendarEvent,
  closureDocumentIds: readonly number[] = [],
): Insertable<CalendarEventsTable> {
  const details: Record<string, unknown> = {};
  if (closureDocumentIds.length > 0) details.closureDocumentIds = closureDocumentIds;
  for (const key of DETAIL_KEYS) if (key in event) details[key] = event[key as keyof typeof event];
  return {
    uid: event.uid,
    kind: event.kind,
    status: event.status,
    sequence: event.sequence,
    title: event.title,
    purpose: "purpose" in event ? event.purpose : null,
    description: event.description ?? null,
    location: event.location ?? null,
    all_day: event.when.allDay ? 1 : 0,
    starts_at: event.when.start,
    ends_at: event.when.end ?? null,
    details: JSON.stringify(details),
    related_document_ids: JSON.stringify(event.relatedDocumentIds),
    created_at: event.createdAt,
    updated_at: event.updatedAt,
  };
}

export function rowToEvent(row: EventRow, translation?: TranslationRow): CalendarEvent {
  const text = (english: string | null, translated: string | undefined) =>
    translated ? translated : (english ?? undefined);
  return calendarEventSchema.parse({
    ...(JSON.parse(row.details) as object),
    kind: row.kind as EventKind,
    uid: row.uid,
    status: row.status,
    sequence: row.sequence,
    title: text(row.title, translation?.title),
    purpose: text(row.purpose, translation?.purpose),
    description: text(row.description, translation?.description),
    location: text(row.location, translation?.location),
    when: {
      allDay: row.all_day === 1,
      start: row.starts_at,
      ...(row.ends_at ? { end: row.ends_at } : {}),
    },
    relatedDocumentIds: JSON.parse(row.related_document_ids) as number[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

/**
 * The documents filed for a results event's trading-window closure (the
 * closure notice), kept with the results row since the closure is not stored.
 */
function closureDocumentIds(row: EventRow): number[] {
  const details = JSON.parse(row.details) as { closureDocumentIds?: number[] };
  return details.closureDocumentIds ?? [];
}

function closureOf(
  row: EventRow,
  results: CalendarEvent,
  locale: string = defaultLocale,
): CalendarEvent | undefined {
  if (!hasKind(results, "results")) return undefined;
  return { ...closureForResults(results, locale), relatedDocumentIds: closureDocumentIds(row) };
}

/** Every event with the closures derived from it, in order of start. */
function withClosures(events: Array<ShownEvent & { row: EventRow }>, locale: string): ShownEvent[] {
  const all: ShownEvent[] = events.map(({ event, textLang }) => ({
    event,
    ...(textLang ? { textLang } : {}),
  }));
  for (const { row, event } of events) {
    // A closure's text is the code's, so it is in the page's language even where its results' is not.
    const closure = closureOf(row, event, locale);
    if (closure) all.push({ event: closure });
  }
  return all.sort((a, b) =>
    a.event.when.start === b.event.when.start
      ? a.event.uid.localeCompare(b.event.uid)
      : a.event.when.start < b.event.when.start
        ? -1
        : 1,
  );
}

/**
 * Events in a page's language (a staff translation where there is one, else
 * the English marked with its language), closures included, in order.
 * `from`/`to` bound the start day, inclusive.
 */
export async function listCalendarEvents(
  { locale = defaultLocale, from, to }: { locale?: string; from?: string; to?: string } = {},
  database: DB = defaultDb(),
): Promise<ShownEvent[]> {
  const rows = await database
    .selectFrom("calendar_events")
    .selectAll()
    // A closure starts the day after its quarter, long before its results: take results a
    // quarter and a half beyond the range, so the closures that start inside it are derived.
    .$if(from !== undefined, (q) => q.where("starts_at", ">=", from!))
    .$if(to !== undefined, (q) => q.where("starts_at", "<", `${addDays(to!, 140)}T99`))
    .orderBy("starts_at")
    .execute();
  const translations = new Map<number, TranslationRow>();
  if (locale !== defaultLocale && rows.length > 0)
    for (const row of await database
      .selectFrom("calendar_event_translations")
      .select(["calendar_event_id", "title", "purpose", "description", "location"])
      .where("locale", "=", locale)
      .execute())
      translations.set(row.calendar_event_id, row);
  const shown = rows.map((row) => {
    const translation = translations.get(row.id);
    return {
      row,
      event: rowToEvent(row, translation),
      ...(locale !== defaultLocale && !translation?.title ? { textLang: defaultLocale } : {}),
    };
  });
  return withClosures(shown, locale).filter(({ event }) => {
    const day = event.when.start.slice(0, 10);
    return (!from || day >= from) && (!to || day <= to);
  });
}

export async function findCalendarEvent(
  uid: string,
  database: DB = defaultDb(),
): Promise<CalendarEvent | undefined> {
  const resultsUid = /^trading-window\.(.+)$/.exec(uid)?.[1];
  const row = await database
    .selectFrom("calendar_events")
    .selectAll()
    .where("uid", "=", resultsUid ?? uid)
    .executeTakeFirst();
  if (!row) return undefined;
  const event = rowToEvent(row);
  return resultsUid ? closureOf(row, event) : event;
}

/** The current and the next financial year, as first and last day, on a given instant. */
export function calendarRange(now: Date): { from: string; to: string; years: [number, number] } {
  const today = istDateOf(now);
  const fy =
    Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  return {
    from: financialYearRange(fy).start,
    to: financialYearRange(fy + 1).end,
    years: [fy, fy + 1],
  };
}

/** Events that begin within the next `days` days (IST), not cancelled: the Investor Zone's teaser. */
export async function upcomingEvents(
  now: Date,
  { days = 7, locale = defaultLocale }: { days?: number; locale?: string } = {},
  database: DB = defaultDb(),
): Promise<ShownEvent[]> {
  const today = istDateOf(now);
  const nowIst = istDateTimeOf(now);
  const events = await listCalendarEvents(
    { locale, from: addDays(today, -1), to: addDays(today, days) },
    database,
  );
  return events.filter(({ event }) => {
    if (event.status === "cancelled") return false;
    const end = event.when.end ?? event.when.start;
    // Still on: an all-day event today, or a timed one not yet over.
    return event.when.allDay ? end >= today : (end.length > 10 ? end : `${end}T23:59`) >= nowIst;
  });
}

// ---------------------------------------------------------------------------
// Staff: every stored event, and changes

/** Every stored event in order of start, cancelled ones included; closures are not stored. */
export async function listStoredEvents(database: DB = defaultDb()): Promise<CalendarEvent[]> {
  const rows = await database
    .selectFrom("calendar_events")
    .selectAll()
    .orderBy("starts_at")
    .execute();
  return rows.map((row) => rowToEvent(row));
}

/** One stored event by uid, in English. */
export async function getStoredEvent(
  uid: string,
  database: DB = defaultDb(),
): Promise<CalendarEvent | undefined> {
  const row = await database
    .selectFrom("calendar_events")
    .selectAll()
    .where("uid", "=", uid)
    .executeTakeFirst();
  return row ? rowToEvent(row) : undefined;
}

/** Stores a new event; returns its row's id. */
export async function insertEvent(trx: ContentTransaction, event: CalendarEvent): Promise<number> {
  const row = await trx
    .insertInto("calendar_events")
    .values(eventToRow(event))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What reviseStoredEvent did: `after` is there only when the event changed. */
export interface Revision<R> {
  result: R;
  id: number;
  before: CalendarEvent;
  after?: CalendarEvent;
}

/**
 * Reads an event and, in the same transaction, writes what `revise` makes of
 * it: `revise` answers a result, and the event to store when it changed. The
 * closure notice's documents ride on the results row; they are kept.
 * Undefined when there is no such event.
 */
export async function reviseStoredEvent<R>(
  trx: ContentTransaction,
  uid: string,
  revise: (before: CalendarEvent) => { result: R; after?: CalendarEvent },
): Promise<Revision<R> | undefined> {
  const row = await trx
    .selectFrom("calendar_events")
    .selectAll()
    .where("uid", "=", uid)
    .executeTakeFirst();
  if (!row) return undefined;
  const before = rowToEvent(row);
  const { result, after } = revise(before);
  if (!after) return { result, id: row.id, before };
  await trx
    .updateTable("calendar_events")
    .set(eventToRow(after, closureDocumentIds(row)))
    .where("id", "=", row.id)
    .execute();
  return { result, id: row.id, before, after };
}

/** An event's translatable text, as calendar_event_translations keeps it. */
export type EventTranslationText = Pick<
  Selectable<CalendarEventTranslationsTable>,
  "title" | "purpose" | "description" | "location"
>;

/** The stored versions in `locale`, each with its event's uid. */
function translationsIn(executor: DB | Transaction<Database>, locale: string) {
  return executor
    .selectFrom("calendar_event_translations")
    .innerJoin(
      "calendar_events",
      "calendar_events.id",
      "calendar_event_translations.calendar_event_id",
    )
    .selectAll("calendar_event_translations")
    .select("calendar_events.uid")
    .where("calendar_event_translations.locale", "=", locale);
}

/** An event's stored version in `locale`, if any. */
export function selectEventTranslation(database: DB, uid: string, locale: string) {
  return translationsIn(database, locale).where("calendar_events.uid", "=", uid).executeTakeFirst();
}

/** Every stored event's version in `locale`. */
export function selectEventTranslations(database: DB, locale: string) {
  return translationsIn(database, locale).execute();
}

/** An event as stored, with its row's id (the audit log's name for it); undefined when there is none. */
export async function eventWithRowId(
  executor: DB | Transaction<Database>,
  uid: string,
): Promise<{ id: number; event: CalendarEvent } | undefined> {
  const row = await executor
    .selectFrom("calendar_events")
    .selectAll()
    .where("uid", "=", uid)
    .executeTakeFirst();
  return row && { id: row.id, event: rowToEvent(row) };
}

/**
 * Saves an event's version in `locale`, answering the row as written. The
 * event's own row is not touched. A kind without a purpose keeps none in any
 * language, whatever was given. The event must exist.
 */
export async function putEventTranslation(
  trx: ContentTransaction,
  uid: string,
  locale: string,
  text: EventTranslationText,
  updatedAt: string,
): Promise<EventTranslationText & { updated_at: string }> {
  const stored = await eventWithRowId(trx, uid);
  if (!stored) throw new Error(`no calendar event ${uid}`);
  const row = {
    ...text,
    purpose: "purpose" in stored.event ? text.purpose : "",
    updated_at: updatedAt,
  };
  await trx
    .insertInto("calendar_event_translations")
    .values({ calendar_event_id: stored.id, locale, ...row })
    .onConflict((conflict) => conflict.columns(["calendar_event_id", "locale"]).doUpdateSet(row))
    .execute();
  return row;
}

/** Removes an event's version in `locale`, if it has one. */
export async function removeEventTranslation(
  trx: ContentTransaction,
  uid: string,
  locale: string,
): Promise<void> {
  await trx
    .deleteFrom("calendar_event_translations")
    .where("locale", "=", locale)
    .where("calendar_event_id", "in", (eb) =>
      eb.selectFrom("calendar_events").select("id").where("uid", "=", uid),
    )
    .execute();
}

// ---------------------------------------------------------------------------
// Seed

/** Stores the sample calendar, linking past events to the sample filings made for them. */
export async function insertSampleEvents(database: DB): Promise<void> {
  const resolve = async (filings: FilingRef[]) => {
    const ids: number[] = [];
    for (const ref of filings) {
      // A sample filing's document: the one in its category (and group) on its day.
      const id = await findFiledDocumentId(database, ref);
      if (id !== undefined && !ids.includes(id)) ids.push(id);
    }
    return ids;
  };
  const closureFilings = new Map<string, FilingRef[]>();
  for (const { event, filings } of sampleEvents)
    if (event.kind === "trading-window-closure") closureFilings.set(event.uid, filings);
  for (const { event, filings, hi } of sampleEvents) {
    // Closures are derived on reading; storing them would show each twice.
    if (event.kind === "trading-window-closure") continue;
    const closureIds = await resolve(closureFilings.get(`trading-window.${event.uid}`) ?? []);
    const { id } = await database
      .insertInto("calendar_events")
      .values(eventToRow({ ...event, relatedDocumentIds: await resolve(filings) }, closureIds))
      .returning("id")
      .executeTakeFirstOrThrow();
    if (hi)
      await database
        .insertInto("calendar_event_translations")
        .values({
          calendar_event_id: id,
          locale: "hi",
          title: hi.title,
          purpose: hi.purpose ?? "",
          description: hi.description ?? "",
          location: hi.location ?? "",
          updated_at: event.updatedAt,
        })
        .execute();
  }
}

export const calendarSeeder: Seeder = {
  name: "investor-calendar",
  seed: insertSampleEvents,
};
