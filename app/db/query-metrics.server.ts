import type { LogEvent, RootOperationNode } from "kysely";
import { siteMetrics } from "~/lib/metrics/registry.server";

/**
 * Kysely's `log` hook, for kamo_db_query_duration_seconds (ADR 67): Kysely
 * times every statement it runs when a logger is given, and answers its kind
 * and outcome here. The statement's text and values are never looked at
 * beyond its first word (they may hold what a visitor typed).
 */
export function observeQuery(event: LogEvent): void {
  siteMetrics().queryDuration.observe(
    {
      statement: statementKind(event.query.query, event.query.sql),
      outcome: event.level === "error" ? "error" : "ok",
    },
    event.queryDurationMillis / 1000,
  );
}

const KINDS: Partial<Record<RootOperationNode["kind"], string>> = {
  SelectQueryNode: "select",
  InsertQueryNode: "insert",
  UpdateQueryNode: "update",
  DeleteQueryNode: "delete",
};

/** select, insert, update, delete, or other (DDL, pragma, begin, commit…). */
export function statementKind(node: RootOperationNode, text: string): string {
  const kind = KINDS[node.kind];
  if (kind) return kind;
  // Raw SQL (sql`…`): its first word, when it is one of the four.
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  return word === "select" || word === "insert" || word === "update" || word === "delete"
    ? word
    : word === "with"
      ? "select"
      : "other";
}
