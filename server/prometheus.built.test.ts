import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/free-port";
import { startFakeCrm, type FakeCrm } from "../tests/mocks/fake-crm";
import {
  formSessionToken,
  isBuilt,
  startBuiltServer,
  type BuiltServer,
} from "./testing/built-server";
import { repoRoot } from "./testing/server-command";

/**
 * The metrics as a real Prometheus sees them (issue 45, ADR 67): Debian's
 * `prometheus` scrapes the built server's METRICS_PORT every second, with the
 * alert rules loaded, while the site serves pages in cluster mode and the
 * CRM goes away and comes back. Through Prometheus's HTTP API: the lead
 * backlog rises during the outage and drains after it, the CRM's errors are
 * counted, the workers' requests reach the primary's /metrics, and no answer
 * was a 5xx. /metrics is never on the public port.
 */
const prometheusBinary = "prometheus";
let crm: FakeCrm;
let crmPort: number;
let server: BuiltServer;
let prometheus: ChildProcess | undefined;
let prometheusUrl: string;
let metricsPort: number;
let workDir: string;
let prometheusLog = "";

const hasPrometheus = fs.existsSync("/usr/bin/prometheus") || !!process.env.PROMETHEUS_BIN;

beforeAll(async () => {
  if (!isBuilt) return;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-prometheus-"));
  crm = await startFakeCrm();
  crmPort = Number(new URL(crm.url).port);
  metricsPort = await freePort();
  server = await startBuiltServer({
    DATA_DIR: path.join(workDir, "data"),
    WEB_CONCURRENCY: "2",
    METRICS_PORT: String(metricsPort),
    CRM_BASE_URL: crm.url,
    CRM_ACCOUNT_ID: crm.accountId,
    CRM_POLL_MS: "200",
    CRM_TIMEOUT_MS: "1000",
    CRM_MAX_ATTEMPTS: "100",
    CRM_RETRY_BASE_MS: "100",
    CRM_RETRY_CAP_MS: "500",
    LEADS_MIN_FILL_SECONDS: "0",
    LEADS_RATE_LIMIT_PER_HOUR: "0",
    // An empty site starts in seconds; the pages and the lead form need no sample content.
    SEED_SAMPLE_CONTENT: "false",
  });
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  const config = path.join(workDir, "prometheus.yml");
  fs.writeFileSync(
    config,
    [
      "global: { scrape_interval: 1s, evaluation_interval: 1s }",
      `rule_files: [${JSON.stringify(path.join(repoRoot, "ops/prometheus/alerts.yml"))}]`,
      "scrape_configs:",
      "  - job_name: kamo",
      `    static_configs: [{ targets: ["127.0.0.1:${metricsPort}"] }]`,
      "",
    ].join("\n"),
  );
  prometheus = spawn(
    process.env.PROMETHEUS_BIN ?? prometheusBinary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(workDir, "tsdb")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  prometheus.stdout!.on("data", (chunk: Buffer) => (prometheusLog += chunk.toString()));
  prometheus.stderr!.on("data", (chunk: Buffer) => (prometheusLog += chunk.toString()));
  await until("Prometheus ready", async () => {
    if (prometheus?.exitCode !== null) throw new Error(`prometheus exited:\n${prometheusLog}`);
    return (await fetch(`${prometheusUrl}/-/ready`).catch(() => undefined))?.ok === true;
  });
}, 180_000);

afterAll(async () => {
  prometheus?.kill("SIGKILL");
  await server?.stop();
  await crm?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}\n${server?.output().slice(-2_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An instant query's single value, or undefined when the result is empty. */
async function query(promql: string): Promise<number | undefined> {
  const url = `${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`;
  const answer = (await (await fetch(url)).json()) as {
    status: string;
    error?: string;
    data: { result: Array<{ value: [number, string] }> };
  };
  if (answer.status !== "success") throw new Error(`${promql}: ${answer.error}`);
  const first = answer.data.result[0];
  return first === undefined ? undefined : Number(first.value[1]);
}

/** The label sets of an instant query's series. */
async function labelsOf(promql: string): Promise<Array<Record<string, string>>> {
  const url = `${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`;
  const answer = (await (await fetch(url)).json()) as {
    data: { result: Array<{ metric: Record<string, string> }> };
  };
  return answer.data.result.map((r) => r.metric);
}

const waitingLeads =
  'sum(kamo_outbox_messages{job="kamo",outbox="lead_deliveries",state=~"pending|delivering"})';

let leadNumber = 0;
async function submitLead(): Promise<void> {
  leadNumber += 1;
  const body = new URLSearchParams({
    _session: await formSessionToken(server.origin, "quick-contact"),
    name: `Prometheus Test ${leadNumber}`,
    email: `prometheus${leadNumber}@example.com`,
    phone: "9820012345",
    question: `Lead ${leadNumber} during the outage`,
  });
  const response = await fetch(`${server.origin}/forms/quick-contact`, {
    method: "POST",
    body,
    redirect: "manual",
  });
  expect(response.status, await response.text()).toBe(302);
}

describe.skipIf(!isBuilt || !hasPrometheus)("the metrics, scraped by a real Prometheus", () => {
  it("keeps /metrics off the public port and answers it on METRICS_PORT", async () => {
    expect((await fetch(`${server.origin}/metrics`)).status).toBe(404);
    const direct = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain("kamo_outbox_messages");
    await until("the scrape target up", async () => (await query('up{job="kamo"}')) === 1);
  });

  it("sees the lead backlog rise while the CRM is down and drain when it is back, with no 5xx", async () => {
    const pages = ["/", "/about", "/contact-us", "/colours", "/no-such-page", "/healthz"];
    for (let round = 0; round < 5; round++)
      for (const page of pages) await (await fetch(`${server.origin}${page}`)).text();

    await crm.close();
    const leads = 4;
    for (let i = 0; i < leads; i++) await submitLead();
    await until(
      "the backlog in Prometheus",
      async () => ((await query(waitingLeads)) ?? 0) >= leads,
    );
    await until(
      "the CRM's errors in Prometheus",
      async () => ((await query('sum(kamo_outside_call_errors_total{system="crm"})')) ?? 0) > 0,
    );
    expect(
      await query('sum(kamo_outbox_attempts_total{outbox="lead_deliveries",outcome="retry"})'),
    ).toBeGreaterThan(0);

    crm = await startFakeCrm({ port: crmPort, accountId: crm.accountId });
    await until("the backlog drained", async () => (await query(waitingLeads)) === 0);
    await until(
      "the deliveries counted",
      async () =>
        ((await query(
          'sum(kamo_outbox_attempts_total{outbox="lead_deliveries",outcome="delivered"})',
        )) ?? 0) >= leads,
    );
    expect(crm.accepted.size).toBe(leads);
    // The rise is in Prometheus's own record, not only in what we polled.
    expect(await query(`max_over_time(${waitingLeads}[5m:1s])`)).toBeGreaterThanOrEqual(leads);

    // The workers served the pages; the primary's /metrics adds their counts up.
    expect(
      await query('sum(kamo_http_requests_total{route="company/routes/about",status_class="2xx"})'),
    ).toBeGreaterThanOrEqual(5);
    // /no-such-page: the site's own not-found page, named by its route like any other page.
    expect(
      await query(
        'sum(kamo_http_requests_total{route="company/routes/not-found",status_class="4xx"})',
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(await labelsOf('kamo_http_requests_total{route="unmatched"}')).toEqual([]);
    expect(await query("sum(kamo_http_requests_total)")).toBeGreaterThan(30);
    expect((await query('sum(kamo_http_requests_total{status_class="5xx"})')) ?? 0).toBe(0);
    expect(await query('kamo_health_ok{job="kamo"}')).toBe(1);
    // The alert rules loaded and evaluated without error.
    const rules = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as {
      data: { groups: Array<{ rules: Array<{ name: string; health: string }> }> };
    };
    const loaded = rules.data.groups.flatMap((g) => g.rules);
    expect(loaded.map((r) => r.name).sort()).toEqual([
      "KamoAlertMailFailing",
      "KamoDeadLetter",
      "KamoHealthzFailing",
      "KamoLeadWaiting",
      "KamoServerErrors",
    ]);
    for (const rule of loaded) expect(rule.health, rule.name).not.toBe("err");
  }, 90_000);
});
