import type { DB } from "~/db/client.server";
import type { CrmLead } from "~/leads/crm/client.server";
import {
  isLeadFormId,
  labelledValues,
  englishLeadForms,
  type LeadData,
  type LeadFormId,
} from "~/leads/forms/lead-forms";
import {
  DELIVERY_TABLE as TABLE,
  announceQueued,
  contactOf,
  deliveriesWithLeads,
  deliveryQueue as queue,
  requeueLeadDeliveries,
} from "~/leads/delivery/store.server";
import { languageName, leadLocaleOf } from "~/leads/delivery/lead-types";
import { openFields } from "~/leads/delivery/sealed-fields.server";
import { getEnv } from "~/lib/env.server";
import {
  claimDue,
  describeError,
  recordFailure,
  recordSuccess,
  type RetryPolicy,
} from "~/db/outbox/queue.server";
import { crmLabels, crmLinkFields } from "../crm/labels";
import { formatReference as formatVisitReference } from "../booking/reference";
import { visitReferencesOf } from "../booking/store.server";
/**
 * The queue of lead deliveries to the CRM. The delivery worker claims rows
 * with a lease, so a worker killed at any moment leaves its claim to expire
 * and be taken again; failures wait a capped, jittered backoff.
 */

export interface ClaimedDelivery {
  deliveryId: number;
  leadId: number;
  attempts: number;
  lead: CrmLead;
}

export type { RetryPolicy } from "~/db/outbox/queue.server";
export { retryDelayMs } from "~/db/outbox/queue.server";

export interface ClaimOptions {
  workerId: string;
  limit: number;
  /** How long the claim holds; longer than one CRM request can take. */
  leaseMs: number;
  /** The retry policy's cap (CRM_MAX_ATTEMPTS when not given): never claimed past it. */
  maxAttempts?: number;
  now?: Date;
  /** Told the deliveries this claim settled as dead letters instead of handing them out, and why. */
  onDeadLettered?: (deliveryIds: number[], reason: string) => void;
}

/**
 * Claims due deliveries for one worker (the shared queue's lease; ADR 6). A
 * claimed row whose stored lead cannot be made into a CRM call (its data will
 * not change by itself) is a dead letter at once, with the error, and is not
 * handed out: it fails alone and the rest of the claim goes on (issue 41).
 * The delivery worker's own pass is consumeDue over loadDeliveries; this is
 * the same claim for a caller that sends by itself.
 */
export async function claimDeliveries(db: DB, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  const maxAttempts = options.maxAttempts ?? getEnv().CRM_MAX_ATTEMPTS;
  const ids = await claimDue(queue(db), TABLE, {
    workerId: options.workerId,
    limit: options.limit,
    leaseMs: options.leaseMs,
    maxAttempts,
    ...(options.now ? { now: options.now } : {}),
    onDeadLettered: (dead) => options.onDeadLettered?.(dead, "lease expired at the attempt cap"),
  });
  if (ids.length === 0) return [];
  const loaded = await loadDeliveries(db, ids);
  const ready: ClaimedDelivery[] = [];
  for (const delivery of loaded.values()) {
    if ("lead" in delivery) {
      ready.push(delivery);
      continue;
    }
    const settled = await recordDeliveryFailure(
      db,
      { ...delivery, workerId: options.workerId, error: delivery.unreadable, final: true },
      // A final failure waits for nothing: only the cap is read.
      { maxAttempts, baseMs: 0, capMs: 0 },
    );
    if (settled === "dead") options.onDeadLettered?.([delivery.deliveryId], delivery.unreadable);
  }
  return ready;
}

/** A claimed delivery as stored: its CRM call, or why the stored lead cannot make one. */
export type LoadedDelivery =
  ClaimedDelivery | { deliveryId: number; leadId: number; attempts: number; unreadable: string };

/**
 * The claimed deliveries' CRM calls, by delivery id, in id order. A delivery
 * whose lead was deleted meanwhile is left out (its row went with it, ON
 * DELETE CASCADE).
 */
export async function loadDeliveries(
  db: DB,
  claimed: readonly { id: number }[],
): Promise<Map<number, LoadedDelivery>> {
  const rows = await deliveriesWithLeads(
    db,
    claimed.map((c) => c.id),
  );
  const loaded = new Map<number, LoadedDelivery>();
  if (rows.length === 0) return loaded;
  // A consultation that booked a visit tells the CRM its reference, which changes quote later.
  const references = await visitReferencesOf(
    db,
    rows.map((r) => r.delivery.lead_id),
  );
  for (const { delivery: c, lead: row } of rows) {
    if (!row) continue;
    const delivery = { deliveryId: c.id, leadId: c.lead_id, attempts: Number(c.attempts) };
    try {
      const lead = crmLeadOf(
        c.lead_id,
        row,
        c.idempotency_key,
        getEnv().SITE_URL,
        references.get(Number(c.lead_id)),
      );
      loaded.set(c.id, { ...delivery, lead });
    } catch (error) {
      const unreadable = `could not make the CRM call from the stored lead: ${describeError(error)}`;
      loaded.set(c.id, { ...delivery, unreadable });
    }
  }
  return loaded;
}

export function crmLeadOf(
  leadId: number,
  row: { form: string; name: string; email: string; mobile: string; fields_json: string },
  idempotencyKey: string,
  siteUrl = getEnv().SITE_URL,
  /** The reference of the visit the lead booked, if it booked one. */
  visitReference?: string,
): CrmLead {
  const form: LeadFormId = isLeadFormId(row.form) ? row.form : "quick-contact";
  const data = parseFields(row.fields_json);
  const contact = contactOf(form, data);
  const used = new Set([contact.name.field, contact.email.field, contact.mobile.field]);
  return {
    leadId,
    call: form === "consultation" ? "consultation" : "lead",
    formTitle: englishLeadForms()[form].title,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    language: languageName(leadLocaleOf(data)),
    staffUrl: staffLeadUrl(leadId, siteUrl),
    details: [
      ...(visitReference
        ? [{ label: "Visit reference", value: formatVisitReference(visitReference) }]
        : []),
      ...labelledValues(form, data)
        .filter((v) => !used.has(v.name))
        .map(({ name, label, value }) => ({
          label: crmLabels[name] ?? label,
          // A page of ours (the estimate, the plan) is sent as a link the CRM's reader can open.
          value:
            crmLinkFields.has(name) && value.startsWith("/")
              ? new URL(value, siteUrl).toString()
              : value,
        })),
    ],
    idempotencyKey,
  };
}

/** The lead's page in the staff area, as an absolute address (SITE_URL). */
export function staffLeadUrl(leadId: number, siteUrl: string): string {
  return new URL(`/staff/leads/${leadId}`, siteUrl).toString();
}

/**
 * A stored lead's fields as the visitor sent them, sealed ones opened (ADR
 * 61). Throws when a sealed value does not open; JSON that does not parse
 * reads as no fields.
 */
export function parseFields(json: string): LeadData {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  return value && typeof value === "object" ? openFields(value as LeadData) : {};
}

/** Marks a delivery done, only if this worker still holds it. */
export async function recordDeliverySuccess(
  db: DB,
  delivery: { deliveryId: number; workerId: string; status: number },
  now = new Date(),
): Promise<boolean> {
  return recordSuccess(
    queue(db),
    TABLE,
    { id: delivery.deliveryId, workerId: delivery.workerId },
    { delivered_at: now.toISOString(), last_status: delivery.status },
    now,
  );
}

/** Records a failed attempt: retry later, or dead-letter after the last attempt. Keeps the error. */
export async function recordDeliveryFailure(
  db: DB,
  delivery: {
    deliveryId: number;
    workerId: string;
    attempts: number;
    error: string;
    status?: number;
    /** Another attempt cannot help: dead at once. */
    final?: boolean;
  },
  policy: RetryPolicy,
  now = new Date(),
): Promise<"retry" | "dead" | "lost-claim"> {
  return recordFailure(
    queue(db),
    TABLE,
    { id: delivery.deliveryId, ...delivery },
    policy,
    { last_status: delivery.status ?? null },
    now,
  );
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
  const leadIds = options.leadIds && options.leadIds.length > 0 ? options.leadIds : undefined;
  const requeued = await requeueLeadDeliveries(
    db,
    leadIds
      ? { statuses: ["dead", "held", "pending"], leadIds }
      : { statuses: [options.status ?? "dead"] },
    now,
  );
  if (requeued.length > 0) announceQueued();
  return requeued.length;
}
