import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "~/db/client.server";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { validateLead, type LeadFormId } from "~/leads/forms/lead-forms";
import { claimDeliveries } from "~/leads/delivery/outbox.server";
import { storeLead } from "~/leads/delivery/store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { LeadDeliveryCard } from "./LeadDetailView";
import { getLead, listLeads } from "./leads.server";

/**
 * Issue 41, for the lead outbox (the same queue as the alert mail): a lead
 * that cannot be turned into a CRM call, or whose send throws, fails alone
 * with its error; the attempt cap holds when a lease runs out. Real CRM calls
 * to the fake CRM's HTTP server, one for the file.
 */
let serverEnv: ServerEnv;
let crm: FakeCrm;
beforeAll(async () => {
  serverEnv = setServerEnv({ SITE_URL: "http://localhost:3371" });
  crm = await startFakeCrm();
});
afterAll(async () => {
  await crm.close();
  await serverEnv.restore();
});

let t: TestDatabase | undefined;
const closers: Array<{ close(): Promise<void> }> = [];
beforeEach(() => {
  crm.requests.length = 0;
  crm.accepted.clear();
  crm.behave("ok");
});
afterEach(async () => {
  for (const c of closers.splice(0)) await c.close();
  await t?.cleanup();
  t = undefined;
});

const policy = { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 };
const LEASE_MS = 30_000;

async function database(): Promise<DB> {
  t = await createTestDatabase();
  return t.handle.db;
}

let sessions = 0;
async function store(db: DB, form: LeadFormId, overrides: Record<string, string> = {}) {
  const result = validateLead(form, { ...validLeads[form], ...overrides });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  const stored = await storeLead(db, {
    form,
    sessionKey: `jam-session-${String(++sessions).padStart(12, "0")}`,
    data: result.data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
  });
  return stored.leadId;
}

/** A lead's fields as stored, changed on the row itself (an older version, an import). */
async function storedFields(db: DB, leadId: number, change: (json: string) => string) {
  const row = await db
    .selectFrom("leads")
    .select("fields_json")
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("leads")
    .set({ fields_json: change(row.fields_json) })
    .where("id", "=", leadId)
    .execute();
}

async function keyOf(db: DB, leadId: number): Promise<string> {
  const row = await db
    .selectFrom("lead_deliveries")
    .select("idempotency_key")
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
  return row.idempotency_key;
}

async function deliveries(db: DB) {
  return db
    .selectFrom("lead_deliveries")
    .select(["lead_id", "status", "attempts", "last_error"])
    .orderBy("lead_id")
    .execute();
}

describe(`lead deliveries that cannot jam, on ${testDialect()}`, () => {
  it("a poisoned lead between good ones fails alone with its error; every good one reaches the CRM exactly once", async () => {
    const db = await database();
    const config = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 2_000 };
    const good: number[] = [];
    good.push(await store(db, "quick-contact"));
    // A choice stored as a number, not text (an import): it used to throw while
    // the claim was made into CRM calls, and took the whole claim down with it.
    const numeric = await store(db, "dealer");
    await storedFields(db, numeric, (json) => json.replace('"firmType":"20"', '"firmType":20'));
    good.push(numeric);
    good.push(await store(db, "consultation"));
    good.push(await store(db, "dealer", { firmName: "Shree Ganesh Paints" }));
    // Half a surrogate pair (an escape JSON allows): encoding the call throws.
    const unsendable = await store(db, "lets-talk");
    await storedFields(db, unsendable, (json) =>
      json.replace("anti-fungal", "anti-fungal \\ud83d"),
    );
    good.push(await store(db, "contractor"));
    good.push(await store(db, "lets-talk", { question: "Is there a low-VOC enamel?" }));

    const workers = [db, openDatabase(t!.options).db];
    closers.push({ close: async () => workers[1]!.destroy() });
    for (let pass = 0; pass < 20; pass++) {
      const results = await Promise.all(
        workers.map((handle, i) =>
          deliverDueLeads({
            db: handle,
            workerId: `server-${i}`,
            config,
            policy,
            pollMs: 10,
            batchSize: 3,
            leaseMs: LEASE_MS,
          }),
        ),
      );
      if (results.every((r) => r.delivered + r.retrying + r.dead === 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    for (const leadId of good) expect(crm.accepted.get(await keyOf(db, leadId))).toBe(1);
    expect(crm.accepted.size).toBe(good.length);
    const poisonedKey = await keyOf(db, unsendable);
    expect(crm.requests.filter((r) => r.idempotencyKey === poisonedKey)).toEqual([]);
    const numericCall = crm.requests.find((r) => r.query.remarks?.includes("Patil Hardware"));
    expect(numericCall?.query.remarks).toContain("Firm type: Partnership (20)");

    const rows = await deliveries(db);
    expect(rows.filter((r) => good.includes(r.lead_id)).map((r) => r.status)).toEqual(
      Array(good.length).fill("delivered"),
    );
    const byLead = new Map(rows.map((r) => [r.lead_id, r]));
    expect(byLead.get(unsendable)).toMatchObject({ status: "dead", attempts: policy.maxAttempts });
    expect(byLead.get(unsendable)?.last_error).toBe("could not send the lead: URI malformed");

    // Staff see the error on the lead's page.
    const lead = await getLead(db, unsendable, true);
    const Page = createRoutesStub([
      {
        path: "/",
        Component: () => createElement(LeadDeliveryCard, { lead: lead!, crmConfigured: true }),
      },
    ]);
    const html = renderToStaticMarkup(createElement(Page));
    expect(html).toContain("could not send the lead: URI malformed");
    expect((await listLeads(db, { status: "dead" }, true)).map((l) => l.id)).toEqual([unsendable]);
    // The staff list reads the number-valued lead too.
    expect((await getLead(db, numeric, true))?.fields).toContainEqual(
      expect.objectContaining({ name: "firmType", value: "Partnership (20)" }),
    );
  });

  it("a lease that runs out at the attempt cap is a dead letter with its reason, however many workers claim at once", async () => {
    const db = await database();
    const second = openDatabase(t!.options);
    closers.push(second);
    const leads: number[] = [];
    for (let i = 0; i < 12; i++)
      leads.push(await store(db, "quick-contact", { name: `Customer ${i + 1}` }));
    const [firstHalf, secondHalf] = [leads.slice(0, 6), leads.slice(6)];
    // Retrying under a cap of 5, then the cap was lowered to 3: dead at its turn, its error kept.
    const pastCap = [
      await store(db, "quick-contact", { name: "Past the cap, with an error" }),
      await store(db, "quick-contact", { name: "Past the cap, no error" }),
    ];
    await db
      .updateTable("lead_deliveries")
      .set({ attempts: 4, last_error: "CRM answered HTTP 503" })
      .where("lead_id", "=", pastCap[0]!)
      .execute();
    await db
      .updateTable("lead_deliveries")
      .set({ attempts: 4, next_attempt_at: new Date(Date.now() + 3_600_000).toISOString() })
      .where("lead_id", "=", pastCap[1]!)
      .execute();
    // Half have been tried twice already; a lowered cap leaves one pending past it.
    await db
      .updateTable("lead_deliveries")
      .set({ attempts: 2 })
      .where("lead_id", "in", firstHalf)
      .execute();
    const t0 = new Date();
    // A worker claims all twelve and is killed while sending.
    const killed = await claimDeliveries(db, {
      workerId: "killed",
      limit: 20,
      leaseMs: LEASE_MS,
      maxAttempts: policy.maxAttempts,
      now: t0,
    });
    expect(killed.map((c) => c.attempts)).toEqual([...Array(6).fill(3), ...Array(6).fill(1)]);

    const later = new Date(t0.getTime() + LEASE_MS + 1_000);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        claimDeliveries(i % 2 ? second.db : db, {
          workerId: `w${i}`,
          limit: 2,
          leaseMs: LEASE_MS,
          maxAttempts: policy.maxAttempts,
          now: later,
        }),
      ),
    );
    const taken = claims.flat();
    expect(taken.map((c) => c.leadId).sort((a, b) => a - b)).toEqual(secondHalf);
    expect(taken.every((c) => c.attempts === 2)).toBe(true);
    const rows = await deliveries(db);
    for (const r of rows.filter((r) => firstHalf.includes(r.lead_id))) {
      expect(r).toMatchObject({ status: "dead", attempts: 3 });
      expect(r.last_error).toBe(
        "lease expired after 3 attempts (the worker stopped while sending)",
      );
    }
    // A claim taken over says why its attempt count rose, until that attempt ends.
    for (const r of rows.filter((r) => secondHalf.includes(r.lead_id)))
      expect(r.last_error).toBe("lease expired after 1 attempt (the worker stopped while sending)");
    const [withError, notYetDue] = pastCap.map((id) => rows.find((r) => r.lead_id === id)!);
    expect(withError).toMatchObject({
      status: "dead",
      attempts: 4,
      last_error: "CRM answered HTTP 503",
    });
    // Not due yet: left alone until its turn.
    expect(notYetDue).toMatchObject({ status: "pending", attempts: 4, last_error: null });
    const turn = new Date(Date.now() + 2 * 3_600_000);
    const atTurn = await claimDeliveries(db, {
      workerId: "w",
      limit: 20,
      leaseMs: LEASE_MS,
      maxAttempts: 3,
      now: turn,
    });
    expect(atTurn.map((c) => c.leadId)).not.toContain(pastCap[1]);
    expect((await deliveries(db)).find((r) => r.lead_id === pastCap[1])).toMatchObject({
      status: "dead",
      last_error: "attempt cap of 3 reached",
    });
    expect(
      rows
        .filter((r) => !pastCap.includes(r.lead_id))
        .every((r) => r.attempts <= policy.maxAttempts),
    ).toBe(true);
  });

  it("the real worker dead-letters a claim that kept dying instead of trying it a fourth time", async () => {
    const db = await database();
    const config = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 2_000 };
    const leadId = await store(db, "quick-contact");
    await db.updateTable("lead_deliveries").set({ attempts: 2 }).execute();
    // Claimed for the third time by a worker that is killed; its short lease runs out.
    const [killed] = await claimDeliveries(db, {
      workerId: "killed",
      limit: 1,
      leaseMs: 1,
      maxAttempts: policy.maxAttempts,
    });
    expect(killed?.attempts).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const logged: string[] = [];
    const pass = await deliverDueLeads({
      db,
      workerId: "w",
      config,
      policy,
      pollMs: 10,
      leaseMs: LEASE_MS,
      log: (m) => logged.push(m),
    });
    expect(pass.delivered).toBe(0);
    expect(crm.requests).toEqual([]);
    expect(await deliveries(db)).toEqual([
      {
        lead_id: leadId,
        status: "dead",
        attempts: 3,
        last_error: "lease expired after 3 attempts (the worker stopped while sending)",
      },
    ]);
    expect(logged.join("\n")).toMatch(/dead-lettered: lease expired/);
  });
});
