import type { Kysely } from "kysely";
import { withLogContext } from "~/lib/log/context.server";
import { logFor } from "~/lib/log/logger.server";
import { withoutContactDetails } from "~/lib/log/scrub";
import {
  claimDue,
  describeError,
  recordFailure,
  recordSuccess,
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
      if (await recordSuccess(pass.queue, pass.table, row, extra, recordedAt())) counts.delivered++;
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
    if (next === "dead") {
      counts.dead++;
      log.error(
        { attempt: claim.attempts, error: withoutContactDetails(outcome.error) },
        "dead-lettered",
      );
      pass.log?.(
        `${pass.name} ${claim.id} dead-lettered after ${claim.attempts} attempts: ${withoutContactDetails(outcome.error)}`,
      );
    } else if (next === "retry") counts.retrying++;
  };
  if (pass.oneAtATime) {
    for (const claim of claimed) await settle(claim);
    return counts;
  }
  const settled = await Promise.allSettled(claimed.map(settle));
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return counts;
}
