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
  isDeliveryState,
  languageName,
  leadLocaleOf,
  type DeliveryState,
  type ForwardingState,
  type LeadDetail,
  type LeadView,
} from "~/leads/delivery/lead-types";
import { parseFields } from "~/leads/delivery/outbox.server";
import {
  announceQueued,
  clearSpamFlag,
  leadDetailRow,
  leadRows,
  leadWithDelivery,
  requeueLeadDeliveries,
  type LeadFilter,
  type LeadRow,
} from "~/leads/delivery/store.server";
import { maskField, maskRuleOf } from "~/leads/privacy/field-masks";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { personalDataActions } from "~/staff/audit/personal-data-access";
/**
 * Leads as the sales team sees them: lists, counts and one lead in full, and
 * the staff actions (re-queue, un-flag spam), each with its audit entry. The
 * rows come from, and go back through, the leads' store
 * (~/leads/delivery/store.server); this module shapes them for staff. The
 * counts are the store's, which the routes call (countLeads, leadStateCounts,
 * deliveryCounts).
 */

export interface LeadQuery extends LeadFilter {
  limit?: number;
  /** Rows to skip (paging), newest first. */
  offset?: number;
}

/** One stored lead as staff see it (shared by the list and the detail page). */
function leadViewOf(row: LeadRow, crmConfigured: boolean): LeadView {
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
  const rows = await leadRows(db, query);
  return rows.map((row) => leadViewOf(row, crmConfigured));
}

function forwardingState(status: string, crmConfigured: boolean): ForwardingState {
  if (status === "delivered") return "forwarded";
  if (status === "dead") return "failed";
  if (status === "held") return "held as spam";
  if (status === "withdrawn") return "consent withdrawn";
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
  const row = await leadDetailRow(db, id);
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
        .map((field) => {
          const value = data[field.name] as string | string[];
          // Identity numbers and bank details are masked until revealed, one by one (ADR 65).
          if (!maskRuleOf(field.name))
            return { name: field.name, label: field.label, value: readableValue(field, value) };
          const masked = maskField(field.name, value);
          return {
            name: field.name,
            label: field.label,
            value: Array.isArray(masked) ? masked.join(", ") : masked,
            masked: true as const,
          };
        }),
    }))
    .filter((section) => section.fields.length > 0);
  // Values stored under names the form no longer has (an older version of the form) are still shown.
  const unknown = Object.entries(data).filter(([name]) => !known.has(name));
  if (unknown.length > 0)
    sections.push({
      legend: "Other fields",
      fields: unknown.map(([name, value]) => {
        const shown = maskField(name, value);
        return {
          name,
          label: name,
          value: Array.isArray(shown) ? shown.join(", ") : shown,
          ...(maskRuleOf(name) ? { masked: true as const } : {}),
        };
      }),
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

/** The lead's identity number as lists show it, masked: "PAN ABCDE****F", or null when it has none. */
export function maskedIdentityOf(data: LeadView["data"]): string | null {
  for (const [field, label] of [
    ["pan", "PAN"],
    ["gstin", "GSTIN"],
    ["tin", "GSTIN/TIN"],
  ] as const) {
    const value = data[field];
    if (typeof value === "string" && value.trim() !== "")
      return `${label} ${maskField(field, value) as string}`;
  }
  return null;
}

// ------------------------------------------------------------- personal data read

/** A lead as the audit log names it: number and form, never the person (the log outlives erasure). */
function leadReference(lead: { id: number; form: string }): string {
  const title = isLeadFormId(lead.form) ? englishLeadForms()[lead.form].title : lead.form;
  return `lead #${lead.id} (${title})`;
}

/** Records that `actor` opened a lead's page (Rule 6: access to personal data is logged). */
export async function recordLeadView(
  db: DB,
  actor: AuditActor,
  lead: { id: number; form: string },
): Promise<void> {
  await recordAudit(db, actor, {
    action: personalDataActions.leadView,
    entityType: "lead",
    entityId: lead.id,
    summary: `Opened ${leadReference(lead)}`,
  });
}

export type RevealResult =
  | { ok: true; field: string; label: string; value: string }
  | { ok: false; reason: "not-found" | "not-masked" };

/**
 * One masked field of a lead, in full, for a member allowed to reveal it
 * (the route checks the role). The entry is written before the value is
 * handed back, so no value is ever shown that the log does not name: who,
 * which lead, which field, when. The value itself is never recorded.
 */
export async function revealLeadField(
  db: DB,
  actor: AuditActor,
  leadId: number,
  field: string,
): Promise<RevealResult> {
  const row = await leadDetailRow(db, leadId);
  if (!row) return { ok: false, reason: "not-found" };
  const view = leadViewOf(row, false);
  const value = view.data[field];
  if (!maskRuleOf(field) || value === undefined) return { ok: false, reason: "not-masked" };
  const definition = fieldsOf(englishLeadForms()[view.form]).find((f) => f.name === field);
  const label = definition?.label ?? field;
  await recordAudit(db, actor, {
    action: personalDataActions.leadReveal,
    entityType: "lead",
    entityId: leadId,
    summary: `Revealed ${label} of ${leadReference(view)}`,
    after: { field },
  });
  return {
    ok: true,
    field,
    label,
    value: definition ? readableValue(definition, value) : [value].flat().join(", "),
  };
}

// ---------------------------------------------------------------- staff actions

export type LeadActionResult =
  { ok: true } | { ok: false; reason: "not-found" | "not-dead" | "not-spam" };

function leadLabel(lead: { id: number; form: string; name: string }): string {
  const title = isLeadFormId(lead.form) ? englishLeadForms()[lead.form].title : lead.form;
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
  const result = await db.transaction().execute(async (trx): Promise<LeadActionResult> => {
    const before = await leadWithDelivery(trx, leadId);
    if (!before) return { ok: false, reason: "not-found" };
    // Checked on the row itself, so two staff clicking at once re-queue it once.
    const requeued = await requeueLeadDeliveries(
      trx,
      { statuses: ["dead"], leadIds: [leadId] },
      now,
    );
    if (requeued.length === 0) return { ok: false, reason: "not-dead" };
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
  if (result.ok) announceQueued(leadId);
  return result;
}

/** Re-queues every dead-lettered lead at once; returns the lead ids it re-queued. */
export async function requeueAllDeadLeads(
  db: DB,
  actor: AuditActor,
  now = new Date(),
): Promise<number[]> {
  const ids = await db.transaction().execute(async (trx) => {
    const leadIds = await requeueLeadDeliveries(trx, { statuses: ["dead"] }, now);
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
  if (ids.length > 0) announceQueued();
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
  const result = await db.transaction().execute(async (trx): Promise<LeadActionResult> => {
    const before = await leadWithDelivery(trx, leadId);
    if (!before) return { ok: false, reason: "not-found" };
    if (!(await clearSpamFlag(trx, leadId))) return { ok: false, reason: "not-spam" };
    const released = await requeueLeadDeliveries(
      trx,
      { statuses: ["held"], leadIds: [leadId] },
      now,
    );
    const afterState = released.length > 0 ? "pending" : before.status;
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
  if (result.ok) announceQueued(leadId);
  return result;
}
