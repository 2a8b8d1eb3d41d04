import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { leadFormIds, type LeadFormId } from "~/leads/forms/definitions";
import { validLeads } from "../tests/factories/leads";
import { startFakeCrm, type FakeCrm } from "../tests/mocks/fake-crm";
import { startSmtpServer, type TestSmtpServer } from "../tests/mocks/smtp-servers";
import { newServerDataDir } from "../tests/server-data-dir";
import {
  formSessionToken,
  isBuilt,
  startBuiltServer,
  type BuiltServer,
} from "./testing/built-server";

/**
 * Issue 45: no personal data in any log line. The built server, its log at
 * the lowest level, is sent every lead form, an alert sign-up and a privacy
 * request (the code asked for by mail and by text, proven, and a request
 * made) with marker values in every personal field and in the free text,
 * and the forms' pages with a query string of them. The outboxes then
 * deliver the leads to a fake CRM and the mails to a test relay, and the
 * server's whole output, standard output and error, must hold no marker.
 * The markers did reach the CRM and the relay, so the values went through
 * the code that could have logged them.
 */
const MARK = "Zqxmarker";
const NAME = `${MARK} Name`;
const EMAIL = "zqxmarker@example.in";
const MOBILE = "9871357913";
const PAN = "ZQXPZ1357Q";
const TEXT = `${MARK} wrote this: please call me back`;
/** What must never be in the log: the word in any case, and the mobile in any spelling. */
const LEAKS = [/zqxmarker/i, /98713\s?57913/, /zqxpz1357q/i];

/** A valid submission of `form` with every personal field, and the free text, marked. */
function markedLead(form: LeadFormId): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(validLeads[form])) {
    if (Array.isArray(value)) continue;
    const text = String(value ?? "");
    if (/^(name|partnerName|applicatorName|contactName)$/.test(name)) values[name] = NAME;
    else if (name === "email") values[name] = EMAIL;
    else if (/^(mobile|phone|contactPhone)$/.test(name)) values[name] = MOBILE;
    else if (name === "pan") values[name] = PAN;
    else if (/^(question|message|barrier|processes|companiesDealtWith)$/.test(name))
      values[name] = TEXT;
    else values[name] = text;
  }
  return values;
}

let crm: FakeCrm;
let relay: TestSmtpServer;
let server: BuiltServer;
let dataDir: string;

beforeAll(async () => {
  if (!isBuilt) return;
  crm = await startFakeCrm();
  relay = await startSmtpServer();
  dataDir = newServerDataDir("kamo-no-pii-logs-");
  server = await startBuiltServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "trace",
    LEADS_MIN_FILL_SECONDS: "0",
    LEADS_RATE_LIMIT_PER_HOUR: "0",
    CRM_BASE_URL: crm.url,
    CRM_ACCOUNT_ID: crm.accountId,
    CRM_POLL_MS: "200",
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    MAIL_FROM: "Kamo Paints Investor Relations <investors@kamopaints.in>",
    ALERTS_POLL_MS: "200",
  });
}, 180_000);

afterAll(async () => {
  if (!isBuilt) return;
  await server?.stop();
  await crm?.close();
  await relay?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A form post as a browser sends it, from the site's own page. */
function post(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** The hidden fields of the first form on a page that posts. */
function hiddenFields(page: string): Record<string, string> {
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1] ?? "";
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(
    /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
  ))
    fields[name!] = value!.replace(/&amp;/g, "&");
  return fields;
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within 30 s\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(isBuilt)("the server's log, after every form is sent personal data", () => {
  it("holds no name, address, mobile, PAN or typed text, through the outboxes' deliveries", async () => {
    const leadRequestIds: string[] = [];
    for (const form of leadFormIds) {
      // The form's page with a query string of personal data, as a link might carry it.
      const query = new URLSearchParams({ name: NAME, email: EMAIL, mobile: MOBILE, pan: PAN });
      expect((await fetch(`${server.origin}/forms/${form}?${query}`)).status).toBeLessThan(500);
      const fields = { ...markedLead(form), _session: await formSessionToken(server.origin, form) };
      let answer = await post(`/forms/${form}`, fields);
      // A form with a page of its own (/dealer, /consultation) takes the post there (307).
      if (answer.status === 307) answer = await post(answer.headers.get("location")!, fields);
      expect(answer.status, `${form}: ${await answer.text()}`).toBe(302);
      leadRequestIds.push(answer.headers.get("x-request-id") ?? "");
    }
    expect(
      (await fetch(`${server.origin}/consultation?${new URLSearchParams({ email: EMAIL })}`))
        .status,
    ).toBe(200);

    // The investor alert sign-up.
    const alertsPage = await (await fetch(`${server.origin}/investors/alerts`)).text();
    const signUp = await post("/investors/alerts", {
      ...hiddenFields(alertsPage),
      email: EMAIL,
      scope: "all",
      frequency: "immediate",
    });
    expect(signUp.status).toBeLessThan(400);

    // A privacy request: a code by text (kept: no gateway here) and by mail, proven, a request made.
    const bySms = await post("/privacy/requests", {
      intent: "send-code",
      channel: "sms",
      mobile: MOBILE,
    });
    expect(bySms.status).toBeLessThan(400);
    const asked = await post("/privacy/requests", {
      intent: "send-code",
      channel: "email",
      email: EMAIL,
    });
    expect(asked.status).toBe(200);
    const challenge = /name="challenge"[^>]*value="([^"]+)"/.exec(await asked.text())?.[1];
    expect(challenge, "the code step's challenge").toBeDefined();
    const code = await until("the privacy code's mail", () => {
      const mail = relay.received.find(
        (m) => m.rcptTo.includes(EMAIL) && /\b\d{6}\b/.test(m.parsed.text ?? ""),
      );
      return mail ? /\b(\d{6})\b/.exec(mail.parsed.text ?? "")?.[1] : undefined;
    });
    const proven = await post("/privacy/requests", {
      intent: "check-code",
      challenge: challenge!,
      code,
    });
    expect(proven.status).toBe(302);
    const cookie = proven.headers.getSetCookie()[0]!.split(";")[0]!;
    const made = await post(
      "/privacy/requests",
      { intent: "make-request", kind: "correct", details: `${TEXT}; my name is ${NAME}` },
      cookie,
    );
    expect(made.status).toBe(200);

    // Every lead delivered (or held) and the alert confirmation sent: the outboxes had the markers.
    const handle = openDatabase({ dataDir });
    try {
      await until("the leads' deliveries", async () => {
        const open = await handle.db
          .selectFrom("lead_deliveries")
          .select("id")
          .where("status", "in", ["pending", "delivering"])
          .execute();
        return open.length === 0 ? true : undefined;
      });
    } finally {
      await handle.close();
    }
    await until("the alert confirmation", () =>
      relay.received.some(
        (m) => m.rcptTo.includes(EMAIL) && /alerts\/confirm/.test(m.parsed.text ?? ""),
      )
        ? true
        : undefined,
    );
    expect(JSON.stringify(crm.requests)).toContain(MARK);
    // Let the last lines arrive from the other process (written at least every 250 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const output = server.output();
    const lines = output.split("\n").filter((line) => line.startsWith("{"));
    // The log is there and about these requests: access lines, and the
    // outbox's lines under the id of the request that queued each lead.
    expect(lines.filter((line) => line.includes('"component":"access"')).length).toBeGreaterThan(
      20,
    );
    const delivered = lines.filter((line) => line.includes('"msg":"delivered"'));
    for (const id of leadRequestIds.filter(Boolean).slice(0, 3))
      expect(
        delivered.some((line) => line.includes(`"reqId":"${id}"`)),
        `a delivery logged under ${id}`,
      ).toBe(true);
    for (const leak of LEAKS) {
      const leaking = output.split("\n").filter((line) => leak.test(line));
      expect(leaking, `${leak} in the server's output`).toEqual([]);
    }
  }, 120_000);
});
