import { EventEmitter } from "node:events";
import type { Worker } from "node:cluster";
import { Counter, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { siteMetrics } from "~/lib/metrics/registry.server";
import {
  METRICS_ANSWER,
  METRICS_REQUEST,
  WORKER_ANSWER_MS,
  answerMetricsRequests,
  clusterMetrics,
} from "./metrics-server";

/**
 * Cluster mode (ADR 67): the primary asks each worker for its figures over
 * IPC and adds them to its own; a worker that does not answer is left out of
 * that scrape instead of failing it.
 */

/** A worker whose process answers with a registry of its own (the figures of one worker). */
function fakeWorker(answer: Registry | "silent"): Worker {
  const worker = new EventEmitter() as EventEmitter & {
    send(message: unknown): boolean;
    isConnected(): boolean;
  };
  worker.isConnected = () => true;
  worker.send = (message) => {
    const m = message as { type: string; id: number };
    if (m.type === METRICS_REQUEST && answer !== "silent")
      void answer
        .getMetricsAsJSON()
        .then((metrics) =>
          setImmediate(() => worker.emit("message", { type: METRICS_ANSWER, id: m.id, metrics })),
        );
    return true;
  };
  return worker as unknown as Worker;
}

function workerFigures(requests: number): Registry {
  const registry = new Registry();
  const counter = new Counter({
    name: "kamo_http_requests_total",
    help: "Requests answered, by route id, method and status class.",
    labelNames: ["route", "method", "status_class"],
    registers: [registry],
  });
  counter.inc({ route: "company/routes/about", method: "GET", status_class: "2xx" }, requests);
  return registry;
}

const aboutSeries =
  'kamo_http_requests_total{route="company/routes/about",method="GET",status_class="2xx"}';

function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("cluster metrics", () => {
  it("adds every worker's figures to the primary's own", async () => {
    const own = siteMetrics();
    const before = sample((await own.registry.metrics()) as string, aboutSeries) ?? 0;
    const source = clusterMetrics(() => [
      fakeWorker(workerFigures(3)),
      fakeWorker(workerFigures(4)),
      undefined,
    ]);
    const { body, contentType } = await source();
    expect(contentType).toContain("text/plain");
    expect(sample(body, aboutSeries)).toBe(before + 7);
    // The primary's own metrics are there too, once.
    expect(body.match(/^# TYPE kamo_outbox_attempts_total counter$/gm)).toHaveLength(1);
  });

  it("leaves out a worker that does not answer in time", async () => {
    const before = sample((await siteMetrics().registry.metrics()) as string, aboutSeries) ?? 0;
    const started = performance.now();
    const { body } = await clusterMetrics(() => [
      fakeWorker(workerFigures(5)),
      fakeWorker("silent"),
    ])();
    expect(performance.now() - started).toBeGreaterThanOrEqual(WORKER_ANSWER_MS - 50);
    expect(sample(body, aboutSeries)).toBe(before + 5);
  });

  it("has each worker answer the primary's request with its own figures", async () => {
    const channel = new EventEmitter() as EventEmitter & { send(message: unknown): void };
    const sent: unknown[] = [];
    channel.send = (message) => sent.push(message);
    const stop = answerMetricsRequests(channel);
    try {
      channel.emit("message", { type: "kamo:content-changed" });
      channel.emit("message", { type: METRICS_REQUEST, id: 41 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toHaveLength(1);
      const answer = sent[0] as { type: string; id: number; metrics: { name: string }[] };
      expect(answer.type).toBe(METRICS_ANSWER);
      expect(answer.id).toBe(41);
      expect(answer.metrics.map((m) => m.name)).toContain("kamo_http_request_duration_seconds");
    } finally {
      stop();
    }
  });
});
