import type { Generated } from "kysely";

/** The breach register (migration 0022, ADR 65); owned by app/privacy/breaches/store.server.ts. */
export interface BreachTables {
  breach_incidents: {
    id: Generated<number>;
    title: string;
    /** ISO time the company became aware of it: the Board's 72 hours run from here (Rule 7(2)(b)). */
    found_at: string;
    occurred_at: string | null;
    what_happened_en: string;
    what_happened_hi: Generated<string>;
    steps_taken_en: string;
    steps_taken_hi: Generated<string>;
    data_kinds: string;
    selection_json: string;
    affected_count: number;
    notices_sent_at: string | null;
    board_reported_at: string | null;
    created_by: string;
    created_at: string;
    updated_at: string;
  };
  breach_notices: {
    id: Generated<number>;
    incident_id: number;
    lead_id: number;
    locale: string;
    created_at: string;
    status: "draft" | "pending" | "delivering" | "delivered" | "dead";
    attempts: Generated<number>;
    next_attempt_at: string;
    locked_until: string | null;
    locked_by: string | null;
    last_error: string | null;
    provider_id: string | null;
    sent_at: string | null;
    updated_at: string;
  };
}
