import { db as defaultDb, type DB } from "~/db/client.server";
import { calendarRange } from "~/investors/calendar/store.server";
import { selectUntranslatedDocuments } from "~/investors/documents/store.server";
import { listStaffEvents } from "~/staff/calendar/calendar.server";
import { kindLabel } from "~/staff/calendar/event-form";
import { eventTranslationsByUid, translationStateOf } from "~/staff/calendar/translation.server";
import {
  missingLabels,
  translationSpecs,
  type TranslationValuesOf,
} from "~/staff/content/translations.server";
import type { ContentKind } from "~/staff/content/content.server";

/**
 * What is still to translate into one language (ADR 27): every blog post,
 * news item and FAQ entry with a field whose English has text and whose
 * translation has none, by the rule the public pages use to fall back to
 * English; and every investor document without a description in that
 * language; and every calendar event the other language's calendar page shows
 * (this financial year on) that is not wholly translated. Unpublished records
 * are listed too (they may be published later), and say so.
 */

export interface UntranslatedItem {
  id: number;
  /** The English title, question or description. */
  title: string;
  /** yyyy-mm-dd for blog, news and documents; the topic for a question. */
  detail: string;
  published: boolean;
  /** The fields still in English only, as staff know them. */
  missing: string[];
  /** True when some of it is translated already. */
  started: boolean;
}

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
  const spec = translationSpecs[kind];
  const english = await listEnglish(kind, database);
  const translations = await database
    .selectFrom(spec.table as "blog_post_translations")
    .selectAll()
    .where("locale", "=", locale)
    .execute();
  const byId = new Map(
    (translations as unknown as Record<string, string | number>[]).map((row) => [
      Number(row[spec.key]),
      row,
    ]),
  );
  const items: UntranslatedItem[] = [];
  for (const row of english) {
    const translation = byId.get(row.id);
    const text = (from: Record<string, unknown>, columns: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(columns).map(([field, column]) => [field, String(from[column] ?? "")]),
      ) as unknown as TranslationValuesOf[K];
    const missing = missingLabels(
      kind,
      text(row, spec.englishColumns),
      translation ? text(translation, spec.columns) : undefined,
    );
    if (missing.length === 0) continue;
    items.push({
      id: row.id,
      title: row.title,
      detail: row.detail,
      published: row.published === 1,
      missing,
      started: translation !== undefined,
    });
  }
  return { kind, items };
}

type EnglishRow = Record<string, unknown> & {
  id: number;
  title: string;
  detail: string;
  published: number;
};

async function listEnglish(kind: ContentKind, database: DB): Promise<EnglishRow[]> {
  if (kind === "faq")
    return (await database
      .selectFrom("faqs")
      .selectAll()
      .select(["question as title", "topic as detail"])
      .orderBy("sort_order")
      .orderBy("id")
      .execute()) as EnglishRow[];
  // Blog posts and news items share these columns; the literal keeps Kysely's types simple.
  return (await database
    .selectFrom(translationSpecs[kind].englishTable as "blog_posts")
    .selectAll()
    .select("published_on as detail")
    .orderBy("sort_order")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute()) as EnglishRow[];
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
