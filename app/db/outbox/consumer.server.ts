import type { Kysely } from "kysely";
import { isDatabaseBusy } from "~/lib/database-busy";
import { withLogContext } from "~/lib/log/context.server";
import { logFor } from "~/lib/log/logger.server";
import { withoutContactDetails } from "~/lib/log/scrub";
import { siteMetrics } from "~/lib/metrics/registry.server";
import {
  claimDue,
  describeError,
  recordFailure,
  recordSuccess,
  releaseClaims,
  type Claimed,
  type RetryPolicy,
} from "./queue.server";

/**
 * One delivery pass over a queue table, for any kind of message: claim the
 * due rows, read what each needs, attempt each, and record each outcome on
 * its own row (ADR 37). The caller says only how to read its rows and how to
 * send one; this is the loop the lead, alert and visit-change outboxes each
 * wrote for themselves, written once for the visitor's messages (ADR 45) and
 * whatever queue comes next.
 *
 * A row fails alone: an attempt that throws is that row's failure, with its
 * error, retried up to the cap; an outcome marked final is dead at once.
 * Only a failure to record an outcome (the database's) ends the pass, after
 * every attempt of it has settled; the lease then covers those rows. One at
 * a time (`oneAtATime`), it ends the pass at once: the rows not yet sent
 * wait for their lease rather than go out with no way to record them.
 *
 * Every outbox runs on it: the lead deliveries and the visit changes to the
 * CRM, the investor alert mails and the visitor's messages.
 */
export type AttemptOutcome =
  | { ok: true; extra?: Record<string, string | number | null> }
  | {
      ok: false;
      error: string;
      /** True when another attempt cannot help: dead at once. */
      final?: boolean;
      extra?: Record<string, string | number | null>;
    };

export interface ConsumerPass<Item> {
  /** For log lines, e.g. "[visit messages]". */
  name: string;
  /** The caller's database, narrowed to the queue (queueOf). */
  queue: Kysely<never>;
  table: string;
  workerId: string;
  batchSize: number;
  leaseMs: number;
  policy: RetryPolicy;
  only?: { column: string; values: readonly (string | number)[] };
  /** The time of the claim, and of each outcome unless `recordedAt` says otherwise. */
  now?: Date;
  /**
   * The time each outcome is recorded at (its retry counts from it), when
   * that is when the attempt ended rather than when the pass began.
   */
  recordedAt?: () => Date;
  /** Attempts one after another (one SMTP connection at a time), not all at once. */
  oneAtATime?: boolean;
  /**
   * Aborted when the worker stops (shutdown): no attempt starts after it, and
   * the claims not attempted go back to the queue at once (releaseClaims),
   * rather than wait for their lease on a server that is going away.
   */
  stopping?: AbortSignal;
  /**
   * A delivered row keeps the error of its last failed attempt (staff read
   * it as the delivery's history) instead of having it cleared.
   */
  keepLastError?: boolean;
  /** The claimed rows' own data; a row left out was deleted meanwhile and is not recorded. */
  load(claimed: readonly Claimed[]): Promise<Map<number, Item>>;
  /** Resolves undefined when the row went away meanwhile (a cascade): nothing is recorded. */
  attempt(item: Item, claim: Claimed): Promise<AttemptOutcome | undefined>;
  log?: (line: string) => void;
}

const log = logFor("outbox");

export interface PassCounts {
  delivered: number;
  retrying: number;
  dead: number;
}

export async function consumeDue<Item>(pass: ConsumerPass<Item>): Promise<PassCounts> {
  const counts: PassCounts = { delivered: 0, retrying: 0, dead: 0 };
  // Every outbox counted the same way, by its table (kamo_outbox_*, ADR 67).
  const metrics = siteMetrics();
  const outbox = { outbox: pass.table };
  const now = pass.now ?? new Date();
  const claimed = await claimDue(pass.queue, pass.table, {
    workerId: pass.workerId,
    limit: pass.batchSize,
    leaseMs: pass.leaseMs,
    maxAttempts: pass.policy.maxAttempts,
    now,
    ...(pass.only ? { only: pass.only } : {}),
    onDeadLettered: (ids) => {
      counts.dead += ids.length;
      metrics.outboxDeadLetters.inc(outbox, ids.length);
      log.error(
        { outbox: pass.table, messageIds: ids },
        "dead-lettered: lease expired at the attempt cap",
      );
      pass.log?.(`${pass.name} ${ids.join(", ")} dead-lettered: lease expired at the attempt cap`);
    },
  });
  if (claimed.length === 0) return counts;
  const items = await pass.load(claimed);
  const recordedAt = pass.recordedAt ?? (() => now);
  const release = (rest: readonly Claimed[]) =>
    releaseClaims(pass.queue, pass.table, {
      workerId: pass.workerId,
      ids: rest.map((c) => c.id),
      now: recordedAt(),
    });
  // Each message's work writes its lines under the request that queued it
  // (migration 0023), the CRM's, the relay's or the gateway's answer included.
  const settle = (claim: Claimed) =>
    withLogContext(
      {
        reqId: claim.requestId ?? undefined,
        outbox: pass.table,
        messageId: claim.id,
      },
      () => settleOne(claim),
    );
  const settleOne = async (claim: Claimed) => {
    const item = items.get(claim.id);
    if (item === undefined) return;
    const started = Date.now();
    const outcome = await pass
      .attempt(item, claim)
      .catch((error: unknown): AttemptOutcome => ({ ok: false, error: describeError(error) }));
    if (outcome === undefined) return;
    // One line per attempt: which message, which try, how it went. The error
    // is the outbox's one-line description (last_error), with any address or
    // number a relay or gateway quoted hidden.
    const attempt = { attempt: claim.attempts, ms: Date.now() - started };
    if (outcome.ok) log.info(attempt, "delivered");
    else
      log.warn(
        { ...attempt, error: withoutContactDetails(outcome.error) },
        "delivery attempt failed",
      );
    const row = { id: claim.id, workerId: pass.workerId };
    if (outcome.ok) {
      const extra = pass.keepLastError
        ? { ...outcome.extra }
        : { last_error: null, ...outcome.extra };
      // The message is out: its record is worth waiting for, or it would go out again.
      const recorded = await whileBusy(() =>
        recordSuccess(pass.queue, pass.table, row, extra, recordedAt()),
      );
      if (recorded) {
        counts.delivered++;
        metrics.outboxAttempts.inc({ ...outbox, outcome: "delivered" });
      }
      return;
    }
    const next = await recordFailure(
      pass.queue,
      pass.table,
      { ...row, attempts: claim.attempts, error: outcome.error, final: outcome.final === true },
      pass.policy,
      outcome.extra ?? {},
      recordedAt(),
    );
    if (next === "dead" || next === "retry")
      metrics.outboxAttempts.inc({ ...outbox, outcome: next });
    if (next === "dead") {
      counts.dead++;
      metrics.outboxDeadLetters.inc(outbox);
      log.error(
        { attempt: claim.attempts, error: withoutContactDetails(outcome.error) },
        "dead-lettered",
      );
      pass.log?.(
        `${pass.name} ${claim.id} dead-lettered after ${claim.attempts} attempts: ${withoutContactDetails(outcome.error)}`,
      );
    } else if (next === "retry") counts.retrying++;
  };
  if (pass.stopping?.aborted) {
    await release(claimed);
    return counts;
  }
  if (pass.oneAtATime) {
    for (const [index, claim] of claimed.entries()) {
      if (pass.stopping?.aborted) {
        await release(claimed.slice(index));
        break;
      }
      await settle(claim);
    }
    return counts;
  }
  const settled = await Promise.allSettled(claimed.map(settle));
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return counts;
}

/** Tries a write again while another process holds the database's lock (ADR 35), a few seconds at most. */
export async function whileBusy<T>(
  write: () => Promise<T>,
  attempts = RECORD_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseBusy(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** Each try waits up to a second for the lock: with the pauses, about eight seconds in all. */
const RECORD_ATTEMPTS = 5;
