import type { EventEmitter } from "node:events";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { dialectOf } from "~/db/dialect";

/**
 * A delivery queue kept in a database table (ADR 6): the lead outbox and the
 * investor alert outbox are two tables with these columns. Workers claim due
 * rows with a lease, so a worker killed at any moment leaves its claim to
 * expire and be taken again; failures wait a capped, jittered backoff and end
 * as dead letters after the last attempt, also when that attempt's lease ran
 * out (ADR 37). Domain-free: a caller names its table and adds its own
 * columns to the writes.
 */
export interface QueueRow {
  id: number;
  /** pending → delivering → delivered, or back to pending with a later next_attempt_at, or dead. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  updated_at: string;
  /** The request that queued the message (X-Request-Id), NULL for a job's (migration 0023). */
  request_id: string | null;
}

/**
 * A caller's database seen as holding the queue table `T`. The type only
 * compiles when that table has the queue's columns (dates as ISO text).
 */
export function queueOf<D, T extends keyof D & string>(
  db: Kysely<D>,
  // Never read: it names the table so the compiler checks its columns.
  _table: T & (D[T] extends QueueColumns ? unknown : never),
): Kysely<never> {
  return db as unknown as Kysely<never>;
}

type QueueColumns = {
  [K in Exclude<keyof QueueRow, "id">]: unknown;
};

// The queries below are written once for every queue table; a caller's Kysely<Database> is
// narrowed to the queue columns here, which is all these statements touch.
type AnyQueue = Kysely<Record<string, QueueRow>>;
/** A table's own columns, written beside the queue's (e.g. delivered_at). */
type Extra = Record<string, string | number | null>;

export interface ClaimOptions {
  workerId: string;
  limit: number;
  /** How long the claim holds; longer than one send can take. */
  leaseMs: number;
  /** The retry policy's cap: a row that has had this many attempts is never claimed again. */
  maxAttempts: number;
  now?: Date;
  /** Told the rows that reached the cap with no attempt left (see deadLetterExhausted). */
  onDeadLettered?: (ids: number[]) => void;
  /**
   * Only rows whose own `column` is one of `values` (e.g. the channels this
   * server can send on); the others wait for a worker that can.
   */
  only?: { column: string; values: readonly (string | number)[] };
}

export interface Claimed {
  id: number;
  /** Attempts so far, this one included. */
  attempts: number;
  /** The request that queued it, for the log lines of its delivery. */
  requestId: string | null;
}

type Where = ExpressionBuilder<Record<string, QueueRow>, string>;

/** Rows whose turn has come: pending ones due for a retry, and claims whose lease ran out. */
function dueAt(now: string) {
  return (w: Where) =>
    w.or([
      w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
      w.and([w("status", "=", "delivering"), w("locked_until", "<=", now)]),
    ]);
}

/**
 * Why a row is a dead letter when its claim's lease ran out at the attempt
 * cap: the worker that held it never said how the attempt ended (it was
 * killed, or the whole pass failed). One SQL expression, for SET.
 */
function leaseExpiredReason() {
  const noun = sql<string>`case when attempts = 1 then ${" attempt"} else ${" attempts"} end`;
  const after = " (the worker stopped while sending)";
  return sql<string>`cast(${"lease expired after "} as text) || cast(attempts as text) || cast(${noun} as text) || cast(${after} as text)`;
}

/**
 * Ids of the rows a statement may take, on PostgreSQL locked with SKIP
 * LOCKED: concurrent workers take disjoint rows and never wait on, or
 * deadlock with, one another. SQLite has one writer at a time.
 */
function lockedIds(db: AnyQueue, table: string, where: (w: Where) => unknown, limit?: number) {
  const postgres = dialectOf(db) === "postgres";
  return db
    .selectFrom(table)
    .select("id")
    .where(where as never)
    .orderBy("id")
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .$if(postgres, (q) => q.forUpdate().skipLocked());
}

/**
 * Settles, as dead letters, the due rows that have no attempt left: a claim
 * whose lease ran out at the cap (its reason says so), and a pending row
 * past a cap that was lowered since (it keeps its last error). Without this
 * a claim that kept dying (a worker killed mid-send, a pass that threw) was
 * taken again and again, its attempts growing past the cap for ever.
 */
export async function deadLetterExhausted(
  database: Kysely<never>,
  table: string,
  options: { maxAttempts: number; now?: Date },
): Promise<number[]> {
  const db = database as unknown as AnyQueue;
  const now = (options.now ?? new Date()).toISOString();
  const exhausted = (w: Where) => w.and([dueAt(now)(w), w("attempts", ">=", options.maxAttempts)]);
  const dead = await db
    .updateTable(table)
    .set({
      status: "dead",
      // SET reads the row as it was: "delivering" here means its lease ran out.
      last_error: sql<string>`case when status = 'delivering' then ${leaseExpiredReason()} else coalesce(last_error, ${`attempt cap of ${options.maxAttempts} reached`}) end`,
      next_attempt_at: now,
      locked_until: null,
      locked_by: null,
      updated_at: now,
    })
    .where((eb) => eb("id", "in", lockedIds(db, table, exhausted)))
    // Checked again on the row itself, as in claimDue.
    .where(exhausted)
    .returning("id")
    .execute();
  return dead.map((d) => Number(d.id)).sort((a, b) => a - b);
}

/**
 * Claims due rows for one worker: pending ones whose retry time has come and
 * "delivering" ones whose lease ran out (their worker died), never one that
 * has had its last attempt: those are dead-lettered first. Each is one
 * UPDATE statement: atomic on SQLite (one writer at a time), and on
 * PostgreSQL the inner SELECT … FOR UPDATE SKIP LOCKED lets concurrent
 * workers take disjoint rows.
 */
export async function claimDue(
  database: Kysely<never>,
  table: string,
  options: ClaimOptions,
): Promise<Claimed[]> {
  const db = database as unknown as AnyQueue;
  const now = (options.now ?? new Date()).toISOString();
  const leaseUntil = new Date(Date.parse(now) + options.leaseMs).toISOString();
  const dead = await deadLetterExhausted(database, table, {
    maxAttempts: options.maxAttempts,
    now: new Date(now),
  });
  if (dead.length > 0) options.onDeadLettered?.(dead);
  const only = options.only;
  const due = (w: Where) =>
    w.and([
      dueAt(now)(w),
      w("attempts", "<", options.maxAttempts),
      // The caller names one of its own columns; the queue type does not know it.
      ...(only ? [w(only.column as "status", "in", [...only.values] as string[])] : []),
    ]);
  const claimed = await db
    .updateTable(table)
    .set({
      status: "delivering",
      locked_until: leaseUntil,
      locked_by: options.workerId,
      attempts: sql<number>`attempts + 1`,
      // A claim taken over from a worker that died says so until this attempt ends.
      last_error: sql<string>`case when status = 'delivering' then ${leaseExpiredReason()} else last_error end`,
      updated_at: now,
    })
    .where((eb) => eb("id", "in", lockedIds(db, table, due, options.limit)))
    // Checked again on the row itself: on PostgreSQL a row another worker
    // claimed between our SELECT and UPDATE fails this and is skipped.
    .where(due)
    .returning(["id", "attempts", "request_id"])
    .execute();
  return claimed
    .map((c) => ({ id: Number(c.id), attempts: Number(c.attempts), requestId: c.request_id }))
    .sort((a, b) => a.id - b.id);
}

/** Marks a row delivered, only if this worker still holds it; `extra` sets the table's own columns. */
export async function recordSuccess(
  database: Kysely<never>,
  table: string,
  claim: { id: number; workerId: string },
  extra: Extra = {},
  now = new Date(),
): Promise<boolean> {
  const db = database as unknown as AnyQueue;
  const at = now.toISOString();
  const result = await db
    .updateTable(table)
    .set({
      ...(extra as Partial<QueueRow>),
      status: "delivered",
      locked_until: null,
      updated_at: at,
    })
    .where("id", "=", claim.id)
    .where("locked_by", "=", claim.workerId)
    .where("status", "=", "delivering")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives back claims this worker took but did not attempt (it is stopping):
 * due again at once, for any worker, with the attempt the claim counted
 * taken back, since nothing was sent. Only rows this worker still holds.
 */
export async function releaseClaims(
  database: Kysely<never>,
  table: string,
  claims: { workerId: string; ids: readonly number[]; now?: Date },
): Promise<number> {
  if (claims.ids.length === 0) return 0;
  const db = database as unknown as AnyQueue;
  const at = (claims.now ?? new Date()).toISOString();
  const result = await db
    .updateTable(table)
    .set({
      status: "pending",
      attempts: sql<number>`attempts - 1`,
      next_attempt_at: at,
      locked_until: null,
      locked_by: null,
      updated_at: at,
    })
    .where("id", "in", [...claims.ids])
    .where("locked_by", "=", claims.workerId)
    .where("status", "=", "delivering")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  capMs: number;
  /** Injectable for tests; Math.random in production. */
  random?: () => number;
}

/** Capped exponential backoff with "equal jitter": half fixed, half random, so retries spread out. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  const random = policy.random ?? Math.random;
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export interface FailedAttempt {
  id: number;
  workerId: string;
  attempts: number;
  error: string;
  /** True when another attempt cannot help (e.g. the address takes no mail): dead at once. */
  final?: boolean;
}

/**
 * A thrown error as one line for last_error: a schema's issues as "path:
 * message" (zod's own message is a JSON document), anything else by its message.
 */
export function describeError(error: unknown): string {
  const issues = (error as { issues?: unknown } | null)?.issues;
  const text = Array.isArray(issues)
    ? issues
        .map((i: { path?: unknown[]; message?: string }) =>
          [i.path?.join(".") || undefined, i.message].filter(Boolean).join(": "),
        )
        .join("; ")
    : error instanceof Error
      ? error.message
      : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 500) || "unknown error";
}

/** Records a failed attempt: retry later, or dead-letter after the last attempt. Keeps the error. */
export async function recordFailure(
  database: Kysely<never>,
  table: string,
  attempt: FailedAttempt,
  policy: RetryPolicy,
  extra: Extra = {},
  now = new Date(),
): Promise<"retry" | "dead" | "lost-claim"> {
  const db = database as unknown as AnyQueue;
  const at = now.toISOString();
  const dead = attempt.final === true || attempt.attempts >= policy.maxAttempts;
  const result = await db
    .updateTable(table)
    .set({
      ...(extra as Partial<QueueRow>),
      status: dead ? "dead" : "pending",
      next_attempt_at: dead
        ? at
        : new Date(now.getTime() + retryDelayMs(attempt.attempts, policy)).toISOString(),
      last_error: attempt.error.slice(0, 1_000),
      locked_until: null,
      locked_by: null,
      updated_at: at,
    })
    .where("id", "=", attempt.id)
    .where("locked_by", "=", attempt.workerId)
    .where("status", "=", "delivering")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return "lost-claim";
  return dead ? "dead" : "retry";
}

/** Which rows a re-queue takes: every row in one of `statuses`, or only those whose `column` is one of `values`. */
export interface RequeueWhich {
  statuses: readonly string[];
  only?: { column: string; values: readonly number[] };
}

/** The one statement that puts rows back in the queue, fresh: every re-queue is this. */
function requeueStatement(database: Kysely<never>, table: string, which: RequeueWhich, now: Date) {
  const db = database as unknown as AnyQueue;
  const at = now.toISOString();
  let query = db
    .updateTable(table)
    .set({
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      locked_by: null,
      updated_at: at,
    })
    .where("status", "in", which.statuses);
  // The caller names one of its own columns; the queue type does not know it.
  if (which.only) query = query.where(sql.ref(which.only.column), "in", which.only.values);
  return query;
}

/** Puts rows back in the queue with a fresh attempt count; returns how many. */
export async function requeue(
  database: Kysely<never>,
  table: string,
  which: RequeueWhich,
  now = new Date(),
): Promise<number> {
  const result = await requeueStatement(database, table, which, now).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The same re-queue, answering the value of one of the caller's columns for
 * each row it took (the lead of each delivery, say), in ascending order.
 */
export async function requeueReturning(
  database: Kysely<never>,
  table: string,
  which: RequeueWhich,
  column: string,
  now = new Date(),
): Promise<number[]> {
  const rows = await requeueStatement(database, table, which, now)
    .returning(sql<number>`${sql.ref(column)}`.as("owner"))
    .execute();
  return rows.map((row) => Number(row.owner)).sort((a, b) => a - b);
}

/**
 * One owner's dead letters (a booking's, say) back in the queue, and the
 * worker woken when any went: what a staff "try again" button does.
 */
export async function requeueDeadOf(
  database: Kysely<never>,
  table: string,
  owner: { column: string; id: number },
  wake: { emitter: EventEmitter; event: string },
  now = new Date(),
): Promise<number> {
  const count = await requeue(
    database,
    table,
    { statuses: ["dead"], only: { column: owner.column, values: [owner.id] } },
    now,
  );
  if (count > 0) wake.emitter.emit(wake.event);
  return count;
}
