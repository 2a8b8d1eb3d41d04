import { afterEach, describe, expect, it } from "vitest";
import { validateLead } from "~/leads/forms/lead-forms";
import { storeLead } from "~/leads/delivery/store.server";
import type { AuditActor } from "~/staff/audit/record.server";
import { auditQueryOf, parseAuditFilters } from "~/staff/audit/audit-filters";
import { listAuditEntries, getAuditEntry } from "~/staff/audit/audit-log.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { leadsToCsv } from "./leads-csv";
import {
  getLead,
  listLeads,
  maskedIdentityOf,
  recordLeadView,
  revealLeadField,
} from "./leads.server";

/**
 * Masked by default, revealed one field at a time, and every read logged
 * (issue 44, Rule 6; ADR 65): the lists, the lead's page and the CSV show
 * `ABCPQ****K`; a reveal hands back the PAN and leaves an entry naming who,
 * which lead, which field and when, that an admin finds by searching.
 */
let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

const officer: AuditActor = {
  user: { id: 11, email: "grievance.officer@kamopaints.in" },
  clientIp: "10.20.1.30",
};
const sales: AuditActor = {
  user: { id: 7, email: "kavita.rao@kamopaints.in" },
  clientIp: "10.20.1.15",
};

async function contractorLead(db: TestDatabase["handle"]["db"]): Promise<number> {
  const checked = validateLead("contractor", validLeads.contractor);
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const stored = await storeLead(db, {
    form: "contractor",
    sessionKey: "privacy-test-session-00000001",
    data: checked.data,
    clientIp: "203.0.113.9",
    userAgent: "vitest",
  });
  return stored.leadId;
}

describe(`masked identity and bank fields on ${testDialect()}`, () => {
  it("masks the PAN, TIN and bank in the list, the lead's page and the CSV", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const id = await contractorLead(db);
    const [listed] = await listLeads(db, {}, false);
    expect(maskedIdentityOf(listed!.data)).toBe("PAN ABCPQ****K");

    const lead = await getLead(db, id, false);
    const shown = new Map(lead!.sections.flatMap((s) => s.fields).map((f) => [f.name, f]));
    expect(shown.get("pan")).toMatchObject({ value: "ABCPQ****K", masked: true });
    expect(shown.get("tin")).toMatchObject({ value: "08*******89", masked: true });
    expect(shown.get("bankerName")).toMatchObject({ value: "****", masked: true });
    expect(shown.get("mobile")?.masked).toBeUndefined();

    const csv = leadsToCsv(await listLeads(db, {}, false));
    expect(csv).toContain("ABCPQ****K");
    expect(csv).not.toContain("ABCPQ1234K");
    expect(csv).not.toContain("08123456789");
    expect(csv).not.toContain("HDFC Bank");
  });

  it("reveals one field, logs who, which lead, which field and when, never the value", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const id = await contractorLead(db);
    await recordLeadView(db, sales, { id, form: "contractor" });
    // The officer's reading of another lead, which a search for this one must leave out.
    await recordLeadView(db, officer, { id: id + 1, form: "dealer" });

    const revealed = await revealLeadField(db, officer, id, "pan");
    expect(revealed).toEqual({ ok: true, field: "pan", label: "PAN", value: "ABCPQ1234K" });
    expect(await revealLeadField(db, officer, id, "mobile")).toEqual({
      ok: false,
      reason: "not-masked",
    });
    expect(await revealLeadField(db, officer, 9_999, "pan")).toEqual({
      ok: false,
      reason: "not-found",
    });

    // What an admin types into /staff/audit: who, which lead, personal data read.
    const search = (query: string) =>
      listAuditEntries(db, auditQueryOf(parseAuditFilters(new URLSearchParams(query)).values));
    const found = await search(
      `events=personal-data&record=${id}&who=${encodeURIComponent(officer.user!.email)}`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      action: "lead.reveal-field",
      entityType: "lead",
      entityId: String(id),
      summary: `Revealed PAN of lead #${id} (Applicator / contractor opening form)`,
    });
    expect(Date.now() - Date.parse(found[0]!.createdAt)).toBeLessThan(60_000);
    const entry = await getAuditEntry(db, found[0]!.id);
    expect(entry?.afterJson).toContain('"field": "pan"');
    expect(JSON.stringify(entry)).not.toContain("ABCPQ1234K");

    const reads = await search(`events=personal-data&record=${id}`);
    expect(reads.map((e) => e.action)).toEqual(["lead.reveal-field", "lead.view"]);
    expect(reads[1]?.summary).not.toContain(validLeads.contractor.name ?? "Imran");
    // A security-events search does not list reads; a bad record number is refused.
    expect(await search(`events=security&record=${id}`)).toEqual([]);
    expect(parseAuditFilters(new URLSearchParams("record=lead-7")).errors.record).toBeTruthy();
  });
});
