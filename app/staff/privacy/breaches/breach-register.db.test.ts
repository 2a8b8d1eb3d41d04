import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { storeLead } from "~/leads/delivery/store.server";
import { validateLead } from "~/leads/forms/lead-forms";
import { noticeCounts } from "~/privacy/breaches/store.server";
import type { AuditActor } from "~/staff/audit/record.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../../tests/db-utils";
import { validLeads } from "../../../../tests/factories/leads";
import { readBreachForm } from "./breach-form.server";
import { recordBreach, sendNoticesOf } from "./breaches.server";

/**
 * The register as the grievance officer works it (ADR 65): the form read on
 * the server with a message per field, each change with its audit entry
 * naming the incident and never a person, and no notice sent while people
 * who wrote in Hindi would get English words.
 */
let t: TestDatabase;
let db: DB;
const officer: AuditActor = {
  user: { id: 11, email: "grievance.officer@kamopaints.in" },
  clientIp: "10.20.1.30",
};

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(() => t.cleanup());

function posted(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) form.append(name, one);
  return form;
}

describe(`the breach register's staff side on ${testDialect()}`, () => {
  it("reads the form with a message per field and keeps what was typed", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const refused = readBreachForm(
      posted({
        title: "",
        foundAt: "2026-12-30T10:00",
        kinds: ["teeth"],
        selectBy: "leads",
        leadIds: "12, x",
      }),
      { withSelection: true, now },
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) throw new Error("the form was accepted");
    expect(Object.keys(refused.errors).sort()).toEqual([
      "foundAt",
      "kinds",
      "leadIds",
      "stepsTakenEn",
      "title",
      "whatHappenedEn",
    ]);
    expect(refused.errors.foundAt).toBe("This time is in the future");
    expect(refused.values.leadIds).toBe("12, x");

    const accepted = readBreachForm(
      posted({
        title: "Lost laptop",
        foundAt: "2026-11-28T14:30",
        occurredAt: "",
        whatHappenedEn: "A laptop was stolen.",
        stepsTakenEn: "We wiped it remotely.",
        kinds: ["contact", "bank"],
        selectBy: "form",
        form: "dealer",
        from: "2026-11-01",
        to: "2026-11-02",
      }),
      { withSelection: true, now },
    );
    expect(accepted).toMatchObject({
      ok: true,
      input: { foundAt: "2026-11-28T09:00:00.000Z", occurredAt: null, kinds: ["contact", "bank"] },
      selection: {
        record: { by: "form", form: "dealer", from: "2026-11-01", to: "2026-11-02" },
        query: { form: "dealer", from: "2026-10-31T18:30:00.000Z", to: "2026-11-02T18:30:00.000Z" },
      },
    });
  });

  it("records with an audit entry that names the incident, and refuses English words to Hindi readers", async () => {
    const checked = validateLead("quick-contact", {
      ...validLeads["quick-contact"],
      name: "प्रिया नायर",
    });
    if (!checked.success) throw new Error("invalid lead");
    const { leadId } = await storeLead(db, {
      form: "quick-contact",
      sessionKey: "breach-staff-session-00000001",
      data: checked.data,
      locale: "hi",
      clientIp: "203.0.113.9",
      userAgent: "vitest",
    });
    const input = {
      title: "Lost laptop",
      foundAt: "2026-11-28T09:00:00.000Z",
      occurredAt: null,
      whatHappened: { en: "A laptop was stolen.", hi: "" },
      stepsTaken: { en: "We wiped it remotely.", hi: "" },
      kinds: ["contact" as const],
    };
    const none = await recordBreach(db, officer, input, {
      record: { by: "leads", leadIds: [99_999] },
      query: { leadIds: [99_999] },
    });
    expect(none).toEqual({ ok: false, error: "None of these lead numbers exists" });
    const recorded = await recordBreach(db, officer, input, {
      record: { by: "leads", leadIds: [leadId] },
      query: { leadIds: [leadId] },
    });
    if (!recorded.ok) throw new Error(recorded.error);
    const audit = await db.selectFrom("audit_log").selectAll().execute();
    expect(audit.map((a) => [a.action, a.entity_type, a.entity_id])).toEqual([
      ["breach.record", "breach_incident", String(recorded.id)],
    ]);
    expect(JSON.stringify(audit)).not.toContain("प्रिया");

    expect(await sendNoticesOf(db, officer, recorded.id)).toEqual({
      ok: false,
      reason: "hindi-missing",
      count: 1,
    });
    expect((await noticeCounts(db, recorded.id)).byStatus.draft).toBe(1);
  });
});
