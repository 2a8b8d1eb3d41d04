/** What a re-sealing did: rows looked at, rows re-sealed, ids of rows that did not open. */
export interface Resealed {
  examined: number;
  resealed: number;
  unreadable: number[];
}

/**
 * The walk every store's re-sealing shares (ADR 61): rows a batch at a time
 * in id order, while the site runs. For each row `reseal` gives its new
 * stored value, undefined when it needs none, or throws when it does not
 * open (the row is left as it is and its id reported: its key is missing or
 * it was altered). `write` stores the new value only if the row is still as
 * it was read, and says whether it did.
 */
export async function resealInBatches<Row extends { id: number }>(
  batchAfter: (id: number) => Promise<Row[]>,
  reseal: (row: Row) => string | undefined,
  write: (row: Row, value: string) => Promise<boolean>,
): Promise<Resealed> {
  const done: Resealed = { examined: 0, resealed: 0, unreadable: [] };
  for (let after = 0; ;) {
    const rows = await batchAfter(after);
    if (rows.length === 0) return done;
    for (const row of rows) {
      done.examined++;
      after = Number(row.id);
      let value: string | undefined;
      try {
        value = reseal(row);
      } catch {
        done.unreadable.push(Number(row.id));
        continue;
      }
      if (value !== undefined && (await write(row, value))) done.resealed++;
    }
  }
}
