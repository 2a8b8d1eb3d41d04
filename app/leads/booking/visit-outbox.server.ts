import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { DB } from "~/db/client.server";
import type { CrmConfig, CrmResult, CrmVisitChange } from "~/leads/crm/client.server";
import { sendVisitChangeToCrm } from "~/leads/crm/client.server";
import { staffLeadUrl } from "~/leads/delivery/outbox.server";
import { leadsOfVisits } from "~/leads/delivery/store.server";
import { getEnv } from "~/lib/env.server";
import { consumeDue, type AttemptOutcome } from "~/db/outbox/consumer.server";
import { describeError, queueOf, requeueDeadOf, type RetryPolicy } from "~/db/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/db/outbox/worker.server";
import { singleton } from "~/lib/singleton.server";
import { bookingsByIds, formatReference } from "./store.server";
import { isSlotId, type SlotId } from "./slots";
import { visitInEnglish } from "./visit-words";
import { currentRequestId } from "~/lib/log/context.server";

/**
 * The only module that reads or writes the visit_changes table.
 *
 * The changes staff make to booked visits, on their way to the CRM. Each
 * change is a row of visit_changes, written in the same transaction as the
 * change itself, and that row is its delivery on the shared outbox queue
 * (app/db/outbox, ADR 6 and 37): leased claims, capped backoff, dead letters
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
      request_id: currentRequestId(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A claimed change: its CRM call, why it must wait (its lead is not in the CRM yet), or why it cannot be made. */
type LoadedChange = CrmVisitChange | { waitingFor: number } | { unreadable: string };

/**
 * The claimed changes as CRM calls, by change id. A change whose stored rows
 * cannot make one is told apart, to be a dead letter at once, alone.
 */
async function loadChanges(
  db: DB,
  claimed: readonly { id: number }[],
  siteUrl: string,
): Promise<Map<number, LoadedChange>> {
  const rows = await db
    .selectFrom("visit_changes")
    .select([
      "id",
      "booking_id",
      "kind",
      "from_date",
      "from_slot",
      "to_date",
      "to_slot",
      "reason",
      "idempotency_key",
    ])
    .where(
      "id",
      "in",
      claimed.map((c) => c.id),
    )
    .execute();
  // The booking and its lead from their stores (a change of a booking or lead gone is not loaded).
  const bookings = await bookingsByIds(
    db,
    rows.map((r) => Number(r.booking_id)),
  );
  const leads = await leadsOfVisits(
    db,
    [...bookings.values()].map((b) => b.leadId),
  );
  const loaded = new Map<number, LoadedChange>();
  for (const row of rows) {
    const id = Number(row.id);
    const booking = bookings.get(Number(row.booking_id));
    const lead = booking && leads.get(booking.leadId);
    if (!booking || !lead) continue;
    if (lead.status !== "delivered") {
      loaded.set(id, { waitingFor: booking.leadId });
      continue;
    }
    try {
      loaded.set(
        id,
        crmChangeOf(
          {
            ...row,
            reference: booking.reference,
            pin: booking.pin,
            locality: booking.locality,
            lead_id: booking.leadId,
            name: lead.name,
            email: lead.email,
            mobile: lead.mobile,
          },
          siteUrl,
        ),
      );
    } catch (error) {
      loaded.set(id, {
        unreadable: `could not make the CRM call from the stored change: ${describeError(error)}`,
      });
    }
  }
  return loaded;
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

/** One pass (consumeDue): claim due changes, send each, record each outcome on its own row. */
export async function deliverVisitChanges(
  options: VisitChangeWorkerOptions & { workerId: string },
): Promise<ChangePass> {
  const send = options.send ?? sendVisitChangeToCrm;
  const now = options.now?.() ?? new Date();
  const counts = await consumeDue<LoadedChange>({
    name: "[visits] change",
    queue: queue(options.db),
    table: TABLE,
    workerId: options.workerId,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? options.config.timeoutMs * 3 + 30_000,
    policy: options.policy,
    now,
    // A delivered change keeps the error of its last failed attempt.
    keepLastError: true,
    load: (claimed) => loadChanges(options.db, claimed, getEnv().SITE_URL),
    async attempt(change): Promise<AttemptOutcome> {
      if ("unreadable" in change) return { ok: false, error: change.unreadable, final: true };
      const outcome: CrmResult =
        "waitingFor" in change
          ? { ok: false, error: `waiting for lead ${change.waitingFor} to reach the CRM first` }
          : await send(change, options.config).catch((error: unknown) => ({
              ok: false as const,
              error: `could not send the change: ${describeError(error)}`,
            }));
      if (outcome.ok)
        return {
          ok: true,
          extra: { delivered_at: now.toISOString(), last_status: outcome.status },
        };
      return { ok: false, error: outcome.error, extra: { last_status: outcome.status ?? null } };
    },
    ...(options.log ? { log: options.log } : {}),
  });
  return { delivered: counts.delivered, retrying: counts.retrying, dead: counts.dead };
}

export function startVisitChangeWorker(options: VisitChangeWorkerOptions): QueueWorker {
  const batchSize = options.batchSize ?? 10;
  return startQueueWorker({
    name: "[visits]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize,
    wakeOn: { emitter: visitChangeEvents, event: "queued" },
    ...(options.log ? { log: options.log } : {}),
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
  return requeueDeadOf(
    queue(db),
    TABLE,
    { column: "booking_id", id: bookingId },
    { emitter: visitChangeEvents, event: "queued" },
    now,
  );
}

/** A booking's changes, newest first (the staff's booking page). */
export function changesOfBooking(db: DB, bookingId: number) {
  return db
    .selectFrom("visit_changes")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("id", "desc")
    .execute();
}

/** How many times staff changed a booking (the calendar file's SEQUENCE). */
export async function changeCount(db: DB, bookingId: number): Promise<number> {
  const row = await db
    .selectFrom("visit_changes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The ids of the bookings' changes, by booking, in id order. */
export async function changeIdsOf(
  db: DB,
  bookingIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byBooking = new Map<number, number[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("visit_changes")
    .select(["id", "booking_id"])
    .where("booking_id", "in", [...new Set(bookingIds)])
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byBooking.get(Number(row.booking_id)) ?? [];
    list.push(Number(row.id));
    byBooking.set(Number(row.booking_id), list);
  }
  return byBooking;
}

/** Deletes the bookings' changes (erasure, retention; before the bookings). Returns how many. */
export async function deleteChangesOfBookings(
  trx: DB,
  bookingIds: readonly number[],
): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const result = await trx
    .deleteFrom("visit_changes")
    .where("booking_id", "in", [...new Set(bookingIds)])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When each of the bookings' changes reached the CRM (null: not yet), by booking, in id order. */
export async function changeDeliveriesOf(
  db: DB,
  bookingIds: readonly number[],
): Promise<Map<number, Array<{ kind: string; deliveredAt: string | null }>>> {
  const byBooking = new Map<number, Array<{ kind: string; deliveredAt: string | null }>>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("visit_changes")
    .select(["booking_id", "kind", "delivered_at"])
    .where("booking_id", "in", [...new Set(bookingIds)])
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byBooking.get(Number(row.booking_id)) ?? [];
    list.push({ kind: row.kind, deliveredAt: row.delivered_at });
    byBooking.set(Number(row.booking_id), list);
  }
  return byBooking;
}
