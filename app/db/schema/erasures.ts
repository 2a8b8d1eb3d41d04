import type { Generated } from "kysely";

/**
 * Erasure and retention (issue 44, migration 0021, ADR 64): the record of
 * each erasure (no personal data), its request to the CRM on the shared
 * outbox, and the retention job's daily runs.
 */
export interface ErasureTables {
  erasures: {
    id: Generated<number>;
    erased_at: string;
    /** Why, in words that name nobody: "erasure request", "retention schedule". */
    reason: string;
    /** Who: a staff account, "the person, identity proven by a one-time code", "retention job". */
    erased_by: string;
    /** How many rows of each kind went: { "leads": 2, "visit_bookings": 1, ... }. */
    counts_json: string;
  };
  erasure_crm_requests: {
    id: Generated<number>;
    erasure_id: number;
    /** The mobiles and e-mails the CRM files the person under, sealed (ADR 61); "" once the CRM confirmed. */
    subject_sealed: string;
    /** Sent as the Idempotency-Key header on every attempt. */
    idempotency_key: string;
    created_at: string;
    /** The shared queue's states (db/outbox): pending → delivering → delivered, or dead. */
    status: "pending" | "delivering" | "delivered" | "dead";
    attempts: number;
    next_attempt_at: string;
    locked_until: string | null;
    locked_by: string | null;
    last_error: string | null;
    last_status: number | null;
    delivered_at: string | null;
    updated_at: string;
  };
  retention_runs: {
    id: Generated<number>;
    /** The day (UTC, YYYY-MM-DD) the run is for; unique, so one run a day across machines. */
    run_day: string;
    started_at: string;
    finished_at: string | null;
    /** What was erased or anonymised, per kind. */
    counts_json: string;
    error: string | null;
  };
}
