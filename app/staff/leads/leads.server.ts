import type { DB } from "~/db/client.server";
import {
  displayValue,
  fieldsOf,
  isLeadFormId,
  labelledValues,
  englishLeadForms,
  type LeadField,
  type LeadFormId,
} from "~/leads/forms/lead-forms";
import {
  languageName,
  leadLocaleOf,
  type DeliveryState,
  type ForwardingState,
  type LeadDetail,
  type LeadView,
} from "~/leads/delivery/lead-types";
import { deliveryStates } from "~/leads/delivery/lead-types";
import { parseFields } from "~/leads/delivery/outbox.server";
import { leadEvents } from "~/leads/delivery/store.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
/**
 * Leads as the sales team sees them: lists, counts and one lead in full, and
 * the staff actions (re-queue, un-flag spam), each with its audit entry.
 */

export function isDeliveryState(value: string): value is DeliveryState {
  return (deliveryStates as readonly string[]).includes(value);
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
    formTitle: englishLeadForms()[form].title,
    language: languageName(leadLocaleOf(data)),
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
  let q = filtered(db, query).select(LEAD_VIEW_COLUMNS).orderBy("leads.id", "desc");
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
  const definition = englishLeadForms()[form];
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
  { ok: true } | { ok: false; reason: "not-found" | "not-dead" | "not-spam" };

function leadLabel(lead: { id: number; form: string; name: string }): string {
  const title = isLeadFormId(lead.form) ? englishLeadForms()[lead.form].title : lead.form;
  return `lead #${lead.id} (${title}${lead.name ? `, ${lead.name}` : ""})`;
}

/** A lead with its delivery state, as a re-queue or un-flag sees it before changing it. */
function leadWithDelivery(trx: DB, leadId: number) {
  return trx
    .selectFrom("leads")
    .innerJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.form",
      "leads.name",
      "leads.spam_reason",
      "lead_deliveries.status",
      "lead_deliveries.attempts",
      "lead_deliveries.last_error",
    ])
    .where("leads.id", "=", leadId)
    .executeTakeFirst();
}

/** A delivery row reset to be tried from the start, now, by any worker. */
function backInTheQueue(at: string) {
  return {
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    locked_by: null,
    updated_at: at,
  } as const;
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
    const before = await leadWithDelivery(trx, leadId);
    if (!before) return { ok: false, reason: "not-found" };
    const updated = await trx
      .updateTable("lead_deliveries")
      .set(backInTheQueue(at))
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
      before: {
        deliveryState: "dead",
        attempts: Number(before.attempts),
        lastError: before.last_error,
      },
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
      .set(backInTheQueue(at))
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
    const before = await leadWithDelivery(trx, leadId);
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
      .set(backInTheQueue(at))
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
