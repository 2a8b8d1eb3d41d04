import {
  sendLeadToCrm,
  type CrmConfig,
  type CrmLead,
  type CrmResult,
} from "~/leads/crm/client.server";
import type { DB } from "~/db/client.server";
import { consumeDue, type AttemptOutcome } from "~/db/outbox/consumer.server";
import { describeError } from "~/db/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/db/outbox/worker.server";
import { DELIVERY_TABLE, deliveryQueue, leadEvents } from "./store.server";
import { loadDeliveries, type LoadedDelivery } from "./outbox.server";
import type { RetryPolicy } from "./outbox.server";

/**
 * The delivery worker: forwards stored leads to the CRM. It holds no state of
 * its own; everything is in lead_deliveries, so it can stop at any moment
 * (deploy, crash, SIGKILL) and a worker in this or another process carries on.
 */
export interface DeliveryWorkerOptions {
  db: DB;
  config: CrmConfig;
  policy: RetryPolicy;
  pollMs: number;
  workerId?: string;
  batchSize?: number;
  /** How long a claim holds; must exceed the CRM timeout so a slow answer is not sent twice. */
  leaseMs?: number;
  send?: (lead: CrmLead, config: CrmConfig) => Promise<CrmResult>;
  log?: (message: string) => void;
  /** Aborted on shutdown: a pass claimed but not yet sending gives its claims back. */
  stopping?: AbortSignal;
}

export interface PassResult {
  delivered: number;
  retrying: number;
  dead: number;
}

/**
 * One pass (consumeDue): claim due deliveries, send them, record each
 * outcome. A lead whose stored data cannot make a CRM call is a dead letter
 * at once; a lead whose send throws fails alone, like one the CRM refused;
 * only a failure to record (the database's) ends the pass, after every send
 * of it has settled.
 */
export async function deliverDueLeads(options: DeliveryWorkerOptions): Promise<PassResult> {
  const send = options.send ?? sendLeadToCrm;
  const counts = await consumeDue<LoadedDelivery>({
    name: "[leads] delivery",
    queue: deliveryQueue(options.db),
    table: DELIVERY_TABLE,
    workerId: options.workerId ?? "worker",
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? defaultLeaseMs(options.config),
    policy: options.policy,
    // Each outcome at its own time: a retry's wait counts from the CRM's answer.
    recordedAt: () => new Date(),
    // A delivered lead keeps the error of its last failed attempt (the staff page shows it).
    keepLastError: true,
    ...(options.stopping ? { stopping: options.stopping } : {}),
    load: (claimed) => loadDeliveries(options.db, claimed),
    async attempt(delivery): Promise<AttemptOutcome> {
      if (!("lead" in delivery)) return { ok: false, error: delivery.unreadable, final: true };
      const outcome = await sendSafely(send, delivery.lead, options.config);
      if (outcome.ok)
        return {
          ok: true,
          extra: { delivered_at: new Date().toISOString(), last_status: outcome.status },
        };
      return { ok: false, error: outcome.error, extra: { last_status: outcome.status ?? null } };
    },
    ...(options.log ? { log: options.log } : {}),
  });
  return { delivered: counts.delivered, retrying: counts.retrying, dead: counts.dead };
}

/** A send that throws (a lead the client cannot encode, a bug) is that lead's failed attempt. */
async function sendSafely(
  send: NonNullable<DeliveryWorkerOptions["send"]>,
  lead: CrmLead,
  config: CrmConfig,
): Promise<CrmResult> {
  try {
    return await send(lead, config);
  } catch (error) {
    return { ok: false, error: `could not send the lead: ${describeError(error)}` };
  }
}

export function defaultLeaseMs(config: CrmConfig): number {
  return config.timeoutMs * 3 + 30_000;
}

export type DeliveryWorker = QueueWorker;

/** Runs passes until stopped: straight away when a lead is stored in this process, else every pollMs. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const batchSize = options.batchSize ?? 10;
  return startQueueWorker({
    name: "[leads]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize,
    wakeOn: { emitter: leadEvents, event: "stored" },
    ...(options.log ? { log: options.log } : {}),
    async pass(workerId, stopping) {
      const pass = await deliverDueLeads({ ...options, workerId, stopping });
      return pass.delivered + pass.retrying + pass.dead;
    },
  });
}
