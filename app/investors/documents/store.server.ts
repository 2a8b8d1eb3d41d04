/**
 * The documents store: the only module that reads or writes `documents` and
 * `document_translations` (a document's versions in other languages live and
 * die with it). Public listings, the filing search, the calendar's links,
 * staff's editing and the seeds all come through here, so a column or a rule
 * about what is public changes in one place.
 *
 * Writers that change a public page take a ContentTransaction
 * (~/db/content-change.server, ADR 48 and 57): the caller opens it with
 * changeContent, writes what must commit with the change in it (its audit
 * entry, a publication's alert), and the page caches are emptied once it has
 * committed; a caller never empties them itself.
 */
import type { Insertable, Selectable, Updateable } from "kysely";
import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import type { DocumentsTable, DocumentTranslationsTable } from "~/db/schema/content";
import type { ContentTransaction } from "~/db/content-change.server";
import { storedFileFacts } from "~/media/stored-files.server";

export type DocumentRow = Selectable<DocumentsTable>;

// ---------------------------------------------------------------------------
// Public reading: published rows only

/** One category's published documents, newest first. */
export function selectPublishedInCategory(database: DB, category: string): Promise<DocumentRow[]> {
  return database
    .selectFrom("documents")
    .selectAll()
    .where("category", "=", category)
    .where("published", "=", 1)
    .orderBy("document_date", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** A document's text and file in one language other than the default (ADR 27). */
export type DocumentTranslation = Pick<
  Selectable<DocumentTranslationsTable>,
  "document_id" | "description" | "pdf_file_id" | "pdf_bytes" | "file_stem"
>;

/** The versions in `locale` of one category's documents. */
export function selectTranslationsInCategory(
  database: DB,
  category: string,
  locale: string,
): Promise<DocumentTranslation[]> {
  return database
    .selectFrom("document_translations")
    .innerJoin("documents", "documents.id", "document_translations.document_id")
    .select([
      "document_translations.document_id",
      "document_translations.description",
      "document_translations.pdf_file_id",
      "document_translations.pdf_bytes",
      "document_translations.file_stem",
    ])
    .where("documents.category", "=", category)
    .where("document_translations.locale", "=", locale)
    .execute();
}

/** Published documents by id, in no order; unpublished ones are left out. */
export function selectPublishedByIds(database: DB, ids: readonly number[]): Promise<DocumentRow[]> {
  return database
    .selectFrom("documents")
    .selectAll()
    .where("id", "in", [...ids])
    .where("published", "=", 1)
    .execute();
}

/** The versions in `locale` of the documents with these ids. */
export function selectTranslationsOf(
  database: DB,
  ids: readonly number[],
  locale: string,
): Promise<DocumentTranslation[]> {
  return database
    .selectFrom("document_translations")
    .select(["document_id", "description", "pdf_file_id", "pdf_bytes", "file_stem"])
    .where("document_id", "in", [...ids])
    .where("locale", "=", locale)
    .execute();
}

/** The newest published documents across every category. */
export function selectRecentPublished(database: DB, limit: number): Promise<DocumentRow[]> {
  return database
    .selectFrom("documents")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("document_date", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** A document's row by id; unpublished only when asked (the staff preview, behind its role check). */
export function selectDocumentRow(
  database: DB,
  id: number,
  { includeUnpublished = false }: { includeUnpublished?: boolean } = {},
): Promise<DocumentRow | undefined> {
  return database
    .selectFrom("documents")
    .selectAll()
    .where("id", "=", id)
    .$if(!includeUnpublished, (query) => query.where("published", "=", 1))
    .executeTakeFirst();
}

/** The PDFs staff uploaded for a document in other languages. */
export function selectTranslatedPdfs(
  database: DB,
  documentId: number,
): Promise<Array<{ pdf_file_id: number | null; file_stem: string | null }>> {
  return database
    .selectFrom("document_translations")
    .select(["pdf_file_id", "file_stem"])
    .where("document_id", "=", documentId)
    .where("pdf_file_id", "is not", null)
    .execute();
}

/** What the player window needs of a published document. */
export function selectPublishedRecording(database: DB, id: number) {
  return database
    .selectFrom("documents")
    .select(["description", "document_date", "file_stem", "has_audio"])
    .where("id", "=", id)
    .where("published", "=", 1)
    .executeTakeFirst();
}

/** The published rows of the filing search's page of hits, newest first. */
export function selectSearchHits(database: DB, ids: readonly number[]): Promise<DocumentRow[]> {
  return database
    .selectFrom("documents")
    .selectAll()
    .where("id", "in", [...ids])
    .orderBy("document_date", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The first and last dates of published documents, for the search's year list. */
export function selectPublishedDateRange(
  database: DB,
): Promise<{ first: string | null; last: string | null } | undefined> {
  // Two lookups in documents_published_date (migration 0013): SQLite reads
  // min and max asked in one SELECT from every published document instead.
  const dated = database
    .selectFrom("documents")
    .where("published", "=", 1)
    .where("document_date", "<>", "");
  return database
    .selectNoFrom([
      dated.select((eb) => eb.fn.min("document_date").as("day")).as("first"),
      dated.select((eb) => eb.fn.max("document_date").as("day")).as("last"),
    ])
    .executeTakeFirst();
}

/** Which of these ids are published documents (the calendar lists only those). */
export async function publishedDocumentIds(
  database: DB,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await database
    .selectFrom("documents")
    .select("id")
    .where("id", "in", [...ids])
    .where("published", "=", 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The first document filed in a category (and group) on a day: the sample calendar's links. */
export async function findFiledDocumentId(
  database: DB,
  filing: { category: string; date: string; subCategory?: string | undefined },
): Promise<number | undefined> {
  const row = await database
    .selectFrom("documents")
    .select("id")
    .where("category", "=", filing.category)
    .where("document_date", "=", filing.date)
    .$if(filing.subCategory !== undefined, (q) => q.where("sub_category", "=", filing.subCategory!))
    .orderBy("id")
    .executeTakeFirst();
  return row?.id;
}

/** The newest published date and the count of published documents, per category. */
export function selectPublishedPerCategory(database: DB) {
  return database
    .selectFrom("documents")
    .select([
      "category",
      (eb) => eb.fn.max("document_date").as("newest"),
      (eb) => eb.fn.countAll<number>().as("published_count"),
    ])
    .where("published", "=", 1)
    .groupBy("category")
    .execute();
}

// ---------------------------------------------------------------------------
// Staff reading: published or not

/** The sub-categories already used in a category, most used first. */
export async function selectSubCategories(database: DB, category: string): Promise<string[]> {
  const rows = await database
    .selectFrom("documents")
    .select(["sub_category", (eb) => eb.fn.countAll<number>().as("uses")])
    .where("category", "=", category)
    .where("sub_category", "!=", "")
    .groupBy("sub_category")
    .orderBy("uses", "desc")
    .orderBy("sub_category")
    .limit(50)
    .execute();
  return rows.map((row) => row.sub_category);
}

/** How many documents there are, in one category or in all. */
export async function countDocuments(database: DB, category?: string): Promise<number> {
  let count = database.selectFrom("documents").select((eb) => eb.fn.countAll<number>().as("n"));
  if (category) count = count.where("category", "=", category);
  return Number((await count.executeTakeFirstOrThrow()).n);
}

/** One page of documents newest first, published or not. */
export function selectDocumentPage(
  database: DB,
  { category, limit, offset }: { category?: string | undefined; limit: number; offset: number },
) {
  let query = database
    .selectFrom("documents")
    .select([
      "id",
      "category",
      "sub_category",
      "document_date",
      "description",
      "published",
      "pdf_file_id",
      "has_pdf",
      "pdf_url",
      "updated_at",
    ])
    .orderBy("document_date", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset);
  if (category) query = query.where("category", "=", category);
  return query.execute();
}

/** A document, published or not, with the uploaded PDF's original name and size. */
export async function selectDocumentWithUpload(database: DB, id: number) {
  const row = await database
    .selectFrom("documents")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const file = await storedFileFacts(database, row.pdf_file_id);
  return { ...row, original_name: file?.original_name ?? null, stored_bytes: file?.bytes ?? null };
}

/** A document's version in `locale`, with its uploaded PDF's original name. */
export async function selectTranslationWithUpload(database: DB, id: number, locale: string) {
  const row = await database
    .selectFrom("document_translations")
    .selectAll()
    .where("document_id", "=", id)
    .where("locale", "=", locale)
    .executeTakeFirst();
  if (!row) return undefined;
  const file = await storedFileFacts(database, row.pdf_file_id);
  return { ...row, original_name: file?.original_name ?? null };
}

/** Documents without a description in `locale`, newest first, a page at a time. */
export async function selectUntranslatedDocuments(
  database: DB,
  locale: string,
  page: number,
  pageSize: number,
) {
  const untranslated = database
    .selectFrom("documents")
    .leftJoin("document_translations", (join) =>
      join
        .onRef("document_translations.document_id", "=", "documents.id")
        .on("document_translations.locale", "=", locale),
    )
    .where((eb) =>
      eb.or([
        eb("document_translations.description", "is", null),
        eb(sql`trim(document_translations.description)`, "=", ""),
      ]),
    );
  const { n } = await untranslated
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await untranslated
    .select([
      "documents.id",
      "documents.category",
      "documents.document_date",
      "documents.description",
      "documents.published",
      "document_translations.pdf_file_id",
    ])
    .orderBy("documents.document_date", "desc")
    .orderBy("documents.id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { total, page: current, pageCount, rows };
}

// ---------------------------------------------------------------------------
// Writes

/** Adds a document; returns its id. */
export async function insertDocument(
  trx: ContentTransaction,
  values: Insertable<DocumentsTable>,
): Promise<number> {
  const row = await trx
    .insertInto("documents")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a document's columns. */
export async function updateDocumentRow(
  trx: ContentTransaction,
  id: number,
  values: Updateable<DocumentsTable>,
): Promise<void> {
  await trx.updateTable("documents").set(values).where("id", "=", id).execute();
}

/** What a change of a document's publication reports: the document's own words for the audit entry. */
export interface PublishedChange {
  id: number;
  category: string;
  description: string;
  document_date: string;
}

/**
 * Publishes or unpublishes: the document when that changed it, "unchanged"
 * when it already was, undefined when there is no such document.
 */
export async function writeDocumentPublished(
  trx: ContentTransaction,
  id: number,
  published: boolean,
): Promise<PublishedChange | "unchanged" | undefined> {
  // The write comes first: on SQLite a transaction that reads and then writes fails at once
  // (SQLITE_BUSY, no waiting) when another connection wrote in between.
  const row = await trx
    .updateTable("documents")
    .set({ published: published ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("published", "=", published ? 0 : 1)
    .returning(["id", "category", "description", "document_date"])
    .executeTakeFirst();
  if (row) return row;
  const exists = await trx
    .selectFrom("documents")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return exists ? "unchanged" : undefined;
}

/** The file columns of a version in another language. */
export interface TranslationFile {
  pdf_file_id: number | null;
  pdf_bytes: number | null;
  file_stem: string | null;
}

/**
 * What saving a version did: "saved" with the version as it was before (if
 * any) and the file it has now, or "removed" with the version as it was
 * (undefined when there was nothing to remove).
 */
export type TranslationWrite =
  | {
      outcome: "saved";
      before: Selectable<DocumentTranslationsTable> | undefined;
      file: TranslationFile;
    }
  | { outcome: "removed"; before: Selectable<DocumentTranslationsTable> | undefined };

/**
 * Saves a document's version in `locale`: its description and `file` (a new
 * PDF, none, or "keep" the one it has). A version with neither text nor file
 * is removed.
 */
export async function writeDocumentTranslation(
  trx: ContentTransaction,
  change: {
    documentId: number;
    locale: string;
    description: string;
    file: TranslationFile | "keep";
  },
): Promise<TranslationWrite> {
  const { documentId, locale } = change;
  const before = await trx
    .selectFrom("document_translations")
    .selectAll()
    .where("document_id", "=", documentId)
    .where("locale", "=", locale)
    .executeTakeFirst();
  const file: TranslationFile =
    change.file === "keep"
      ? {
          pdf_file_id: before?.pdf_file_id ?? null,
          pdf_bytes: before?.pdf_bytes ?? null,
          file_stem: before?.file_stem ?? null,
        }
      : change.file;
  if (change.description === "" && file.pdf_file_id === null) {
    if (before)
      await trx
        .deleteFrom("document_translations")
        .where("document_id", "=", documentId)
        .where("locale", "=", locale)
        .execute();
    return { outcome: "removed", before };
  }
  const row = { description: change.description, ...file, updated_at: new Date().toISOString() };
  await trx
    .insertInto("document_translations")
    .values({ document_id: documentId, locale, ...row })
    .onConflict((conflict) => conflict.columns(["document_id", "locale"]).doUpdateSet(row))
    .execute();
  return { outcome: "saved", before, file };
}

/**
 * Sample documents for the seeders, in batches that keep each statement under
 * SQLite's bound-parameter limit. Seeds run before any page is cached, so no
 * cache is emptied.
 */
export async function insertSeedDocuments(
  database: DB,
  rows: ReadonlyArray<Insertable<DocumentsTable>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 40)
    await database
      .insertInto("documents")
      .values(rows.slice(i, i + 40))
      .execute();
}
