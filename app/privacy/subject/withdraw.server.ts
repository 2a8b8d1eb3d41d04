import type { DB } from "~/db/client.server";
import { bookingIdsOfLeads } from "~/leads/booking/store.server";
import { dropUnsentMessagesOfBookings } from "~/leads/booking/visitor-outbox.server";
import { withdrawConsent } from "~/leads/consent/store.server";
import { leadsOfOwner, withdrawDeliveries } from "~/leads/delivery/store.server";
import { deleteSubscriberOfEmail } from "~/investors/alerts/store.server";
import {
  askCrmToErase,
  mayHaveReachedCrm,
  withoutPerson,
  type ErasureRequest,
} from "./erase.server";
import { erasureEvents, insertErasure } from "./erasure-store.server";
import type { SubjectIdentity } from "./identity";
import { ownerOf } from "./summary.server";

/**
 * A withdrawal of consent (Act s. 6(4)-(6), issue 44, ADR 70): the site and
 * those it shares with stop processing the person's data at once, and the
 * data goes at the retention job's next daily run (s. 8(7)(a);
 * job.server.ts, "withdrawn_leads"). In one transaction:
 * - each purpose given with their leads is marked withdrawn (the consent
 *   record keeps the time);
 * - a lead not yet sent to the CRM never will be: its delivery becomes
 *   "withdrawn", which no re-queue names, not even a staff button;
 * - what the CRM may already hold it is asked to erase, on the erasures'
 *   CRM outbox (retried through an outage, one Idempotency-Key), since the
 *   CRM has no "stop" of its own and sales work from it;
 * - texts and mails about a visit they booked, not yet sent, are dropped;
 * - an investor alert subscription of their e-mail ends, with its mails.
 */
export interface WithdrawalResult {
  /** Consent rows marked withdrawn now. */
  purposes: number;
  leads: number;
  /** Deliveries stopped before they reached the CRM. */
  deliveriesStopped: number;
  /** Texts and mails about their visits dropped before they were sent. */
  visitMessagesDropped: number;
  crmRequested: boolean;
  alertSubscriptionEnded: boolean;
}

/** The purposes a withdrawal takes back: the request itself and every optional one. */
export const WITHDRAWN_PURPOSES = ["request", "marketing"] as const;

export async function withdrawSubject(
  db: DB,
  identity: SubjectIdentity,
  request: ErasureRequest,
): Promise<WithdrawalResult> {
  const at = request.at.toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const leads = await leadsOfOwner(trx, ownerOf(identity));
    const leadIds = leads.map((l) => l.id);
    let purposes = 0;
    for (const purpose of WITHDRAWN_PURPOSES)
      purposes += await withdrawConsent(trx, { leadIds }, purpose, request.at);
    const deliveriesStopped = await withdrawDeliveries(trx, leadIds, request.at);
    const visitMessagesDropped = await dropUnsentMessagesOfBookings(
      trx,
      await bookingIdsOfLeads(trx, leadIds),
    );
    const alerts =
      identity.kind === "email"
        ? await deleteSubscriberOfEmail(trx, identity.email)
        : { subscribers: 0, categories: 0, mails: 0 };
    // What goes elsewhere now is recorded as an erasure, as a person's own
    // erasure is (the CRM's request hangs on that record): what kinds, when
    // and why, and nobody's name. A withdrawal that stops only local work
    // leaves its trace in the consent record and the request.
    let crmRequested = false;
    if (leads.some(mayHaveReachedCrm) || alerts.subscribers > 0) {
      const erasureId = await insertErasure(trx, {
        erasedAt: at,
        reason: withoutPerson(request.reason, identity, leads),
        erasedBy: withoutPerson(request.by, identity, leads),
        counts: {
          alert_subscribers: alerts.subscribers,
          alert_subscriber_categories: alerts.categories,
          alert_deliveries: alerts.mails,
        },
      });
      crmRequested = await askCrmToErase(trx, erasureId, leads, at);
    }
    return {
      purposes,
      leads: leads.length,
      deliveriesStopped,
      visitMessagesDropped,
      crmRequested,
      alertSubscriptionEnded: alerts.subscribers > 0,
    };
  });
  if (result.crmRequested) erasureEvents.emit("queued");
  return result;
}
