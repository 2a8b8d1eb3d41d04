import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { singleton } from "~/lib/singleton.server";

/**
 * Every metric the site exports (issue 45, ADR 67), defined once per process
 * in one registry. Names follow Prometheus's conventions with a `kamo_`
 * prefix; every label has a small, fixed set of values (a route id, never a
 * URL; a status class, never a status; an outbox's table name), so no visitor
 * can grow a series without bound. docs/operations/metrics.md explains each.
 *
 * A singleton (app/lib/singleton.server.ts): our HTTP server and the React
 * Router server bundle each carry this module, and prom-client refuses a
 * second metric of the same name in one registry. prom-client itself is one
 * copy for both bundles (server/shared-packages.json).
 */
export const METRIC_PREFIX = "kamo_";

/** Seconds: a cached page takes well under a millisecond, a PDF seconds. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a CRM call or an SMTP send, up to their timeouts (10 s and 60 s). */
const CALL_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Seconds: most queries take microseconds on SQLite, milliseconds on PostgreSQL. */
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

export type StatusClass = "1xx" | "2xx" | "3xx" | "4xx" | "5xx";
export type OutsideSystem = "crm" | "erp" | "smtp" | "sms" | "s3";

function define(registry: Registry) {
  const registers = [registry];
  return {
    pageCacheLookups: new Counter({
      name: "kamo_page_cache_lookups_total",
      help: "Page cache look-ups of GET and HEAD requests: result is hit or miss.",
      labelNames: ["result"] as const,
      registers,
      // Counted with plain arithmetic on the hot path (tallies), read out here.
      collect() {
        this.reset();
        this.inc({ result: "hit" }, tallies.pageCache.hits);
        this.inc({ result: "miss" }, tallies.pageCache.misses);
      },
    }),
    pageCacheEvictions: new Counter({
      name: "kamo_page_cache_evictions_total",
      help: "Pages pushed out of the page cache to stay within PAGE_CACHE_MB (not expiries, not clears).",
      registers,
    }),
    pageCacheBytes: new Gauge({
      name: "kamo_page_cache_bytes",
      help: "Bytes of pages held by the page cache, as counted against PAGE_CACHE_MB.",
      registers,
      collect() {
        this.set(sumOf(sources.pageCacheBytes));
      },
    }),
    outboxAttempts: new Counter({
      name: "kamo_outbox_attempts_total",
      help: "Delivery attempts by outbox and outcome: delivered, retry (failed, will try again) or dead.",
      labelNames: ["outbox", "outcome"] as const,
      registers,
    }),
    healthOk: new Gauge({
      name: "kamo_health_ok",
      help: "1 when the check /healthz answers with passes (the database reads, and takes a tiny write), 0 when it fails; run when scraped.",
      registers,
      async collect() {
        const check = sources.health;
        // A process that does not run the check (a cluster worker) reports nothing.
        if (check) this.set((await check()) ? 1 : 0);
      },
    }),
    outboxMessages: new Gauge({
      name: "kamo_outbox_messages",
      help: "Messages in each outbox by state (pending, delivering, dead, held, draft), read from the database when scraped.",
      labelNames: ["outbox", "state"] as const,
      registers,
      async collect() {
        const depths = await readDepths();
        this.reset();
        for (const depth of depths)
          for (const [state, count] of Object.entries(depth.states))
            this.set({ outbox: depth.outbox, state }, count);
      },
    }),
    outboxOldestWaiting: new Gauge({
      name: "kamo_outbox_oldest_waiting_seconds",
      help: "Seconds the oldest message still to be sent (pending or delivering) has waited since it was queued; 0 when none.",
      labelNames: ["outbox"] as const,
      registers,
      async collect() {
        const depths = await readDepths();
        this.reset();
        for (const depth of depths) this.set({ outbox: depth.outbox }, depth.oldestWaitingSeconds);
      },
    }),
    outboxDeadLetters: new Counter({
      name: "kamo_outbox_dead_letters_total",
      help: "Messages that became dead letters, by outbox (a failed last attempt or an expired lease).",
      labelNames: ["outbox"] as const,
      registers,
    }),
    outsideCallDuration: new Histogram({
      name: "kamo_outside_call_duration_seconds",
      help: "Calls to outside systems (crm, erp, smtp, sms, s3) by operation and outcome (ok or error).",
      labelNames: ["system", "operation", "outcome"] as const,
      buckets: CALL_BUCKETS,
      registers,
    }),
    outsideCallErrors: new Counter({
      name: "kamo_outside_call_errors_total",
      help: "Calls to outside systems that failed (no answer, a refusal, an error status), by operation.",
      labelNames: ["system", "operation"] as const,
      registers,
    }),
    queryDuration: new Histogram({
      name: "kamo_db_query_duration_seconds",
      help: "Database statements by kind (select, insert, update, delete, other) and outcome.",
      labelNames: ["statement", "outcome"] as const,
      buckets: QUERY_BUCKETS,
      registers,
    }),
    poolConnections: new Gauge({
      name: "kamo_db_pool_connections",
      help: "PostgreSQL pool connections: in_use, idle, and waiting (callers queued for one).",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.reset();
        for (const pool of sources.pools) {
          this.inc({ state: "in_use" }, pool.totalCount - pool.idleCount);
          this.inc({ state: "idle" }, pool.idleCount);
          this.inc({ state: "waiting" }, pool.waitingCount);
        }
      },
    }),
    sqliteBusyRetries: new Counter({
      name: "kamo_db_sqlite_busy_retries_total",
      help: "SQLite writes tried again because another process held the write lock (ADR 35).",
      registers,
    }),
    sqliteBusyGaveUp: new Counter({
      name: "kamo_db_sqlite_busy_timeouts_total",
      help: "SQLite writes that gave up waiting for the write lock (answered 503).",
      registers,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof define> & {
  registry: Registry;
  requestDuration: TallyMetric;
  requests: TallyMetric;
};

/**
 * What a request costs the metrics is plain arithmetic: a map look-up and a
 * few additions (RequestTally), not prom-client's per-call label hashing,
 * which took 2-3 µs of a cached page's 60 µs. The two request metrics are
 * registered as collectors that read the tally when scraped, in the shape
 * prom-client's own histogram and counter give (so cluster aggregation and
 * the text format are prom-client's).
 */
export class RequestTally {
  private readonly entries = new Map<string, TallyEntry>();

  record(route: string, method: string, statusClass: StatusClass, seconds: number): void {
    const key = `${route}|${method}|${statusClass}`;
    let entry = this.entries.get(key);
    if (entry === undefined) {
      entry = {
        route,
        method,
        statusClass,
        count: 0,
        sum: 0,
        buckets: REQUEST_BUCKETS.map(() => 0),
      };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    entry.sum += seconds;
    const bucket = REQUEST_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) entry.buckets[bucket]! += 1;
  }

  /** kamo_http_requests_total's samples. */
  counts(): TallyValue[] {
    return [...this.entries.values()].map((e) => ({
      labels: { route: e.route, method: e.method, status_class: e.statusClass },
      value: e.count,
    }));
  }

  /** kamo_http_request_duration_seconds's samples: by route and status class, methods together. */
  durations(name: string): TallyValue[] {
    const byRoute = new Map<string, { labels: Record<string, string>; e: TallyEntry[] }>();
    for (const e of this.entries.values()) {
      const key = `${e.route}|${e.statusClass}`;
      const group = byRoute.get(key) ?? {
        labels: { route: e.route, status_class: e.statusClass },
        e: [],
      };
      group.e.push(e);
      byRoute.set(key, group);
    }
    const values: TallyValue[] = [];
    for (const { labels, e } of byRoute.values()) {
      let cumulative = 0;
      REQUEST_BUCKETS.forEach((bound, i) => {
        for (const entry of e) cumulative += entry.buckets[i]!;
        values.push({
          labels: { ...labels, le: bound },
          value: cumulative,
          metricName: `${name}_bucket`,
        });
      });
      const count = e.reduce((total, entry) => total + entry.count, 0);
      const sum = e.reduce((total, entry) => total + entry.sum, 0);
      values.push({
        labels: { ...labels, le: "+Inf" },
        value: count,
        metricName: `${name}_bucket`,
      });
      values.push({ labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels, value: count, metricName: `${name}_count` });
    }
    return values;
  }
}

interface TallyEntry {
  route: string;
  method: string;
  statusClass: StatusClass;
  count: number;
  sum: number;
  /** Per bucket, not cumulative; the last bound's overflow is count minus their sum. */
  buckets: number[];
}

export interface TallyValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** A collector as prom-client's registry reads one: get() answers the samples. */
export interface TallyMetric {
  name: string;
  help: string;
  type: "counter" | "histogram";
  aggregator: "sum";
  get(): Promise<{
    name: string;
    help: string;
    type: string;
    aggregator: "sum";
    values: TallyValue[];
  }>;
}

function tallyMetric(
  registry: Registry,
  name: string,
  help: string,
  type: "counter" | "histogram",
  values: () => TallyValue[],
): TallyMetric {
  const metric: TallyMetric = {
    name,
    help,
    type,
    aggregator: "sum",
    get: async () => ({ name, help, type, aggregator: "sum", values: values() }),
  };
  // prom-client's registry takes any object with a name and get(); its types want a Metric.
  registry.registerMetric(metric as unknown as Parameters<Registry["registerMetric"]>[0]);
  return metric;
}

/** Counted on the hot path with plain arithmetic; read out when scraped. */
const tallies = singleton("metrics-tallies", () => ({
  requests: new RequestTally(),
  pageCache: { hits: 0, misses: 0 },
}));

/** This process's request tally and page cache look-ups (server/request-metrics.ts). */
export function metricTallies(): typeof tallies {
  siteMetrics();
  return tallies;
}

/** What gauges read when scraped; filled by whoever owns the thing measured. */
const sources = singleton(
  "metrics-sources",
  (): {
    pageCacheBytes: Set<() => number>;
    pools: Set<PoolCounts>;
    outboxDepths?: () => Promise<readonly OutboxDepthReading[]>;
    health?: () => Promise<boolean>;
  } => ({ pageCacheBytes: new Set(), pools: new Set() }),
);

/** One outbox's depth as the gauges need it (read by ~/db/outbox/depth.server). */
export interface OutboxDepthReading {
  outbox: string;
  states: Record<string, number>;
  oldestWaitingSeconds: number;
}

/** The outbox depths, or none where no reader is set (a cluster worker: the primary reads them). */
function readDepths(): Promise<readonly OutboxDepthReading[]> {
  return sources.outboxDepths?.() ?? Promise.resolve([]);
}

/** Sets where kamo_outbox_* gauges read from, in the one process that serves /metrics. */
export function watchOutboxDepths(read: () => Promise<readonly OutboxDepthReading[]>): () => void {
  siteMetrics();
  sources.outboxDepths = read;
  return () => {
    if (sources.outboxDepths === read) sources.outboxDepths = undefined;
  };
}

/** Sets the check behind kamo_health_ok, in the one process that serves /metrics. */
export function watchHealth(check: () => Promise<boolean>): () => void {
  siteMetrics();
  sources.health = check;
  return () => {
    if (sources.health === check) sources.health = undefined;
  };
}

/** The counts pg.Pool keeps (a structural type: this module does not load pg). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

function sumOf(readers: Set<() => number>): number {
  let total = 0;
  for (const read of readers) total += read();
  return total;
}

/** The process's metrics: the registry and every metric in it. */
export function siteMetrics(): SiteMetrics {
  return singleton("metrics", () => {
    const registry = new Registry();
    const name = "kamo_http_request_duration_seconds";
    return {
      registry,
      requestDuration: tallyMetric(
        registry,
        name,
        "Time from a request's arrival to the end of its answer, by route id and status class.",
        "histogram",
        () => tallies.requests.durations(name),
      ),
      requests: tallyMetric(
        registry,
        "kamo_http_requests_total",
        "Requests answered, by route id, method and status class.",
        "counter",
        () => tallies.requests.counts(),
      ),
      ...define(registry),
    };
  });
}

/** Adds a page cache's byte count to kamo_page_cache_bytes; returns the undo. */
export function watchPageCacheBytes(read: () => number): () => void {
  siteMetrics();
  sources.pageCacheBytes.add(read);
  return () => void sources.pageCacheBytes.delete(read);
}

/** Adds a PostgreSQL pool to kamo_db_pool_connections; returns the undo. */
export function watchPool(pool: PoolCounts): () => void {
  siteMetrics();
  sources.pools.add(pool);
  return () => void sources.pools.delete(pool);
}

/**
 * Node's own figures (event-loop lag, heap, resident memory, CPU, handles),
 * prefixed like ours; once per process, and only where metrics are served
 * or aggregated, since the event-loop monitor runs from the moment it starts.
 */
export function collectProcessMetrics(): void {
  singleton("metrics-process", () => {
    collectDefaultMetrics({ register: siteMetrics().registry, prefix: METRIC_PREFIX });
    return true;
  });
}

export function statusClass(status: number): StatusClass {
  if (status >= 500) return "5xx";
  if (status >= 400) return "4xx";
  if (status >= 300) return "3xx";
  if (status >= 200) return "2xx";
  return "1xx";
}
