import type { Generated } from "kysely";

/**
 * Leads and their CRM deliveries (issue 5). A lead is written together with its
 * delivery record in one transaction; the delivery worker only ever changes
 * the delivery row.
 */
export interface LeadTables {
  leads: {
    id: Generated<number>;
    /** Which form: consultation, quick-contact, lets-talk, dealer, distributor, contractor, contractor-short, vendor. */
    form: string;
    /** Unique per submission (form session key + content hash), so a resubmission is not a second lead. */
    submission_key: string;
    name: string;
    email: string;
    mobile: string;
    /** Every validated field as JSON, codes included (LeadData). */
    fields_json: string;
    /** 1 when the honeypot, time trap or a bad session flagged it; kept, not forwarded. */
    spam: number;
    spam_reason: string | null;
    client_ip: string;
    user_agent: string;
    created_at: string;
  };
  lead_deliveries: {
    id: Generated<number>;
    lead_id: number;
    /** pending → delivering → delivered, or back to pending with a later next_attempt_at, or dead; held for spam. */
    status: "pending" | "delivering" | "delivered" | "dead" | "held" | "withdrawn";
    attempts: number;
    next_attempt_at: string;
    /** A claim is a lease: a worker killed mid-delivery leaves it to expire and be claimed again. */
    locked_until: string | null;
    locked_by: string | null;
    /** Sent as the Idempotency-Key header on every attempt. */
    idempotency_key: string;
    last_error: string | null;
    last_status: number | null;
    delivered_at: string | null;
    updated_at: string;
  };
}
