import type { DB } from "~/db/client.server";

/**
 * The only module that reads or writes the retention_runs table (issue 44,
 * ADR 64): one row per day the retention job ran, with what it erased or
 * anonymised per kind. A day's row is claimed before the run (its unique
 * day), so however many machines start the job, one runs it each day. It
 * holds counts only, nothing of anyone.
 */

export type RetentionCounts = Record<string, number>;

export interface RetentionRun {
  id: number;
  day: string;
  startedAt: string;
  finishedAt: string | null;
  counts: RetentionCounts;
  error: string | null;
}

/** Takes the day's run; undefined when another process (or an earlier start) already took it. */
export async function claimRetentionDay(
  db: DB,
  day: string,
  at: string,
): Promise<number | undefined> {
  const row = await db
    .insertInto("retention_runs")
    .values({ run_day: day, started_at: at, counts_json: "{}" })
    .onConflict((oc) => oc.column("run_day").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Records how the run ended: its counts, and its error when it failed part-way. */
export async function finishRetentionRun(
  db: DB,
  id: number,
  outcome: { counts: RetentionCounts; error: string | null; at: string },
): Promise<void> {
  await db
    .updateTable("retention_runs")
    .set({
      finished_at: outcome.at,
      counts_json: JSON.stringify(outcome.counts),
      error: outcome.error,
    })
    .where("id", "=", id)
    .execute();
}

/** The latest runs, newest first. */
export async function listRetentionRuns(
  db: DB,
  page: { limit: number; offset?: number } = { limit: 30 },
): Promise<RetentionRun[]> {
  const rows = await db
    .selectFrom("retention_runs")
    .selectAll()
    .orderBy("run_day", "desc")
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    day: r.run_day,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    counts: JSON.parse(r.counts_json) as RetentionCounts,
    error: r.error,
  }));
}

/** How many runs there are (for paging). */
export async function countRetentionRuns(db: DB): Promise<number> {
  const row = await db
    .selectFrom("retention_runs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
