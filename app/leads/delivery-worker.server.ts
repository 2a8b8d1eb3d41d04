import { randomUUID } from "node:crypto";
import {
  sendLeadToCrm,
  type CrmConfig,
  type CrmLead,
  type CrmResult,
} from "~/leads/crm/client.server";
import type { DB } from "~/db/client.server";
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

/** One pass: claim due deliveries, send them, record each outcome. */
export async function deliverDueLeads(options: DeliveryWorkerOptions): Promise<PassResult> {
  const workerId = options.workerId ?? "worker";
  const send = options.send ?? sendLeadToCrm;
  const claimed = await claimDeliveries(options.db, {
    workerId,
    limit: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? defaultLeaseMs(options.config),
  });
  const result: PassResult = { delivered: 0, retrying: 0, dead: 0 };
  await Promise.all(
    claimed.map(async (delivery) => {
      const outcome = await send(delivery.lead, options.config);
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
  return result;
}

export function defaultLeaseMs(config: CrmConfig): number {
  return config.timeoutMs * 3 + 30_000;
}

export interface DeliveryWorker {
  stop(): Promise<void>;
}

/** Runs passes until stopped: straight away when a lead is stored in this process, else every pollMs. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const workerId = options.workerId ?? `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = options.log ?? ((m: string) => console.log(m));
  let stopped = false;
  let wake: (() => void) | undefined;
  const nudge = () => wake?.();
  leadEvents.on("stored", nudge);

  const loop = (async () => {
    while (!stopped) {
      let busy = false;
      try {
        const pass = await deliverDueLeads({ ...options, workerId, log });
        busy = pass.delivered + pass.retrying + pass.dead >= (options.batchSize ?? 10);
      } catch (error) {
        // A database hiccup must not end the worker; the next pass tries again.
        log(
          `[leads] delivery pass failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (stopped || busy) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    async stop() {
      stopped = true;
      leadEvents.off("stored", nudge);
      wake?.();
      await loop;
    },
  };
}
