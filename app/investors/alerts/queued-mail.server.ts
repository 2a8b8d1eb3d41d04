import { sql } from "kysely";

/**
 * How every mail that is queued for many subscribers at once (INSERT …
 * SELECT from alert_subscribers: an alert, a day's digest) starts its life:
 * pending, not tried yet, due at once. The columns follow subscriber_id, kind
 * and what the mail is about.
 */
export const queuedMailColumns = [
  "status",
  "attempts",
  "next_attempt_at",
  "created_at",
  "updated_at",
] as const;

/** The values of queuedMailColumns, in their order, for a mail queued at `at`. */
export function queuedMailValues(at: string) {
  // Typed for PostgreSQL, which cannot infer a parameter's type inside INSERT … SELECT.
  return [
    sql<string>`'pending'`.as("status"),
    sql<number>`0`.as("attempts"),
    sql<string>`cast(${at} as text)`.as("next_attempt_at"),
    sql<string>`cast(${at} as text)`.as("created_at"),
    sql<string>`cast(${at} as text)`.as("updated_at"),
  ] as const;
}
