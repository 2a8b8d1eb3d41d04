import type { Generated } from "kysely";

/**
 * Consent recorded with each lead (issue 44, migration 0019, ADR 62): one
 * row per purpose, with the notice the visitor was shown. The alert
 * sign-ups' own consent columns are in alerts.ts.
 */
export interface ConsentTables {
  lead_consents: {
    id: Generated<number>;
    lead_id: number;
    /** A purpose of the form's notice: "request" (what the form asks for) or an optional one ("marketing"). */
    purpose: string;
    /** The first 16 hex digits of the SHA-256 of the notice's text in that language (app/lib/privacy/notice.ts). */
    notice_version: string;
    locale: string;
    /** How the form was sent: "page", "dialog" or "no-js" (a plain form post). */
    channel: string;
    given_at: string;
    /** Set when the person withdraws this purpose; the row itself stays as the record. */
    withdrawn_at: string | null;
  };
}
