import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "~/db/schema";
import type { QueueRow } from "./queue.server";

/**
 * How full each outbox is, for the metrics (ADR 67): per table, how many
 * messages are in each state short of delivered, and how long the oldest
 * still waiting (pending or being sent) has waited since it was queued.
 * Read at scrape time, one grouped statement per table, over the
 * (status, next_attempt_at) index every outbox has.
 *
 * Like the queue's own statements (queue.server.ts), these read the queue's
 * columns of tables their capabilities own, by name, and nothing else; a
 * table whose rows do not say when they were queued gets the expression
 * from its owner. The list of outboxes is server/outbox-metrics.ts.
 */
export interface OutboxDefinition {
  table: OutboxTable;
  /**
   * When a row was queued, as SQL over the row: its own created_at, or for a
   * lead's delivery (which has none), its lead's.
   */
  queuedAt: RawBuilder<string>;
}

/** The tables with the queue's columns: every outbox. */
export type OutboxTable = {
  [T in keyof Database]: Database[T] extends Pick<
    QueueRow,
    "status" | "next_attempt_at" | "locked_until"
  >
    ? T
    : never;
}[keyof Database];

/** Most outboxes' rows say when they were queued. */
export const ownCreatedAt = sql<string>`created_at`;

/**
 * The states counted: all but delivered, which only grows (it is history, not
 * depth; kamo_outbox_attempts_total counts deliveries). "held" is a lead kept
 * as spam, "draft" a breach notice not yet released.
 */
export const DEPTH_STATES = ["pending", "delivering", "dead", "held", "draft"] as const;
/** The states of a message still to be sent. */
const WAITING = ["pending", "delivering"];

export interface OutboxDepth {
  outbox: string;
  /** Messages per state, every state of DEPTH_STATES present (0 when none). */
  states: Record<(typeof DEPTH_STATES)[number], number>;
  /** Seconds the oldest waiting message has waited, 0 when none waits. */
  oldestWaitingSeconds: number;
}

export async function readOutboxDepth(
  db: Kysely<Database>,
  outbox: OutboxDefinition,
  now = new Date(),
): Promise<OutboxDepth> {
  const states = Object.fromEntries(
    DEPTH_STATES.map((state) => [state, 0]),
  ) as OutboxDepth["states"];
  const { rows } = await sql<{ status: string; n: number | string; oldest: string | null }>`
    select status, count(*) as n, min(${outbox.queuedAt}) as oldest
    from ${sql.table(outbox.table)}
    where status in (${sql.join([...DEPTH_STATES])})
    group by status`.execute(db);
  let oldest: number | undefined;
  for (const row of rows) {
    if (row.status in states) states[row.status as keyof typeof states] = Number(row.n);
    if (!WAITING.includes(row.status) || row.oldest === null) continue;
    const at = Date.parse(row.oldest);
    if (Number.isFinite(at)) oldest = Math.min(oldest ?? at, at);
  }
  const oldestWaitingSeconds =
    oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000);
  return { outbox: outbox.table, states, oldestWaitingSeconds };
}
