import type { Transaction } from "kysely";
import { db as defaultDb, type DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import * as store from "~/editorial/store.server";
import type { OrderedRow } from "~/editorial/store.server";
import { changeContent, type ContentTransaction } from "~/db/content-change.server";
import { ownMediaPath, sanitizeRichText } from "~/lib/sanitize.server";
import { recordAudit } from "~/staff/audit/record.server";
import type { ContentEditor, ContentKind, ContentList } from "./content-types";

/**
 * Blog posts, news items and FAQ entries as the marketing team edits them in
 * /staff. The editorial store (~/editorial/store.server) does every read and
 * write; each change here runs in one of its content transactions with its
 * audit entry, so the page caches empty once it commits.
 * Rich text is sanitized here, on save, with the public pages' allow-list; the
 * public data modules sanitize again when showing it.
 *
 * Order: `sort_order` ascending, ties newest first (blog, news) or oldest
 * first (FAQ, which has no date). Moving renumbers the whole list in steps of
 * 10, because rows seeded or created alike all share sort_order 0 and a swap
 * of two equal numbers would change nothing.
 */

// The kinds and the editor are named beside the list's types, where the
// translations module can read them without importing this one back.
export type { ContentEditor, ContentKind } from "./content-types";
export type MoveDirection = "up" | "down";

type Executor = DB | Transaction<Database>;

const TABLE = { blog: "blog_posts", news: "news_items", faq: "faqs" } as const satisfies Record<
  ContentKind,
  store.EditorialTable
>;
const NOUN = { blog: "blog post", news: "news item", faq: "FAQ" } as const;
export const PAGE_SIZE = 50;

export interface BlogPostValues {
  title: string;
  summary: string;
  bodyHtml: string;
  /** "" (none), an artwork name, or an uploaded /media/<id>/<name> path. */
  image: string;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
  publishedOn: string;
  published: boolean;
}

export interface NewsItemValues {
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
  linkUrl: string;
  source: string;
  publishedOn: string;
  published: boolean;
}

export interface FaqValues {
  topic: string;
  question: string;
  answerHtml: string;
  published: boolean;
}

// ---------- Reading ----------

const orderedRows = store.orderedRows;

/** The neighbour a row swaps with: the next one in the list, within the same FAQ topic. */
function neighbourIndex(rows: OrderedRow[], index: number, direction: MoveDirection): number {
  const step = direction === "up" ? -1 : 1;
  for (let i = index + step; i >= 0 && i < rows.length; i += step)
    if (rows[i]!.group === rows[index]!.group) return i;
  return -1;
}

export async function listContent(
  kind: ContentKind,
  page = 1,
  database: DB = defaultDb(),
): Promise<ContentList> {
  const order = await orderedRows(database, kind);
  const total = order.length;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const slice = order.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const ids = slice.map((row) => row.id);
  const details = await store.listedRows(database, kind, ids);
  const rows = slice.flatMap((row, i) => {
    const found = details.get(row.id);
    if (!found) return [];
    const index = (current - 1) * PAGE_SIZE + i;
    return [
      {
        id: row.id,
        title: found.title,
        detail: found.detail,
        published: found.published,
        position: index + 1,
        canMoveUp: neighbourIndex(order, index, "up") >= 0,
        canMoveDown: neighbourIndex(order, index, "down") >= 0,
      },
    ];
  });
  return { rows, total, page: current, pageCount };
}

export async function getBlogPostForEditing(
  id: number,
  database: DB = defaultDb(),
): Promise<BlogPostValues | undefined> {
  const row = await store.rowOf(database, "blog", id);
  return row ? blogValuesOf(row) : undefined;
}

export async function getNewsItemForEditing(
  id: number,
  database: DB = defaultDb(),
): Promise<NewsItemValues | undefined> {
  const row = await store.rowOf(database, "news", id);
  return row ? newsValuesOf(row) : undefined;
}

export async function getFaqForEditing(
  id: number,
  database: DB = defaultDb(),
): Promise<FaqValues | undefined> {
  const row = await store.rowOf(database, "faq", id);
  return row ? faqValuesOf(row) : undefined;
}

/** Topics in use, for the FAQ form's suggestions. */
export function listFaqTopics(database: DB = defaultDb()): Promise<string[]> {
  return store.faqTopics(database);
}

/** The title a confirmation page names (question for an FAQ), or undefined when gone. */
export function getContentTitle(
  kind: ContentKind,
  id: number,
  database: Executor = defaultDb(),
): Promise<string | undefined> {
  return store.titleOf(database, kind, id);
}

// ---------- Row <-> values ----------

type BlogRow = {
  title: string;
  summary: string;
  body_html: string;
  image: string;
  image_alt: string;
  image_width: number | null;
  image_height: number | null;
  published_on: string;
  published: number;
};

function blogValuesOf(row: BlogRow): BlogPostValues {
  return {
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    image: row.image,
    imageAlt: row.image_alt,
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    publishedOn: row.published_on,
    published: row.published === 1,
  };
}

type NewsRow = Omit<BlogRow, "body_html"> & { link_url: string; source: string };

function newsValuesOf(row: NewsRow): NewsItemValues {
  return {
    title: row.title,
    summary: row.summary,
    image: row.image,
    imageAlt: row.image_alt,
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    linkUrl: row.link_url,
    source: row.source,
    publishedOn: row.published_on,
    published: row.published === 1,
  };
}

function faqValuesOf(row: {
  topic: string;
  question: string;
  answer: string;
  published: number;
}): FaqValues {
  return {
    topic: row.topic,
    question: row.question,
    answerHtml: row.answer,
    published: row.published === 1,
  };
}

/** Picture columns: the size is kept only for our own uploads (artwork has its own). */
function imageColumns(values: {
  image: string;
  imageWidth: number | null;
  imageHeight: number | null;
}) {
  const uploaded = ownMediaPath(values.image) !== undefined;
  return {
    image: values.image,
    image_width: uploaded ? values.imageWidth : null,
    image_height: uploaded ? values.imageHeight : null,
  };
}

function blogColumns(values: BlogPostValues) {
  return {
    title: values.title,
    summary: values.summary,
    // Sanitized on save with the public allow-list, so the stored HTML is what visitors get.
    body_html: sanitizeRichText(values.bodyHtml),
    ...imageColumns(values),
    image_alt: values.image ? values.imageAlt : "",
    published_on: values.publishedOn,
    published: values.published ? 1 : 0,
  };
}

function newsColumns(values: NewsItemValues) {
  return {
    title: values.title,
    summary: values.summary,
    ...imageColumns(values),
    image_alt: values.image ? values.imageAlt : "",
    link_url: values.linkUrl,
    source: values.source,
    published_on: values.publishedOn,
    published: values.published ? 1 : 0,
  };
}

function faqColumns(values: FaqValues) {
  return {
    topic: values.topic,
    question: values.question,
    answer: sanitizeRichText(values.answerHtml),
    published: values.published ? 1 : 0,
  };
}

// ---------- Changing ----------

const now = () => new Date().toISOString();
const quoted = (title: string) => `"${title.length > 80 ? `${title.slice(0, 77)}…` : title}"`;

/** Runs a change and its audit entry together; the page caches empty once it commits. */
const change = <T>(database: DB, run: (trx: ContentTransaction) => Promise<T>) =>
  changeContent(database, run);

export async function createBlogPost(
  editor: ContentEditor,
  values: BlogPostValues,
  database: DB = defaultDb(),
): Promise<number> {
  return change(database, async (trx) => {
    const columns = { ...blogColumns(values), updated_at: now() };
    const id = await store.insertBlogPost(trx, columns);
    await recordAudit(trx, editor, {
      action: "blog.create",
      entityType: "blog_post",
      entityId: id,
      summary: `Created blog post ${quoted(values.title)}${values.published ? "" : " (unpublished)"}`,
      after: columns,
    });
    return id;
  });
}

export async function updateBlogPost(
  editor: ContentEditor,
  id: number,
  values: BlogPostValues,
  database: DB = defaultDb(),
): Promise<boolean> {
  return change(database, async (trx) => {
    const before = await store.rowOf(trx, "blog", id);
    if (!before) return false;
    const columns = { ...blogColumns(values), updated_at: now() };
    await store.updateBlogPost(trx, id, columns);
    await recordAudit(trx, editor, {
      action: "blog.update",
      entityType: "blog_post",
      entityId: id,
      summary: `Edited blog post ${quoted(values.title)}`,
      before,
      after: columns,
    });
    return true;
  });
}

export async function createNewsItem(
  editor: ContentEditor,
  values: NewsItemValues,
  database: DB = defaultDb(),
): Promise<number> {
  return change(database, async (trx) => {
    const columns = { ...newsColumns(values), updated_at: now() };
    const id = await store.insertNewsItem(trx, columns);
    await recordAudit(trx, editor, {
      action: "news.create",
      entityType: "news_item",
      entityId: id,
      summary: `Created news item ${quoted(values.title)}${values.published ? "" : " (unpublished)"}`,
      after: columns,
    });
    return id;
  });
}

export async function updateNewsItem(
  editor: ContentEditor,
  id: number,
  values: NewsItemValues,
  database: DB = defaultDb(),
): Promise<boolean> {
  return change(database, async (trx) => {
    const before = await store.rowOf(trx, "news", id);
    if (!before) return false;
    const columns = { ...newsColumns(values), updated_at: now() };
    await store.updateNewsItem(trx, id, columns);
    await recordAudit(trx, editor, {
      action: "news.update",
      entityType: "news_item",
      entityId: id,
      summary: `Edited news item ${quoted(values.title)}`,
      before,
      after: columns,
    });
    return true;
  });
}

export async function createFaq(
  editor: ContentEditor,
  values: FaqValues,
  database: DB = defaultDb(),
): Promise<number> {
  return change(database, async (trx) => {
    const columns = { ...faqColumns(values), updated_at: now() };
    // New questions go to the end of the list (and so of their topic).
    const id = await store.insertFaq(trx, columns);
    await recordAudit(trx, editor, {
      action: "faq.create",
      entityType: "faq",
      entityId: id,
      summary: `Created FAQ ${quoted(values.question)}${values.published ? "" : " (unpublished)"}`,
      after: columns,
    });
    return id;
  });
}

export async function updateFaq(
  editor: ContentEditor,
  id: number,
  values: FaqValues,
  database: DB = defaultDb(),
): Promise<boolean> {
  return change(database, async (trx) => {
    const before = await store.rowOf(trx, "faq", id);
    if (!before) return false;
    const columns = { ...faqColumns(values), updated_at: now() };
    await store.updateFaq(trx, id, columns);
    await recordAudit(trx, editor, {
      action: "faq.update",
      entityType: "faq",
      entityId: id,
      summary: `Edited FAQ ${quoted(values.question)}`,
      before,
      after: columns,
    });
    return true;
  });
}

const titleIn = (trx: Transaction<Database>, kind: ContentKind, id: number) =>
  getContentTitle(kind, id, trx);

/** Publishes or unpublishes; false when the row does not exist. */
export async function setContentPublished(
  editor: ContentEditor,
  kind: ContentKind,
  id: number,
  published: boolean,
  database: DB = defaultDb(),
): Promise<boolean> {
  return change(database, async (trx) => {
    const title = await titleIn(trx, kind, id);
    if (title === undefined) return false;
    await store.setPublished(trx, kind, id, published, now());
    await recordAudit(trx, editor, {
      action: `${kind}.${published ? "publish" : "unpublish"}`,
      entityType: TABLE[kind],
      entityId: id,
      summary: `${published ? "Published" : "Unpublished"} ${NOUN[kind]} ${quoted(title)}`,
      after: { published },
    });
    return true;
  });
}

export type MoveResult = "moved" | "at-edge" | "not-found";

/** Moves a row one place up or down (FAQs: within their topic). */
export async function moveContent(
  editor: ContentEditor,
  kind: ContentKind,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<MoveResult> {
  return change(database, async (trx) => {
    // A move renumbers the whole list, so two moves at once take turns.
    await store.lockList(trx, kind);
    const order = await orderedRows(trx, kind);
    const index = order.findIndex((row) => row.id === id);
    if (index < 0) return "not-found" as const;
    const other = neighbourIndex(order, index, direction);
    if (other < 0) return "at-edge" as const;
    const ids = order.map((row) => row.id);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    const before = new Map(order.map((row) => [row.id, row.sort_order]));
    for (const [i, rowId] of ids.entries()) {
      const sortOrder = (i + 1) * 10;
      if (before.get(rowId) === sortOrder) continue;
      await store.setSortOrder(trx, kind, rowId, sortOrder);
    }
    const title = (await titleIn(trx, kind, id)) ?? "";
    await recordAudit(trx, editor, {
      action: `${kind}.move`,
      entityType: TABLE[kind],
      entityId: id,
      summary: `Moved ${NOUN[kind]} ${quoted(title)} ${direction} (now ${other + 1} of ${ids.length})`,
      before: { position: index + 1 },
      after: { position: other + 1 },
    });
    return "moved" as const;
  });
}

/** Deletes a row for good; false when it was already gone. */
export async function deleteContent(
  editor: ContentEditor,
  kind: ContentKind,
  id: number,
  database: DB = defaultDb(),
): Promise<boolean> {
  return change(database, async (trx) => {
    const title = (await titleIn(trx, kind, id)) ?? "";
    const deleted = await store.deleteRecord(trx, kind, id);
    if (!deleted) return false;
    const { before, translations } = deleted;
    await recordAudit(trx, editor, {
      action: `${kind}.delete`,
      entityType: TABLE[kind],
      entityId: id,
      summary: `Deleted ${NOUN[kind]} ${quoted(title)}`,
      before: translations.length > 0 ? { ...before, translations } : before,
    });
    return true;
  });
}

export type { ContentList, ContentListRow } from "./content-types";
