import type { Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { changeContent, type ContentTransaction } from "~/db/content-change.server";
import { isBlank, missingFields } from "~/lib/i18n/fallback";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { languageName } from "~/staff/shell/languages";
import { translationStatuses, type TranslationStatus } from "~/staff/shell/translation-status";

/**
 * The staff side of translating database content (ADR 27, ADR 48): one kit
 * driven by a descriptor per kind. The descriptor says what staff translate
 * (fields in the form's order, their labels in "Missing: …" lists, which are
 * rich text, what the audit log calls the record); the kind's store, in the
 * capability that owns the table, does every read and write of the
 * translation table. The kit does the rest the same way for every kind:
 * what is missing, the status per language, the untranslated list, and a
 * save (sanitize, an empty form removes the translation, audit entry in the
 * same transaction, page caches emptied after it commits). Blog posts, news
 * items and FAQs are kinds with a number id and a list of every record;
 * calendar events (staff/calendar/translation.server.ts) are a kind by uid,
 * whose untranslated list is the calendar's own.
 */

type Executor = DB | Transaction<Database>;

/** A record's id: a row's number, or a calendar event's uid. */
type RecordId = number | string;

/** A record's English, as a kind's store answers it. */
export interface English<F extends string> {
  title: string;
  text: Record<F, string>;
  published: boolean;
  detail: string;
  /**
   * How the audit log names the record, where not by its id and its noun and
   * title (a calendar event: its row's id, its title and date).
   */
  audit?: { entityId: number; name: string };
}

/** What a kind's store answers about one record (its English) and its translation, and how it writes one. */
export interface RecordStore<F extends string, Id extends RecordId = number> {
  english(executor: Executor, id: Id): Promise<English<F> | undefined>;
  translation(
    executor: Executor,
    id: Id,
    locale: string,
  ): Promise<{ text: Record<F, string>; updatedAt: string; row: object } | undefined>;
  put(
    trx: ContentTransaction,
    id: Id,
    locale: string,
    text: Record<F, string>,
    updatedAt: string,
  ): Promise<object>;
  remove(trx: ContentTransaction, id: Id, locale: string): Promise<void>;
}

/**
 * A store that also lists every record, for the untranslated list. (The
 * calendar's store does not: its list is its own, from this financial year on.)
 */
export interface KindStore<F extends string, Id extends RecordId = number> extends RecordStore<
  F,
  Id
> {
  /** Every record in the order visitors see it, with its translation into `locale` if any. */
  all(
    executor: Executor,
    locale: string,
  ): Promise<
    Array<{
      id: Id;
      title: string;
      detail: string;
      published: boolean;
      text: Record<F, string>;
      translation: Record<F, string> | undefined;
    }>
  >;
}

export interface TranslationKind<
  F extends string,
  Id extends RecordId = number,
  S extends RecordStore<F, Id> = KindStore<F, Id>,
> {
  /** The audit action's prefix and the staff URL's segment, e.g. "blog". */
  kind: string;
  /** The audit log's name for the record, as the English edits write it. */
  entityType: string;
  /** What the audit summary calls the record, e.g. "blog post". */
  noun: string;
  /** Each field in the form's order, and how "Missing: …" names it. */
  labels: Record<F, string>;
  /** Fields holding rich text, sanitized on save with the public allow-list. */
  html: readonly F[];
  /** The page that edits a record's version in `locale`. */
  editPath(id: Id, locale: string): string;
  store: S;
}

/** A kind whose store reads and writes single records (every kind's, the calendar's included). */
type RecordKind<F extends string, Id extends RecordId> = TranslationKind<F, Id, RecordStore<F, Id>>;

export interface Translation<F extends string> {
  /** The English record's title (or question), to name it on the page. */
  englishTitle: string;
  /** The English text of each translated field, to translate from. */
  english: Record<F, string>;
  /** The translation as stored, "" where a field is not translated. */
  values: Record<F, string>;
  /** When the translation was last saved; null when there is none. */
  updatedAt: string | null;
  missing: string[];
  /** Whether visitors see the record at all. */
  published: boolean;
}

/** What the field helpers read of a kind, whatever its id. */
type Fields<F extends string> = Pick<TranslationKind<F>, "labels">;

const fieldsOf = <F extends string>(kind: Fields<F>) => Object.keys(kind.labels) as F[];

/** The fields that have English text and no translation, as "Missing: …" names them. */
export function missingLabels<F extends string>(
  kind: Fields<F>,
  english: Record<F, string>,
  translation: Record<F, string> | undefined,
): string[] {
  return missingFields(english, fieldsOf(kind), translation).map((field) => kind.labels[field]);
}

const blank = <F extends string>(kind: Fields<F>) =>
  Object.fromEntries(fieldsOf(kind).map((field) => [field, ""])) as Record<F, string>;

/** A record's English text and its translation into `locale`; undefined when there is no record. */
export async function getTranslation<F extends string, Id extends RecordId = number>(
  kind: RecordKind<F, Id>,
  id: Id,
  locale: string,
  database: Executor,
): Promise<Translation<F> | undefined> {
  const english = await kind.store.english(database, id);
  if (!english) return undefined;
  const stored = await kind.store.translation(database, id, locale);
  const values = stored?.text ?? blank(kind);
  return {
    englishTitle: english.title,
    english: english.text,
    values,
    updatedAt: stored?.updatedAt ?? null,
    missing: missingLabels(kind, english.text, stored ? values : undefined),
    published: english.published,
  };
}

/** How far a record is translated into each language, for its English edit page. */
export function translationStatus<F extends string, Id extends RecordId = number>(
  kind: RecordKind<F, Id>,
  id: Id,
  locales: readonly string[],
  database: DB,
): Promise<TranslationStatus[]> {
  return translationStatuses(
    locales,
    (locale) => getTranslation(kind, id, locale, database),
    (locale) => kind.editPath(id, locale),
  );
}

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

/** Every record of a kind in the order visitors see it, untranslated ones only. */
export async function listUntranslated<F extends string>(
  kind: TranslationKind<F>,
  locale: string,
  database: DB,
): Promise<UntranslatedItem[]> {
  return (await kind.store.all(database, locale)).flatMap((row) => {
    const missing = missingLabels(kind, row.text, row.translation);
    if (missing.length === 0) return [];
    return [
      {
        id: row.id,
        title: row.title,
        detail: row.detail,
        published: row.published,
        missing,
        started: row.translation !== undefined,
      },
    ];
  });
}

const quoted = (title: string) => `"${title.length > 80 ? `${title.slice(0, 77)}…` : title}"`;

/**
 * Saves a record's translation into `locale` with its audit entry, then
 * empties the page caches. "removed" when the form was empty (the record is
 * untranslated again), undefined when the record no longer exists.
 */
export async function saveTranslation<F extends string, Id extends RecordId = number>(
  actor: AuditActor,
  kind: RecordKind<F, Id>,
  id: Id,
  locale: string,
  values: Record<F, string>,
  database: DB,
): Promise<"saved" | "removed" | undefined> {
  const text = blank(kind);
  for (const field of fieldsOf(kind))
    text[field] = kind.html.includes(field) ? sanitizeRichText(values[field]) : values[field];
  const empty = fieldsOf(kind).every((field) => isBlank(text[field]));
  return changeContent(
    database,
    async (trx) => {
      const english = await kind.store.english(trx, id);
      if (!english) return undefined;
      const before = await kind.store.translation(trx, id, locale);
      const entityId = english.audit?.entityId ?? id;
      const name = english.audit?.name ?? `${kind.noun} ${quoted(english.title)}`;
      const language = languageName(locale);
      if (empty) {
        if (!before) return "removed" as const;
        await kind.store.remove(trx, id, locale);
        await recordAudit(trx, actor, {
          action: `${kind.kind}.translation-remove`,
          entityType: kind.entityType,
          entityId,
          summary: `Removed the ${language} version of ${name}`,
          before: before.row,
        });
        return "removed" as const;
      }
      const updatedAt = new Date().toISOString();
      const written = await kind.store.put(trx, id, locale, text, updatedAt);
      await recordAudit(trx, actor, {
        action: `${kind.kind}.translate`,
        entityType: kind.entityType,
        entityId,
        summary: `Saved the ${language} version of ${name}`,
        before: before?.row ?? null,
        after: { locale, ...written },
      });
      return "saved" as const;
    },
    (result) => result !== undefined,
  );
}
