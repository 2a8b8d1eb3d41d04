import { EventEmitter } from "node:events";
import type { DB } from "~/db/client.server";
import { queueOf } from "~/db/outbox/queue.server";
import { singleton } from "~/lib/singleton.server";
import { currentRequestId } from "~/lib/log/context.server";

/**
 * The only module that reads or writes the erasures and
 * erasure_crm_requests tables (issue 44, ADR 64): the record of each
 * erasure, which holds nothing of the person, and its request to the CRM,
 * on the shared outbox queue (db/outbox, ADR 6 and 37). The two live and
 * die together: a request belongs to its erasure. The request keeps the
 * person's mobiles and e-mails, sealed (ADR 61), only until the CRM
 * confirms (markCrmErased blanks them in the same statement).
 */

/** The CRM request queue's table, for the shared queue's statements. */
export const CRM_ERASURE_TABLE = "erasure_crm_requests";

/** The database seen as holding the CRM request queue (~/db/outbox/queue.server). */
export const crmErasureQueue = (db: DB) => queueOf(db, CRM_ERASURE_TABLE);

/** Raised when an erasure queues a CRM request in this process, so the worker need not wait for its poll. */
export const erasureEvents = singleton("erasure-events", () => new EventEmitter());

/** How many rows of each kind an erasure took away. */
export type ErasureCounts = Record<string, number>;

export interface ErasureRecord {
  id: number;
  erasedAt: string;
  reason: string;
  erasedBy: string;
  counts: ErasureCounts;
  /** Its request to the CRM: none when nothing had been sent there. */
  crm?: { status: string; attempts: number; lastError: string | null; deliveredAt: string | null };
}

/** Writes the record of an erasure; call in the erasure's own transaction. Returns its id. */
export async function insertErasure(
  trx: DB,
  record: { erasedAt: string; reason: string; erasedBy: string; counts: ErasureCounts },
): Promise<number> {
  const row = await trx
    .insertInto("erasures")
    .values({
      erased_at: record.erasedAt,
      reason: record.reason,
      erased_by: record.erasedBy,
      counts_json: JSON.stringify(record.counts),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Queues the erasure's request to the CRM; call in the erasure's own transaction. */
export async function queueCrmErasure(
  trx: DB,
  request: {
    erasureId: number;
    subjectSealed: string;
    idempotencyKey: string;
    at: string;
    /** Not before a lead's CRM call still in flight may have landed. */
    dueAt: string;
  },
): Promise<void> {
  await trx
    .insertInto("erasure_crm_requests")
    .values({
      erasure_id: request.erasureId,
      subject_sealed: request.subjectSealed,
      idempotency_key: request.idempotencyKey,
      created_at: request.at,
      status: "pending",
      attempts: 0,
      next_attempt_at: request.dueAt,
      updated_at: request.at,
      request_id: currentRequestId(),
    })
    .execute();
}

/** Claimed requests with what the CRM call needs, by request id. */
export async function crmErasuresByIds(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, { subjectSealed: string; idempotencyKey: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("erasure_crm_requests")
    .select(["id", "subject_sealed", "idempotency_key"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { subjectSealed: r.subject_sealed, idempotencyKey: r.idempotency_key },
    ]),
  );
}

/** The columns a delivered request sets (recordSuccess): the person's numbers and addresses blanked. */
export function crmErasedColumns(at: string, status: number) {
  return { delivered_at: at, last_status: status, subject_sealed: "" };
}

/** The erasures with their CRM requests, as listed. */
function erasureRows(db: DB) {
  return db
    .selectFrom("erasures")
    .leftJoin("erasure_crm_requests", "erasure_crm_requests.erasure_id", "erasures.id")
    .select([
      "erasures.id",
      "erasures.erased_at",
      "erasures.reason",
      "erasures.erased_by",
      "erasures.counts_json",
      "erasure_crm_requests.status",
      "erasure_crm_requests.attempts",
      "erasure_crm_requests.last_error",
      "erasure_crm_requests.delivered_at",
    ]);
}

type ErasureRow = Awaited<ReturnType<ReturnType<typeof erasureRows>["execute"]>>[number];

function recordOf(r: ErasureRow): ErasureRecord {
  return {
    id: Number(r.id),
    erasedAt: r.erased_at,
    reason: r.reason,
    erasedBy: r.erased_by,
    counts: JSON.parse(r.counts_json) as ErasureCounts,
    ...(r.status
      ? {
          crm: {
            status: r.status,
            attempts: Number(r.attempts ?? 0),
            lastError: r.last_error,
            deliveredAt: r.delivered_at,
          },
        }
      : {}),
  };
}

/** Erasures newest first, with their CRM requests, a page at a time. */
export async function listErasures(
  db: DB,
  page: { limit: number; offset?: number } = { limit: 50 },
): Promise<ErasureRecord[]> {
  const rows = await erasureRows(db)
    .orderBy("erasures.id", "desc")
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
  return rows.map(recordOf);
}

/** One erasure's record, or undefined. */
export async function erasureById(db: DB, id: number): Promise<ErasureRecord | undefined> {
  const row = await erasureRows(db).where("erasures.id", "=", id).executeTakeFirst();
  return row ? recordOf(row) : undefined;
}
