import type { DB } from "~/db/client.server";
import {
  ownCreatedAt,
  readOutboxDepth,
  type OutboxDefinition,
  type OutboxDepth,
  type OutboxTable,
} from "~/db/outbox/depth.server";
import { deliveryQueuedAt } from "~/leads/delivery/store.server";
import { logFor } from "~/lib/log/logger.server";
import { watchOutboxDepths } from "~/lib/metrics/registry.server";

const log = logFor("metrics");

/**
 * Every outbox, for kamo_outbox_messages and kamo_outbox_oldest_waiting_seconds
 * (ADR 67): the lead deliveries and visit changes to the CRM, the investor
 * alert mails, the visitor's messages, the privacy codes, the CRM erasures
 * and the breach notices.
 */
export const OUTBOXES = [
  // A lead's delivery row has no created_at of its own: its lead's, from its store.
  { table: "lead_deliveries", queuedAt: deliveryQueuedAt },
  { table: "alert_deliveries", queuedAt: ownCreatedAt },
  { table: "visit_changes", queuedAt: ownCreatedAt },
  { table: "visit_messages", queuedAt: ownCreatedAt },
  { table: "privacy_codes", queuedAt: ownCreatedAt },
  { table: "erasure_crm_requests", queuedAt: ownCreatedAt },
  { table: "breach_notices", queuedAt: ownCreatedAt },
] as const satisfies readonly OutboxDefinition[];

/** Compiles only while every table with the queue's columns is listed above. */
export const everyOutboxListed: Exclude<
  OutboxTable,
  (typeof OUTBOXES)[number]["table"]
> extends never
  ? true
  : false = true;

/**
 * A scrape every second from two Prometheus servers must not become two
 * rounds of queries a second: one reading serves every scrape for this long.
 */
export const DEPTH_CACHE_MS = 5_000;

/**
 * Feeds the outbox gauges from `db`, in the process that serves /metrics, and
 * answers the undo. A failed reading (the database away) shows no outbox
 * series rather than old numbers, and is said once per failure spell.
 */
export function serveOutboxDepths(
  db: DB,
  { cacheMs = DEPTH_CACHE_MS, now = () => Date.now() } = {},
): () => void {
  let cached: { at: number; reading: Promise<OutboxDepth[]> } | undefined;
  let failing = false;
  const read = () => {
    const at = now();
    if (cached && at - cached.at < cacheMs) return cached.reading;
    const reading = Promise.all(
      OUTBOXES.map((outbox) => readOutboxDepth(db, outbox, new Date(at))),
    ).then(
      (depths) => {
        failing = false;
        return depths;
      },
      (error: unknown) => {
        if (!failing) log.error({ err: error }, "outbox depths unreadable");
        failing = true;
        return [];
      },
    );
    cached = { at, reading };
    return reading;
  };
  return watchOutboxDepths(read);
}
