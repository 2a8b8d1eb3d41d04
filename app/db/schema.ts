import type { AlertTables } from "./schema/alerts";
import type { BreachTables } from "./schema/breaches";
import type { CatalogueTables } from "./schema/catalogue";
import type { ContentTables } from "./schema/content";
import type { DealerTables } from "./schema/dealers";
import type { ErasureTables } from "./schema/erasures";
import type { CoreTables } from "./schema/core";
import type { ConsentTables } from "./schema/consents";
import type { LeadTables } from "./schema/leads";
import type { PrivacyRequestTables } from "./schema/privacy-requests";
import type { StaffTables } from "./schema/staff";
import type { VisitTables } from "./schema/visits";

/**
 * The whole database as Kysely sees it. Each domain declares its tables in its
 * own file under schema/; column types are the portable subset that SQLite and
 * PostgreSQL share (text, integer, real; timestamps as ISO-8601 text; booleans
 * as 0/1 integers), so one migration history serves both.
 */
interface Tables
  extends
    CoreTables,
    CatalogueTables,
    ContentTables,
    DealerTables,
    LeadTables,
    StaffTables,
    AlertTables,
    VisitTables,
    PrivacyRequestTables,
    ErasureTables,
    ConsentTables,
    BreachTables {}

/**
 * Migration 0023 (issue 45, ADR 66): each outbox table keeps the id of the
 * request that queued a message, NULL when a job queued it, so the worker's
 * log lines about the message carry it.
 */
type OutboxTable =
  | "lead_deliveries"
  | "alert_deliveries"
  | "visit_changes"
  | "visit_messages"
  | "erasure_crm_requests"
  | "privacy_codes"
  | "breach_notices";

type WithRequestIds<T> = {
  [K in keyof T]: K extends OutboxTable ? T[K] & { request_id: string | null } : T[K];
};

export type Database = WithRequestIds<Tables>;
