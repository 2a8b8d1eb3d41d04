import { db as defaultDb, type DB } from "~/db/client.server";
import { calendarRange } from "~/investors/calendar/store.server";
import { selectUntranslatedDocuments } from "~/investors/documents/store.server";
import { listStaffEvents } from "~/staff/calendar/calendar.server";
import { kindLabel } from "~/staff/calendar/event-form";
import { eventTranslationsByUid, translationStateOf } from "~/staff/calendar/translation.server";
import type { ContentKind } from "~/staff/content/content-types";
import { translationKinds } from "~/staff/content/translations.server";
import { listUntranslated, type UntranslatedItem } from "./kit.server";

/**
 * What is still to translate into one language (ADR 27): every blog post,
 * news item and FAQ entry with a field whose English has text and whose
 * translation has none, by the rule the public pages use to fall back to
 * English; and every investor document without a description in that
 * language; and every calendar event the other language's calendar page shows
 * (this financial year on) that is not wholly translated. Unpublished records
 * are listed too (they may be published later), and say so.
 */

export type { UntranslatedItem } from "./kit.server";

export interface UntranslatedContent {
  kind: ContentKind;
  items: UntranslatedItem[];
}

/** Blog posts, news items or questions in the order visitors see them, untranslated ones only. */
export async function listUntranslatedContent<K extends ContentKind>(
  kind: K,
  locale: string,
  database: DB = defaultDb(),
): Promise<UntranslatedContent> {
  return { kind, items: await listUntranslated(translationKinds[kind], locale, database) };
}

export const DOCUMENTS_PAGE_SIZE = 50;

export interface UntranslatedDocuments {
  items: Array<UntranslatedItem & { category: string }>;
  total: number;
  page: number;
  pageCount: number;
}

/** Documents without a description in `locale`, newest first, a page at a time. */
export async function listUntranslatedDocuments(
  locale: string,
  page: number,
  database: DB = defaultDb(),
): Promise<UntranslatedDocuments> {
  const {
    total,
    page: current,
    pageCount,
    rows,
  } = await selectUntranslatedDocuments(database, locale, page, DOCUMENTS_PAGE_SIZE);
  return {
    total,
    page: current,
    pageCount,
    items: rows.map((row) => ({
      id: row.id,
      title: row.description,
      category: row.category,
      detail: row.document_date,
      published: row.published === 1,
      missing: ["description"],
      started: row.pdf_file_id !== null,
    })),
  };
}

export interface UntranslatedEvent extends Omit<UntranslatedItem, "id" | "published"> {
  uid: string;
  kind: string;
  cancelled: boolean;
}

/**
 * Calendar events with text still in English only in `locale`, in date
 * order: from the start of this financial year (IST), as far ahead as any
 * are stored, since the public calendar shows no earlier years. Trading-window
 * closures are not stored, so they never appear: their text is written by code.
 */
export async function listUntranslatedEvents(
  locale: string,
  now: Date = new Date(),
  database: DB = defaultDb(),
): Promise<UntranslatedEvent[]> {
  const { from } = calendarRange(now);
  const translations = await eventTranslationsByUid(locale, database);
  const items: UntranslatedEvent[] = [];
  for (const event of await listStaffEvents(database)) {
    const day = event.when.start.slice(0, 10);
    if (day < from) continue;
    const { exists, missing } = translationStateOf(event, translations.get(event.uid));
    if (missing.length === 0) continue;
    items.push({
      uid: event.uid,
      title: event.title,
      detail: day,
      kind: kindLabel(event.kind),
      cancelled: event.status === "cancelled",
      missing,
      started: exists,
    });
  }
  return items;
}
