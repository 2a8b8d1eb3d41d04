import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import type { DB } from "~/db/client.server";
import { validateLead, type LeadFormId } from "~/leads/forms/lead-forms";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { storeLead, type NewLead } from "~/leads/delivery/store.server";
import {
  claimDeliveries,
  recordDeliveryFailure,
  recordDeliverySuccess,
  requeueDeliveries,
  retryDelayMs,
} from "~/leads/delivery/outbox.server";
import { listLeads } from "~/staff/leads/leads.server";
import { leadsToCsv } from "~/staff/leads/leads-csv";

let testDb: TestDatabase | undefined;
const extraHandles: Array<{ close(): Promise<void> }> = [];
let crm: FakeCrm | undefined;
afterEach(async () => {
  for (const h of extraHandles.splice(0)) await h.close();
  await crm?.close();
  crm = undefined;
  await testDb?.cleanup();
  testDb = undefined;
});

function lead(
  form: LeadFormId,
  sessionKey: string,
  overrides: Record<string, string> = {},
): NewLead {
  const result = validateLead(form, { ...validLeads[form], ...overrides });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return { form, sessionKey, data: result.data, clientIp: "127.0.0.1", userAgent: "vitest" };
}

async function count(db: DB, table: "leads" | "lead_deliveries"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(db.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const policy = { maxAttempts: 3, baseMs: 1_000, capMs: 60_000, random: () => 0.5 };

describe(`storing leads on ${testDialect()}`, () => {
  it("writes the lead and its delivery record together, with every field and Unicode intact", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const stored = await storeLead(
      db,
      lead("quick-contact", "session-key-0000000001", {
        name: "प्रिया 🙏 <b>Nair</b>",
        question: "வணக்கம்! مرحبا — is Weather Supreme OK for coastal Chennai?",
      }),
    );
    expect(stored).toMatchObject({ duplicate: false, spam: false });
    const [view] = await listLeads(db, {}, false);
    expect(view?.name).toBe("प्रिया 🙏 <b>Nair</b>");
    expect(view?.data.question).toBe("வணக்கம்! مرحبا — is Weather Supreme OK for coastal Chennai?");
    expect(view?.forwarding).toBe("not forwarded");
    expect(await count(db, "lead_deliveries")).toBe(1);
    const csv = leadsToCsv([view!]);
    expect(csv).toContain("प्रिया 🙏 <b>Nair</b>");
    expect(csv).toContain("வணக்கம்! مرحبا");
  });

  it("is idempotent per submission: the same form sent twice is one lead", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const first = await storeLead(db, lead("dealer", "session-key-0000000002"));
    const again = await storeLead(db, lead("dealer", "session-key-0000000002"));
    expect(again).toEqual({ leadId: first.leadId, duplicate: true, spam: false });
    // Concurrent double submit (double click on a slow network).
    const both = await Promise.all([
      storeLead(db, lead("vendor", "session-key-0000000003")),
      storeLead(db, lead("vendor", "session-key-0000000003")),
    ]);
    expect(both.filter((s) => !s.duplicate)).toHaveLength(1);
    // A page served from a cache hands two visitors the same key: different content, two leads.
    await storeLead(db, lead("dealer", "session-key-0000000002", { firmName: "Another Firm" }));
    expect(await count(db, "leads")).toBe(3);
    expect(await count(db, "lead_deliveries")).toBe(3);
  });

  it("leaves nothing half-written when the delivery record cannot be stored", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await db.schema.dropTable("lead_deliveries").execute();
    await expect(storeLead(db, lead("dealer", "session-key-0000000004"))).rejects.toThrow();
    expect(await count(db, "leads")).toBe(0);
  });

  it("keeps spam flagged and held back; a re-queue releases a false positive", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const spam = await storeLead(db, {
      ...lead("lets-talk", "session-key-0000000005"),
      spamReason: "honeypot field filled",
    });
    expect(spam.spam).toBe(true);
    expect(await claimDeliveries(db, { workerId: "w", limit: 10, leaseMs: 1_000 })).toEqual([]);
    const [view] = await listLeads(db, {}, true);
    expect(view).toMatchObject({
      spam: true,
      spamReason: "honeypot field filled",
      forwarding: "held as spam",
    });
    expect(await requeueDeliveries(db, { status: "held" })).toBe(1);
    expect(await claimDeliveries(db, { workerId: "w", limit: 10, leaseMs: 1_000 })).toHaveLength(1);
  });
});

describe(`the delivery queue on ${testDialect()}`, () => {
  it("claims with a lease: a claim held is skipped, an expired one is taken over", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await storeLead(db, lead("dealer", "session-key-0000000006"));
    const t0 = new Date();
    const [a] = await claimDeliveries(db, { workerId: "A", limit: 5, leaseMs: 30_000, now: t0 });
    expect(a?.attempts).toBe(1);
    expect(a?.lead.call).toBe("lead");
    expect(
      await claimDeliveries(db, { workerId: "B", limit: 5, leaseMs: 30_000, now: t0 }),
    ).toEqual([]);
    // Worker A was SIGKILLed: after the lease, B takes the delivery over.
    const later = new Date(t0.getTime() + 31_000);
    const [b] = await claimDeliveries(db, { workerId: "B", limit: 5, leaseMs: 30_000, now: later });
    expect(b?.deliveryId).toBe(a?.deliveryId);
    expect(b?.attempts).toBe(2);
    // A's late answer no longer counts; B's does.
    expect(
      await recordDeliverySuccess(db, { deliveryId: a!.deliveryId, workerId: "A", status: 200 }),
    ).toBe(false);
    expect(
      await recordDeliverySuccess(db, { deliveryId: b!.deliveryId, workerId: "B", status: 200 }),
    ).toBe(true);
    const [view] = await listLeads(db, {}, true);
    expect(view?.forwarding).toBe("forwarded");
  });

  it("concurrent claims from two servers never take the same delivery", async () => {
    testDb = await createTestDatabase();
    const second = openDatabase(testDb.options);
    extraHandles.push(second);
    for (let i = 0; i < 40; i++)
      await storeLead(
        testDb.handle.db,
        lead("lets-talk", `session-key-claim-${String(i).padStart(6, "0")}`),
      );
    const handles = [testDb.handle.db, second.db];
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        claimDeliveries(handles[i % 2]!, { workerId: `w${i}`, limit: 3, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((c) => c.deliveryId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });

  it("retries with backoff, dead-letters after the last attempt keeping the error, and re-queues", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await storeLead(db, lead("distributor", "session-key-0000000007"));
    let now = new Date();
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      const [claimed] = await claimDeliveries(db, {
        workerId: "w",
        limit: 1,
        leaseMs: 10_000,
        now,
      });
      expect(claimed?.attempts).toBe(attempt);
      const outcome = await recordDeliveryFailure(
        db,
        {
          deliveryId: claimed!.deliveryId,
          workerId: "w",
          attempts: claimed!.attempts,
          error: `HTTP 500 #${attempt}`,
          status: 500,
        },
        policy,
        now,
      );
      expect(outcome).toBe(attempt < policy.maxAttempts ? "retry" : "dead");
      // Not due again before its backoff.
      expect(await claimDeliveries(db, { workerId: "w", limit: 1, leaseMs: 10_000, now })).toEqual(
        [],
      );
      now = new Date(now.getTime() + retryDelayMs(attempt, policy) + 1);
    }
    const [dead] = await listLeads(db, { status: "dead" }, true);
    expect(dead).toMatchObject({ forwarding: "failed", attempts: 3, lastError: "HTTP 500 #3" });
    expect(await requeueDeliveries(db)).toBe(1);
    const [again] = await claimDeliveries(db, { workerId: "w", limit: 1, leaseMs: 10_000 });
    expect(again?.attempts).toBe(1);
  });

  it("backoff doubles, is capped, and jitters within half to all of the step", () => {
    const p = { maxAttempts: 10, baseMs: 1_000, capMs: 8_000 };
    expect(retryDelayMs(1, { ...p, random: () => 0 })).toBe(500);
    expect(retryDelayMs(1, { ...p, random: () => 1 })).toBe(1_000);
    expect(retryDelayMs(3, { ...p, random: () => 1 })).toBe(4_000);
    expect(retryDelayMs(9, { ...p, random: () => 1 })).toBe(8_000);
    expect(retryDelayMs(9, { ...p, random: () => 0 })).toBe(4_000);
  });
});

describe(`delivery to a fake CRM on ${testDialect()}`, () => {
  it("two workers on two connections deliver every lead exactly once through 500s, slowness and hangs", async () => {
    testDb = await createTestDatabase();
    const second = openDatabase(testDb.options);
    extraHandles.push(second);
    crm = await startFakeCrm();
    // The timeout is generous so a busy test machine does not turn a slow 200 into a retry.
    const config = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 1_000 };
    const fastPolicy = { maxAttempts: 1_000, baseMs: 5, capMs: 20 };
    const forms: LeadFormId[] = ["consultation", "quick-contact", "dealer", "contractor", "vendor"];
    for (let i = 0; i < 30; i++)
      await storeLead(
        testDb.handle.db,
        lead(forms[i % forms.length]!, `session-key-${String(i).padStart(12, "0")}`),
      );

    const workers = [
      { db: testDb.handle.db, workerId: "server-1" },
      { db: second.db, workerId: "server-2" },
    ];
    const pass = () =>
      Promise.all(
        workers.map((w) =>
          deliverDueLeads({
            ...w,
            config,
            policy: fastPolicy,
            pollMs: 10,
            batchSize: 4,
            leaseMs: 5_000,
          }),
        ),
      );
    for (const behaviour of ["error", "hang", "slow"] as const) {
      crm.behave(behaviour, { slowMs: 50 });
      await pass();
      await new Promise((r) => setTimeout(r, 30));
    }
    crm.behave("ok");
    for (let i = 0; i < 40; i++) {
      await pass();
      const pending = await listLeads(testDb.handle.db, { status: "pending" }, true);
      if (pending.length === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }

    const views = await listLeads(testDb.handle.db, {}, true);
    expect(views.map((v) => v.forwarding)).toEqual(Array(30).fill("forwarded"));
    expect(crm.accepted.size).toBe(30);
    expect([...crm.accepted.values()].every((n) => n === 1)).toBe(true);
    expect(crm.requests.some((r) => r.answered === 500)).toBe(true);
    expect(crm.requests.every((r) => r.idempotencyKey)).toBe(true);
    // Consultations go as call 2 (JSON body), everything else as call 1 (query string).
    const consultation = crm.requests.find((r) => r.body?.remarks);
    expect(consultation?.body).toMatchObject({
      name: "Ananya Iyer",
      email: "ananya.iyer@example.in",
      mobile: "9840012345",
    });
    const dealer = crm.requests.find((r) => r.query.remarks?.includes("Dealer application"));
    expect(dealer?.query).toMatchObject({
      countryCode: "USA",
      name: "Suresh Patil",
      emailID: "patilhardware@example.com",
      mobile: "9822012345",
    });
    expect(dealer?.query.remarks).toContain("Firm name: Patil Hardware & Paints");
    expect(dealer?.query.remarks).toContain("Firm type: Partnership (20)");
  });
});
