import { z } from "zod";
import type { AuditQuery } from "~/staff/audit/audit-log.server";
import { dayRangeQuery, readDayRange } from "~/staff/ui/date-range";
import { SECURITY_ACTIONS } from "~/staff/auth/security-events";
import { PERSONAL_DATA_ACTIONS } from "./personal-data-access";

/**
 * The audit log's filters as GET query parameters (a filtered view is a
 * link). Client-safe: the filter form and the page links use it too.
 */

export interface AuditFilterValues {
  /**
   * "security": sign-ins, failures, lock-outs, passwords, two-step, accounts and roles;
   * "personal-data": staff reading personal data (a lead opened, exported, a field revealed).
   */
  events?: "security" | "personal-data";
  who?: string;
  action?: string;
  entity?: string;
  /** The record's number, e.g. a lead's: which lead was read. */
  record?: string;
  /** YYYY-MM-DD, a day in India (IST), inclusive. */
  from?: string;
  /** YYYY-MM-DD, a day in India (IST), inclusive. */
  to?: string;
  page: number;
}

export type AuditFilterField = "events" | "who" | "action" | "entity" | "record" | "from" | "to";

// Free text compared for equality only; the cap keeps a silly URL from reaching the database.
const shortValue = z.string().max(200, "Too long");

export function parseAuditFilters(params: URLSearchParams): {
  values: AuditFilterValues;
  errors: Partial<Record<AuditFilterField, string>>;
} {
  const errors: Partial<Record<AuditFilterField, string>> = {};
  const values: AuditFilterValues = { page: 1 };
  const text = (name: string) => (params.get(name) ?? "").trim();
  const events = text("events");
  if (events === "security" || events === "personal-data") values.events = events;
  else if (events) errors.events = "Choose all events, security events or personal data read.";
  for (const name of ["who", "action", "entity"] as const) {
    const value = text(name);
    if (!value) continue;
    const parsed = shortValue.safeParse(value);
    if (parsed.success) values[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? "Not valid";
  }
  const record = text("record").replace(/^#/, "");
  if (/^\d{1,9}$/.test(record)) values.record = record;
  else if (record) errors.record = "Enter a record's number, for example 42.";
  readDayRange(text, values, errors);
  const page = Number.parseInt(text("page"), 10);
  if (Number.isInteger(page) && page > 1 && page < 1_000_000) values.page = page;
  return { values, errors };
}

export function auditQueryOf(values: AuditFilterValues): AuditQuery {
  return {
    actions:
      values.events === "security"
        ? SECURITY_ACTIONS
        : values.events === "personal-data"
          ? PERSONAL_DATA_ACTIONS
          : undefined,
    actorEmail: values.who,
    action: values.action,
    entityType: values.entity,
    entityId: values.record,
    ...dayRangeQuery(values),
  };
}

export function auditFilterSearch(
  values: AuditFilterValues,
  changes: Partial<AuditFilterValues> = {},
): string {
  const merged = { ...values, ...changes };
  const params = new URLSearchParams();
  for (const name of ["events", "who", "action", "entity", "record", "from", "to"] as const) {
    const value = merged[name];
    if (value) params.set(name, value);
  }
  if (merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasAuditFilters(values: AuditFilterValues): boolean {
  return Boolean(
    values.events ||
    values.who ||
    values.action ||
    values.entity ||
    values.record ||
    values.from ||
    values.to,
  );
}
