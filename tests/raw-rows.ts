import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";

/**
 * Every row of every table of the database, as the engine gives it as
 * text, by table: what a search for something that must be gone reads
 * (issue 44's erasure and retention tests). Not through the stores on
 * purpose: a table no store thought of is searched too.
 */
export async function rawRowsByTable(db: DB): Promise<Map<string, string[]>> {
  const postgres = dialectOf(db) === "postgres";
  const tables = postgres
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { name } of tables.rows) {
    const rows = postgres
      ? (
          await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db)
        ).rows.map((r) => r.row)
      : (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows.map(
          (r) => JSON.stringify(r),
        );
    byTable.set(name, rows);
  }
  return byTable;
}

/** The tables (and how many of their rows) holding any of `needles`, case-insensitive. */
export async function tablesHolding(
  db: DB,
  needles: readonly string[],
): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const lower = needles.map((n) => n.toLowerCase());
  for (const [table, rows] of await rawRowsByTable(db)) {
    const hits = rows.filter((row) => lower.some((n) => row.toLowerCase().includes(n))).length;
    if (hits > 0) found[table] = hits;
  }
  return found;
}
