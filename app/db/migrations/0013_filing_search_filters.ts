import { sql, type Kysely, type RawBuilder } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The filing search (ADR 34) answers from its index alone. document_search
 * now carries what the filters, the counts per category and the order need
 * (category already; the published flag and the document date now), so a
 * search reads no row of documents but the 20 it shows. Before, every pass
 * over the matches joined documents to learn them, and a search made two.
 *
 * SQLite: document_search becomes a plain table (one row per document and
 * language, as on PostgreSQL) and the FTS5 index over its text moves to
 * document_search_fts, an external-content table whose rowid is
 * document_search.id. An FTS5 table reads an unindexed column through a
 * statement per row (about 15 ms for 10,000 matches); a join on rowid costs a
 * fraction of that.
 *
 * Triggers keep the index in step with documents and document_translations,
 * as migration 0012's did, and now also follow publishing and the date. They
 * rewrite a row only when what it holds changes: on PostgreSQL every update
 * recomputes the tsvector and its GIN entries, and on SQLite the FTS5 row is
 * rewritten only when its text is.
 *
 * documents (published, document_date) lets the search page find its first
 * and last financial year in an index instead of reading every document.
 * PostgreSQL's GIN index over the text is written through (fastupdate off).
 */
const english = sql.lit("en");

/** document_search's columns as migration 0012 made them, and as this one makes them. */
const COLUMNS_0012 = ["document_id", "locale", "description", "sub_category", "category"];
const COLUMNS = [...COLUMNS_0012, "published", "document_date"];
/** The columns every language's row copies from its document. */
const shared = (columns: string[]) => columns.slice(3);

const list = (names: string[], prefix = "") =>
  sql.join(names.map((name) => sql.raw(`${prefix}${name}`)));

/** A document's English row: the values from the trigger's `new`. */
function englishRow(columns: string[]): RawBuilder<unknown> {
  return sql`INSERT INTO document_search (${list(columns)})
    VALUES (new.id, ${english}, new.description, ${list(shared(columns), "new.")})`;
}

/** A translation's row, with what it copies from its document (a statement ending in WHERE). */
function translationRow(columns: string[]): RawBuilder<unknown> {
  return sql`INSERT INTO document_search (${list(columns)})
    SELECT new.document_id, new.locale, new.description, ${list(shared(columns), "d.")}
    FROM documents d WHERE d.id = new.document_id`;
}

/** What a changed document changes in every language's row, when it differs. */
function sharedUpdate(columns: string[], unlike: string): RawBuilder<unknown> {
  const names = shared(columns);
  return sql`UPDATE document_search
    SET ${sql.join(names.map((name) => sql.raw(`${name} = new.${name}`)))}
    WHERE document_id = new.id
      AND (${list(names)}) ${sql.raw(unlike)} (${list(names, "new.")})`;
}

/** Every stored document and translation; the triggers take the rest. */
async function indexStoredDocuments(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await sql`INSERT INTO document_search (${list(columns)})
    SELECT id, ${english}, description, ${list(shared(columns))} FROM documents`.execute(db);
  await sql`INSERT INTO document_search (${list(columns)})
    SELECT t.document_id, t.locale, t.description, ${list(shared(columns), "d.")}
    FROM document_translations t JOIN documents d ON d.id = t.document_id
    WHERE t.description <> ''`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") await upPostgres(db);
  else await upSqlite(db);
  await db.schema
    .createIndex("documents_published_date")
    .on("documents")
    .columns(["published", "document_date"])
    .execute();
}

/** Back to migration 0012's index: FTS5 rows holding their own text (SQLite), no flag or date. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("documents_published_date").execute();
  if (dialectOf(db) === "postgres") await downPostgres(db);
  else await downSqlite(db);
}

// SQLite

const TOKENIZER = sql.raw(`tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"`);
const SQLITE_TRIGGERS = [
  "documents_search_insert",
  "documents_search_update",
  "documents_search_delete",
  "document_translations_search_insert",
  "document_translations_search_update",
  "document_translations_search_delete",
];
const SQLITE_FTS_TRIGGERS = [
  "document_search_fts_insert",
  "document_search_fts_delete",
  "document_search_fts_update",
];

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await dropTriggers(db, SQLITE_TRIGGERS);
  await sql`DROP TABLE document_search`.execute(db);
  // An INTEGER PRIMARY KEY, not the implicit rowid: VACUUM may renumber an
  // implicit rowid, which would part the FTS5 index from its rows.
  await sql`
    CREATE TABLE document_search (
      id INTEGER PRIMARY KEY,
      document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
      locale TEXT NOT NULL,
      description TEXT NOT NULL,
      sub_category TEXT NOT NULL,
      category TEXT NOT NULL,
      published INTEGER NOT NULL,
      document_date TEXT NOT NULL,
      UNIQUE (document_id, locale)
    )`.execute(db);
  await sql`
    CREATE VIRTUAL TABLE document_search_fts USING fts5(
      description, sub_category, category,
      content = 'document_search', content_rowid = 'id', ${TOKENIZER}
    )`.execute(db);
  const text = (row: "new" | "old") => list(["id", ...COLUMNS_0012.slice(2)], `${row}.`);
  const forget = sql`INSERT INTO document_search_fts
    (document_search_fts, rowid, description, sub_category, category)
    VALUES ('delete', ${text("old")})`;
  const learn = sql`INSERT INTO document_search_fts (rowid, description, sub_category, category)
    VALUES (${text("new")})`;
  // The FTS5 index follows document_search; an external-content table must
  // be told the old text to forget it.
  const statements = [
    sql`CREATE TRIGGER document_search_fts_insert AFTER INSERT ON document_search BEGIN
      ${learn};
    END`,
    sql`CREATE TRIGGER document_search_fts_delete AFTER DELETE ON document_search BEGIN
      ${forget};
    END`,
    sql`CREATE TRIGGER document_search_fts_update
      AFTER UPDATE OF description, sub_category, category ON document_search
      WHEN (old.description, old.sub_category, old.category)
        IS NOT (new.description, new.sub_category, new.category) BEGIN
      ${forget};
      ${learn};
    END`,
  ];
  for (const statement of statements) await statement.execute(db);
  await sqliteTriggers(db, COLUMNS);
  await indexStoredDocuments(db, COLUMNS);
}

async function downSqlite(db: Kysely<unknown>): Promise<void> {
  await dropTriggers(db, [...SQLITE_TRIGGERS, ...SQLITE_FTS_TRIGGERS]);
  await sql`DROP TABLE document_search_fts`.execute(db);
  await sql`DROP TABLE document_search`.execute(db);
  await sql`
    CREATE VIRTUAL TABLE document_search USING fts5(
      document_id UNINDEXED, locale UNINDEXED, description, sub_category, category, ${TOKENIZER}
    )`.execute(db);
  await sqliteTriggers(db, COLUMNS_0012);
  await indexStoredDocuments(db, COLUMNS_0012);
}

/** document_search follows documents and document_translations (either shape of it). */
async function sqliteTriggers(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const statements = [
    sql`CREATE TRIGGER documents_search_insert AFTER INSERT ON documents BEGIN
      ${englishRow(columns)};
    END`,
    sql`CREATE TRIGGER documents_search_update
      AFTER UPDATE OF ${list(columns.slice(2))} ON documents BEGIN
      UPDATE document_search SET description = new.description
      WHERE document_id = new.id AND locale = ${english} AND description IS NOT new.description;
      ${sharedUpdate(columns, "IS NOT")};
    END`,
    // The foreign key removes the rows too; this covers a connection that
    // runs without foreign_keys (the sqlite3 shell's default).
    sql`CREATE TRIGGER documents_search_delete AFTER DELETE ON documents BEGIN
      DELETE FROM document_search WHERE document_id = old.id;
    END`,
    sql`CREATE TRIGGER document_translations_search_insert
      AFTER INSERT ON document_translations WHEN new.description <> '' BEGIN
      ${translationRow(columns)};
    END`,
    sql`CREATE TRIGGER document_translations_search_update
      AFTER UPDATE OF description ON document_translations BEGIN
      DELETE FROM document_search WHERE document_id = old.document_id AND locale = old.locale;
      ${translationRow(columns)} AND new.description <> '';
    END`,
    sql`CREATE TRIGGER document_translations_search_delete
      AFTER DELETE ON document_translations BEGIN
      DELETE FROM document_search WHERE document_id = old.document_id AND locale = old.locale;
    END`,
  ];
  for (const statement of statements) await statement.execute(db);
}

async function dropTriggers(db: Kysely<unknown>, names: string[]): Promise<void> {
  for (const name of names) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
}

// PostgreSQL

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // Emptied and filled again rather than updated in place, which would leave
  // a dead copy of every row (and its GIN entries) behind.
  await sql`TRUNCATE document_search`.execute(db);
  // New entries go straight into the GIN index, not into a pending list
  // that every search reads through until (auto)vacuum merges it: with 2,000
  // documents waiting there, the planner chose a sequential scan (10 ms) over
  // the index (under 1 ms). Documents are written far less often than searched.
  await sql`ALTER INDEX document_search_vector SET (fastupdate = off)`.execute(db);
  await sql`ALTER TABLE document_search
    ADD COLUMN published integer NOT NULL,
    ADD COLUMN document_date text NOT NULL`.execute(db);
  await postgresTriggers(db, COLUMNS);
  await indexStoredDocuments(db, COLUMNS);
  await sql`ANALYZE document_search`.execute(db);
}

async function downPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`TRUNCATE document_search`.execute(db);
  await sql`ALTER INDEX document_search_vector RESET (fastupdate)`.execute(db);
  await sql`ALTER TABLE document_search DROP COLUMN published, DROP COLUMN document_date`.execute(
    db,
  );
  await postgresTriggers(db, COLUMNS_0012);
  await indexStoredDocuments(db, COLUMNS_0012);
}

/** The trigger functions of migration 0012, rewritten for (either shape of) document_search. */
async function postgresTriggers(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const kept = ["description", ...shared(columns)];
  await sql`DROP TRIGGER documents_search_sync ON documents`.execute(db);
  await sql`DROP TRIGGER document_translations_search_sync ON document_translations`.execute(db);
  const statements = [
    sql`CREATE OR REPLACE FUNCTION documents_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${englishRow(columns)}
      ON CONFLICT (document_id, locale) DO UPDATE
      SET ${sql.join(kept.map((name) => sql.raw(`${name} = excluded.${name}`)))}
      WHERE (${list(kept, "document_search.")}) IS DISTINCT FROM (${list(kept, "excluded.")});
      ${sharedUpdate(columns, "IS DISTINCT FROM")} AND locale <> ${english};
      RETURN NULL;
    END $$`,
    sql`CREATE TRIGGER documents_search_sync
      AFTER INSERT OR UPDATE OF ${list(columns.slice(2))} ON documents
      FOR EACH ROW EXECUTE FUNCTION documents_search_sync()`,
    sql`CREATE OR REPLACE FUNCTION document_translations_search_sync() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM document_search WHERE document_id = old.document_id AND locale = old.locale;
      END IF;
      IF TG_OP <> 'DELETE' AND new.description <> '' THEN
        ${translationRow(columns)};
      END IF;
      RETURN NULL;
    END $$`,
    sql`CREATE TRIGGER document_translations_search_sync
      AFTER INSERT OR UPDATE OF description OR DELETE ON document_translations
      FOR EACH ROW EXECUTE FUNCTION document_translations_search_sync()`,
  ];
  for (const statement of statements) await statement.execute(db);
}
