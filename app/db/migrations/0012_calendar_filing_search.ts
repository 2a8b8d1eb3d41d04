import { sql, type Kysely } from "kysely";
import { dialectOf, idColumn, idType } from "../dialect";

/**
 * The financial calendar (issue 29, ADR 20) and one full-text index over every
 * investor document (ADR 34).
 *
 * calendar_events holds what staff type in: board meetings, results, general
 * meetings, record, ex-dividend and payment dates. Trading-window closures
 * are derived from the results events when read, never stored. Times are IST
 * wall-clock text ("2026-11-11T15:30") or a day ("2026-09-19") when all_day.
 * Kind-specific fields (the quarter, AGM or EGM, the meeting's mode) are one
 * JSON object in `details`, so a new kind needs no new column; the linked
 * documents are a JSON array of ids. Hindi text lives in
 * calendar_event_translations, as for every other table (migration 0009).
 *
 * document_search is the index: one row per document and language (English
 * from documents, other languages from document_translations), kept in step
 * by triggers on both tables, so the seed, the staff area and any later
 * writer cannot forget it. SQLite: an FTS5 table; its tokenizer counts
 * combining marks (M*) as parts of words, or Devanagari vowel signs would
 * split Hindi words in two. PostgreSQL: a table with a generated tsvector
 * column ('simple' configuration: no English stemming, so Hindi and English
 * words are indexed as written) and a GIN index.
 */
const SEARCH_LOCALE_DEFAULT = "en";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("calendar_events")
    .addColumn("id", idType(db), idColumn(db))
    .addColumn("uid", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("scheduled"))
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("purpose", "text")
    .addColumn("description", "text")
    .addColumn("location", "text")
    .addColumn("all_day", "integer", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("related_document_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("calendar_events_starts_at")
    .on("calendar_events")
    .column("starts_at")
    .execute();
  await db.schema
    .createTable("calendar_event_translations")
    .addColumn("calendar_event_id", "integer", (c) =>
      c.notNull().references("calendar_events.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("purpose", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("calendar_event_translations_pk", ["calendar_event_id", "locale"])
    .execute();

  if (dialectOf(db) === "postgres") await searchIndexPostgres(db);
  else await searchIndexSqlite(db);
}

async function searchIndexSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE VIRTUAL TABLE document_search USING fts5(
      document_id UNINDEXED, locale UNINDEXED, description, sub_category, category,
      tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
    )`.execute(db);
  const english = sql.lit(SEARCH_LOCALE_DEFAULT);
  const statements = [
    sql`CREATE TRIGGER documents_search_insert AFTER INSERT ON documents BEGIN
      INSERT INTO document_search (document_id, locale, description, sub_category, category)
      VALUES (new.id, ${english}, new.description, new.sub_category, new.category);
    END`,
    sql`CREATE TRIGGER documents_search_update
      AFTER UPDATE OF description, sub_category, category ON documents BEGIN
      DELETE FROM document_search WHERE document_id = old.id;
      INSERT INTO document_search (document_id, locale, description, sub_category, category)
      VALUES (new.id, ${english}, new.description, new.sub_category, new.category);
      INSERT INTO document_search (document_id, locale, description, sub_category, category)
      SELECT t.document_id, t.locale, t.description, new.sub_category, new.category
      FROM document_translations t WHERE t.document_id = new.id AND t.description <> '';
    END`,
    sql`CREATE TRIGGER documents_search_delete AFTER DELETE ON documents BEGIN
      DELETE FROM document_search WHERE document_id = old.id;
    END`,
    sql`CREATE TRIGGER document_translations_search_insert
      AFTER INSERT ON document_translations WHEN new.description <> '' BEGIN
      INSERT INTO document_search (document_id, locale, description, sub_category, category)
      SELECT new.document_id, new.locale, new.description, d.sub_category, d.category
      FROM documents d WHERE d.id = new.document_id;
    END`,
    sql`CREATE TRIGGER document_translations_search_update
      AFTER UPDATE OF description ON document_translations BEGIN
      DELETE FROM document_search WHERE document_id = old.document_id AND locale = old.locale;
      INSERT INTO document_search (document_id, locale, description, sub_category, category)
      SELECT new.document_id, new.locale, new.description, d.sub_category, d.category
      FROM documents d WHERE d.id = new.document_id AND new.description <> '';
    END`,
    sql`CREATE TRIGGER document_translations_search_delete
      AFTER DELETE ON document_translations BEGIN
      DELETE FROM document_search WHERE document_id = old.document_id AND locale = old.locale;
    END`,
  ];
  for (const statement of statements) await statement.execute(db);
  await indexStoredDocuments(db);
}

async function searchIndexPostgres(db: Kysely<unknown>): Promise<void> {
  // Description weighs more than the group and category names (ts_rank is not
  // used for order today, which is newest first, but the weights cost nothing).
  await sql`
    CREATE TABLE document_search (
      document_id integer NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
      locale text NOT NULL,
      description text NOT NULL,
      sub_category text NOT NULL,
      category text NOT NULL,
      search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', description), 'A') ||
        setweight(to_tsvector('simple', sub_category || ' ' || category), 'B')
      ) STORED,
      PRIMARY KEY (document_id, locale)
    )`.execute(db);
  await sql`CREATE INDEX document_search_vector ON document_search USING GIN (search_vector)`.execute(
    db,
  );
  const english = sql.lit(SEARCH_LOCALE_DEFAULT);
  const statements = [
    sql`CREATE FUNCTION documents_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO document_search (document_id, locale, description, sub_category, category)
      VALUES (new.id, ${english}, new.description, new.sub_category, new.category)
      ON CONFLICT (document_id, locale) DO UPDATE SET description = excluded.description,
        sub_category = excluded.sub_category, category = excluded.category;
      UPDATE document_search SET sub_category = new.sub_category, category = new.category
      WHERE document_id = new.id AND locale <> ${english};
      RETURN NULL;
    END $$`,
    sql`CREATE TRIGGER documents_search_sync
      AFTER INSERT OR UPDATE OF description, sub_category, category ON documents
      FOR EACH ROW EXECUTE FUNCTION documents_search_sync()`,
    sql`CREATE FUNCTION document_translations_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM document_search WHERE document_id = old.document_id AND locale = old.locale;
      END IF;
      IF TG_OP <> 'DELETE' AND new.description <> '' THEN
        INSERT INTO document_search (document_id, locale, description, sub_category, category)
        SELECT new.document_id, new.locale, new.description, d.sub_category, d.category
        FROM documents d WHERE d.id = new.document_id;
      END IF;
      RETURN NULL;
    END $$`,
    sql`CREATE TRIGGER document_translations_search_sync
      AFTER INSERT OR UPDATE OF description OR DELETE ON document_translations
      FOR EACH ROW EXECUTE FUNCTION document_translations_search_sync()`,
  ];
  for (const statement of statements) await statement.execute(db);
  await indexStoredDocuments(db);
}

/** Documents (and translations) stored before this migration; the triggers take the rest. */
async function indexStoredDocuments(db: Kysely<unknown>): Promise<void> {
  const english = sql.lit(SEARCH_LOCALE_DEFAULT);
  await sql`INSERT INTO document_search (document_id, locale, description, sub_category, category)
    SELECT id, ${english}, description, sub_category, category FROM documents`.execute(db);
  await sql`INSERT INTO document_search (document_id, locale, description, sub_category, category)
    SELECT t.document_id, t.locale, t.description, d.sub_category, d.category
    FROM document_translations t JOIN documents d ON d.id = t.document_id
    WHERE t.description <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`DROP TABLE document_search`.execute(db);
    await sql`DROP TRIGGER documents_search_sync ON documents`.execute(db);
    await sql`DROP TRIGGER document_translations_search_sync ON document_translations`.execute(db);
    await sql`DROP FUNCTION documents_search_sync()`.execute(db);
    await sql`DROP FUNCTION document_translations_search_sync()`.execute(db);
  } else {
    for (const trigger of [
      "documents_search_insert",
      "documents_search_update",
      "documents_search_delete",
      "document_translations_search_insert",
      "document_translations_search_update",
      "document_translations_search_delete",
    ])
      await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
    await sql`DROP TABLE document_search`.execute(db);
  }
  await db.schema.dropTable("calendar_event_translations").execute();
  await db.schema.dropTable("calendar_events").execute();
}
