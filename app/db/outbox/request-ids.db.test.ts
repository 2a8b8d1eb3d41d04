import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { validateLead } from "~/leads/forms/lead-forms";
import { storeLead } from "~/leads/delivery/store.server";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { withLogContext } from "~/lib/log/context.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { captureLogs, type CapturedLogs } from "../../../tests/log-capture";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";

/**
 * Issue 45: a message queued by a request keeps the request's id
 * (migration 0023), and the worker that delivers it later, in another
 * pass and perhaps another process, writes its lines under that id, so one
 * request can be followed from the form to the CRM's answer.
 */
let t: TestDatabase | undefined;
let crm: FakeCrm;
let captured: CapturedLogs | undefined;
beforeAll(async () => {
  crm = await startFakeCrm();
});
afterAll(async () => {
  await crm.close();
});
afterEach(async () => {
  captured?.restore();
  captured = undefined;
  await t?.cleanup();
  t = undefined;
});

async function store(db: TestDatabase["handle"]["db"], key: string) {
  const result = validateLead("quick-contact", validLeads["quick-contact"]);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return storeLead(db, {
    form: "quick-contact",
    sessionKey: `request-ids-${key}-0000000000`,
    data: result.data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
  });
}

describe(`a queued message's request id, on ${testDialect()}`, () => {
  it("is stored with the message and carried into the lines of its delivery", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const queued = await withLogContext({ reqId: "req-queued-1" }, () => store(db, "a"));
    // Queued by no request (a job, a script): no id, and none made up.
    const unasked = await store(db, "b");
    const rows = await db
      .selectFrom("lead_deliveries")
      .select(["lead_id", "request_id"])
      .orderBy("lead_id")
      .execute();
    expect(rows).toEqual([
      { lead_id: queued.leadId, request_id: "req-queued-1" },
      { lead_id: unasked.leadId, request_id: null },
    ]);

    captured = captureLogs("info");
    // The worker's pass runs in a context of its own, as in the background jobs.
    const pass = await withLogContext({ reqId: "not-this-one" }, () =>
      deliverDueLeads({
        db,
        config: { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 2_000 },
        policy: { maxAttempts: 5, baseMs: 1, capMs: 1 },
        pollMs: 10,
      }),
    );
    expect(pass.delivered).toBe(2);
    const delivered = captured.lines.filter((line) => line.msg === "delivered");
    expect(delivered).toHaveLength(2);
    const first = delivered.find(
      (line) => line.messageId !== undefined && line.reqId === "req-queued-1",
    );
    expect(first).toMatchObject({ outbox: "lead_deliveries", attempt: 1, component: "outbox" });
    // Not the pass's own context's id: the message was queued by no request.
    const second = delivered.find((line) => line !== first);
    expect(second).toMatchObject({ outbox: "lead_deliveries" });
    expect(second).not.toHaveProperty("reqId");
  });
});
