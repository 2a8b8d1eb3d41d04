import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { appendAuditRow } from "./audit-log.server";

export interface AuditActor {
  user: { id: number; email: string } | null;
  clientIp: string;
  /** The browser's User-Agent; left out by the command line and by tests. */
  userAgent?: string;
}

export interface AuditEntry {
  /** Verb-like and dotted, e.g. "document.create", "lead.requeue", "staff.sign-in". */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** One line a person can read in the log, e.g. 'Published "Q2 results" in Financial Results'. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes one audit entry. Call it with the same transaction as the change it
 * describes, so a change is never stored without its entry (or the reverse).
 * Secrets (password hashes, TOTP secrets) must not be passed in before/after.
 */
export async function recordAudit(
  executor: Kysely<Database> | Transaction<Database>,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await appendAuditRow(executor, {
    actor_id: actor.user?.id ?? null,
    actor_email: actor.user?.email ?? "(anonymous)",
    action: entry.action,
    entity_type: entry.entityType,
    entity_id:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary.slice(0, 500),
    before_json: json(entry.before),
    after_json: json(entry.after),
    client_ip: actor.clientIp,
    user_agent: actor.userAgent?.slice(0, 300),
    created_at: new Date().toISOString(),
  });
}
