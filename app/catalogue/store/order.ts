/**
 * The order of each catalogue level, worked out apart from the database (the
 * store reads the rows, locked, and writes the new numbers). Each level is
 * ordered by seq_no, ties by id, as the ERP's import may leave ties and gaps;
 * a move renumbers the moved row's siblings 1..n, so the first move also
 * repairs such an order.
 */
import { CatalogueRecordNotFoundError } from "./rows";

export type MoveDirection = "up" | "down";

/** A row of a level as the store reads it: its number and its label (an item's caption may be empty). */
export interface SiblingRow {
  id: number;
  seq_no: number;
  label: string | null;
}

/** A move as the audit log keeps it: positions (1-based) and the names in order. */
export interface Move {
  from: number;
  to: number;
  before: string[];
  after: string[];
}

/**
 * Moves `id` one place among its siblings (in any order) and returns the move
 * with the new seq_no of each row whose number changes; null when the row is
 * already at that end. A row without a label is named by its position.
 */
export function reorder(
  rows: readonly SiblingRow[],
  id: number,
  direction: MoveDirection,
): { move: Move; renumber: { id: number; seq_no: number }[] } | null {
  const siblings = [...rows]
    .sort((a, b) => a.seq_no - b.seq_no || a.id - b.id)
    .map((row, index) => ({
      id: row.id,
      seq_no: row.seq_no,
      name: row.label?.trim() || `item ${index + 1}`,
    }));
  const from = siblings.findIndex((s) => s.id === id);
  if (from < 0) throw new CatalogueRecordNotFoundError();
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= siblings.length) return null;
  const reordered = [...siblings];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved!);
  return {
    move: {
      from: from + 1,
      to: to + 1,
      before: siblings.map((s) => s.name),
      after: reordered.map((s) => s.name),
    },
    renumber: reordered
      .map((s, index) => ({ id: s.id, seq_no: index + 1, was: s.seq_no }))
      .filter((s) => s.seq_no !== s.was)
      .map(({ id, seq_no }) => ({ id, seq_no })),
  };
}
