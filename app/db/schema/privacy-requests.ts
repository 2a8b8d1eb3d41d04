import type { Generated } from "kysely";

/** The rights of the people whose data we hold (issue 44, ADR 63; migration 0020). */
export interface PrivacyRequestTables {
  /** One-time codes, each also its own delivery on the outbox queue. */
  privacy_codes: {
    id: Generated<number>;
    channel: "sms" | "email";
    /** A keyed digest of the channel and the contact (identity/contact.ts): never the contact. */
    identity: string;
    /** A keyed digest of the row's id and the code: never the code. */
    code_digest: string;
    /** The language the code's message is written in. */
    locale: string;
    created_at: string;
    expires_at: string;
    /** Set once the code proved the identity: it never works again. */
    used_at: string | null;
    wrong_tries: Generated<number>;
    /** The destination and the code, sealed; NULL once the message was sent or is dead. */
    message: string | null;
    /** The outbox's columns (app/db/outbox/queue.server.ts). */
    status: "pending" | "delivering" | "delivered" | "dead";
    attempts: number;
    next_attempt_at: string;
    locked_until: string | null;
    locked_by: string | null;
    last_error: string | null;
    sent_at: string | null;
    updated_at: string;
  };
  /** Codes counted per hour: "sms:<digest>", "email:<digest>" or "client:<digest>". */
  privacy_code_limits: {
    key: string;
    window_start: string;
    taken: number;
  };
  /** Requests from the people whose data we hold (Act s. 11-14). */
  privacy_requests: {
    id: Generated<number>;
    /** What the person and staff quote: random, no personal data. */
    reference: string;
    kind: "copy" | "correct" | "erase" | "withdraw" | "nominate" | "grievance";
    state: "received" | "in-progress" | "completed" | "declined";
    channel: "sms" | "email";
    /** A keyed digest of the proven contact: how the person finds their requests again. */
    identity: string;
    /** The proven mobile or address, sealed: staff answer and act on it. */
    contact: string;
    /** What the person wrote (the correction, the nominee, the grievance), sealed. */
    details: string | null;
    /** What the site did for a request it carries out itself, in words without personal data. */
    outcome: string | null;
    locale: string;
    created_at: string;
    /** 90 days after it was made (Rule 14 and the Act's s. 13: a set period). */
    deadline_at: string;
    /** Staff's reply to the person, sealed. */
    reply: string | null;
    replied_at: string | null;
    replied_by: string | null;
    updated_at: string;
  };
}
