import { sql, type Insertable, type Selectable, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import type { Database } from "~/db/schema";
import type {
  BlogPostsTable,
  FaqsTable,
  FaqTranslationsTable,
  NewsItemsTable,
} from "~/db/schema/content";
import type { ContentTransaction } from "~/db/content-change.server";
import type { TranslatedText } from "~/lib/i18n/fallback";
import { defaultLocale } from "~/lib/i18n/locales";
import {
  blogTextFields,
  blogTranslationText,
  faqTextFields,
  newsTextFields,
  faqTranslationText,
  newsTranslationText,
  type BlogTextField,
  type FaqTextField,
  type NewsTextField,
} from "./translations";

/**
 * The only module that reads or writes blog_posts, news_items and faqs, and
 * their translations (blog_post_translations, news_item_translations,
 * faq_translations): the editorial content, which lives and dies together
 * (ADR 48). The public pages, the staff area and the seeds all come here.
 * Writers take a ContentTransaction (~/db/content-change.server), so every
 * change empties the page caches once it commits; the staff side writes its
 * audit entry in the same transaction.
 */

export type EditorialKind = "blog" | "news" | "faq";
export type DatedKind = "blog" | "news";

const TABLE = { blog: "blog_posts", news: "news_items", faq: "faqs" } as const;
export type EditorialTable = (typeof TABLE)[EditorialKind];

type Executor = DB | Transaction<Database>;

export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewsItemRow = Selectable<NewsItemsTable>;
export type FaqRow = Selectable<FaqsTable>;

// ---------- The public pages ----------

/**
 * One language's translations of every record of one kind, keyed by the
 * record's id. The default language has none: its text is the record itself.
 * Blog, news and FAQ read their translations through this one function, so
 * "which translation a page shows" cannot drift between them.
 */
async function translationTexts(
  database: Executor,
  kind: "blog",
  locale: string,
): Promise<Map<number, TranslatedText<BlogTextField>>>;
async function translationTexts(
  database: Executor,
  kind: "news",
  locale: string,
): Promise<Map<number, TranslatedText<NewsTextField>>>;
async function translationTexts(
  database: Executor,
  kind: "faq",
  locale: string,
): Promise<Map<number, TranslatedText<FaqTextField>>>;
async function translationTexts(
  database: Executor,
  kind: EditorialKind,
  locale: string,
): Promise<Map<number, TranslatedText<string>>> {
  if (locale === defaultLocale) return new Map();
  return new Map((await translationsIn(database, kind, locale)).map(({ id, text }) => [id, text]));
}

/** Every translation into `locale` of one kind, as field texts by record id. */
async function translationsIn(
  database: Executor,
  kind: EditorialKind,
  locale: string,
): Promise<{ id: number; text: TranslatedText<string> }[]> {
  if (kind === "blog")
    return (
      await database
        .selectFrom("blog_post_translations")
        .selectAll()
        .where("locale", "=", locale)
        .execute()
    ).map((row) => ({ id: row.blog_post_id, text: blogTranslationText(row) }));
  if (kind === "news")
    return (
      await database
        .selectFrom("news_item_translations")
        .selectAll()
        .where("locale", "=", locale)
        .execute()
    ).map((row) => ({ id: row.news_item_id, text: newsTranslationText(row) }));
  return (
    await database.selectFrom("faq_translations").selectAll().where("locale", "=", locale).execute()
  ).map((row) => ({ id: row.faq_id, text: faqTranslationText(row) }));
}

/**
 * The published blog posts or news items, in the order staff chose (ties
 * newest first), each with its translation into `locale` where there is one.
 * Both pages list through this one query, so a post and a story that staff
 * put in the same place sort the same way.
 */
export async function publishedBlogPosts(database: DB, locale: string) {
  const rows = await database
    .selectFrom("blog_posts")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("sort_order")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute();
  const translations = await translationTexts(database, "blog", locale);
  return rows.map((row) => ({ row, translation: translations.get(row.id) }));
}

export async function publishedNewsItems(database: DB, locale: string) {
  const rows = await database
    .selectFrom("news_items")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("sort_order")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute();
  const translations = await translationTexts(database, "news", locale);
  return rows.map((row) => ({ row, translation: translations.get(row.id) }));
}

/** The published questions in the order staff chose, each with its translation into `locale`. */
export async function publishedFaqs(database: DB, locale: string) {
  const rows = await database
    .selectFrom("faqs")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const translations = await translationTexts(database, "faq", locale);
  return rows.map((row) => ({ row, translation: translations.get(row.id) }));
}

// ---------- The staff lists ----------

export interface OrderedRow {
  id: number;
  sort_order: number;
  /** The FAQ topic (a question moves within it); "" for blog and news. */
  group: string;
}

/** Every row's id in display order (the order visitors see, unpublished rows included). */
export async function orderedRows(executor: Executor, kind: EditorialKind): Promise<OrderedRow[]> {
  if (kind === "faq")
    return executor
      .selectFrom("faqs")
      .select(["id", "sort_order", "topic as group"])
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
  const rows = await executor
    .selectFrom(TABLE[kind])
    .select(["id", "sort_order"])
    .orderBy("sort_order")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, group: "" }));
}

export interface ListedRow {
  id: number;
  /** Title, or the question for an FAQ. */
  title: string;
  /** yyyy-mm-dd for blog and news; the topic for an FAQ. */
  detail: string;
  published: boolean;
}

/** What a list shows of each of `ids`, by id. */
export async function listedRows(
  executor: Executor,
  kind: EditorialKind,
  ids: number[],
): Promise<Map<number, ListedRow>> {
  if (ids.length === 0) return new Map();
  const rows =
    kind === "faq"
      ? await executor
          .selectFrom("faqs")
          .select(["id", "question as title", "topic as detail", "published"])
          .where("id", "in", ids)
          .execute()
      : await executor
          .selectFrom(TABLE[kind])
          .select(["id", "title", "published_on as detail", "published"])
          .where("id", "in", ids)
          .execute();
  return new Map(rows.map((row) => [row.id, { ...row, published: row.published === 1 }]));
}

/** A record's row, or undefined when there is none. */
export function rowOf(
  executor: Executor,
  kind: "blog",
  id: number,
): Promise<BlogPostRow | undefined>;
export function rowOf(
  executor: Executor,
  kind: "news",
  id: number,
): Promise<NewsItemRow | undefined>;
export function rowOf(executor: Executor, kind: "faq", id: number): Promise<FaqRow | undefined>;
export function rowOf(
  executor: Executor,
  kind: EditorialKind,
  id: number,
): Promise<BlogPostRow | NewsItemRow | FaqRow | undefined>;
export function rowOf(executor: Executor, kind: EditorialKind, id: number) {
  if (kind === "blog")
    return executor.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (kind === "news")
    return executor.selectFrom("news_items").selectAll().where("id", "=", id).executeTakeFirst();
  return executor.selectFrom("faqs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The title a page names a record by (the question for an FAQ), or undefined when gone. */
export async function titleOf(
  executor: Executor,
  kind: EditorialKind,
  id: number,
): Promise<string | undefined> {
  if (kind === "faq")
    return (
      await executor.selectFrom("faqs").select("question").where("id", "=", id).executeTakeFirst()
    )?.question;
  return (
    await executor.selectFrom(TABLE[kind]).select("title").where("id", "=", id).executeTakeFirst()
  )?.title;
}

/** Topics in use, first-used first, for the FAQ form's suggestions. */
export async function faqTopics(executor: Executor): Promise<string[]> {
  const rows = await executor
    .selectFrom("faqs")
    .select("topic")
    .groupBy("topic")
    .orderBy(({ fn }) => fn.min("sort_order"))
    .execute();
  return rows.map((row) => row.topic).filter((topic) => topic !== "");
}

// ---------- Changing the English ----------

export type BlogPostColumns = Omit<Insertable<BlogPostsTable>, "id" | "sort_order">;
export type NewsItemColumns = Omit<Insertable<NewsItemsTable>, "id" | "sort_order">;
export type FaqColumns = Omit<Insertable<FaqsTable>, "id" | "sort_order">;

/** New blog posts and news items go to the top of the list (where readers look first). */
async function topSortOrder(trx: ContentTransaction, kind: DatedKind): Promise<number> {
  const row = await trx
    .selectFrom(TABLE[kind])
    .select(({ fn }) => fn.min("sort_order").as("lowest"))
    .executeTakeFirst();
  return row?.lowest === null || row?.lowest === undefined ? 0 : Number(row.lowest) - 10;
}

export async function insertBlogPost(
  trx: ContentTransaction,
  columns: BlogPostColumns,
): Promise<number> {
  const sortOrder = await topSortOrder(trx, "blog");
  const { id } = await trx
    .insertInto("blog_posts")
    .values({ ...columns, sort_order: sortOrder })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertNewsItem(
  trx: ContentTransaction,
  columns: NewsItemColumns,
): Promise<number> {
  const sortOrder = await topSortOrder(trx, "news");
  const { id } = await trx
    .insertInto("news_items")
    .values({ ...columns, sort_order: sortOrder })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** New questions go to the end of the list (and so of their topic). */
export async function insertFaq(trx: ContentTransaction, columns: FaqColumns): Promise<number> {
  const last = await trx
    .selectFrom("faqs")
    .select(({ fn }) => fn.max("sort_order").as("highest"))
    .executeTakeFirst();
  const sortOrder =
    (last?.highest === null || last?.highest === undefined ? 0 : Number(last.highest)) + 10;
  const { id } = await trx
    .insertInto("faqs")
    .values({ ...columns, sort_order: sortOrder })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBlogPost(
  trx: ContentTransaction,
  id: number,
  columns: BlogPostColumns,
) {
  await trx.updateTable("blog_posts").set(columns).where("id", "=", id).execute();
}

export async function updateNewsItem(
  trx: ContentTransaction,
  id: number,
  columns: NewsItemColumns,
) {
  await trx.updateTable("news_items").set(columns).where("id", "=", id).execute();
}

export async function updateFaq(trx: ContentTransaction, id: number, columns: FaqColumns) {
  await trx.updateTable("faqs").set(columns).where("id", "=", id).execute();
}

export async function setPublished(
  trx: ContentTransaction,
  kind: EditorialKind,
  id: number,
  published: boolean,
  updatedAt: string,
): Promise<void> {
  await trx
    .updateTable(TABLE[kind])
    .set({ published: published ? 1 : 0, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

/**
 * PostgreSQL: a move renumbers the whole list, so two moves at once must take
 * turns. Lock every row of the list in id order (an order all transactions agree
 * on, so they cannot deadlock) before reading the order. SQLite transactions
 * already hold the single write lock from their first statement.
 */
export async function lockList(trx: ContentTransaction, kind: EditorialKind): Promise<void> {
  if (dialectOf(trx) !== "postgres") return;
  await sql`select id from ${sql.table(TABLE[kind])} order by id for update`.execute(trx);
}

export async function setSortOrder(
  trx: ContentTransaction,
  kind: EditorialKind,
  id: number,
  sortOrder: number,
): Promise<void> {
  await trx.updateTable(TABLE[kind]).set({ sort_order: sortOrder }).where("id", "=", id).execute();
}

/**
 * Deletes a record with its translations (the foreign key would too), and
 * answers both as they were, so the audit entry can keep a deleted post's
 * Hindi text. Undefined when the record was already gone.
 */
export async function deleteRecord(
  trx: ContentTransaction,
  kind: EditorialKind,
  id: number,
): Promise<{ before: object; translations: object[] } | undefined> {
  const before = await rowOf(trx, kind, id);
  if (!before) return undefined;
  const translations = await TRANSLATION[kind].removeAll(trx, id);
  if (kind === "blog") await trx.deleteFrom("blog_posts").where("id", "=", id).execute();
  else if (kind === "news") await trx.deleteFrom("news_items").where("id", "=", id).execute();
  else await trx.deleteFrom("faqs").where("id", "=", id).execute();
  return { before, translations };
}

// ---------- Translations, one store per kind for the staff translation kit ----------

/** A record's English as its translation page shows it. */
export interface EnglishText<F extends string> {
  title: string;
  text: Record<F, string>;
  published: boolean;
  /** yyyy-mm-dd for blog and news; the topic for an FAQ (the untranslated list). */
  detail: string;
}

/** A stored translation: its fields' text and the row as it is, for the audit log. */
export interface StoredTranslation<F extends string> {
  text: Record<F, string>;
  updatedAt: string;
  row: object;
}

/**
 * How the staff translation kit (staff/translations/kit.server.ts) reads and
 * writes one kind's translation table; the kit knows fields, this knows columns.
 */
export interface TranslationStore<F extends string> {
  english(executor: Executor, id: number): Promise<EnglishText<F> | undefined>;
  translation(
    executor: Executor,
    id: number,
    locale: string,
  ): Promise<StoredTranslation<F> | undefined>;
  /** Every record in the order visitors see it, with its translation into `locale` if any. */
  all(
    executor: Executor,
    locale: string,
  ): Promise<Array<EnglishText<F> & { id: number; translation: Record<F, string> | undefined }>>;
  put(
    trx: ContentTransaction,
    id: number,
    locale: string,
    text: Record<F, string>,
    updatedAt: string,
  ): Promise<object>;
  remove(trx: ContentTransaction, id: number, locale: string): Promise<void>;
  /** Deletes every translation of a record, answering the rows (for the audit log). */
  removeAll(trx: ContentTransaction, id: number): Promise<object[]>;
}

/** Field texts with "" for a column that has none. */
const filled = <F extends string>(text: TranslatedText<F>, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, text[field] ?? ""])) as Record<F, string>;

/** The English rows of a kind with their translations, in the order visitors see them. */
async function allWithTranslations<R extends { id: number }, F extends string>(
  executor: Executor,
  kind: EditorialKind,
  locale: string,
  records: R[],
  english: (row: R) => EnglishText<F>,
  fields: readonly F[],
) {
  const order = await orderedRows(executor, kind);
  const rows = new Map(records.map((row) => [row.id, row]));
  const translations = new Map(
    (await translationsIn(executor, kind, locale)).map(({ id, text }) => [id, text]),
  );
  return order.flatMap(({ id }) => {
    const row = rows.get(id);
    if (!row) return [];
    const translation = translations.get(id);
    return [{ id, ...english(row), translation: translation && filled(translation, fields) }];
  });
}

const blogFields = blogTextFields;
const newsFields = newsTextFields;
const faqFields = faqTextFields;

function blogEnglish(row: BlogPostRow): EnglishText<BlogTextField> {
  return {
    title: row.title,
    text: filled(blogTranslationText(row), blogFields),
    published: row.published === 1,
    detail: row.published_on,
  };
}

function newsEnglish(row: NewsItemRow): EnglishText<NewsTextField> {
  return {
    title: row.title,
    text: filled(newsTranslationText(row), newsFields),
    published: row.published === 1,
    detail: row.published_on,
  };
}

function faqEnglish(row: FaqRow): EnglishText<FaqTextField> {
  return {
    title: row.question,
    text: filled(faqTranslationText(row), faqFields),
    published: row.published === 1,
    detail: row.topic,
  };
}

export const blogTranslations: TranslationStore<BlogTextField> = {
  async english(executor, id) {
    const row = await rowOf(executor, "blog", id);
    return row && blogEnglish(row);
  },
  async translation(executor, id, locale) {
    const row = await executor
      .selectFrom("blog_post_translations")
      .selectAll()
      .where("blog_post_id", "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    return (
      row && { text: filled(blogTranslationText(row), blogFields), updatedAt: row.updated_at, row }
    );
  },
  all: async (executor, locale) =>
    allWithTranslations(
      executor,
      "blog",
      locale,
      await executor.selectFrom("blog_posts").selectAll().execute(),
      blogEnglish,
      blogFields,
    ),
  async put(trx, id, locale, text, updatedAt) {
    const row = {
      title: text.title,
      summary: text.summary,
      body_html: text.bodyHtml,
      image_alt: text.imageAlt,
      updated_at: updatedAt,
    };
    await trx
      .insertInto("blog_post_translations")
      .values({ blog_post_id: id, locale, ...row })
      .onConflict((conflict) => conflict.columns(["blog_post_id", "locale"]).doUpdateSet(row))
      .execute();
    return row;
  },
  async remove(trx, id, locale) {
    await trx
      .deleteFrom("blog_post_translations")
      .where("blog_post_id", "=", id)
      .where("locale", "=", locale)
      .execute();
  },
  async removeAll(trx, id) {
    const rows = await trx
      .selectFrom("blog_post_translations")
      .selectAll()
      .where("blog_post_id", "=", id)
      .execute();
    if (rows.length > 0)
      await trx.deleteFrom("blog_post_translations").where("blog_post_id", "=", id).execute();
    return rows;
  },
};

export const newsTranslations: TranslationStore<NewsTextField> = {
  async english(executor, id) {
    const row = await rowOf(executor, "news", id);
    return row && newsEnglish(row);
  },
  async translation(executor, id, locale) {
    const row = await executor
      .selectFrom("news_item_translations")
      .selectAll()
      .where("news_item_id", "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    return (
      row && { text: filled(newsTranslationText(row), newsFields), updatedAt: row.updated_at, row }
    );
  },
  all: async (executor, locale) =>
    allWithTranslations(
      executor,
      "news",
      locale,
      await executor.selectFrom("news_items").selectAll().execute(),
      newsEnglish,
      newsFields,
    ),
  async put(trx, id, locale, text, updatedAt) {
    const row = {
      title: text.title,
      summary: text.summary,
      image_alt: text.imageAlt,
      updated_at: updatedAt,
    };
    await trx
      .insertInto("news_item_translations")
      .values({ news_item_id: id, locale, ...row })
      .onConflict((conflict) => conflict.columns(["news_item_id", "locale"]).doUpdateSet(row))
      .execute();
    return row;
  },
  async remove(trx, id, locale) {
    await trx
      .deleteFrom("news_item_translations")
      .where("news_item_id", "=", id)
      .where("locale", "=", locale)
      .execute();
  },
  async removeAll(trx, id) {
    const rows = await trx
      .selectFrom("news_item_translations")
      .selectAll()
      .where("news_item_id", "=", id)
      .execute();
    if (rows.length > 0)
      await trx.deleteFrom("news_item_translations").where("news_item_id", "=", id).execute();
    return rows;
  },
};

export const faqTranslations: TranslationStore<FaqTextField> = {
  async english(executor, id) {
    const row = await rowOf(executor, "faq", id);
    return row && faqEnglish(row);
  },
  async translation(executor, id, locale) {
    const row = await executor
      .selectFrom("faq_translations")
      .selectAll()
      .where("faq_id", "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    return (
      row && { text: filled(faqTranslationText(row), faqFields), updatedAt: row.updated_at, row }
    );
  },
  all: async (executor, locale) =>
    allWithTranslations(
      executor,
      "faq",
      locale,
      await executor.selectFrom("faqs").selectAll().execute(),
      faqEnglish,
      faqFields,
    ),
  async put(trx, id, locale, text, updatedAt) {
    const row = {
      topic: text.topic,
      question: text.question,
      answer: text.answerHtml,
      updated_at: updatedAt,
    };
    await trx
      .insertInto("faq_translations")
      .values({ faq_id: id, locale, ...row })
      .onConflict((conflict) => conflict.columns(["faq_id", "locale"]).doUpdateSet(row))
      .execute();
    return row;
  },
  async remove(trx, id, locale) {
    await trx
      .deleteFrom("faq_translations")
      .where("faq_id", "=", id)
      .where("locale", "=", locale)
      .execute();
  },
  async removeAll(trx, id) {
    const rows = await trx
      .selectFrom("faq_translations")
      .selectAll()
      .where("faq_id", "=", id)
      .execute();
    if (rows.length > 0)
      await trx.deleteFrom("faq_translations").where("faq_id", "=", id).execute();
    return rows;
  },
};

const TRANSLATION = { blog: blogTranslations, news: newsTranslations, faq: faqTranslations };

/**
 * The name other questions of the same English topic already have in
 * `locale`, so a translator writes one topic name the same way each time.
 */
export async function translatedTopicOf(
  executor: Executor,
  englishTopic: string,
  locale: string,
): Promise<string> {
  const row = await executor
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

// ---------- The seeds ----------

/** Sample rows as the seeds write them (ids and order given by the database or the seed). */
export async function seedEditorial(
  database: DB,
  rows: {
    blog: Insertable<BlogPostsTable>[];
    news: Insertable<NewsItemsTable>[];
    faqs: Insertable<FaqsTable>[];
  },
): Promise<void> {
  await database.insertInto("blog_posts").values(rows.blog).execute();
  await database.insertInto("news_items").values(rows.news).execute();
  await database.insertInto("faqs").values(rows.faqs).execute();
}

/** The id of the blog post or news item with this English title, or of the FAQ with this question. */
export async function idByEnglish(
  database: DB,
  kind: EditorialKind,
  english: string,
): Promise<number | undefined> {
  if (kind === "faq")
    return (
      await database
        .selectFrom("faqs")
        .select("id")
        .where("question", "=", english)
        .executeTakeFirst()
    )?.id;
  return (
    await database
      .selectFrom(TABLE[kind])
      .select("id")
      .where("title", "=", english)
      .executeTakeFirst()
  )?.id;
}

/** A sample translation as the seeds write it (no cache to empty: the server is not up yet). */
export async function seedTranslation(
  database: DB,
  row:
    | { kind: "blog"; values: Insertable<Database["blog_post_translations"]> }
    | { kind: "news"; values: Insertable<Database["news_item_translations"]> }
    | { kind: "faq"; values: Insertable<FaqTranslationsTable> },
): Promise<void> {
  if (row.kind === "blog")
    await database.insertInto("blog_post_translations").values(row.values).execute();
  else if (row.kind === "news")
    await database.insertInto("news_item_translations").values(row.values).execute();
  else await database.insertInto("faq_translations").values(row.values).execute();
}
