import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type QueryExecutor,
} from "kysely";

export type DialectName = "sqlite" | "postgres";

/** Which engine a Kysely instance talks to; migrations branch on this only where SQL differs. */
export function dialectOf(db: { getExecutor(): QueryExecutor }): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * An auto-incrementing integer primary key, written the way each engine wants it.
 * Use as `.addColumn("id", idType(db), idColumn(db))`.
 */
export function idType(db: Kysely<unknown>) {
  return dialectOf(db) === "postgres" ? sql`serial` : sql`integer`;
}

export function idColumn(db: Kysely<unknown>) {
  const postgres = dialectOf(db) === "postgres";
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey() : col.primaryKey().autoIncrement();
}

/** Current time as the ISO-8601 text every timestamp column stores. */
export function nowIso(): string {
  return new Date().toISOString();
}
