import type { Insertable } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { AuditEntryView, FieldChange } from "./audit-types";

/**
 * The only module that reads or writes `audit_log` (ADR 53). Entries are
 * shaped by app/staff/audit/record.server.ts and appended here, in the same
 * transaction as each change; nothing ever changes or deletes one. The reads
 * serve the admins' view and the notice of failed sign-ins.
 */

/** Appends one entry, with the caller's database or transaction. */
export async function appendAuditRow(
  db: DB,
  row: Insertable<Database["audit_log"]>,
): Promise<void> {
  await db.insertInto("audit_log").values(row).execute();
}

export interface FailuresSinceSuccess {
  /** When the previous success was recorded; null when there was none. */
  since: string | null;
  count: number;
  /** The newest few failures, newest first. */
  recent: { created_at: string; client_ip: string }[];
}

/**
 * Entries with the `failure` action on one entity since its newest entry with
 * the `success` action (all of them when there is none): how many, and the
 * newest `recentLimit`.
 */
export async function failuresSinceLastSuccess(
  db: DB,
  entity: { type: string; id: string },
  actions: { success: string; failure: string },
  recentLimit: number,
): Promise<FailuresSinceSuccess> {
  const ofEntity = db
    .selectFrom("audit_log")
    .where("entity_type", "=", entity.type)
    .where("entity_id", "=", entity.id);
  const previous = await ofEntity
    .select("created_at")
    .where("action", "=", actions.success)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  let failures = ofEntity.where("action", "=", actions.failure);
  if (previous) failures = failures.where("created_at", ">", previous.created_at);
  const counted = await failures
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const count = Number(counted.n);
  const recent =
    count === 0
      ? []
      : await failures
          .select(["created_at", "client_ip"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(recentLimit)
          .execute();
  return { since: previous?.created_at ?? null, count, recent };
}

export interface AuditQuery {
  actorEmail?: string;
  action?: string;
  /** Only entries whose action is one of these (e.g. the security events). */
  actions?: readonly string[];
  entityType?: string;
  /** One record's entries, e.g. every read of lead 42 (with entityType "lead"). */
  entityId?: string;
  /** Inclusive ISO timestamp. */
  from?: string;
  /** Exclusive ISO timestamp. */
  to?: string;
  limit?: number;
  offset?: number;
}

export interface AuditEntryDetail extends AuditEntryView {
  actorId: number | null;
  changes: FieldChange[];
  /** The recorded JSON, pretty-printed, for anything the field list cannot show. */
  beforeJson: string | null;
  afterJson: string | null;
}

function filtered(db: DB, query: AuditQuery) {
  let q = db.selectFrom("audit_log");
  if (query.actorEmail) q = q.where("actor_email", "=", query.actorEmail);
  if (query.action) q = q.where("action", "=", query.action);
  if (query.actions) q = q.where("action", "in", [...query.actions]);
  if (query.entityType) q = q.where("entity_type", "=", query.entityType);
  if (query.entityId) q = q.where("entity_id", "=", query.entityId);
  if (query.from) q = q.where("created_at", ">=", query.from);
  if (query.to) q = q.where("created_at", "<", query.to);
  return q;
}

/** Entries newest first. */
export async function listAuditEntries(db: DB, query: AuditQuery = {}): Promise<AuditEntryView[]> {
  let q = filtered(db, query)
    .select([
      "id",
      "created_at",
      "actor_email",
      "action",
      "entity_type",
      "entity_id",
      "summary",
      "client_ip",
      "user_agent",
      "before_json",
      "after_json",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (query.limit || query.offset) q = q.limit(query.limit ?? Number.MAX_SAFE_INTEGER);
  if (query.offset) q = q.offset(query.offset);
  const rows = await q.execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    hasChanges: row.before_json !== null || row.after_json !== null,
  }));
}

export async function countAuditEntries(db: DB, query: AuditQuery = {}): Promise<number> {
  const row = await filtered(db, query)
    .select(db.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The people, actions and kinds of record that appear in the log, for the filter lists. */
export async function auditFilterChoices(
  db: DB,
): Promise<{ actors: string[]; actions: string[]; entityTypes: string[] }> {
  const distinct = async (column: "actor_email" | "action" | "entity_type") =>
    (
      await db
        .selectFrom("audit_log")
        .select(column)
        .distinct()
        .orderBy(column)
        // A list longer than this is no use in a select; the log of a company this size stays far below it.
        .limit(500)
        .execute()
    ).map((row) => String(row[column]));
  const [actors, actions, entityTypes] = await Promise.all([
    distinct("actor_email"),
    distinct("action"),
    distinct("entity_type"),
  ]);
  return { actors, actions, entityTypes };
}

export async function getAuditEntry(db: DB, id: number): Promise<AuditEntryDetail | null> {
  const row = await db.selectFrom("audit_log").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const before = parseJson(row.before_json);
  const after = parseJson(row.after_json);
  return {
    id: row.id,
    createdAt: row.created_at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    hasChanges: row.before_json !== null || row.after_json !== null,
    changes: diffRecorded(before, after),
    beforeJson: row.before_json === null ? null : JSON.stringify(before, null, 2),
    afterJson: row.after_json === null ? null : JSON.stringify(after, null, 2),
  };
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A hand-edited or truncated entry is still shown, as the text it is.
    return text;
  }
}

/** Leaves of a recorded value by dotted path; arrays of plain values read as one list. */
function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value === undefined) return;
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== "object")) {
    into.set(prefix || "(value)", value.map((v) => String(v)).join(", "));
    return;
  }
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) into.set(prefix || "(value)", Array.isArray(value) ? "(none)" : "{}");
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix || "(value)", value === null ? "(empty)" : String(value));
}

/**
 * Field-by-field comparison of the recorded before and after, in the order
 * the fields were recorded (before's first, then fields only in after).
 */
export function diffRecorded(before: unknown, after: unknown): FieldChange[] {
  const old = new Map<string, string>();
  const now = new Map<string, string>();
  flatten(before, "", old);
  flatten(after, "", now);
  const paths = [...old.keys(), ...[...now.keys()].filter((k) => !old.has(k))];
  return paths.map((path): FieldChange => {
    const b = old.get(path) ?? null;
    const a = now.get(path) ?? null;
    const kind = b === null ? "added" : a === null ? "removed" : b === a ? "unchanged" : "changed";
    return { path, kind, before: b, after: a };
  });
}

export type { AuditEntryView, FieldChange } from "./audit-types";
