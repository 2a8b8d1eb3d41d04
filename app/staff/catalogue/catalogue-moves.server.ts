/** Moving a sub-category, product or item one place up or down among its siblings. */
import type { Transaction } from "kysely";
import type { MoveDirection, Move } from "~/catalogue/store/order";
import { moveItemRow, moveProductRow, moveSubCategoryRow } from "~/catalogue/store/store.server";
import { db as defaultDb, type DB } from "~/db/client.server";
import { changeContent, type ContentTransaction } from "~/db/content-change.server";
import type { Database } from "~/db/schema";
import type { StaffContext } from "~/staff/auth/auth.server";
import { itemLabel, recordChange, type CatalogueLevel } from "./catalogue-records.server";

/**
 * The audit entry of a move. `what` names the row in the summary; a
 * sub-category is named as the order showed it before the move.
 */
function recordMove(
  trx: Transaction<Database>,
  staff: StaffContext,
  level: CatalogueLevel,
  id: number,
  direction: MoveDirection,
  move: Move,
  what: string,
): Promise<void> {
  return recordChange(
    trx,
    staff,
    level,
    "move",
    id,
    `Moved ${what} ${direction} (position ${move.from} → ${move.to})`,
    {
      before: { position: move.from, order: move.before },
      after: { position: move.to, order: move.after },
    },
  );
}

/**
 * Runs a move and, when it moved, its audit entry in one changeContent; a move
 * that moved nothing logs nothing and keeps the page caches.
 */
function moveAndRecord<M extends Move>(
  database: DB,
  move: (trx: ContentTransaction) => Promise<M | null>,
  record: (trx: ContentTransaction, move: M) => Promise<void>,
): Promise<boolean> {
  return changeContent(
    database,
    async (trx) => {
      const moved = await move(trx);
      if (!moved) return false;
      await record(trx, moved);
      return true;
    },
    (moved) => moved,
  );
}

/** True when it moved; false (and nothing logged) when it is already at that end. */
export function moveSubCategory(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return moveAndRecord(
    database,
    (trx) => moveSubCategoryRow(trx, id, direction),
    (trx, move) =>
      recordMove(
        trx,
        staff,
        "catalogue-sub-category",
        id,
        direction,
        move,
        `sub-category “${move.before[move.from - 1]!}”`,
      ),
  );
}

export function moveProduct(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return moveAndRecord(
    database,
    (trx) => moveProductRow(trx, id, direction),
    (trx, move) =>
      recordMove(
        trx,
        staff,
        "catalogue-product",
        id,
        direction,
        move,
        `product “${move.row.name}”`,
      ),
  );
}

export function moveItem(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return moveAndRecord(
    database,
    (trx) => moveItemRow(trx, id, direction),
    (trx, move) =>
      recordMove(
        trx,
        staff,
        "catalogue-item",
        id,
        direction,
        move,
        `${itemLabel(move.row.caption)} of product “${move.row.productName}”`,
      ),
  );
}
