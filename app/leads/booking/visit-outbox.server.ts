import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { DB } from "~/db/client.server";
import type { CrmConfig, CrmResult, CrmVisitChange } from "~/leads/crm/client.server";
import { sendVisitChangeToCrm } from "~/leads/crm/client.server";
import { staffLeadUrl } from "~/leads/outbox.server";
import { getEnv } from "~/lib/env.server";
import {
  claimDue,
  describeError,
  queueOf,
  recordFailure,
  recordSuccess,
  requeue,
  type RetryPolicy,
} from "~/lib/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/lib/outbox/worker.server";
import { singleton } from "~/lib/singleton.server";
import { formatReference } from "./bookings.server";
import { isSlotId, type SlotId } from "./slots";
import { visitInEnglish } from "./visit-words";

/**
 * The changes staff make to booked visits, on their way to the CRM. Each
 * change is a row of visit_changes, written in the same transaction as the
 * change itself, and that row is its delivery on the shared outbox queue
 * (app/lib/outbox, ADR 6 and 37): leased claims, capped backoff, dead letters
 * with their error, an Idempotency-Key per change. A failing CRM only delays
 * a change; one change that cannot be sent fails alone.
 *
 * A change waits until its booking's lead has reached the CRM, so the CRM
 * never hears of a change to a visit it does not know yet.
 */
const TABLE = "visit_changes";
const queue = (db: DB) => queueOf(db, TABLE);

/** Raised when a change is queued in this process, so the worker need not wait for its poll. */
export const visitChangeEvents = singleton("visit-change-events", () => new EventEmitter());

export interface VisitChange {
  bookingId: number;
  kind: "rescheduled" | "cancelled";
  from: { date: string; slot: SlotId };
  to?: { date: string; slot: SlotId };
  reason: string;
  staffEmail: string;
}

/** Records a change and queues it for the CRM; call in the change's own transaction. */
export async function queueVisitChange(
  db: DB,
  change: VisitChange,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto(TABLE)
    .values({
      booking_id: change.bookingId,
      kind: change.kind,
      from_date: change.from.date,
      from_slot: change.from.slot,
      to_date: change.to?.date ?? null,
      to_slot: change.to?.slot ?? null,
      reason: change.reason,
      staff_email: change.staffEmail,
      created_at: at,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      idempotency_key: randomUUID(),
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface ClaimedChange {
  changeId: number;
  attempts: number;
  /** The CRM call, or why it must wait (its lead is not in the CRM yet). */
  change: CrmVisitChange | { waitingFor: number };
}

/**
 * Claims due changes (the shared queue's lease) and makes each a CRM call. A
 * change whose stored rows cannot make one is a dead letter at once, alone.
 */
export async function claimVisitChanges(
  db: DB,
  options: {
    workerId: string;
    limit: number;
    leaseMs: number;
    maxAttempts: number;
    now?: Date;
    siteUrl?: string;
  },
  onDead: (id: number, reason: string) => void = () => undefined,
): Promise<ClaimedChange[]> {
  const ids = await claimDue(queue(db), TABLE, {
    workerId: options.workerId,
    limit: options.limit,
    leaseMs: options.leaseMs,
    maxAttempts: options.maxAttempts,
    ...(options.now ? { now: options.now } : {}),
    onDeadLettered: (dead) => dead.forEach((id) => onDead(id, "lease expired at the attempt cap")),
  });
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("visit_changes as c")
    .innerJoin("visit_bookings as b", "b.id", "c.booking_id")
    .innerJoin("leads as l", "l.id", "b.lead_id")
    .leftJoin("lead_deliveries as d", "d.lead_id", "l.id")
    .select([
      "c.id",
      "c.attempts",
      "c.kind",
      "c.from_date",
      "c.from_slot",
      "c.to_date",
      "c.to_slot",
      "c.reason",
      "c.idempotency_key",
      "b.reference",
      "b.pin",
      "b.locality",
      "l.id as lead_id",
      "l.name",
      "l.email",
      "l.mobile",
      "d.status as lead_status",
    ])
    .where(
      "c.id",
      "in",
      ids.map((c) => c.id),
    )
    .orderBy("c.id")
    .execute();
  const siteUrl = options.siteUrl ?? getEnv().SITE_URL;
  const claimed: ClaimedChange[] = [];
  for (const row of rows) {
    const base = { changeId: Number(row.id), attempts: Number(row.attempts) };
    if (row.lead_status !== "delivered") {
      claimed.push({ ...base, change: { waitingFor: Number(row.lead_id) } });
      continue;
    }
    try {
      claimed.push({ ...base, change: crmChangeOf(row, siteUrl) });
    } catch (error) {
      const reason = `could not make the CRM call from the stored change: ${describeError(error)}`;
      await recordFailure(
        queue(db),
        TABLE,
        {
          id: base.changeId,
          workerId: options.workerId,
          attempts: base.attempts,
          error: reason,
          final: true,
        },
        { maxAttempts: options.maxAttempts, baseMs: 0, capMs: 0 },
      );
      onDead(base.changeId, reason);
    }
  }
  return claimed;
}

function slotOf(value: string | null): SlotId {
  if (value === null || !isSlotId(value)) throw new Error(`"${value}" is not a visit slot`);
  return value;
}

export function crmChangeOf(
  row: {
    kind: "rescheduled" | "cancelled";
    from_date: string;
    from_slot: string;
    to_date: string | null;
    to_slot: string | null;
    reason: string;
    idempotency_key: string;
    reference: string;
    pin: string;
    locality: string;
    lead_id: number;
    name: string;
    email: string;
    mobile: string;
  },
  siteUrl: string,
): CrmVisitChange {
  return {
    reference: formatReference(row.reference),
    kind: row.kind,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    was: visitInEnglish(row.from_date, slotOf(row.from_slot)),
    ...(row.kind === "rescheduled" && row.to_date
      ? { now: visitInEnglish(row.to_date, slotOf(row.to_slot)) }
      : {}),
    where: `${row.pin}, ${row.locality}`,
    reason: row.reason,
    staffUrl: staffLeadUrl(Number(row.lead_id), siteUrl),
    idempotencyKey: row.idempotency_key,
  };
}

export interface VisitChangeWorkerOptions {
  db: DB;
  config: CrmConfig;
  policy: RetryPolicy;
  pollMs: number;
  workerId?: string;
  batchSize?: number;
  leaseMs?: number;
  send?: (change: CrmVisitChange, config: CrmConfig) => Promise<CrmResult>;
  log?: (message: string) => void;
  now?: () => Date;
}

export interface ChangePass {
  delivered: number;
  retrying: number;
  dead: number;
}

/** One pass: claim due changes, send each, record each outcome on its own row. */
export async function deliverVisitChanges(
  options: VisitChangeWorkerOptions & { workerId: string },
): Promise<ChangePass> {
  const result: ChangePass = { delivered: 0, retrying: 0, dead: 0 };
  const send = options.send ?? sendVisitChangeToCrm;
  const now = options.now?.() ?? new Date();
  const claimed = await claimVisitChanges(
    options.db,
    {
      workerId: options.workerId,
      limit: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? options.config.timeoutMs * 3 + 30_000,
      maxAttempts: options.policy.maxAttempts,
      now,
    },
    (id, reason) => {
      result.dead++;
      options.log?.(`[visits] change ${id} dead-lettered: ${reason}`);
    },
  );
  const settled = await Promise.allSettled(
    claimed.map(async ({ changeId, attempts, change }) => {
      const outcome: CrmResult =
        "waitingFor" in change
          ? { ok: false, error: `waiting for lead ${change.waitingFor} to reach the CRM first` }
          : await send(change, options.config).catch((error: unknown) => ({
              ok: false as const,
              error: `could not send the change: ${describeError(error)}`,
            }));
      if (outcome.ok) {
        await recordSuccess(
          queue(options.db),
          TABLE,
          { id: changeId, workerId: options.workerId },
          { delivered_at: now.toISOString(), last_status: outcome.status },
          now,
        );
        result.delivered++;
        return;
      }
      const next = await recordFailure(
        queue(options.db),
        TABLE,
        { id: changeId, workerId: options.workerId, attempts, error: outcome.error },
        options.policy,
        { last_status: outcome.status ?? null },
        now,
      );
      if (next === "dead") {
        result.dead++;
        options.log?.(
          `[visits] change ${changeId} dead-lettered after ${attempts} attempts: ${outcome.error}`,
        );
      } else result.retrying++;
    }),
  );
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return result;
}

export function startVisitChangeWorker(options: VisitChangeWorkerOptions): QueueWorker {
  const batchSize = options.batchSize ?? 10;
  return startQueueWorker({
    name: "[visits]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize,
    wakeOn: { emitter: visitChangeEvents, event: "queued" },
    log: options.log ?? ((m: string) => console.log(m)),
    async pass(workerId) {
      const pass = await deliverVisitChanges({ ...options, workerId });
      return pass.delivered + pass.retrying + pass.dead;
    },
  });
}

/** A booking's dead changes back in the queue with a fresh attempt count (staff area). */
export async function requeueVisitChanges(
  db: DB,
  bookingId: number,
  now = new Date(),
): Promise<number> {
  const count = await requeue(
    queue(db),
    TABLE,
    { statuses: ["dead"], only: { column: "booking_id", values: [bookingId] } },
    now,
  );
  if (count > 0) visitChangeEvents.emit("queued");
  return count;
}
