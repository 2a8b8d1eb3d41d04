/** Moving a sub-category, product or item one place up or down among its siblings. */
import type { Transaction } from "kysely";
import type { MoveDirection, Move } from "~/catalogue/store/order";
import { moveItemRow, moveProductRow, moveSubCategoryRow } from "~/catalogue/store/store.server";
import { db as defaultDb, type DB } from "~/db/client.server";
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

/** True when it moved; false (and nothing logged) when it is already at that end. */
export function moveSubCategory(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return moveSubCategoryRow(database, id, direction, (trx, move) =>
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
  return moveProductRow(database, id, direction, (trx, move) =>
    recordMove(trx, staff, "catalogue-product", id, direction, move, `product “${move.row.name}”`),
  );
}

export function moveItem(
  staff: StaffContext,
  id: number,
  direction: MoveDirection,
  database: DB = defaultDb(),
): Promise<boolean> {
  return moveItemRow(database, id, direction, (trx, move) =>
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
