import type { DB } from "~/db/client.server";
import { queueOf, requeueDeadOf } from "~/db/outbox/queue.server";
import type { EventEmitter } from "node:events";
import { parseKinds, type BreachDataKind } from "./kinds";
import { currentRequestId } from "~/lib/log/context.server";

/**
 * The only module that reads or writes `breach_incidents` and
 * `breach_notices` (ADR 65): the breach register and the notice to each
 * person a breach reached. A notice is a draft until staff send the
 * incident's notices; then it is a delivery on the shared outbox queue
 * (noticeQueue), sent by ./outbox.server.ts, each failing alone. No row here
 * holds a name or an address: the notice names its lead, whose store gives
 * the contact when the mail is written.
 */

export const NOTICE_TABLE = "breach_notices";
export const noticeQueue = (db: DB) => queueOf(db, NOTICE_TABLE);

/** How the affected people were chosen, as recorded (the Board asks for the extent). */
export type BreachSelection =
  { by: "leads"; leadIds: number[] } | { by: "form"; form?: string; from?: string; to?: string };

export interface IncidentInput {
  title: string;
  /** ISO time the company became aware of the breach. */
  foundAt: string;
  occurredAt: string | null;
  whatHappened: { en: string; hi: string };
  stepsTaken: { en: string; hi: string };
  kinds: BreachDataKind[];
}

export interface IncidentView extends IncidentInput {
  id: number;
  selection: BreachSelection;
  affectedCount: number;
  noticesSentAt: string | null;
  boardReportedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface AffectedPerson {
  leadId: number;
  locale: string;
}

type IncidentRow = {
  id: number;
  title: string;
  found_at: string;
  occurred_at: string | null;
  what_happened_en: string;
  what_happened_hi: string;
  steps_taken_en: string;
  steps_taken_hi: string;
  data_kinds: string;
  selection_json: string;
  affected_count: number;
  notices_sent_at: string | null;
  board_reported_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
};

function selectionOf(json: string): BreachSelection {
  try {
    const value = JSON.parse(json) as BreachSelection;
    if (value && (value.by === "leads" || value.by === "form")) return value;
  } catch {
    // A hand-edited row still shows; its selection reads as unknown.
  }
  return { by: "leads", leadIds: [] };
}

function viewOf(row: IncidentRow): IncidentView {
  return {
    id: Number(row.id),
    title: row.title,
    foundAt: row.found_at,
    occurredAt: row.occurred_at,
    whatHappened: { en: row.what_happened_en, hi: row.what_happened_hi },
    stepsTaken: { en: row.steps_taken_en, hi: row.steps_taken_hi },
    kinds: parseKinds(row.data_kinds),
    selection: selectionOf(row.selection_json),
    affectedCount: Number(row.affected_count),
    noticesSentAt: row.notices_sent_at,
    boardReportedAt: row.board_reported_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const textColumns = (input: IncidentInput) => ({
  title: input.title,
  found_at: input.foundAt,
  occurred_at: input.occurredAt,
  what_happened_en: input.whatHappened.en,
  what_happened_hi: input.whatHappened.hi,
  steps_taken_en: input.stepsTaken.en,
  steps_taken_hi: input.stepsTaken.hi,
  data_kinds: input.kinds.join(","),
});

/**
 * Records an incident and drafts a notice to each affected person, in one
 * transaction (pass the caller's, which writes the audit entry too).
 */
export async function recordIncident(
  db: DB,
  input: IncidentInput,
  affected: { selection: BreachSelection; people: readonly AffectedPerson[] },
  createdBy: string,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto("breach_incidents")
    .values({
      ...textColumns(input),
      selection_json: JSON.stringify(affected.selection),
      affected_count: affected.people.length,
      created_by: createdBy,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const incidentId = Number(inserted.id);
  // In slices: one statement's parameters stay well below SQLite's and PostgreSQL's limits.
  for (let i = 0; i < affected.people.length; i += 500)
    await db
      .insertInto("breach_notices")
      .values(
        affected.people.slice(i, i + 500).map((person) => ({
          incident_id: incidentId,
          lead_id: person.leadId,
          locale: person.locale,
          created_at: at,
          status: "draft" as const,
          attempts: 0,
          next_attempt_at: at,
          updated_at: at,
          request_id: currentRequestId(),
        })),
      )
      .execute();
  return incidentId;
}

/** New wording for an incident; notices already sent keep what they said. */
export async function updateIncident(
  db: DB,
  id: number,
  input: IncidentInput,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("breach_incidents")
    .set({ ...textColumns(input), updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function getIncident(db: DB, id: number): Promise<IncidentView | null> {
  const row = await db
    .selectFrom("breach_incidents")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? viewOf(row) : null;
}

/** Every incident, the newest found first. */
export async function listIncidents(db: DB): Promise<IncidentView[]> {
  const rows = await db
    .selectFrom("breach_incidents")
    .selectAll()
    .orderBy("found_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(viewOf);
}

export type NoticeStatus = "draft" | "pending" | "delivering" | "delivered" | "dead";

/** An incident's notices per state and per language. */
export async function noticeCounts(
  db: DB,
  incidentId: number,
): Promise<{ byStatus: Record<NoticeStatus, number>; byLocale: Record<string, number> }> {
  const rows = await db
    .selectFrom("breach_notices")
    .select(["status", "locale", (eb) => eb.fn.countAll<number>().as("n")])
    .where("incident_id", "=", incidentId)
    .groupBy(["status", "locale"])
    .execute();
  const byStatus: Record<NoticeStatus, number> = {
    draft: 0,
    pending: 0,
    delivering: 0,
    delivered: 0,
    dead: 0,
  };
  const byLocale: Record<string, number> = {};
  for (const row of rows) {
    byStatus[row.status] += Number(row.n);
    byLocale[row.locale] = (byLocale[row.locale] ?? 0) + Number(row.n);
  }
  return { byStatus, byLocale };
}

export interface NoticeView {
  id: number;
  leadId: number;
  locale: string;
  status: NoticeStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** An incident's notices, by lead number. */
export async function noticesOfIncident(db: DB, incidentId: number): Promise<NoticeView[]> {
  const rows = await db
    .selectFrom("breach_notices")
    .select(["id", "lead_id", "locale", "status", "attempts", "last_error", "sent_at"])
    .where("incident_id", "=", incidentId)
    .orderBy("lead_id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    leadId: Number(r.lead_id),
    locale: r.locale,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    sentAt: r.sent_at,
  }));
}

/**
 * Sends an incident's drafted notices: each draft becomes a due delivery.
 * Once only: the incident's `notices_sent_at` is set in the same
 * transaction, and a second click (or a second member) finds it set.
 * Answers how many were queued, or null when they had been sent already.
 */
export async function queueIncidentNotices(
  db: DB,
  incidentId: number,
  now = new Date(),
): Promise<number | null> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("breach_incidents")
      .set({ notices_sent_at: at, updated_at: at })
      .where("id", "=", incidentId)
      .where("notices_sent_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const queued = await trx
      .updateTable("breach_notices")
      // Queued by this request (staff sending them): their delivery's log lines name it.
      .set({
        status: "pending",
        next_attempt_at: at,
        updated_at: at,
        request_id: currentRequestId(),
      })
      .where("incident_id", "=", incidentId)
      .where("status", "=", "draft")
      .executeTakeFirst();
    return Number(queued.numUpdatedRows);
  });
}

/** Records that the report went to the Board; the countdown stops. */
export async function markBoardReported(
  db: DB,
  incidentId: number,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("breach_incidents")
    .set({ board_reported_at: at, updated_at: at })
    .where("id", "=", incidentId)
    .where("board_reported_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claimed notices with their incident, for the outbox to write and send. */
export async function noticesByIds(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("breach_notices")
    .innerJoin("breach_incidents", "breach_incidents.id", "breach_notices.incident_id")
    .select([
      "breach_notices.id as notice_id",
      "breach_notices.lead_id",
      "breach_notices.locale",
      "breach_incidents.id",
      "breach_incidents.title",
      "breach_incidents.found_at",
      "breach_incidents.occurred_at",
      "breach_incidents.what_happened_en",
      "breach_incidents.what_happened_hi",
      "breach_incidents.steps_taken_en",
      "breach_incidents.steps_taken_hi",
      "breach_incidents.data_kinds",
      "breach_incidents.selection_json",
      "breach_incidents.affected_count",
      "breach_incidents.notices_sent_at",
      "breach_incidents.board_reported_at",
      "breach_incidents.created_by",
      "breach_incidents.created_at",
      "breach_incidents.updated_at",
    ])
    .where("breach_notices.id", "in", [...ids])
    .execute();
  return rows.map(({ notice_id, lead_id, locale, ...incident }) => ({
    noticeId: Number(notice_id),
    leadId: Number(lead_id),
    locale,
    incident: viewOf(incident),
  }));
}

/** An incident's dead notices back in the queue with a fresh attempt count (staff). */
export function requeueDeadNotices(
  db: DB,
  incidentId: number,
  wake: { emitter: EventEmitter; event: string },
  now = new Date(),
): Promise<number> {
  return requeueDeadOf(
    noticeQueue(db),
    NOTICE_TABLE,
    { column: "incident_id", id: incidentId },
    wake,
    now,
  );
}
