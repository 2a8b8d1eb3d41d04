import type { Kysely, Transaction } from "kysely";
import { db as defaultDb, type DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { contentChanged } from "~/lib/content-version.server";
import { isBlank, missingFields } from "~/lib/i18n/fallback";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { recordAudit } from "~/staff/audit/record.server";
import { languageName } from "~/staff/shell/languages";
import { translationStatuses, type TranslationStatus } from "~/staff/shell/translation-status";
import type { ContentEditor, ContentKind } from "./content-types";

/**
 * The versions of blog posts, news items and FAQ entries in the site's other
 * languages (ADR 27), as marketing edits them: one row per record and
 * language in the kind's translation table. A save replaces the row with what
 * the form holds, in one transaction with its audit entry; a form left empty
 * removes the row, so the record is "not translated" again. Rich text is
 * sanitized on save with the public allow-list, like the English.
 */

export interface BlogTranslationValues {
  title: string;
  summary: string;
  bodyHtml: string;
  imageAlt: string;
}

export interface NewsTranslationValues {
  title: string;
  summary: string;
  imageAlt: string;
}

export interface FaqTranslationValues {
  topic: string;
  question: string;
  answerHtml: string;
}

export interface TranslationValuesOf {
  blog: BlogTranslationValues;
  news: NewsTranslationValues;
  faq: FaqTranslationValues;
}

interface KindSpec<K extends ContentKind> {
  englishTable: "blog_posts" | "news_items" | "faqs";
  table: "blog_post_translations" | "news_item_translations" | "faq_translations";
  key: "blog_post_id" | "news_item_id" | "faq_id";
  /** The audit log's name for the record, as the English edits write it. */
  entityType: string;
  noun: string;
  /** Each form field and its column, in the form's order. */
  columns: Record<keyof TranslationValuesOf[K], string>;
  /** Form fields holding rich text, sanitized on save. */
  html: ReadonlyArray<keyof TranslationValuesOf[K]>;
  /** What the English row's column of each field is called, to compare. */
  englishColumns: Record<keyof TranslationValuesOf[K], string>;
  /** The English column that names the record in lists and the audit log. */
  titleColumn: "title" | "question";
  /** How a field is named in "Missing: …" lists. */
  labels: Record<keyof TranslationValuesOf[K], string>;
}

export const translationSpecs: { [K in ContentKind]: KindSpec<K> } = {
  blog: {
    englishTable: "blog_posts",
    table: "blog_post_translations",
    key: "blog_post_id",
    entityType: "blog_post",
    noun: "blog post",
    columns: { title: "title", summary: "summary", bodyHtml: "body_html", imageAlt: "image_alt" },
    html: ["bodyHtml"],
    englishColumns: {
      title: "title",
      summary: "summary",
      bodyHtml: "body_html",
      imageAlt: "image_alt",
    },
    titleColumn: "title",
    labels: {
      title: "title",
      summary: "summary",
      bodyHtml: "article",
      imageAlt: "picture description",
    },
  },
  news: {
    englishTable: "news_items",
    table: "news_item_translations",
    key: "news_item_id",
    entityType: "news_item",
    noun: "news item",
    columns: { title: "title", summary: "summary", imageAlt: "image_alt" },
    html: [],
    englishColumns: { title: "title", summary: "summary", imageAlt: "image_alt" },
    titleColumn: "title",
    labels: { title: "headline", summary: "summary", imageAlt: "picture description" },
  },
  faq: {
    englishTable: "faqs",
    table: "faq_translations",
    key: "faq_id",
    entityType: "faq",
    noun: "FAQ",
    columns: { topic: "topic", question: "question", answerHtml: "answer" },
    html: ["answerHtml"],
    englishColumns: { topic: "topic", question: "question", answerHtml: "answer" },
    titleColumn: "question",
    labels: { topic: "topic", question: "question", answerHtml: "answer" },
  },
};

/**
 * The translation tables differ only in their key column and text columns,
 * which the specs above name; Kysely's types cannot follow a table chosen at
 * run time, so these queries see the tables as plain rows.
 */
type Row = Record<string, string | number | null>;
type Loose = Kysely<Record<string, Row>>;
const loose = (executor: DB | Transaction<Database>) => executor as unknown as Loose;

type Executor = DB | Transaction<Database>;

export interface ContentTranslation<K extends ContentKind> {
  /** The English record's title (or question), to name it on the page. */
  englishTitle: string;
  /** The English text of each translated field, to translate from. */
  english: TranslationValuesOf[K];
  /** The translation as stored, "" where a field is not translated. */
  values: TranslationValuesOf[K];
  /** When the translation was last saved; null when there is none. */
  updatedAt: string | null;
  missing: string[];
  /** Whether visitors see the record at all. */
  published: boolean;
}

/** A row's text by form field ("" for a field of a missing row). */
function valuesOf<K extends ContentKind>(
  row: Row | undefined,
  columns: Record<keyof TranslationValuesOf[K], string>,
): TranslationValuesOf[K] {
  const values = {} as Record<string, string>;
  for (const [field, column] of Object.entries(columns) as [string, string][])
    values[field] = row ? String(row[column] ?? "") : "";
  return values as unknown as TranslationValuesOf[K];
}

/** The fields that have English text and no translation, as "Missing: …" names them. */
export function missingLabels<K extends ContentKind>(
  kind: K,
  english: TranslationValuesOf[K],
  translation: TranslationValuesOf[K] | undefined,
): string[] {
  const spec = translationSpecs[kind] as KindSpec<K>;
  const fields = Object.keys(spec.columns);
  return missingFields(
    english as unknown as Record<string, string>,
    fields,
    translation as unknown as Record<string, string> | undefined,
  ).map((field) => spec.labels[field as keyof TranslationValuesOf[K]]);
}

/** A record's English text and its translation into `locale`; undefined when there is no record. */
export async function getContentTranslation<K extends ContentKind>(
  kind: K,
  id: number,
  locale: string,
  database: Executor = defaultDb(),
): Promise<ContentTranslation<K> | undefined> {
  const spec = translationSpecs[kind] as KindSpec<K>;
  const english = await loose(database)
    .selectFrom(spec.englishTable)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!english) return undefined;
  const translation = await loose(database)
    .selectFrom(spec.table)
    .selectAll()
    .where(spec.key, "=", id)
    .where("locale", "=", locale)
    .executeTakeFirst();
  const englishValues = valuesOf<K>(english, spec.englishColumns);
  const values = valuesOf<K>(translation, spec.columns);
  return {
    englishTitle: String(english[spec.titleColumn] ?? ""),
    english: englishValues,
    values,
    updatedAt: translation ? String(translation.updated_at) : null,
    missing: missingLabels(kind, englishValues, translation ? values : undefined),
    published: english.published === 1,
  };
}

/** How far a record is translated into each language, for its English edit page. */
export function contentTranslationStatus(
  kind: ContentKind,
  id: number,
  locales: readonly string[],
  database: DB = defaultDb(),
): Promise<TranslationStatus[]> {
  return translationStatuses(
    locales,
    (locale) => getContentTranslation(kind, id, locale, database),
    (locale) => `/staff/${kind}/${id}/translation/${locale}`,
  );
}

/**
 * The name other questions of the same English topic already have in
 * `locale`, so a translator writes one topic name the same way each time.
 */
export async function translatedTopicOf(
  englishTopic: string,
  locale: string,
  database: DB = defaultDb(),
): Promise<string> {
  const row = await database
    .selectFrom("faq_translations")
    .innerJoin("faqs", "faqs.id", "faq_translations.faq_id")
    .select("faq_translations.topic")
    .where("faqs.topic", "=", englishTopic)
    .where("faq_translations.locale", "=", locale)
    .where("faq_translations.topic", "!=", "")
    .orderBy("faqs.sort_order")
    .limit(1)
    .executeTakeFirst();
  return row?.topic ?? "";
}

const quoted = (title: string) => `"${title.length > 80 ? `${title.slice(0, 77)}…` : title}"`;

/**
 * Saves a record's translation into `locale` with its audit entry, then
 * refreshes the public pages. "removed" when the form was empty (the record
 * is untranslated again), undefined when the record no longer exists.
 */
export async function saveContentTranslation<K extends ContentKind>(
  editor: ContentEditor,
  kind: K,
  id: number,
  locale: string,
  values: TranslationValuesOf[K],
  database: DB = defaultDb(),
): Promise<"saved" | "removed" | undefined> {
  const spec = translationSpecs[kind] as KindSpec<K>;
  const text = values as unknown as Record<string, string>;
  const columns: Row = {};
  for (const [field, column] of Object.entries(spec.columns) as [string, string][]) {
    const value = text[field] ?? "";
    columns[column] = (spec.html as readonly string[]).includes(field)
      ? sanitizeRichText(value)
      : value;
  }
  const empty = Object.values(columns).every((value) => isBlank(String(value)));
  const result = await database.transaction().execute(async (trx) => {
    const english = await loose(trx)
      .selectFrom(spec.englishTable)
      .select(["id", spec.titleColumn])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!english) return undefined;
    const before = await loose(trx)
      .selectFrom(spec.table)
      .selectAll()
      .where(spec.key, "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    const title = quoted(String(english[spec.titleColumn] ?? ""));
    const language = languageName(locale);
    if (empty) {
      if (!before) return "removed" as const;
      await loose(trx)
        .deleteFrom(spec.table)
        .where(spec.key, "=", id)
        .where("locale", "=", locale)
        .execute();
      await recordAudit(trx, editor, {
        action: `${kind}.translation-remove`,
        entityType: spec.entityType,
        entityId: id,
        summary: `Removed the ${language} version of ${spec.noun} ${title}`,
        before,
      });
      return "removed" as const;
    }
    const row = { ...columns, updated_at: new Date().toISOString() };
    await loose(trx)
      .insertInto(spec.table)
      .values({ [spec.key]: id, locale, ...row })
      .onConflict((conflict) => conflict.columns([spec.key, "locale"]).doUpdateSet(row))
      .execute();
    await recordAudit(trx, editor, {
      action: `${kind}.translate`,
      entityType: spec.entityType,
      entityId: id,
      summary: `Saved the ${language} version of ${spec.noun} ${title}`,
      before: before ?? null,
      after: { locale, ...row },
    });
    return "saved" as const;
  });
  if (result) await contentChanged(database);
  return result;
}

/**
 * Deletes a record's translations in the transaction that deletes the record
 * (the foreign key would too), and answers them for the audit entry, so a
 * deleted post's Hindi text can be found again in the log.
 */
export async function deleteTranslationsOf(
  trx: Transaction<Database>,
  kind: ContentKind,
  id: number,
): Promise<Row[]> {
  const spec = translationSpecs[kind];
  const rows = await loose(trx)
    .selectFrom(spec.table)
    .selectAll()
    .where(spec.key, "=", id)
    .execute();
  if (rows.length > 0) await loose(trx).deleteFrom(spec.table).where(spec.key, "=", id).execute();
  return rows;
}
