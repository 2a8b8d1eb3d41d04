import type { Generated } from "kysely";

/**
 * Home visits booked with a consultation (issue 42, migration 0016, ADR 41):
 * the service areas staff set, the bookings holding a seat of a slot, and
 * the changes staff make, which are also the queue that takes them to the CRM.
 */
export interface VisitTables {
  visit_areas: {
    id: Generated<number>;
    name: string;
    /** PIN prefixes (1-5 digits) and whole PINs, separated by commas or spaces. */
    pins: string;
    /** Visits each slot of a working day can take; 0 means that slot is not offered. */
    morning_visits: number;
    afternoon_visits: number;
    evening_visits: number;
    /** Weekdays off, 0 (Sunday) to 6, comma-separated. */
    weekly_off: string;
    /** Dates off (YYYY-MM-DD, IST), comma-separated. */
    closed_dates: string;
    active: number;
    created_at: string;
    updated_at: string;
  };
  visit_bookings: {
    id: Generated<number>;
    /** What the visitor quotes: 8 characters of an alphabet without look-alikes, random. */
    reference: string;
    lead_id: number;
    area_id: number;
    /** The visit's day in India (YYYY-MM-DD). */
    visit_date: string;
    /** morning, afternoon or evening (booking/slots.ts). */
    slot: string;
    /** The seat of the slot it holds, 1 to the slot's capacity; NULL once cancelled. */
    seat: number | null;
    status: "booked" | "cancelled";
    pin: string;
    locality: string;
    /** The language of the page it was booked on (migration 0018): its messages are in it. */
    locale: Generated<string>;
    created_at: string;
    updated_at: string;
  };
  visit_changes: {
    id: Generated<number>;
    booking_id: number;
    kind: "rescheduled" | "cancelled";
    from_date: string;
    from_slot: string;
    to_date: string | null;
    to_slot: string | null;
    reason: string;
    staff_email: string;
    created_at: string;
    /** The outbox's columns (app/db/outbox/queue.server.ts). */
    status: "pending" | "delivering" | "delivered" | "dead";
    attempts: number;
    next_attempt_at: string;
    locked_until: string | null;
    locked_by: string | null;
    idempotency_key: string;
    last_error: string | null;
    last_status: number | null;
    delivered_at: string | null;
    updated_at: string;
  };
  /** Messages to the visitor (migration 0018, ADR 45), each its own delivery on the outbox queue. */
  visit_messages: {
    id: Generated<number>;
    booking_id: number;
    /** The staff change it announces; null for the booking itself. */
    change_id: number | null;
    event: "booked" | "rescheduled" | "cancelled";
    channel: "sms" | "email";
    locale: string;
    /** The visit as the message announces it (YYYY-MM-DD, IST, and the slot). */
    visit_date: string;
    slot: string;
    created_at: string;
    status: "pending" | "delivering" | "delivered" | "dead";
    attempts: number;
    next_attempt_at: string;
    locked_until: string | null;
    locked_by: string | null;
    last_error: string | null;
    last_status: number | null;
    provider_id: string | null;
    sent_at: string | null;
    updated_at: string;
  };
}
