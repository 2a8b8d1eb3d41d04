import type { DB } from "~/db/client.server";
import { consumeDue, type AttemptOutcome, type PassCounts } from "~/db/outbox/consumer.server";
import { describeError, type RetryPolicy } from "~/db/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/db/outbox/worker.server";
import {
  sendEraseToCrm,
  type CrmConfig,
  type CrmErasure,
  type CrmResult,
} from "~/leads/crm/client.server";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { open } from "~/lib/crypto/sealed.server";
import { CRM_SUBJECT_CONTEXT, type CrmSubject } from "./erase.server";
import {
  CRM_ERASURE_TABLE,
  crmErasedColumns,
  crmErasuresByIds,
  crmErasureQueue,
  erasureEvents,
} from "./erasure-store.server";

/**
 * The erasures' requests to the CRM (issue 44, ADR 64), on the shared outbox
 * (consumeDue, ADR 37): a leased claim, a capped and jittered backoff
 * through an outage, a dead letter with its error at the attempt cap, and
 * the same Idempotency-Key on every attempt so the CRM erases once. The
 * request's numbers and addresses are opened only to send; once the CRM
 * answers 2xx they are blanked in the row (crmErasedColumns). Nothing of the
 * person is logged: a log line names the request's id and the error only.
 */
export interface CrmErasureWorkerOptions {
  db: DB;
  config: CrmConfig;
  policy: RetryPolicy;
  pollMs: number;
  workerId?: string;
  batchSize?: number;
  leaseMs?: number;
  send?: (erasure: CrmErasure, config: CrmConfig) => Promise<CrmResult>;
  log?: (message: string) => void;
  now?: () => Date;
}

type LoadedErasure = { erasure: CrmErasure } | { unreadable: string };

/** One pass: claim due requests, send each, record each outcome on its own row. */
export async function deliverCrmErasures(
  options: CrmErasureWorkerOptions & { workerId: string },
): Promise<PassCounts> {
  const send = options.send ?? sendEraseToCrm;
  const now = options.now?.() ?? new Date();
  return consumeDue<LoadedErasure>({
    name: "[erasures] CRM request",
    queue: crmErasureQueue(options.db),
    table: CRM_ERASURE_TABLE,
    workerId: options.workerId,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? options.config.timeoutMs * 3 + 30_000,
    policy: options.policy,
    now,
    keepLastError: true,
    async load(claimed) {
      const rows = await crmErasuresByIds(
        options.db,
        claimed.map((c) => c.id),
      );
      const loaded = new Map<number, LoadedErasure>();
      for (const [id, row] of rows) {
        try {
          const subject = JSON.parse(
            open(dataKeyRing(), CRM_SUBJECT_CONTEXT, row.subjectSealed),
          ) as CrmSubject;
          loaded.set(id, { erasure: { ...subject, idempotencyKey: row.idempotencyKey } });
        } catch (error) {
          loaded.set(id, { unreadable: `the request does not open: ${describeError(error)}` });
        }
      }
      return loaded;
    },
    async attempt(item): Promise<AttemptOutcome> {
      if ("unreadable" in item) return { ok: false, error: item.unreadable, final: true };
      const outcome = await send(item.erasure, options.config).catch(
        (error: unknown): CrmResult => ({
          ok: false,
          error: `could not send the erasure: ${describeError(error)}`,
        }),
      );
      if (outcome.ok)
        return { ok: true, extra: crmErasedColumns(now.toISOString(), outcome.status) };
      return { ok: false, error: outcome.error, extra: { last_status: outcome.status ?? null } };
    },
    ...(options.log ? { log: options.log } : {}),
  });
}

export function startCrmErasureWorker(options: CrmErasureWorkerOptions): QueueWorker {
  const batchSize = options.batchSize ?? 10;
  return startQueueWorker({
    name: "[erasures]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize,
    wakeOn: { emitter: erasureEvents, event: "queued" },
    ...(options.log ? { log: options.log } : {}),
    async pass(workerId) {
      const pass = await deliverCrmErasures({ ...options, workerId });
      return pass.delivered + pass.retrying + pass.dead;
    },
  });
}
