import { randomUUID } from "node:crypto";
import type { DB } from "~/db/client.server";
import { bookingIdsOfLeads, deleteBookings } from "~/leads/booking/store.server";
import { deleteChangesOfBookings } from "~/leads/booking/visit-outbox.server";
import { deleteMessagesOfBookings } from "~/leads/booking/visitor-outbox.server";
import { deleteLeads, leadsOfOwner, type OwnedLead } from "~/leads/delivery/store.server";
import { deleteSubscriberOfEmail } from "~/investors/alerts/store.server";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { seal } from "~/lib/crypto/sealed.server";
import {
  erasureEvents,
  insertErasure,
  queueCrmErasure,
  type ErasureCounts,
} from "./erasure-store.server";
import { identityValue, type SubjectIdentity } from "./identity";
import { ownerOf } from "./summary.server";

/**
 * Erasure (Act s. 12(3), issue 44, ADR 64): everything given with the
 * person's mobile or e-mail goes, in one transaction, each table through its
 * own store: their leads with their deliveries, the visits those leads booked
 * with the visit's changes and messages, and (for an e-mail) their alert
 * subscription with its choices and mails. Nothing is kept "anonymised":
 * a lead without its person is worth nothing to sales, and a count of
 * erased rows is all the record needs.
 *
 * What the CRM got (any lead it may have received) it is asked to erase too,
 * through the CRM adapter on the shared outbox (crm-erasure-outbox.server.ts):
 * retried through an outage, one Idempotency-Key for all its attempts, so
 * the CRM erases once. The record left (the erasures table) says what kinds
 * and how many, when, why and by whom, and nothing of the person.
 */
export interface ErasureRequest {
  /** Who erased: a staff account's e-mail, or "the person (identity proven by a one-time code)". */
  by: string;
  /** Why, in words that name nobody: "erasure request 12", "consent withdrawn". */
  reason: string;
  at: Date;
}

export interface ErasureResult {
  /** The record's id (erasures.id). */
  erasureId: number;
  /** Rows erased, per table. */
  counts: ErasureCounts;
  /** True when the CRM was asked to erase too (something had been sent to it). */
  crmRequested: boolean;
}

/** The sealed request's binding (ADR 61): it opens only as this column. */
export const CRM_SUBJECT_CONTEXT = "erasure_crm_requests.subject";

/** What the CRM request carries, sealed in its outbox row until the CRM confirms. */
export interface CrmSubject {
  mobiles: string[];
  emails: string[];
  leadIds: number[];
}

export async function eraseSubject(
  db: DB,
  identity: SubjectIdentity,
  request: ErasureRequest,
): Promise<ErasureResult> {
  const at = request.at.toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const leads = await leadsOfOwner(trx, ownerOf(identity));
    const deleted = await eraseLeads(
      trx,
      leads.map((l) => l.id),
    );
    const alerts =
      identity.kind === "email"
        ? await deleteSubscriberOfEmail(trx, identity.email)
        : { subscribers: 0, categories: 0, mails: 0 };
    const counts: ErasureCounts = {
      ...deleted,
      alert_subscribers: alerts.subscribers,
      alert_subscriber_categories: alerts.categories,
      alert_deliveries: alerts.mails,
    };
    const erasureId = await insertErasure(trx, {
      erasedAt: at,
      reason: withoutPerson(request.reason, identity, leads),
      erasedBy: withoutPerson(request.by, identity, leads),
      counts,
    });
    const crmRequested = await askCrmToErase(trx, erasureId, leads, at);
    return { erasureId, counts, crmRequested };
  });
  if (result.crmRequested) erasureEvents.emit("queued");
  return result;
}

/** Rows erased with a set of leads, per table. */
export interface LeadErasureCounts {
  leads: number;
  lead_deliveries: number;
  visit_bookings: number;
  visit_changes: number;
  visit_messages: number;
}

/**
 * Deletes leads with everything that hangs on them, each table through its
 * own store, children first (a message names its change, a change its
 * booking, a booking its lead). Call in a transaction: erasure and the
 * retention job both do.
 */
export async function eraseLeads(trx: DB, leadIds: readonly number[]): Promise<LeadErasureCounts> {
  const bookingIds = await bookingIdsOfLeads(trx, leadIds);
  const visitMessages = await deleteMessagesOfBookings(trx, bookingIds);
  const visitChanges = await deleteChangesOfBookings(trx, bookingIds);
  const visitBookings = await deleteBookings(trx, bookingIds);
  const deleted = await deleteLeads(trx, leadIds);
  return {
    leads: deleted.leads,
    lead_deliveries: deleted.deliveries,
    visit_bookings: visitBookings,
    visit_changes: visitChanges,
    visit_messages: visitMessages,
  };
}

/**
 * Queues the CRM's erase of what these leads may have left there, under an
 * erasure record; call in that record's transaction, then emit "queued" on
 * erasureEvents once it commits. Answers whether anything was queued.
 */
export async function askCrmToErase(
  trx: DB,
  erasureId: number,
  leads: readonly OwnedLead[],
  at: string,
): Promise<boolean> {
  const sent = leads.filter(mayHaveReachedCrm);
  if (sent.length === 0) return false;
  const subject: CrmSubject = {
    mobiles: distinct(sent.map((l) => l.mobile)),
    emails: distinct(sent.map((l) => l.email.trim().toLowerCase())),
    leadIds: sent.map((l) => l.id),
  };
  await queueCrmErasure(trx, {
    erasureId,
    subjectSealed: seal(dataKeyRing(), CRM_SUBJECT_CONTEXT, JSON.stringify(subject)),
    idempotencyKey: randomUUID(),
    at,
    dueAt: afterCallsInFlight(sent, at),
  });
  return true;
}

/** Sent, being sent, or tried: the CRM may hold it (a call that timed out may have landed). */
export function mayHaveReachedCrm(lead: OwnedLead): boolean {
  return (
    lead.deliveredAt !== null ||
    lead.status === "delivered" ||
    lead.status === "delivering" ||
    lead.attempts > 0
  );
}

/**
 * When the erase may go: not before a lead's CRM call in flight has ended
 * (its lease), or the erase could reach the CRM before the lead does and
 * leave the lead there.
 */
function afterCallsInFlight(leads: readonly OwnedLead[], at: string): string {
  return leads
    .map((l) => l.lockedUntil)
    .filter((t): t is string => t !== null)
    .reduce((latest, t) => (t > latest ? t : latest), at);
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v !== ""))];
}

/**
 * The record's words without the person in them: whoever types a reason may
 * quote the number, the address or the name, and the record must hold none.
 */
export function withoutPerson(
  text: string,
  identity: SubjectIdentity,
  leads: readonly Pick<OwnedLead, "name" | "email" | "mobile">[],
): string {
  const values = distinct([
    identityValue(identity),
    ...leads.flatMap((l) => [l.name.trim(), l.email.trim(), l.mobile]),
  ]).filter((v) => v.length >= 3);
  let clean = text;
  for (const value of values.sort((a, b) => b.length - a.length))
    clean = clean.replace(new RegExp(escapeRegExp(value), "gi"), "[removed]");
  return clean.slice(0, 300);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
