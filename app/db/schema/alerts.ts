import type { Generated } from "kysely";

/** Investor e-mail alerts (issue 29, ADR 33; migration 0011). */
export interface AlertTables {
  alert_subscribers: {
    id: Generated<number>;
    /** Lower-case, as typed (a +tag kept); deleted with the row when the subscriber unsubscribes. */
    email: string;
    /**
     * The id in the subscriber's links: 128 random bits, base64url (migration 0014). The
     * integer id stays internal, as it counts the sign-ups.
     */
    public_id: string;
    /** The language the subscriber signed up in (en, hi): every mail is written in it. */
    locale: string;
    all_categories: number;
    /** 1: one mail a day listing the day's documents instead of one per document. */
    digest: number;
    /** Signed into every link; a new one makes the old links worthless. */
    link_nonce: string;
    /** NULL until the address confirmed (double opt-in): nothing but the confirmation goes out before. */
    confirmed_at: string | null;
    /** When the last confirmation (or "already subscribed") mail was queued: at most one an hour. */
    confirmation_sent_at: string | null;
    /**
     * The consent given with the sign-up (migration 0019, ADR 62): the version of the
     * notice shown beside the form, how it was sent ("page" or "no-js") and when. Its
     * one purpose is the alerts; NULL for sign-ups made before notices existed.
     */
    notice_version: string | null;
    consent_channel: string | null;
    consent_given_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Sign-up mails counted per mailbox and per recipient domain, by the hour (migration 0014). */
  alert_mail_limits: {
    /** "mailbox:<HMAC of the mailbox>" or "domain:<domain>". */
    key: string;
    window_start: string;
    sent: number;
  };
  alert_subscriber_categories: {
    subscriber_id: number;
    category: string;
  };
  investor_alerts: {
    id: Generated<number>;
    document_id: number;
    category: string;
    digest_day: string;
    created_at: string;
  };
  alert_deliveries: {
    id: Generated<number>;
    subscriber_id: number;
    kind: "confirm" | "already" | "alert" | "digest";
    alert_id: number | null;
    digest_day: string | null;
    /** The shared queue's states (db/outbox): pending → delivering → delivered, or dead. */
    status: "pending" | "delivering" | "delivered" | "dead";
    attempts: number;
    next_attempt_at: string;
    locked_until: string | null;
    locked_by: string | null;
    last_error: string | null;
    message_id: string | null;
    sent_at: string | null;
    created_at: string;
    updated_at: string;
  };
}
