import { afterEach, describe, expect, it } from "vitest";
import { validateLead } from "~/leads/forms/lead-forms";
import { storeLead, type NewLead } from "~/leads/delivery/store.server";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { siteMetrics } from "~/lib/metrics/registry.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../tests/db-utils";
import { validLeads } from "../tests/factories/leads";
import { freePort } from "../tests/free-port";
import { startFakeCrm, type FakeCrm } from "../tests/mocks/fake-crm";
import { startMetricsServer, type MetricsServer } from "./metrics-server";
import { serveOutboxDepths } from "./outbox-metrics";

/**
 * /metrics on its own port (ADR 67), over a real database: the outbox gauges
 * read what is queued and how long it has waited, a scrape storm reads the
 * database once per few seconds, the delivery worker's attempts and the CRM
 * calls are counted, and nothing but /metrics is answered.
 */
let testDb: TestDatabase | undefined;
let metrics: MetricsServer | undefined;
let crm: FakeCrm | undefined;
const undo: Array<() => void> = [];
afterEach(async () => {
  for (const u of undo.splice(0)) u();
  await metrics?.close();
  metrics = undefined;
  await crm?.close();
  crm = undefined;
  await testDb?.cleanup();
  testDb = undefined;
});

let sessions = 0;
function quickContact(): NewLead {
  const result = validateLead("quick-contact", validLeads["quick-contact"]);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  sessions += 1;
  return {
    form: "quick-contact",
    sessionKey: `metrics-session-${String(sessions).padStart(8, "0")}`,
    data: result.data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
  };
}

/** A sample's value in Prometheus's text format, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function counterValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = siteMetrics().registry.getSingleMetric(name);
  const values = (await metric!.get()).values;
  const found = values.find((v) =>
    Object.entries(labels).every(([k, value]) => v.labels[k] === value),
  );
  return found?.value ?? 0;
}

describe(`the metrics server on ${testDialect()}`, () => {
  it("serves the outbox depth, the oldest lead's wait and the health check on /metrics, and nothing else", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    await storeLead(db, quickContact(), twentyMinutesAgo);
    await storeLead(db, quickContact());
    const port = await freePort();
    metrics = await startMetricsServer({
      env: { METRICS_PORT: port, METRICS_HOST: "127.0.0.1" },
      database: testDb.handle,
    });
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(sample(text, 'kamo_outbox_messages{outbox="lead_deliveries",state="pending"}')).toBe(2);
    expect(sample(text, 'kamo_outbox_messages{outbox="alert_deliveries",state="dead"}')).toBe(0);
    const waited = sample(text, 'kamo_outbox_oldest_waiting_seconds{outbox="lead_deliveries"}');
    expect(waited).toBeGreaterThanOrEqual(20 * 60);
    expect(waited).toBeLessThan(21 * 60);
    expect(sample(text, "kamo_health_ok")).toBe(1);
    expect(text).toContain("kamo_process_resident_memory_bytes");
    expect(text).toContain("kamo_nodejs_eventloop_lag_p99_seconds");

    for (const other of ["/", "/healthz", "/metrics/x", "/about"])
      expect((await fetch(`http://127.0.0.1:${port}${other}`)).status, other).toBe(404);
  });

  it("reads the database once for a storm of scrapes, and again once the reading is old", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await storeLead(db, quickContact());
    let now = Date.now();
    undo.push(serveOutboxDepths(db, { cacheMs: 5_000, now: () => now }));
    const pending = () =>
      counterValue("kamo_outbox_messages", { outbox: "lead_deliveries", state: "pending" });
    expect(await pending()).toBe(1);
    await storeLead(db, quickContact());
    // Ten scrapes within the cache's time: the first reading answers them all.
    for (let i = 0; i < 10; i++) expect(await pending()).toBe(1);
    now += 5_000;
    expect(await pending()).toBe(2);
  });

  it("counts each delivery attempt by outcome and each CRM call, failed or not", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    crm = await startFakeCrm();
    const config = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 2_000 };
    const policy = { maxAttempts: 2, baseMs: 1, capMs: 1 };
    const attempts = (outcome: string) =>
      counterValue("kamo_outbox_attempts_total", { outbox: "lead_deliveries", outcome });
    const crmErrors = () =>
      counterValue("kamo_outside_call_errors_total", { system: "crm", operation: "lead" });
    const before = {
      retry: await attempts("retry"),
      dead: await attempts("dead"),
      delivered: await attempts("delivered"),
      crmErrors: await crmErrors(),
      deadLetters: await counterValue("kamo_outbox_dead_letters_total", {
        outbox: "lead_deliveries",
      }),
    };
    await storeLead(db, quickContact());
    await storeLead(db, quickContact());
    crm.behave("error");
    const pass = () => deliverDueLeads({ db, config, policy, pollMs: 10, batchSize: 10 });
    expect((await pass()).retrying).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await pass()).dead).toBe(2);
    await storeLead(db, quickContact());
    crm.behave("ok");
    expect((await pass()).delivered).toBe(1);

    expect((await attempts("retry")) - before.retry).toBe(2);
    expect((await attempts("dead")) - before.dead).toBe(2);
    expect((await attempts("delivered")) - before.delivered).toBe(1);
    expect((await crmErrors()) - before.crmErrors).toBe(4);
    expect(
      (await counterValue("kamo_outbox_dead_letters_total", { outbox: "lead_deliveries" })) -
        before.deadLetters,
    ).toBe(2);
  });
});
