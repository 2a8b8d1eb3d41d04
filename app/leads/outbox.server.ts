import { sql, type Kysely } from "kysely";
import type { DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import type { CrmLead } from "~/leads/crm/client.server";
import {
  isLeadFormId,
  labelledValues,
  englishLeadForms,
  type LeadData,
  type LeadFormId,
} from "~/leads/lead-forms";
import { contactOf, leadEvents } from "~/leads/store.server";
import { languageName, leadLocaleOf } from "~/leads/lead-types";
import { getEnv } from "~/lib/env.server";
import { crmLabels } from "./crm-labels";
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

export function crmLeadOf(
  leadId: number,
  row: { form: string; name: string; email: string; mobile: string; fields_json: string },
  idempotencyKey: string,
  siteUrl = getEnv().SITE_URL,
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
    details: labelledValues(form, data)
      .filter((v) => !used.has(v.name))
      .map(({ name, label, value }) => ({ label: crmLabels[name] ?? label, value })),
    idempotencyKey,
  };
}

/** The lead's page in the staff area, as an absolute address (SITE_URL). */
export function staffLeadUrl(leadId: number, siteUrl: string): string {
  return new URL(`/staff/leads/${leadId}`, siteUrl).toString();
}

export function parseFields(json: string): LeadData {
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
  delivery: {
    deliveryId: number;
    workerId: string;
    attempts: number;
    error: string;
    status?: number;
  },
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
  let query = db.updateTable("lead_deliveries").set({
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    locked_by: null,
    updated_at: at,
  });
  if (options.leadIds && options.leadIds.length > 0) {
    query = query
      .where("lead_id", "in", options.leadIds)
      .where("status", "in", ["dead", "held", "pending"]);
  } else {
    query = query.where("status", "=", options.status ?? "dead");
  }
  const result = await query.executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  if (count > 0) leadEvents.emit("stored");
  return count;
}
