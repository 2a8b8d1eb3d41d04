import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { EventEmitter } from "node:events";
import type { DB } from "~/db/client.server";
import {
  englishLeadForms,
  isLeadFormId,
  type LeadData,
  type LeadFormId,
} from "~/leads/forms/lead-forms";
import {
  LEAD_LOCALE_KEY,
  deliveryStates,
  isDeliveryState,
  type DeliveryState,
} from "~/leads/delivery/lead-types";
import { defaultLocale } from "~/lib/i18n/locales";
import { queueOf, requeueReturning } from "~/db/outbox/queue.server";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { resealInBatches, type Resealed } from "~/lib/crypto/reseal.server";
import { keyedDigest, type KeyRing } from "~/lib/crypto/sealed.server";
import { singleton } from "~/lib/singleton.server";
import { openFields, sealFields, sealedUnder } from "./sealed-fields.server";
import {
  leadIdsWithWithdrawnConsent,
  recordLeadConsent,
  type GivenConsent,
} from "~/leads/consent/store.server";
import { currentRequestId } from "~/lib/log/context.server";

/**
 * The only module that reads or writes the leads and lead_deliveries tables
 * (a lead and its one delivery row live and die together). A lead and its
 * delivery row are written in one transaction, before the visitor sees
 * /thankyou; outbox.server.ts hands the delivery rows to the worker through
 * the shared queue (deliveryQueue), and ~/staff/leads lists and acts on them
 * through the functions below. No public page shows a lead, so nothing here
 * empties the page cache.
 */

export interface NewLead {
  form: LeadFormId;
  /** From the form session: the same rendered form submitted twice gives the same key. */
  sessionKey: string;
  data: LeadData;
  /** The language of the page it was sent from; English when not given. */
  locale?: string;
  spamReason?: string;
  clientIp: string;
  userAgent: string;
  /**
   * More to write in the lead's own transaction when the lead is new and not
   * spam (a consultation's booked visit): if it throws, nothing is stored.
   */
  alongside?: (trx: DB, leadId: number) => Promise<void>;
  /**
   * The consent given with it (ADR 62), recorded in the lead's own
   * transaction for every new lead, spam included: a flagged lead that
   * staff release is forwarded on the consent it came with.
   */
  consent?: GivenConsent;
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
  // Keyed (ADR 61): a plain hash of what was sent would let anyone with the
  // database try PANs and dates of birth against it until one matched.
  const digest = keyedDigest(
    dataKeyRing(),
    "submission key",
    JSON.stringify([form, Object.entries(data).sort(([a], [b]) => a.localeCompare(b))]),
  ).slice(0, 22);
  return `${sessionKey}:${digest}`;
}

export function contactOf(form: LeadFormId, data: LeadData) {
  const definition = englishLeadForms()[form];
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
  const data =
    lead.locale && lead.locale !== defaultLocale
      ? { ...lead.data, [LEAD_LOCALE_KEY]: lead.locale }
      : lead.data;
  const key = submissionKey(lead.form, lead.sessionKey, data);
  const at = now.toISOString();
  const contact = contactOf(lead.form, data);
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
        fields_json: JSON.stringify(sealFields(lead.form, data)),
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
        // The request that sent the form, for the delivery's log lines (migration 0023).
        request_id: currentRequestId(),
      })
      .execute();
    if (lead.consent) await recordLeadConsent(trx, inserted.id, lead.consent);
    if (!spam) await lead.alongside?.(trx, inserted.id);
    return { leadId: inserted.id, duplicate: false, spam };
  });
  if (!stored.duplicate && !stored.spam) leadEvents.emit("stored", stored.leadId);
  return stored;
}

// ---------------------------------------------------------------- the delivery queue

/** The delivery queue's table, for the shared queue's statements (ADR 6). */
export const DELIVERY_TABLE = "lead_deliveries";

/** The database seen as holding the delivery queue (~/db/outbox/queue.server). */
export const deliveryQueue = (db: DB) => queueOf(db, DELIVERY_TABLE);

/**
 * When a delivery was queued, as SQL over its row, for the outbox metrics
 * (~/db/outbox/depth.server): its lead's time, written in the same transaction.
 */
export const deliveryQueuedAt = sql<string>`(select l.created_at from leads l where l.id = lead_id)`;

/**
 * Claimed deliveries with their stored leads, in delivery id order. A
 * delivery whose lead was deleted meanwhile comes without one (its row goes
 * with it, ON DELETE CASCADE).
 */
export async function deliveriesWithLeads(db: DB, deliveryIds: readonly number[]) {
  if (deliveryIds.length === 0) return [];
  const rows = await db
    .selectFrom("lead_deliveries")
    .select(["id", "lead_id", "attempts", "idempotency_key"])
    .where("id", "in", deliveryIds)
    .execute();
  if (rows.length === 0) return [];
  const leads = await db
    .selectFrom("leads")
    .select(["id", "form", "name", "email", "mobile", "fields_json"])
    .where(
      "id",
      "in",
      rows.map((c) => c.lead_id),
    )
    .execute();
  const byId = new Map(leads.map((l) => [l.id, l]));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((delivery) => ({ delivery, lead: byId.get(delivery.lead_id) }));
}

/**
 * Puts deliveries back in the queue with a fresh attempt count: those in one
 * of `statuses`, of every lead or only of `leadIds`. Returns the leads it
 * re-queued, in id order. The one re-queue of a lead's delivery: the
 * command line, the staff's buttons and un-flagging spam all come here. Runs
 * in the caller's transaction, so the caller wakes the worker
 * (announceQueued) once that commits.
 */
export async function requeueLeadDeliveries(
  db: DB,
  which: { statuses: readonly DeliveryState[]; leadIds?: readonly number[] },
  now = new Date(),
): Promise<number[]> {
  return requeueReturning(
    deliveryQueue(db),
    DELIVERY_TABLE,
    {
      statuses: which.statuses,
      ...(which.leadIds ? { only: { column: "lead_id", values: which.leadIds } } : {}),
    },
    "lead_id",
    now,
  );
}

/** Tells this process's worker (and, through the cluster, the others) that leads wait. */
export function announceQueued(leadId?: number): void {
  if (leadId === undefined) leadEvents.emit("stored");
  else leadEvents.emit("stored", leadId);
}

// ---------------------------------------------------------------- what staff read

/** The filters of the staff's lead list (~/staff/leads). */
export interface LeadFilter {
  /** Inclusive ISO date or timestamp. */
  from?: string;
  /** Exclusive ISO date or timestamp. */
  to?: string;
  form?: LeadFormId;
  status?: DeliveryState;
  /** true: only leads flagged as spam; false: only leads not flagged. */
  spam?: boolean;
}

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

/** The columns of a lead as staff list it; the detail adds more (leadDetailRow). */
const LEAD_ROW_COLUMNS = [
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

/** A lead with its delivery, as stored. */
export interface LeadRow {
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

/** Leads newest first, a page at a time when `limit` or `offset` is given. */
export async function leadRows(
  db: DB,
  query: LeadFilter & { limit?: number; offset?: number },
): Promise<LeadRow[]> {
  let q = filtered(db, query).select(LEAD_ROW_COLUMNS).orderBy("leads.id", "desc");
  // OFFSET needs a LIMIT on SQLite; -1 there and NULL-free "ALL" are not portable, so use a large one.
  if (query.limit || query.offset) q = q.limit(query.limit ?? Number.MAX_SAFE_INTEGER);
  if (query.offset) q = q.offset(query.offset);
  return q.execute();
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

/** One lead with everything stored about it and its delivery, or undefined. */
export function leadDetailRow(db: DB, id: number) {
  return db
    .selectFrom("leads")
    .innerJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
    .select([
      ...LEAD_ROW_COLUMNS,
      "leads.client_ip",
      "leads.user_agent",
      "lead_deliveries.last_status",
      "lead_deliveries.next_attempt_at",
      "lead_deliveries.updated_at",
    ])
    .where("leads.id", "=", id)
    .executeTakeFirst();
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

/** A lead's contact, for a page about something it booked. */
export function leadContact(db: DB, leadId: number) {
  return db
    .selectFrom("leads")
    .select(["name", "mobile", "email"])
    .where("id", "=", leadId)
    .executeTakeFirst();
}

/** Contacts of several leads, by lead id. */
export async function leadContacts(
  db: DB,
  leadIds: readonly number[],
): Promise<Map<number, { name: string; mobile: string; email: string }>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("leads")
    .select(["id", "name", "mobile", "email"])
    .where("id", "in", [...new Set(leadIds)])
    .execute();
  return new Map(rows.map(({ id, ...contact }) => [Number(id), contact]));
}

/**
 * What the visit outboxes need of the leads behind their bookings, by lead
 * id: the contact, the form's stored fields, and the delivery's status (null
 * when it has none), since a visit's change waits until its lead reached the CRM.
 */
export async function leadsOfVisits(
  db: DB,
  leadIds: readonly number[],
): Promise<
  Map<
    number,
    { name: string; mobile: string; email: string; fieldsJson: string; status: string | null }
  >
> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("leads")
    .leftJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.name",
      "leads.mobile",
      "leads.email",
      "leads.fields_json",
      "lead_deliveries.status",
    ])
    .where("leads.id", "in", [...new Set(leadIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        name: r.name,
        mobile: r.mobile,
        email: r.email,
        fieldsJson: r.fields_json,
        status: r.status,
      },
    ]),
  );
}

// ---------------------------------------------------------------- what staff change

/** A lead with its delivery state, as a re-queue or un-flag sees it before changing it. */
export function leadWithDelivery(trx: DB, leadId: number) {
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

/** Clears a lead's spam flag; false when it was not flagged (checked on the row itself). */
export async function clearSpamFlag(trx: DB, leadId: number): Promise<boolean> {
  const updated = await trx
    .updateTable("leads")
    .set({ spam: 0, spam_reason: null })
    .where("id", "=", leadId)
    .where("spam", "=", 1)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- keys (ADR 61)

/**
 * Seals every lead's sealed fields under the ring's current key, a batch at
 * a time while the site runs: what an older key sealed, and what was stored
 * before sealing began. Each row is written only if nobody changed it since
 * it was read.
 */
export function resealLeads(db: DB, ring: KeyRing, batch = 200): Promise<Resealed> {
  return resealInBatches(
    (after) =>
      db
        .selectFrom("leads")
        .select(["id", "form", "fields_json"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(batch)
        .execute(),
    (row) => {
      if (!isLeadFormId(row.form)) return undefined;
      const stored = parseStoredJson(row.fields_json);
      if (!stored || sealedUnder(row.form, stored, ring)) return undefined;
      return JSON.stringify(sealFields(row.form, openFields(stored, ring), ring));
    },
    async (row, fields) => {
      const written = await db
        .updateTable("leads")
        .set({ fields_json: fields })
        .where("id", "=", row.id)
        .where("fields_json", "=", row.fields_json)
        .executeTakeFirst();
      return Number(written.numUpdatedRows) === 1;
    },
  );
}

function parseStoredJson(json: string): LeadData | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as LeadData) : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- a person's leads (issue 44)

/** Whose leads: those given with this mobile (its ten digits) or this e-mail (lower-cased). */
export type LeadOwner = { mobile: string } | { email: string };

function ofOwner(db: DB, owner: LeadOwner) {
  const q = db.selectFrom("leads");
  // Mobiles are stored as their ten digits (issue 42); e-mails as typed, so compared lower-cased.
  // A phone field (quick-contact) keeps the digits as typed: 0, 91 or 0091 may lead them.
  return "mobile" in owner
    ? q.where(
        "leads.mobile",
        "in",
        ["", "0", "91", "091", "0091"].map((prefix) => `${prefix}${owner.mobile}`),
      )
    : q.where(sql<string>`lower(leads.email)`, "=", owner.email);
}

/** A person's lead as a copy of their data shows it: its fields as stored (sealed), and its trip to the CRM. */
export interface OwnedLead {
  id: number;
  form: string;
  createdAt: string;
  name: string;
  email: string;
  mobile: string;
  fieldsJson: string;
  spam: boolean;
  /** The delivery's state, null when it has none. */
  status: string | null;
  attempts: number;
  deliveredAt: string | null;
  /** When a CRM call in flight may still be answered (its lease), for a delivery being sent. */
  lockedUntil: string | null;
}

/** Every lead given with the person's mobile or e-mail, oldest first. */
export async function leadsOfOwner(db: DB, owner: LeadOwner): Promise<OwnedLead[]> {
  const rows = await ofOwner(db, owner)
    .leftJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.form",
      "leads.created_at",
      "leads.name",
      "leads.email",
      "leads.mobile",
      "leads.fields_json",
      "leads.spam",
      "lead_deliveries.status",
      "lead_deliveries.attempts",
      "lead_deliveries.delivered_at",
      "lead_deliveries.locked_until",
    ])
    .orderBy("leads.id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    form: r.form,
    createdAt: r.created_at,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    fieldsJson: r.fields_json,
    spam: Number(r.spam) === 1,
    status: r.status,
    attempts: Number(r.attempts ?? 0),
    deliveredAt: r.delivered_at,
    lockedUntil: r.status === "delivering" ? r.locked_until : null,
  }));
}

/**
 * Stops the deliveries of these leads that have not reached the CRM, for
 * good: their sender withdrew consent (ADR 70). A delivery being sent now
 * is stopped too; its worker's answer then finds no claim to record on (the
 * shared queue records only on a row still "delivering" under its lease),
 * and the caller asks the CRM to erase what that call may have left.
 * Delivered rows keep their state: what the CRM holds is the caller's.
 * Returns how many were stopped.
 */
export async function withdrawDeliveries(
  trx: DB,
  leadIds: readonly number[],
  at: Date,
): Promise<number> {
  if (leadIds.length === 0) return 0;
  const result = await trx
    .updateTable("lead_deliveries")
    .set({
      status: "withdrawn",
      locked_by: null,
      locked_until: null,
      last_error: "Consent withdrawn by the sender",
      updated_at: at.toISOString(),
    })
    .where("lead_id", "in", [...new Set(leadIds)])
    .where("status", "in", ["pending", "delivering", "dead", "held"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes leads with their delivery rows (erasure, retention). Call the
 * bookings' stores first: a booking belongs to its lead. Returns how many of
 * each went.
 */
export async function deleteLeads(
  trx: DB,
  leadIds: readonly number[],
): Promise<{ leads: number; deliveries: number }> {
  if (leadIds.length === 0) return { leads: 0, deliveries: 0 };
  const ids = [...new Set(leadIds)];
  const deliveries = await trx
    .deleteFrom("lead_deliveries")
    .where("lead_id", "in", ids)
    .executeTakeFirst();
  const leads = await trx.deleteFrom("leads").where("id", "in", ids).executeTakeFirst();
  return { leads: Number(leads.numDeletedRows), deliveries: Number(deliveries.numDeletedRows) };
}

/**
 * Leads whose sender withdrew consent (ADR 70): the delivery stopped, or the
 * consent to the request itself marked withdrawn (a lead already delivered
 * keeps its "delivered" state). Retention erases them at its next run.
 */
export async function withdrawnLeadIds(db: DB): Promise<number[]> {
  const [stopped, withdrawn] = await Promise.all([
    db.selectFrom("lead_deliveries").select("lead_id").where("status", "=", "withdrawn").execute(),
    leadIdsWithWithdrawnConsent(db, "request"),
  ]);
  return [...new Set([...stopped.map((r) => Number(r.lead_id)), ...withdrawn])].sort(
    (a, b) => a - b,
  );
}

/** Leads flagged as spam that arrived before `before` (retention: kept a short while for review). */
export async function spamLeadIdsBefore(db: DB, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("spam", "=", 1)
    .where("created_at", "<", before)
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Leads whose sender has not been in touch since `before`: the lead is older,
 * and no later lead came with the same mobile or the same e-mail (the last
 * contact is the person's, not the form's). Retention, ADR 64.
 */
export async function idleLeadIdsBefore(db: DB, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom("leads as l")
    .select("l.id")
    .where("l.created_at", "<", before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("leads as later")
            .select("later.id")
            .where("later.created_at", ">=", before)
            .where((w) =>
              w.or([
                w.and([w("later.mobile", "<>", ""), w("later.mobile", "=", w.ref("l.mobile"))]),
                w.and([
                  w("later.email", "<>", ""),
                  w(sql<string>`lower(later.email)`, "=", sql<string>`lower(l.email)`),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy("l.id")
    .execute();
  return rows.map((r) => Number(r.id));
}

// ------------------------------------------------------- people a breach reached

/** An affected person as a breach notice needs them (ADR 65): whom, where, in which language. */
export interface NoticeRecipient {
  leadId: number;
  name: string;
  email: string;
  /** The language of the page the lead was sent from. */
  locale: string;
}

/**
 * The people behind the leads a breach reached, chosen by the leads' form and
 * date range or by their numbers (spam included: a flagged lead's data was
 * stored too). The language is read from the stored fields' plain `_locale`,
 * so nothing sealed is opened to choose them.
 */
export async function leadsForNotice(
  db: DB,
  which: { leadIds: readonly number[] } | Pick<LeadFilter, "form" | "from" | "to">,
): Promise<NoticeRecipient[]> {
  let q = db.selectFrom("leads").select(["id", "name", "email", "fields_json"]);
  if ("leadIds" in which) {
    if (which.leadIds.length === 0) return [];
    q = q.where("id", "in", [...new Set(which.leadIds)]);
  } else {
    if (which.form) q = q.where("form", "=", which.form);
    if (which.from) q = q.where("created_at", ">=", which.from);
    if (which.to) q = q.where("created_at", "<", which.to);
  }
  const rows = await q.orderBy("id").execute();
  return rows.map((row) => {
    const locale = parseStoredJson(row.fields_json)?.[LEAD_LOCALE_KEY];
    return {
      leadId: Number(row.id),
      name: row.name,
      email: row.email,
      locale: typeof locale === "string" && locale !== "" ? locale : defaultLocale,
    };
  });
}
