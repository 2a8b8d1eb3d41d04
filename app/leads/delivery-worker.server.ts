import {
  sendLeadToCrm,
  type CrmConfig,
  type CrmLead,
  type CrmResult,
} from "~/leads/crm/client.server";
import type { DB } from "~/db/client.server";
import { describeError } from "~/lib/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/lib/outbox/worker.server";
import { leadEvents } from "./store.server";
import { claimDeliveries, recordDeliveryFailure, recordDeliverySuccess } from "./outbox.server";
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
}

export interface PassResult {
  delivered: number;
  retrying: number;
  dead: number;
}

/**
 * One pass: claim due deliveries, send them, record each outcome. A lead
 * whose send throws fails alone, like one the CRM refused; only a failure to
 * record (the database's) ends the pass, after every send of it has settled.
 */
export async function deliverDueLeads(options: DeliveryWorkerOptions): Promise<PassResult> {
  const workerId = options.workerId ?? "worker";
  const send = options.send ?? sendLeadToCrm;
  const result: PassResult = { delivered: 0, retrying: 0, dead: 0 };
  const claimed = await claimDeliveries(options.db, {
    workerId,
    limit: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? defaultLeaseMs(options.config),
    maxAttempts: options.policy.maxAttempts,
    onDeadLettered: (ids, reason) => {
      result.dead += ids.length;
      options.log?.(`[leads] deliveries ${ids.join(", ")} dead-lettered: ${reason}`);
    },
  });
  const settled = await Promise.allSettled(
    claimed.map(async (delivery) => {
      const outcome = await sendSafely(send, delivery.lead, options.config);
      if (outcome.ok) {
        await recordDeliverySuccess(options.db, {
          deliveryId: delivery.deliveryId,
          workerId,
          status: outcome.status,
        });
        result.delivered++;
        return;
      }
      const next = await recordDeliveryFailure(
        options.db,
        {
          deliveryId: delivery.deliveryId,
          workerId,
          attempts: delivery.attempts,
          error: outcome.error,
          status: outcome.status,
        },
        options.policy,
      );
      if (next === "dead") {
        result.dead++;
        options.log?.(
          `[leads] lead ${delivery.leadId} dead-lettered after ${delivery.attempts} attempts: ${outcome.error}`,
        );
      } else result.retrying++;
    }),
  );
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return result;
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
  const log = options.log ?? ((m: string) => console.log(m));
  const batchSize = options.batchSize ?? 10;
  return startQueueWorker({
    name: "[leads]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize,
    wakeOn: { emitter: leadEvents, event: "stored" },
    log,
    async pass(workerId) {
      const pass = await deliverDueLeads({ ...options, workerId, log });
      return pass.delivered + pass.retrying + pass.dead;
    },
  });
}
