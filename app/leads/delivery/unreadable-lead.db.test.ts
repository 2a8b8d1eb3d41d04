import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { validateLead } from "~/leads/forms/lead-forms";
import type * as LeadForms from "~/leads/forms/lead-forms";
import { storeLead } from "~/leads/delivery/store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";

/**
 * A stored lead that cannot be made into a CRM call fails alone (issue 41).
 * No stored JSON does that any more (displayValue reads numbers and nulls),
 * so the fault is caused here: turning one marked lead into a call throws,
 * as a bug in a later change might make it.
 */
const { POISON } = vi.hoisted(() => ({ POISON: "a lead this version cannot read" }));
vi.mock("~/leads/forms/lead-forms", async (importOriginal) => {
  const original = await importOriginal<typeof LeadForms>();
  return {
    ...original,
    labelledValues: (...args: Parameters<typeof original.labelledValues>) => {
      if (args[1].question === POISON) throw new TypeError("fault injected for one lead");
      return original.labelledValues(...args);
    },
  };
});

let t: TestDatabase | undefined;
let crm: FakeCrm;
// Test files share a module graph (vitest.config.ts): the worker is loaded
// afresh below, so that it gets the stand-in, and forgotten afterwards, so
// that no later file does.
beforeAll(async () => {
  vi.resetModules();
  crm = await startFakeCrm();
});
afterAll(async () => {
  vi.resetModules();
  await crm.close();
});
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

describe(`a lead the worker cannot read, on ${testDialect()}`, () => {
  it("is a dead letter at once with its error, and the rest of its claim reaches the CRM", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const ids: number[] = [];
    for (const question of ["First question?", POISON, "Third question?"]) {
      const result = validateLead("quick-contact", { ...validLeads["quick-contact"], question });
      if (!result.success) throw new Error(JSON.stringify(result.errors));
      const stored = await storeLead(db, {
        form: "quick-contact",
        sessionKey: `unreadable-${question.length}-${ids.length}-0000000000`,
        data: result.data,
        clientIp: "127.0.0.1",
        userAgent: "vitest",
      });
      ids.push(stored.leadId);
    }
    const { deliverDueLeads } = await import("~/leads/delivery/worker.server");
    const logged: string[] = [];
    const pass = await deliverDueLeads({
      db,
      config: { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 2_000 },
      policy: { maxAttempts: 5, baseMs: 1, capMs: 1 },
      pollMs: 10,
      log: (m) => logged.push(m),
    });
    expect(pass).toEqual({ delivered: 2, retrying: 0, dead: 1 });
    expect(crm.accepted.size).toBe(2);
    const rows = await db
      .selectFrom("lead_deliveries")
      .select(["lead_id", "status", "attempts", "last_error"])
      .orderBy("lead_id")
      .execute();
    expect(rows.map((r) => r.status)).toEqual(["delivered", "dead", "delivered"]);
    expect(rows[1]).toMatchObject({
      attempts: 1,
      last_error: "could not make the CRM call from the stored lead: fault injected for one lead",
    });
    expect(logged.join("\n")).toContain("fault injected for one lead");
  });
});
