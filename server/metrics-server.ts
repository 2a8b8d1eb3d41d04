import type { Worker } from "node:cluster";
import http from "node:http";
import { AggregatorRegistry } from "prom-client";
import type { DatabaseHandle } from "~/db/client.server";
import { createHealthCheck } from "~/db/health.server";
import type { Env } from "~/lib/env.server";
import { logFor } from "~/lib/log/logger.server";
import { collectProcessMetrics, siteMetrics, watchHealth } from "~/lib/metrics/registry.server";
import { serveOutboxDepths } from "./outbox-metrics";

const log = logFor("metrics");

/**
 * /metrics for Prometheus (issue 45, ADR 67), on its own small server at
 * METRICS_HOST:METRICS_PORT (127.0.0.1 by default), never on the public port:
 * the figures tell an outsider how busy the site is and which outside system
 * is down. It answers GET /metrics and nothing else.
 *
 * One process serves it per machine: the only one, or in cluster mode the
 * primary, which asks every worker for its figures over the cluster's IPC
 * channel and adds them to its own with prom-client's AggregatorRegistry
 * (counters and histograms summed; Node's own figures as prom-client says,
 * e.g. event-loop lag averaged). The outbox gauges are read from the
 * database by this process alone, so they are never counted twice.
 */
export interface MetricsServer {
  readonly server: http.Server;
  close(): Promise<void>;
}

export const METRICS_REQUEST = "kamo:metrics-request";
export const METRICS_ANSWER = "kamo:metrics-answer";
/** A worker that has not answered in this long is left out of that scrape, not waited for. */
export const WORKER_ANSWER_MS = 2_000;

/** One process's figures as prom-client's getMetricsAsJSON gives them. */
type Json = object[];

/** Where the figures come from: this process, plus its workers in cluster mode. */
export type MetricsSource = () => Promise<{ contentType: string; body: string }>;

/** This process's own figures (one process serving). */
export function ownMetrics(): MetricsSource {
  const { registry } = siteMetrics();
  return async () => ({ contentType: registry.contentType, body: await registry.metrics() });
}

/** The primary's figures and every worker's, added up (cluster mode). */
export function clusterMetrics(workers: () => Iterable<Worker | undefined>): MetricsSource {
  const { registry } = siteMetrics();
  return async () => {
    const [own, others] = await Promise.all([
      registry.getMetricsAsJSON(),
      askWorkers([...workers()].filter((w): w is Worker => w?.isConnected() === true)),
    ]);
    const added = AggregatorRegistry.aggregate([own, ...others]);
    return { contentType: added.contentType, body: await added.metrics() };
  };
}

let requests = 0;

/** Each worker's figures; a worker that does not answer in time is left out. */
function askWorkers(workers: Worker[]): Promise<Json[]> {
  const id = ++requests;
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<Json | undefined>((resolve) => {
          const done = (answer: Json | undefined) => {
            clearTimeout(timer);
            worker.off("message", listen);
            resolve(answer);
          };
          const listen = (message: unknown) => {
            const m = message as { type?: unknown; id?: unknown; metrics?: unknown };
            if (m?.type === METRICS_ANSWER && m.id === id)
              done(Array.isArray(m.metrics) ? (m.metrics as Json) : undefined);
          };
          const timer = setTimeout(() => done(undefined), WORKER_ANSWER_MS);
          worker.on("message", listen);
          worker.send({ type: METRICS_REQUEST, id });
        }),
    ),
  ).then((answers) => answers.filter((a): a is Json => a !== undefined));
}

/** Anything with Node's IPC channel: a worker's `process` (or a stand-in in tests). */
interface IpcChannel {
  send?: (message: unknown) => unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

/** In a worker: answer the primary's requests for this process's figures. */
export function answerMetricsRequests(channel: IpcChannel): () => void {
  const { registry } = siteMetrics();
  collectProcessMetrics();
  const listen = (message: unknown) => {
    const m = message as { type?: unknown; id?: unknown };
    if (m?.type !== METRICS_REQUEST) return;
    void registry.getMetricsAsJSON().then(
      (metrics) => channel.send?.({ type: METRICS_ANSWER, id: m.id, metrics }),
      () => channel.send?.({ type: METRICS_ANSWER, id: m.id, metrics: [] }),
    );
  };
  channel.on("message", listen);
  return () => channel.off("message", listen);
}

/**
 * Starts the metrics server when METRICS_PORT is set (else answers
 * undefined): in the one process that serves, with the outbox gauges and
 * the health check read from `database`. Resolves once it listens; a port
 * already taken fails the start.
 */
export async function startMetricsServer({
  env,
  database,
  source = ownMetrics(),
}: {
  env: Pick<Env, "METRICS_PORT" | "METRICS_HOST">;
  database: DatabaseHandle;
  source?: MetricsSource;
}): Promise<MetricsServer | undefined> {
  if (env.METRICS_PORT === undefined) return undefined;
  collectProcessMetrics();
  const stopDepths = serveOutboxDepths(database.db);
  // The check /healthz answers with, so an alert fires without a load balancer asking.
  const health = createHealthCheck(database);
  const stopHealth = watchHealth(async () => (await health.check()).status === 200);
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    source().then(
      ({ contentType, body }) => {
        res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        log.error({ err: error }, "could not gather the figures");
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Failed\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        stopDepths();
        stopHealth();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
