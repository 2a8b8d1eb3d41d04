/**
 * The order of each catalogue level. Each level is ordered by seq_no (ties by
 * id). New rows go to the end; a move renumbers the moved row's siblings 1..n
 * in one transaction, with the siblings locked on PostgreSQL, so two people
 * moving rows at once still leave a clean order.
 */
import { sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import type { StaffContext } from "~/staff/auth/auth.server";
import { recordChange, type CatalogueLevel, type Executor } from "./catalogue-records.server";
import { CatalogueRecordNotFoundError, type MoveDirection } from "./catalogue-types";

/** One ordered level of the catalogue: a table, and the parent whose children it orders. */
export type SiblingScope =
  | { table: "catalogue_sub_categories"; label: "name" }
  | {
      table: "catalogue_products";
      label: "name";
      parent: { column: "sub_category_id"; id: number };
    }
  | { table: "catalogue_items"; label: "caption"; parent: { column: "product_id"; id: number } };

export const subCategories: SiblingScope = { table: "catalogue_sub_categories", label: "name" };

export const productsOf = (subCategoryId: number): SiblingScope => ({
  table: "catalogue_products",
  label: "name",
  parent: { column: "sub_category_id", id: subCategoryId },
});

export const itemsOf = (productId: number): SiblingScope => ({
  table: "catalogue_items",
  label: "caption",
  parent: { column: "product_id", id: productId },
});

const whereParent = (scope: SiblingScope) =>
  "parent" in scope ? sql`where ${sql.ref(scope.parent.column)} = ${scope.parent.id}` : sql``;

/** The seq_no that puts a new row at the end of its level. */
export async function nextSeqNo(trx: Executor, scope: SiblingScope): Promise<number> {
  const { rows } = await sql<{ max: number | string | null }>`
    select max(seq_no) as max from ${sql.table(scope.table)} ${whereParent(scope)}`.execute(trx);
  return Number(rows[0]?.max ?? 0) + 1;
}

interface Sibling {
  id: number;
  seq_no: number;
  name: string;
}

/**
 * Reads one level's rows in visible order, locked on PostgreSQL so concurrent
 * moves wait their turn (SQLite transactions already hold the one write lock).
 * Rows are locked in id order, the one order every transaction agrees on; locking
 * in seq_no order deadlocked when concurrent moves had seen different orders.
 * A row without a label (an item with no caption) is named by its position.
 */
async function lockSiblings(trx: Executor, scope: SiblingScope): Promise<Sibling[]> {
  const lock = dialectOf(trx) === "postgres" ? sql`for update` : sql``;
  const { rows } = await sql<{ id: number; seq_no: number; label: string | null }>`
    select id, seq_no, ${sql.ref(scope.label)} as label
    from ${sql.table(scope.table)} ${whereParent(scope)}
    order by id ${lock}`.execute(trx);
  return rows
    .sort((a, b) => a.seq_no - b.seq_no || a.id - b.id)
    .map((row, index) => ({
      id: row.id,
      seq_no: row.seq_no,
      name: row.label?.trim() || `item ${index + 1}`,
    }));
}

interface Reordered {
  /** Positions, 1-based. */
  from: number;
  to: number;
  /** Names in order, for the audit log. */
  before: string[];
  after: string[];
}

/**
 * Moves `id` one place among its siblings and renumbers them 1..n, writing only
 * rows whose number changed. Returns null when the row is already at that end.
 */
async function reorderSiblings(
  trx: Executor,
  scope: SiblingScope,
  id: number,
  direction: MoveDirection,
): Promise<Reordered | null> {
  const siblings = await lockSiblings(trx, scope);
  const from = siblings.findIndex((s) => s.id === id);
  if (from < 0) throw new CatalogueRecordNotFoundError();
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= siblings.length) return null;
  const reordered = [...siblings];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved!);
  for (const [index, sibling] of reordered.entries()) {
    if (sibling.seq_no !== index + 1)
      await sql`update ${sql.table(scope.table)} set seq_no = ${index + 1} where id = ${sibling.id}`.execute(
        trx,
      );
  }
  return {
    from: from + 1,
    to: to + 1,
    before: siblings.map((s) => s.name),
    after: reordered.map((s) => s.name),
  };
}

/**
 * Moves a row one place and logs it; false (and nothing logged) when it is
 * already at that end. `describe` names the row in the summary, given its name
 * in the order before the move.
 */
export async function moveAndRecord(
  trx: Executor,
  staff: StaffContext,
  move: { level: CatalogueLevel; scope: SiblingScope; id: number; direction: MoveDirection },
  describe: (name: string) => string,
): Promise<boolean> {
  const { level, scope, id, direction } = move;
  const result = await reorderSiblings(trx, scope, id, direction);
  if (!result) return false;
  const what = describe(result.before[result.from - 1]!);
  await recordChange(
    trx,
    staff,
    level,
    "move",
    id,
    `Moved ${what} ${direction} (position ${result.from} → ${result.to})`,
    {
      before: { position: result.from, order: result.before },
      after: { position: result.to, order: result.after },
    },
  );
  return true;
}
