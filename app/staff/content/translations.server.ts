import { db as defaultDb, type DB } from "~/db/client.server";
import {
  blogTranslations,
  faqTranslations,
  newsTranslations,
  translatedTopicOf as storedTopicOf,
} from "~/editorial/store.server";
import type { BlogTextField, FaqTextField, NewsTextField } from "~/editorial/translations";
import {
  getTranslation,
  saveTranslation,
  translationStatus,
  type Translation,
  type TranslationKind,
} from "~/staff/translations/kit.server";
import type { TranslationStatus } from "~/staff/shell/translation-status";
import type { ContentEditor, ContentKind } from "./content-types";

/**
 * The versions of blog posts, news items and FAQ entries in the site's other
 * languages (ADR 27), as marketing edits them: one descriptor per kind for the
 * translation kit (staff/translations/kit.server.ts), whose store is the
 * editorial store. A save replaces the row with what the form holds, in one
 * transaction with its audit entry; a form left empty removes the row, so the
 * record is "not translated" again. Rich text is sanitized on save with the
 * public allow-list, like the English.
 */

export type BlogTranslationValues = Record<BlogTextField, string>;
export type NewsTranslationValues = Record<NewsTextField, string>;
export type FaqTranslationValues = Record<FaqTextField, string>;

/** The form fields of each kind's translation. */
interface FieldsOf {
  blog: BlogTextField;
  news: NewsTextField;
  faq: FaqTextField;
}
type FieldOf<K extends ContentKind> = FieldsOf[K];

export type TranslationValuesOf = { [K in ContentKind]: Record<FieldOf<K>, string> };

const editPath = (kind: ContentKind) => (id: number, locale: string) =>
  `/staff/${kind}/${id}/translation/${locale}`;

export const translationKinds: { [K in ContentKind]: TranslationKind<FieldOf<K>> } = {
  blog: {
    kind: "blog",
    entityType: "blog_post",
    noun: "blog post",
    labels: {
      title: "title",
      summary: "summary",
      bodyHtml: "article",
      imageAlt: "picture description",
    },
    html: ["bodyHtml"],
    editPath: editPath("blog"),
    store: blogTranslations,
  },
  news: {
    kind: "news",
    entityType: "news_item",
    noun: "news item",
    labels: { title: "headline", summary: "summary", imageAlt: "picture description" },
    html: [],
    editPath: editPath("news"),
    store: newsTranslations,
  },
  faq: {
    kind: "faq",
    entityType: "faq",
    noun: "FAQ",
    labels: { topic: "topic", question: "question", answerHtml: "answer" },
    html: ["answerHtml"],
    editPath: editPath("faq"),
    store: faqTranslations,
  },
};

export type ContentTranslation<K extends ContentKind> = Translation<FieldOf<K>>;

/** A record's English text and its translation into `locale`; undefined when there is no record. */
export function getContentTranslation<K extends ContentKind>(
  kind: K,
  id: number,
  locale: string,
  database: DB = defaultDb(),
): Promise<ContentTranslation<K> | undefined> {
  return getTranslation(translationKinds[kind], id, locale, database);
}

/** How far a record is translated into each language, for its English edit page. */
export function contentTranslationStatus<K extends ContentKind>(
  kind: K,
  id: number,
  locales: readonly string[],
  database: DB = defaultDb(),
): Promise<TranslationStatus[]> {
  return translationStatus(translationKinds[kind], id, locales, database);
}

/**
 * The name other questions of the same English topic already have in
 * `locale`, so a translator writes one topic name the same way each time.
 */
export function translatedTopicOf(
  englishTopic: string,
  locale: string,
  database: DB = defaultDb(),
): Promise<string> {
  return storedTopicOf(database, englishTopic, locale);
}

/**
 * Saves a record's translation into `locale` with its audit entry, then
 * refreshes the public pages. "removed" when the form was empty (the record
 * is untranslated again), undefined when the record no longer exists.
 */
export function saveContentTranslation<K extends ContentKind>(
  editor: ContentEditor,
  kind: K,
  id: number,
  locale: string,
  values: TranslationValuesOf[K],
  database: DB = defaultDb(),
): Promise<"saved" | "removed" | undefined> {
  return saveTranslation(editor, translationKinds[kind], id, locale, values, database);
}
