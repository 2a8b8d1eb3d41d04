import { randomUUID } from "node:crypto";
import type { EventEmitter } from "node:events";
import { logFor } from "~/lib/log/logger.server";

const workerLog = logFor("outbox");

/**
 * The loop around a queue's delivery pass. It holds no state of its own (the
 * queue is in the database), so it can stop at any moment (deploy, crash,
 * SIGKILL) and a worker in this or another process carries on.
 */
export interface QueueWorkerOptions {
  /** For log lines, e.g. "[leads]". */
  name: string;
  /**
   * One pass: claim due rows, work them, answer how many were claimed.
   * `stopping` is aborted when stop() is called: a pass that sends one row at
   * a time then sends no more and gives back the claims it has not used
   * (consumeDue), so a shutdown waits for one send, not a batch.
   */
  pass(workerId: string, stopping: AbortSignal): Promise<number>;
  pollMs: number;
  /** A full batch means more may be waiting: the next pass starts at once. */
  batchSize: number;
  workerId?: string;
  /** Something stored in this process: a pass starts at once instead of at the next poll. */
  wakeOn?: { emitter: EventEmitter; event: string };
  log?: (message: string) => void;
}

export interface QueueWorker {
  readonly workerId: string;
  stop(): Promise<void>;
}

export function newWorkerId(): string {
  return `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
}

export function startQueueWorker(options: QueueWorkerOptions): QueueWorker {
  const workerId = options.workerId ?? newWorkerId();
  const log = options.log;
  let stopped = false;
  const stopping = new AbortController();
  let wake: (() => void) | undefined;
  let nudged = false;
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  options.wakeOn?.emitter.on(options.wakeOn.event, nudge);

  const loop = (async () => {
    while (!stopped) {
      let busy = false;
      nudged = false;
      try {
        busy = (await options.pass(workerId, stopping.signal)) >= options.batchSize;
      } catch (error) {
        // A database hiccup must not end the worker; the next pass tries again.
        workerLog.error({ err: error, worker: options.name }, "delivery pass failed");
        log?.(
          `${options.name} delivery pass failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // A nudge during the pass may concern a row the pass did not see yet.
      if (stopped || busy || nudged) continue;
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
    workerId,
    // Resolves once the pass under way has recorded what it sent: a shutdown awaits this
    // before closing the database (server/main.ts), or a CRM call that succeeded would be
    // sent again after the lease.
    async stop() {
      stopped = true;
      stopping.abort();
      options.wakeOn?.emitter.off(options.wakeOn.event, nudge);
      wake?.();
      await loop;
    },
  };
}
