// Fault test: SIGKILL the server again and again while visitors send forms,
// and count the leads lost. A submission counts as acknowledged when the
// server redirected it to /thankyou; every acknowledged lead must be stored
// exactly once and, once the CRM answers, delivered (each idempotency key at
// least once; repeats only with the same key, which the CRM de-duplicates).
//
//   BUILD_DIR=build-leads npx tsx tests/fault/leads-sigkill.ts
//
// Needs a build. Listens on 127.0.0.1 only (FAULT_PORT, default 3306; fake CRM
// on FAULT_CRM_PORT, default 3316). Bounded: FAULT_SUBMISSIONS (300) sends,
// FAULT_KILLS (5) kills, and a hard limit of FAULT_LIMIT_SECONDS (120) overall.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { startFakeCrm } from "../mocks/fake-crm";
import { newServerDataDir } from "../server-data-dir";

const port = Number(process.env.FAULT_PORT ?? 3306);
const crmPort = Number(process.env.FAULT_CRM_PORT ?? 3316);
const total = Number(process.env.FAULT_SUBMISSIONS ?? 300);
const kills = Number(process.env.FAULT_KILLS ?? 5);
const limitMs = Number(process.env.FAULT_LIMIT_SECONDS ?? 120) * 1000;
const buildDir = process.env.BUILD_DIR ?? "build";
const base = `http://127.0.0.1:${port}`;
const dataDir = newServerDataDir("kamo-fault-");
const deadline = Date.now() + limitMs;

const crm = await startFakeCrm({ port: crmPort });
let server: ChildProcess | undefined;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, [path.join(buildDir, "server-main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: base,
      SEED_SAMPLE_CONTENT: "false",
      CRM_BASE_URL: crm.url,
      CRM_ACCOUNT_ID: crm.accountId,
      CRM_POLL_MS: "200",
      CRM_TIMEOUT_MS: "2000",
      CRM_RETRY_BASE_MS: "100",
      CRM_RETRY_CAP_MS: "1000",
      CRM_MAX_ATTEMPTS: "100",
      LEADS_RATE_LIMIT_PER_HOUR: "0",
      LEADS_MIN_FILL_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitUntilUp(): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not come up in time");
}

interface Submission {
  /** The signed form session, fetched once and sent with every try (one lead however often it is sent). */
  token?: string;
  marker: string;
  acknowledged: boolean;
  tries: number;
}

const submissions: Submission[] = Array.from({ length: total }, (_, i) => ({
  marker: `fault-${i}-${randomUUID().slice(0, 8)} नमस्ते`,
  acknowledged: false,
  tries: 0,
}));

/** A signed session, as the form a visitor loaded carries (an unsigned one is held as spam). */
async function fetchToken(): Promise<string> {
  const response = await fetch(`${base}/forms/quick-contact/session`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`session: ${response.status}`);
  const { session } = (await response.json()) as {
    session: { key: string; issuedAt: number; signature: string };
  };
  return `${session.key}.${session.issuedAt}.${session.signature}`;
}

/** Sends one submission until the server acknowledges it (as a visitor pressing submit again would). */
async function send(s: Submission): Promise<void> {
  while (!s.acknowledged && Date.now() < deadline) {
    try {
      s.token ??= await fetchToken();
    } catch {
      // The server is down; try again shortly.
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    s.tries++;
    const body = new URLSearchParams({
      _session: s.token,
      name: "Fault Test",
      email: "fault@example.com",
      phone: "9820012345",
      question: s.marker,
    });
    try {
      const response = await fetch(`${base}/forms/quick-contact`, {
        method: "POST",
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 302 && response.headers.get("location") === "/thankyou") {
        s.acknowledged = true;
        return;
      }
      if (response.status < 500) throw new Error(`unexpected ${response.status}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("unexpected")) throw error;
      // Connection refused or reset: the server is down; try again shortly.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

let failure: string | undefined;
try {
  server = startServer();
  await waitUntilUp();
  const started = Date.now();

  let next = 0;
  const senders = Array.from({ length: 8 }, async () => {
    while (next < submissions.length) await send(submissions[next++]!);
  });
  const killer = (async () => {
    for (let k = 0; k < kills && Date.now() < deadline; k++) {
      await new Promise((r) => setTimeout(r, 400 + Math.random() * 800));
      server?.kill("SIGKILL");
      crm.behave(k % 2 === 0 ? "error" : "hang");
      server = startServer();
      await waitUntilUp();
      crm.behave("ok");
    }
  })();
  await Promise.all([...senders, killer]);

  // Let the worker catch up after the last restart.
  const file = path.join(dataDir, "site.db");
  let delivered = 0;
  let stored = 0;
  while (Date.now() < deadline) {
    const db = new Database(file, { readonly: true });
    stored = (db.prepare("select count(*) as n from leads").get() as { n: number }).n;
    delivered = (
      db.prepare("select count(*) as n from lead_deliveries where status = 'delivered'").get() as {
        n: number;
      }
    ).n;
    db.close();
    if (delivered === stored && stored >= total) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  const db = new Database(file, { readonly: true });
  const rows = db.prepare("select fields_json from leads").all() as { fields_json: string }[];
  db.close();
  const markers = rows.map((r) => (JSON.parse(r.fields_json) as { question: string }).question);
  const acknowledged = submissions.filter((s) => s.acknowledged);
  const lost = acknowledged.filter((s) => !markers.includes(s.marker));
  const duplicates = markers.length - new Set(markers).size;
  const retried = submissions.filter((s) => s.tries > 1).length;
  const keysDelivered = crm.accepted.size;
  const resent = [...crm.accepted.values()].filter((n) => n > 1).length;

  console.log(
    `${acknowledged.length}/${total} acknowledged in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `with ${kills} SIGKILLs (${retried} sent again after a kill); stored ${stored}, lost ${lost.length}, ` +
      `duplicated ${duplicates}; delivered ${delivered}/${stored}, CRM saw ${keysDelivered} distinct leads ` +
      `(${resent} re-sent with the same idempotency key after a kill mid-delivery)`,
  );
  if (acknowledged.length !== total) failure = "not every submission was acknowledged in time";
  else if (lost.length > 0) failure = `${lost.length} acknowledged leads lost`;
  else if (duplicates > 0) failure = `${duplicates} leads stored twice`;
  else if (delivered !== stored || keysDelivered !== stored)
    failure = `only ${delivered} of ${stored} leads delivered`;
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  server?.kill("SIGKILL");
  await crm.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (failure) {
  console.error(`FAIL: ${failure}`);
  process.exit(1);
}
console.log("PASS: zero lost");
