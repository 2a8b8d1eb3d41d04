import cluster, { type Worker } from "node:cluster";
import { leadEvents } from "~/leads/delivery/store.server";
import type { DatabaseHandle } from "~/db/client.server";
import { contentChangedElsewhere, onContentChanged } from "~/db/content-version.server";
import type { Env } from "~/lib/env.server";
import { startBackgroundJobs, type BackgroundJobs } from "./background-jobs";
import { clusterMetrics, startMetricsServer } from "./metrics-server";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("server");

/**
 * Cluster mode (WEB_CONCURRENCY > 1): one Node process can use one core, so on
 * a machine with several cores the primary forks that many workers, which
 * share the port. The primary itself serves nothing: it runs the background
 * jobs once for the machine, relays "content changed" between workers so every
 * page cache empties at once, wakes its lead delivery worker when a worker has
 * stored a lead, replaces a worker that dies, and stops them all on SIGTERM.
 * Per-IP rate limits are counted per process (see README).
 */
export const CONTENT_CHANGED_MESSAGE = "kamo:content-changed";
export const LEAD_STORED_MESSAGE = "kamo:lead-stored";

type RelayedType = typeof CONTENT_CHANGED_MESSAGE | typeof LEAD_STORED_MESSAGE;

function isMessage(message: unknown, type: RelayedType): boolean {
  return (
    typeof message === "object" && message !== null && (message as { type?: unknown }).type === type
  );
}

export const isContentChangedMessage = (message: unknown) =>
  isMessage(message, CONTENT_CHANGED_MESSAGE);
export const isLeadStoredMessage = (message: unknown) => isMessage(message, LEAD_STORED_MESSAGE);

/** Anything with Node's IPC channel: a worker's `process` (or a stand-in in tests). */
interface IpcChannel {
  send?: (message: unknown) => unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

/**
 * In a worker: report this process's content changes and stored leads to the
 * primary, and act on the other workers' content changes.
 */
export function relayWorkerEvents(channel: IpcChannel): () => void {
  const stopContent = onContentChanged((source) => {
    if (source === "local") channel.send?.({ type: CONTENT_CHANGED_MESSAGE });
  });
  // The delivery worker runs in the primary; without this it would find the lead at its next poll.
  const leadStored = () => channel.send?.({ type: LEAD_STORED_MESSAGE });
  leadEvents.on("stored", leadStored);
  const received = (message: unknown) => {
    if (isContentChangedMessage(message)) contentChangedElsewhere();
  };
  channel.on("message", received);
  return () => {
    stopContent();
    leadEvents.off("stored", leadStored);
    channel.off("message", received);
  };
}

/** In the primary: what to do with a message from one of the workers. */
export function onWorkerMessage(
  message: unknown,
  from: Worker,
  workers: Iterable<Worker | undefined>,
): void {
  if (isLeadStoredMessage(message)) {
    leadEvents.emit("stored");
    return;
  }
  if (!isContentChangedMessage(message)) return;
  for (const other of workers)
    if (other && other !== from && other.isConnected())
      other.send({ type: CONTENT_CHANGED_MESSAGE });
}

/** Wait before replacing a worker that died, so a crash loop cannot spin the CPU. */
const REFORK_DELAY_MS = 1_000;

export function runPrimary({
  env,
  database,
  workers,
}: {
  env: Env;
  database: DatabaseHandle;
  workers: number;
}): void {
  const jobs = startBackgroundJobs({ env, database });
  // /metrics for the whole machine: the primary's figures and its workers' (ADR 67).
  const metrics = startMetricsServer({
    env,
    database,
    source: clusterMetrics(() => Object.values(cluster.workers ?? {})),
  }).catch((error: unknown) => {
    log.fatal(`metrics cannot listen: ${(error as NodeJS.ErrnoException).code}`);
    stopAll(1);
    return undefined;
  });
  let stopping = false;
  let listening = 0;
  const listened = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message: unknown) =>
      onWorkerMessage(message, worker, Object.values(cluster.workers ?? {})),
    );
    worker.once("listening", () => {
      listened.add(worker);
      listening += 1;
      if (listening === workers)
        log.info(
          `Kamo Paints site on http://${env.HOST}:${env.PORT} (${database.description}, ${workers} processes)`,
        );
    });
  };

  const stopAll = (code: number) => {
    stopping = true;
    void metrics.then((server) => server?.close());
    void stopPrimary({ jobs, database, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }).then((clean) =>
      process.exit(clean ? code : 1),
    );
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    // A worker that never listened means the site cannot start (port taken, bad
    // build): stop rather than fork again and again.
    if (!listened.has(worker)) {
      log.error(`a worker could not start (exit ${signal ?? code}); stopping`);
      return stopAll(1);
    }
    listening -= 1;
    log.error(
      `worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, REFORK_DELAY_MS);
  });

  for (let i = 0; i < workers; i++) fork();

  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => {
      if (stopping) return;
      log.info(`${signal}: finishing open requests`);
      stopAll(0);
    });
}

/**
 * The primary's shutdown: each worker drains its own connections (SIGTERM,
 * server/main.ts) while the background jobs here record what they sent and
 * give back their claims; then the database closes. A worker still running
 * at SHUTDOWN_TIMEOUT_MS is killed, so the machine's processes all end
 * within it. Resolves false when something had to be cut short.
 */
async function stopPrimary({
  jobs,
  database,
  timeoutMs,
}: {
  jobs: BackgroundJobs;
  database: DatabaseHandle;
  timeoutMs: number;
}): Promise<boolean> {
  const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
  const exited = running.map(
    (worker) =>
      new Promise<void>((resolve) => {
        if (worker.isDead()) return resolve();
        worker.once("exit", () => resolve());
        worker.process.kill("SIGTERM");
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const finished = Promise.all([...exited, jobs.stop()]).then(() => true as const);
  const clean = await Promise.race([finished, timedOut]);
  clearTimeout(timer);
  if (!clean) {
    log.error(`shutdown took longer than SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms): stopping the rest`);
    for (const worker of running) if (!worker.isDead()) worker.process.kill("SIGKILL");
  }
  await database.close().catch(() => undefined);
  return clean;
}
