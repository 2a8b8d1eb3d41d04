import { createHash, randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { sql, type Kysely } from "kysely";
import type { CrmLead } from "~/leads/crm/client.server";
import type { DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { singleton } from "~/lib/singleton.server";
import {
  displayValue,
  fieldsOf,
  isLeadFormId,
  labelledValues,
  leadForms,
  type LeadData,
  type LeadField,
  type LeadFormId,
} from "~/leads/lead-forms";

/**
 * Leads: storing them durably, and the queue of their deliveries to the CRM.
 * The only module that touches the leads tables. A lead and its delivery row
 * are written in one transaction, before the visitor sees /thankyou; the
 * delivery worker then claims rows with a lease, so a worker killed at any
 * moment leaves its claim to expire and be taken again.
 */

export interface NewLead {
  form: LeadFormId;
  /** From the form session: the same rendered form submitted twice gives the same key. */
  sessionKey: string;
  data: LeadData;
  spamReason?: string;
  clientIp: string;
  userAgent: string;
}

export interface StoredLead {
  leadId: number;
  /** True when this submission was already stored (double click, retry, back-and-submit). */
  duplicate: boolean;
  spam: boolean;
}

/** Raised to the worker in this process when a lead is ready to forward, so it need not wait for its next poll. */
export const leadEvents = singleton("lead-events", () => new EventEmitter());

/**
 * The unique submission key: the session key plus a hash of what was sent. The
 * same form sent twice with the same content is one lead; a page served from
 * a cache to two visitors (same session key, different content) stays two.
 */
export function submissionKey(form: LeadFormId, sessionKey: string, data: LeadData): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([form, Object.entries(data).sort(([a], [b]) => a.localeCompare(b))]))
    .digest("base64url")
    .slice(0, 22);
  return `${sessionKey}:${digest}`;
}

function contactOf(form: LeadFormId, data: LeadData) {
  const definition = leadForms[form];
  const first = (names: string[]) => {
    const name = names.find((n) => typeof data[n] === "string" && data[n] !== "");
    return { field: name, value: name ? String(data[name]) : "" };
  };
  const name = first(definition.contact.name);
  const mobile = first(definition.contact.mobile);
  const email = definition.contact.email ? first([definition.contact.email]) : first([]);
  return { name, email, mobile };
}

/** Writes the lead and its delivery record in one transaction; idempotent on the submission key. */
export async function storeLead(db: DB, lead: NewLead, now = new Date()): Promise<StoredLead> {
  const key = submissionKey(lead.form, lead.sessionKey, lead.data);
  const at = now.toISOString();
  const contact = contactOf(lead.form, lead.data);
  const spam = lead.spamReason !== undefined;
  const stored = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("leads")
      .values({
        form: lead.form,
        submission_key: key,
        name: contact.name.value,
        email: contact.email.value,
        mobile: contact.mobile.value,
        fields_json: JSON.stringify(lead.data),
        spam: spam ? 1 : 0,
        spam_reason: lead.spamReason ?? null,
        client_ip: lead.clientIp.slice(0, 64),
        user_agent: lead.userAgent.slice(0, 300),
        created_at: at,
      })
      .onConflict((oc) => oc.column("submission_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom("leads")
        .select(["id", "spam"])
        .where("submission_key", "=", key)
        .executeTakeFirstOrThrow();
      return { leadId: existing.id, duplicate: true, spam: existing.spam === 1 };
    }
    await trx
      .insertInto("lead_deliveries")
      .values({
        lead_id: inserted.id,
        // Spam is kept but not forwarded until someone re-queues it.
        status: spam ? "held" : "pending",
        attempts: 0,
        next_attempt_at: at,
        idempotency_key: randomUUID(),
        updated_at: at,
      })
      .execute();
    return { leadId: inserted.id, duplicate: false, spam };
  });
  if (!stored.duplicate && !stored.spam) leadEvents.emit("stored", stored.leadId);
  return stored;
}

// ---------------------------------------------------------------- delivery queue

export interface ClaimedDelivery {
  deliveryId: number;
  leadId: number;
  attempts: number;
  lead: CrmLead;
}

export interface ClaimOptions {
  workerId: string;
  limit: number;
  /** How long the claim holds; longer than one CRM request can take. */
  leaseMs: number;
  now?: Date;
}

/**
 * Claims due deliveries for one worker: pending ones whose retry time has come
 * and "delivering" ones whose lease ran out (their worker died). One UPDATE
 * statement: atomic on SQLite (one writer at a time), and on PostgreSQL the
 * inner SELECT … FOR UPDATE SKIP LOCKED lets concurrent workers take disjoint rows.
 */
export async function claimDeliveries(db: DB, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  const now = (options.now ?? new Date()).toISOString();
  const leaseUntil = new Date(Date.parse(now) + options.leaseMs).toISOString();
  const postgres = dialectOf(db as unknown as Kysely<unknown>) === "postgres";
  const claimed = await db
    .updateTable("lead_deliveries")
    .set({
      status: "delivering",
      locked_until: leaseUntil,
      locked_by: options.workerId,
      attempts: sql<number>`attempts + 1`,
      updated_at: now,
    })
    .where((eb) =>
      eb(
        "id",
        "in",
        eb
          .selectFrom("lead_deliveries")
          .select("id")
          .where((w) =>
            w.or([
              w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
              w.and([w("status", "=", "delivering"), w("locked_until", "<=", now)]),
            ]),
          )
          .orderBy("id")
          .limit(options.limit)
          .$if(postgres, (q) => q.forUpdate().skipLocked()),
      ),
    )
    // Checked again on the row itself: on PostgreSQL a row another worker
    // claimed between our SELECT and UPDATE fails this and is skipped.
    .where((w) =>
      w.or([
        w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
        w.and([w("status", "=", "delivering"), w("locked_until", "<=", now)]),
      ]),
    )
    .returning(["id", "lead_id", "attempts", "idempotency_key"])
    .execute();
  if (claimed.length === 0) return [];
  const leads = await db
    .selectFrom("leads")
    .select(["id", "form", "name", "email", "mobile", "fields_json"])
    .where(
      "id",
      "in",
      claimed.map((c) => c.lead_id),
    )
    .execute();
  const byId = new Map(leads.map((l) => [l.id, l]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .flatMap((c) => {
      const row = byId.get(c.lead_id);
      if (!row) return [];
      return [
        {
          deliveryId: c.id,
          leadId: c.lead_id,
          attempts: Number(c.attempts),
          lead: crmLeadOf(c.lead_id, row, c.idempotency_key),
        },
      ];
    });
}

function crmLeadOf(
  leadId: number,
  row: { form: string; name: string; email: string; mobile: string; fields_json: string },
  idempotencyKey: string,
): CrmLead {
  const form: LeadFormId = isLeadFormId(row.form) ? row.form : "quick-contact";
  const data = parseFields(row.fields_json);
  const contact = contactOf(form, data);
  const used = new Set([contact.name.field, contact.email.field, contact.mobile.field]);
  return {
    leadId,
    call: form === "consultation" ? "consultation" : "lead",
    formTitle: leadForms[form].title,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    details: labelledValues(form, data)
      .filter((v) => !used.has(v.name))
      .map(({ label, value }) => ({ label, value })),
    idempotencyKey,
  };
}

function parseFields(json: string): LeadData {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as LeadData) : {};
  } catch {
    return {};
  }
}

/** Marks a delivery done, only if this worker still holds it. */
export async function recordDeliverySuccess(
  db: DB,
  delivery: { deliveryId: number; workerId: string; status: number },
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("lead_deliveries")
    .set({
      status: "delivered",
      delivered_at: at,
      last_status: delivery.status,
      locked_until: null,
      updated_at: at,
    })
    .where("id", "=", delivery.deliveryId)
    .where("locked_by", "=", delivery.workerId)
    .where("status", "=", "delivering")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/** Records a failed attempt: retry later, or dead-letter after the last attempt. Keeps the error. */
export async function recordDeliveryFailure(
  db: DB,
  delivery: { deliveryId: number; workerId: string; attempts: number; error: string; status?: number },
  policy: RetryPolicy,
  now = new Date(),
): Promise<"retry" | "dead" | "lost-claim"> {
  const at = now.toISOString();
  const dead = delivery.attempts >= policy.maxAttempts;
  const result = await db
    .updateTable("lead_deliveries")
    .set({
      status: dead ? "dead" : "pending",
      next_attempt_at: dead
        ? at
        : new Date(now.getTime() + retryDelayMs(delivery.attempts, policy)).toISOString(),
      last_error: delivery.error.slice(0, 1_000),
      last_status: delivery.status ?? null,
      locked_until: null,
      locked_by: null,
      updated_at: at,
    })
    .where("id", "=", delivery.deliveryId)
    .where("locked_by", "=", delivery.workerId)
    .where("status", "=", "delivering")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return "lost-claim";
  return dead ? "dead" : "retry";
}

/**
 * Puts deliveries back in the queue with a fresh attempt count: dead letters
 * by default, or spam held back (`held`), or specific leads by id.
 */
export async function requeueDeliveries(
  db: DB,
  options: { leadIds?: number[]; status?: "dead" | "held" } = {},
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  let query = db
    .updateTable("lead_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: at, locked_until: null, locked_by: null, updated_at: at });
  if (options.leadIds && options.leadIds.length > 0) {
    query = query.where("lead_id", "in", options.leadIds).where("status", "in", ["dead", "held", "pending"]);
  } else {
    query = query.where("status", "=", options.status ?? "dead");
  }
  const result = await query.executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  if (count > 0) leadEvents.emit("stored");
  return count;
}

// ---------------------------------------------------------------- reading

/** Where a lead's delivery to the CRM stands (the lead_deliveries.status column). */
export const deliveryStates = ["pending", "delivering", "delivered", "dead", "held"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export function isDeliveryState(value: string): value is DeliveryState {
  return (deliveryStates as readonly string[]).includes(value);
}

export type ForwardingState = "forwarded" | "queued" | "not forwarded" | "failed" | "held as spam";

export interface LeadView {
  id: number;
  form: LeadFormId;
  formTitle: string;
  createdAt: string;
  name: string;
  email: string;
  mobile: string;
  spam: boolean;
  spamReason: string | null;
  /** The raw delivery state, for filters and badges. */
  state: DeliveryState;
  forwarding: ForwardingState;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  fields: Array<{ name: string; label: string; value: string }>;
  data: LeadData;
}

export interface LeadQuery {
  /** Inclusive ISO date or timestamp. */
  from?: string;
  /** Exclusive ISO date or timestamp. */
  to?: string;
  form?: LeadFormId;
  status?: DeliveryState;
  /** true: only leads flagged as spam; false: only leads not flagged. */
  spam?: boolean;
  limit?: number;
  /** Rows to skip (paging), newest first. */
  offset?: number;
}

type LeadFilter = Omit<LeadQuery, "limit" | "offset">;

/** The WHERE clauses every listing, count and export shares, so they cannot disagree. */
function filtered(db: DB, query: LeadFilter) {
  let q = db
    .selectFrom("leads")
    .innerJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id");
  if (query.from) q = q.where("leads.created_at", ">=", query.from);
  if (query.to) q = q.where("leads.created_at", "<", query.to);
  if (query.form) q = q.where("leads.form", "=", query.form);
  if (query.status) q = q.where("lead_deliveries.status", "=", query.status);
  if (query.spam !== undefined) q = q.where("leads.spam", "=", query.spam ? 1 : 0);
  return q;
}

/** The columns a LeadView is made of; the detail page selects these and more. */
const LEAD_VIEW_COLUMNS = [
  "leads.id",
  "leads.form",
  "leads.created_at",
  "leads.name",
  "leads.email",
  "leads.mobile",
  "leads.spam",
  "leads.spam_reason",
  "leads.fields_json",
  "lead_deliveries.status",
  "lead_deliveries.attempts",
  "lead_deliveries.last_error",
  "lead_deliveries.delivered_at",
] as const;

interface LeadViewRow {
  id: number;
  form: string;
  created_at: string;
  name: string;
  email: string;
  mobile: string;
  spam: number;
  spam_reason: string | null;
  fields_json: string;
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
}

/** One row of LEAD_VIEW_COLUMNS as staff see it (shared by the list and the detail page). */
function leadViewOf(row: LeadViewRow, crmConfigured: boolean): LeadView {
  const form: LeadFormId = isLeadFormId(row.form) ? row.form : "quick-contact";
  const data = parseFields(row.fields_json);
  const state: DeliveryState = isDeliveryState(row.status) ? row.status : "pending";
  return {
    id: row.id,
    form,
    formTitle: leadForms[form].title,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    spam: row.spam === 1,
    spamReason: row.spam_reason,
    state,
    forwarding: forwardingState(state, crmConfigured),
    attempts: Number(row.attempts),
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    fields: labelledValues(form, data),
    data,
  };
}

/** Leads newest first, with how far each got towards the CRM. */
export async function listLeads(
  db: DB,
  query: LeadQuery = {},
  crmConfigured: boolean,
): Promise<LeadView[]> {
  let q = filtered(db, query)
    .select(LEAD_VIEW_COLUMNS)
    .orderBy("leads.id", "desc");
  // OFFSET needs a LIMIT on SQLite; -1 there and NULL-free "ALL" are not portable, so use a large one.
  if (query.limit || query.offset) q = q.limit(query.limit ?? Number.MAX_SAFE_INTEGER);
  if (query.offset) q = q.offset(query.offset);
  const rows = await q.execute();
  return rows.map((row) => leadViewOf(row, crmConfigured));
}

/** How many leads match (for paging). */
export async function countLeads(db: DB, query: LeadFilter = {}): Promise<number> {
  const row = await filtered(db, query)
    .select(db.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Leads per delivery state under every filter except the state itself, so the
 * state tabs of the list show how many each one would give.
 */
export async function leadStateCounts(
  db: DB,
  query: LeadFilter = {},
): Promise<Record<DeliveryState, number>> {
  const rows = await filtered(db, { ...query, status: undefined })
    .select(["lead_deliveries.status", db.fn.countAll<number>().as("count")])
    .groupBy("lead_deliveries.status")
    .execute();
  const counts = Object.fromEntries(deliveryStates.map((s) => [s, 0])) as Record<
    DeliveryState,
    number
  >;
  for (const row of rows) if (isDeliveryState(row.status)) counts[row.status] = Number(row.count);
  return counts;
}

function forwardingState(status: string, crmConfigured: boolean): ForwardingState {
  if (status === "delivered") return "forwarded";
  if (status === "dead") return "failed";
  if (status === "held") return "held as spam";
  return crmConfigured ? "queued" : "not forwarded";
}

export interface LeadDetail extends LeadView {
  clientIp: string;
  userAgent: string;
  /** Every value the visitor sent, grouped as the form groups them, with the form's labels. */
  sections: Array<{ legend: string; fields: Array<{ name: string; label: string; value: string }> }>;
  delivery: {
    attempts: number;
    lastError: string | null;
    /** HTTP status of the CRM's last answer, if it answered. */
    lastStatus: number | null;
    /** When the worker will try next (only meaningful while pending). */
    nextAttemptAt: string | null;
    deliveredAt: string | null;
    updatedAt: string;
  };
}

/**
 * A stored value as staff read it: a selection by its label with its code,
 * except where the code is the label itself (states are stored by name).
 */
function readableValue(field: LeadField, value: string | string[]): string {
  const list = Array.isArray(value) ? value : [value];
  if (!field.options) return displayValue(field, value);
  return list
    .map((code) => {
      const label = field.options?.find((o) => o.value === code)?.label ?? code;
      return label === code ? code : `${label} (${code})`;
    })
    .join(", ");
}

/** One lead with everything known about it, or null when there is no such lead. */
export async function getLead(
  db: DB,
  id: number,
  crmConfigured: boolean,
): Promise<LeadDetail | null> {
  const row = await db
    .selectFrom("leads")
    .innerJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
    .select([
      ...LEAD_VIEW_COLUMNS,
      "leads.client_ip",
      "leads.user_agent",
      "lead_deliveries.last_status",
      "lead_deliveries.next_attempt_at",
      "lead_deliveries.updated_at",
    ])
    .where("leads.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const view = leadViewOf(row, crmConfigured);
  const { form, data, state } = view;
  const definition = leadForms[form];
  const known = new Set(fieldsOf(definition).map((f) => f.name));
  const sections: LeadDetail["sections"] = definition.sections
    .map((section) => ({
      legend: section.legend ?? "Details",
      fields: section.fields
        .filter((field) => data[field.name] !== undefined)
        .map((field) => ({
          name: field.name,
          label: field.label,
          value: readableValue(field, data[field.name] as string | string[]),
        })),
    }))
    .filter((section) => section.fields.length > 0);
  // Values stored under names the form no longer has (an older version of the form) are still shown.
  const unknown = Object.entries(data).filter(([name]) => !known.has(name));
  if (unknown.length > 0)
    sections.push({
      legend: "Other fields",
      fields: unknown.map(([name, value]) => ({
        name,
        label: name,
        value: Array.isArray(value) ? value.join(", ") : value,
      })),
    });
  return {
    ...view,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    sections,
    delivery: {
      attempts: Number(row.attempts),
      lastError: row.last_error,
      lastStatus: row.last_status === null ? null : Number(row.last_status),
      nextAttemptAt: state === "pending" ? row.next_attempt_at : null,
      deliveredAt: row.delivered_at,
      updatedAt: row.updated_at,
    },
  };
}

/** Counts per delivery status, for reports and the worker's start-up log line. */
export async function deliveryCounts(db: DB): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("lead_deliveries")
    .select(["status", db.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}

// ---------------------------------------------------------------- staff actions

export type LeadActionResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "not-dead" | "not-spam" };

function leadLabel(lead: { id: number; form: string; name: string }): string {
  const title = isLeadFormId(lead.form) ? leadForms[lead.form].title : lead.form;
  return `lead #${lead.id} (${title}${lead.name ? `, ${lead.name}` : ""})`;
}

/**
 * Sends one dead-lettered lead round the delivery queue again, with a fresh
 * attempt count. Only dead letters: a held (spam) lead is released by
 * un-flagging it, so nobody forwards spam by accident.
 */
export async function requeueDeadLead(
  db: DB,
  actor: AuditActor,
  leadId: number,
  now = new Date(),
): Promise<LeadActionResult> {
  const at = now.toISOString();
  const result = await db.transaction().execute(async (trx): Promise<LeadActionResult> => {
    const before = await trx
      .selectFrom("leads")
      .innerJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
      .select([
        "leads.id",
        "leads.form",
        "leads.name",
        "lead_deliveries.status",
        "lead_deliveries.attempts",
        "lead_deliveries.last_error",
      ])
      .where("leads.id", "=", leadId)
      .executeTakeFirst();
    if (!before) return { ok: false, reason: "not-found" };
    const updated = await trx
      .updateTable("lead_deliveries")
      .set({ status: "pending", attempts: 0, next_attempt_at: at, locked_until: null, locked_by: null, updated_at: at })
      .where("lead_id", "=", leadId)
      // Checked on the row itself, so two staff clicking at once re-queue it once.
      .where("status", "=", "dead")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "not-dead" };
    await recordAudit(trx, actor, {
      action: "lead.requeue",
      entityType: "lead",
      entityId: leadId,
      summary: `Re-queued ${leadLabel(before)} for delivery to the CRM`,
      before: { deliveryState: "dead", attempts: Number(before.attempts), lastError: before.last_error },
      after: { deliveryState: "pending", attempts: 0, lastError: before.last_error },
    });
    return { ok: true };
  });
  if (result.ok) leadEvents.emit("stored", leadId);
  return result;
}

/** Re-queues every dead-lettered lead at once; returns the lead ids it re-queued. */
export async function requeueAllDeadLeads(
  db: DB,
  actor: AuditActor,
  now = new Date(),
): Promise<number[]> {
  const at = now.toISOString();
  const ids = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("lead_deliveries")
      .set({ status: "pending", attempts: 0, next_attempt_at: at, locked_until: null, locked_by: null, updated_at: at })
      .where("status", "=", "dead")
      .returning("lead_id")
      .execute();
    const leadIds = updated.map((row) => row.lead_id).sort((a, b) => a - b);
    if (leadIds.length === 0) return leadIds;
    await recordAudit(trx, actor, {
      action: "lead.requeue-all",
      entityType: "lead",
      summary: `Re-queued ${leadIds.length} dead-lettered lead${leadIds.length === 1 ? "" : "s"} for delivery to the CRM`,
      before: { deliveryState: "dead", leadIds },
      after: { deliveryState: "pending", leadIds },
    });
    return leadIds;
  });
  if (ids.length > 0) leadEvents.emit("stored");
  return ids;
}

/**
 * Clears a false spam flag. A lead held back because of the flag goes into the
 * queue so it reaches the CRM; the reason it was flagged stays in the audit log.
 */
export async function unflagSpamLead(
  db: DB,
  actor: AuditActor,
  leadId: number,
  now = new Date(),
): Promise<LeadActionResult> {
  const at = now.toISOString();
  const result = await db.transaction().execute(async (trx): Promise<LeadActionResult> => {
    const before = await trx
      .selectFrom("leads")
      .innerJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
      .select(["leads.id", "leads.form", "leads.name", "leads.spam", "leads.spam_reason", "lead_deliveries.status"])
      .where("leads.id", "=", leadId)
      .executeTakeFirst();
    if (!before) return { ok: false, reason: "not-found" };
    const updated = await trx
      .updateTable("leads")
      .set({ spam: 0, spam_reason: null })
      .where("id", "=", leadId)
      .where("spam", "=", 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "not-spam" };
    const released = await trx
      .updateTable("lead_deliveries")
      .set({ status: "pending", attempts: 0, next_attempt_at: at, locked_until: null, locked_by: null, updated_at: at })
      .where("lead_id", "=", leadId)
      .where("status", "=", "held")
      .executeTakeFirst();
    const afterState = Number(released.numUpdatedRows) > 0 ? "pending" : before.status;
    await recordAudit(trx, actor, {
      action: "lead.unflag-spam",
      entityType: "lead",
      entityId: leadId,
      summary: `Marked ${leadLabel(before)} as not spam${afterState === "pending" ? " and queued it for the CRM" : ""}`,
      before: { spam: true, spamReason: before.spam_reason, deliveryState: before.status },
      after: { spam: false, spamReason: null, deliveryState: afterState },
    });
    return { ok: true };
  });
  if (result.ok) leadEvents.emit("stored", leadId);
  return result;
}

// ---------------------------------------------------------------- CSV

const CSV_COLUMNS = [
  "id",
  "created_at",
  "form",
  "contact_name",
  "contact_email",
  "contact_mobile",
  "forwarding",
  "delivery_state",
  "attempts",
  "last_error",
  "spam",
  "spam_reason",
] as const;

/**
 * One CSV for every form: fixed columns (contact_* are what the CRM gets as
 * name, email and mobile), then one column per form field (the union of all
 * forms', named by their key). UTF-8 with a byte-order mark so
 * Excel shows Hindi and Tamil correctly; cells that a spreadsheet would run as
 * a formula are prefixed with an apostrophe.
 */
export function leadsToCsv(leads: LeadView[]): string {
  const fieldNames: string[] = [];
  for (const id of Object.keys(leadForms) as LeadFormId[])
    for (const field of fieldsOf(leadForms[id]))
      if (!fieldNames.includes(field.name)) fieldNames.push(field.name);
  const header = [...CSV_COLUMNS, ...fieldNames];
  const lines = [header.map(csvCell).join(",")];
  for (const lead of leads) {
    const fixed: Record<(typeof CSV_COLUMNS)[number], string> = {
      id: String(lead.id),
      created_at: lead.createdAt,
      form: lead.form,
      contact_name: lead.name,
      contact_email: lead.email,
      contact_mobile: lead.mobile,
      forwarding: lead.forwarding,
      delivery_state: lead.state,
      attempts: String(lead.attempts),
      last_error: lead.lastError ?? "",
      spam: lead.spam ? "yes" : "no",
      spam_reason: lead.spamReason ?? "",
    };
    const cells = [
      ...CSV_COLUMNS.map((c) => fixed[c]),
      ...fieldNames.map((name) => {
        const value = lead.data[name];
        return Array.isArray(value) ? value.join("; ") : (value ?? "");
      }),
    ];
    lines.push(cells.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** One CSV cell: quoted when needed, and defused when a spreadsheet would run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
