import { afterEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { storeLead, type NewLead } from "~/leads/delivery/store.server";
import { validateLead, type LeadFormId } from "~/leads/forms/lead-forms";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import {
  consentsOfLeads,
  recordLeadConsent,
  withdrawConsent,
  type GivenConsent,
} from "./store.server";

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

function lead(form: LeadFormId, sessionKey: string, extra: Partial<NewLead> = {}): NewLead {
  const result = validateLead(form, validLeads[form]);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return {
    form,
    sessionKey,
    data: result.data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    ...extra,
  };
}

const given = (overrides: Partial<GivenConsent> = {}): GivenConsent => ({
  noticeVersion: "0123456789abcdef",
  locale: "hi",
  purposes: ["request", "marketing"],
  channel: "page",
  at: new Date("2026-11-29T02:30:00.000Z"),
  ...overrides,
});

async function twoLeads(db: DB) {
  const first = await storeLead(db, lead("quick-contact", "consent-session-000001"));
  const second = await storeLead(db, lead("dealer", "consent-session-000002"));
  return [first.leadId, second.leadId] as const;
}

describe(`lead consents on ${testDialect()}`, () => {
  it("records each purpose with the notice version, language, channel and time, and reads them back by lead", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const [a, b] = await twoLeads(db);
    await recordLeadConsent(db, a, given());
    await recordLeadConsent(
      db,
      b,
      given({
        noticeVersion: "fedcba9876543210",
        locale: "en",
        purposes: ["request"],
        channel: "no-js",
      }),
    );

    expect(await consentsOfLeads(db, [b, a])).toEqual([
      {
        leadId: a,
        purpose: "request",
        noticeVersion: "0123456789abcdef",
        locale: "hi",
        channel: "page",
        givenAt: "2026-11-29T02:30:00.000Z",
        withdrawnAt: null,
      },
      expect.objectContaining({ leadId: a, purpose: "marketing", withdrawnAt: null }),
      expect.objectContaining({
        leadId: b,
        purpose: "request",
        noticeVersion: "fedcba9876543210",
        locale: "en",
        channel: "no-js",
      }),
    ]);
    expect(await consentsOfLeads(db, [b])).toHaveLength(1);
    expect(await consentsOfLeads(db, [])).toEqual([]);
  });

  it("keeps the version a consent was given under when the notice changes, and never records a purpose twice", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const [a, b] = await twoLeads(db);
    await recordLeadConsent(db, a, given({ noticeVersion: "old-version-0001" }));
    await recordLeadConsent(db, b, given({ noticeVersion: "new-version-0002" }));
    // The same lead recorded again (a retried transaction): the first record stands.
    await recordLeadConsent(
      db,
      a,
      given({ noticeVersion: "new-version-0002", purposes: ["request"] }),
    );

    const rows = await consentsOfLeads(db, [a, b]);
    expect(rows.filter((r) => r.leadId === a).map((r) => r.noticeVersion)).toEqual([
      "old-version-0001",
      "old-version-0001",
    ]);
    expect(rows.filter((r) => r.leadId === b).map((r) => r.noticeVersion)).toEqual([
      "new-version-0002",
      "new-version-0002",
    ]);
  });

  it("withdraws one purpose on the leads named, with its time, and leaves the others and the first time alone", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const [a, b] = await twoLeads(db);
    await recordLeadConsent(db, a, given());
    await recordLeadConsent(db, b, given());

    const at = new Date("2026-12-01T10:00:00.000Z");
    expect(await withdrawConsent(db, { leadIds: [a] }, "marketing", at)).toBe(1);
    // A second withdrawal changes nothing: the first time is the record.
    expect(
      await withdrawConsent(db, { leadIds: [a, b] }, "marketing", new Date("2026-12-02T00:00:00Z")),
    ).toBe(1);
    expect(await withdrawConsent(db, { leadIds: [] }, "marketing", at)).toBe(0);

    const rows = await consentsOfLeads(db, [a, b]);
    const find = (leadId: number, purpose: string) =>
      rows.find((r) => r.leadId === leadId && r.purpose === purpose)?.withdrawnAt;
    expect(find(a, "marketing")).toBe("2026-12-01T10:00:00.000Z");
    expect(find(b, "marketing")).toBe("2026-12-02T00:00:00.000Z");
    expect(find(a, "request")).toBeNull();
    expect(find(b, "request")).toBeNull();
  });
});
