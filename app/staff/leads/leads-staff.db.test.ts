import { afterEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import type { AuditActor } from "~/staff/audit/record.server";
import { validateLead, type LeadFormId } from "~/leads/forms/lead-forms";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { leadQueryOf, parseLeadFilters } from "./lead-filters";
import { countLeads, leadStateCounts, storeLead } from "~/leads/delivery/store.server";
import { claimDeliveries } from "~/leads/delivery/outbox.server";
import {
  getLead,
  listLeads,
  requeueAllDeadLeads,
  requeueDeadLead,
  unflagSpamLead,
} from "~/staff/leads/leads.server";
import { csvCell, leadsToCsv } from "~/staff/leads/leads-csv";
import { crmRequest } from "~/leads/crm/client.server";
import { formOptions } from "./lead-filters";
import type { DeliveryState } from "~/leads/delivery/lead-types";

/** The staff area's side of leads: filters, paging, the detail, CSV, re-queue and un-flag. */

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

const sales: AuditActor = {
  user: { id: 7, email: "kavita.rao@kamopaints.in" },
  clientIp: "10.20.1.15",
};

let serial = 0;
async function addLead(
  db: DB,
  form: LeadFormId,
  options: {
    overrides?: Record<string, string>;
    at?: string;
    spamReason?: string;
    state?: DeliveryState;
    locale?: string;
  } = {},
): Promise<number> {
  const result = validateLead(form, { ...validLeads[form], ...options.overrides });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  serial += 1;
  const stored = await storeLead(
    db,
    {
      form,
      sessionKey: `staff-test-session-${String(serial).padStart(8, "0")}`,
      data: result.data,
      spamReason: options.spamReason,
      locale: options.locale,
      clientIp: "203.0.113.9",
      userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131",
    },
    options.at ? new Date(options.at) : new Date(),
  );
  if (options.state)
    await db
      .updateTable("lead_deliveries")
      .set({
        status: options.state,
        attempts: options.state === "dead" ? 8 : 0,
        last_error: options.state === "dead" ? "CRM answered HTTP 503" : null,
        last_status: options.state === "dead" ? 503 : null,
      })
      .where("lead_id", "=", stored.leadId)
      .execute();
  return stored.leadId;
}

async function auditRows(db: DB) {
  return db.selectFrom("audit_log").selectAll().orderBy("id").execute();
}

describe(`the staff leads list on ${testDialect()}`, () => {
  it("filters by form, Indian calendar day, delivery state and spam flag; counts states; pages newest first", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    // 1 Nov 2026 00:10 IST is still 31 Oct in UTC: the day filter must count it as 1 Nov.
    const early = await addLead(db, "dealer", { at: "2026-10-31T18:40:00.000Z" });
    const lateOct = await addLead(db, "dealer", { at: "2026-10-31T18:20:00.000Z", state: "dead" });
    const spam = await addLead(db, "lets-talk", {
      at: "2026-11-02T06:00:00.000Z",
      spamReason: "honeypot field filled",
    });
    const delivered = await addLead(db, "vendor", {
      at: "2026-11-03T06:00:00.000Z",
      state: "delivered",
    });
    const dead = await addLead(db, "dealer", { at: "2026-11-04T06:00:00.000Z", state: "dead" });

    const query = (search: string) =>
      leadQueryOf(parseLeadFilters(new URLSearchParams(search)).values);
    const ids = async (search: string) =>
      (await listLeads(db, query(search), true)).map((l) => l.id);

    expect(await ids("")).toEqual([dead, delivered, spam, lateOct, early]);
    expect(await ids("form=dealer")).toEqual([dead, lateOct, early]);
    expect(await ids("from=2026-11-01&to=2026-11-01")).toEqual([early]);
    expect(await ids("to=2026-10-31")).toEqual([lateOct]);
    expect(await ids("from=2026-11-02&to=2026-11-03")).toEqual([delivered, spam]);
    expect(await ids("state=dead")).toEqual([dead, lateOct]);
    expect(await ids("state=dead&form=dealer&from=2026-11-01")).toEqual([dead]);
    expect(await ids("spam=yes")).toEqual([spam]);
    expect(await ids("spam=no&state=held")).toEqual([]);
    expect(await countLeads(db, query("form=dealer"))).toBe(3);

    // State counts ignore the state filter itself, so every tab shows what it would give.
    expect(await leadStateCounts(db, query("form=dealer&state=dead"))).toEqual({
      pending: 1,
      delivering: 0,
      delivered: 0,
      dead: 2,
      held: 0,
      withdrawn: 0,
    });
    expect(await leadStateCounts(db, {})).toMatchObject({
      pending: 1,
      delivered: 1,
      dead: 2,
      held: 1,
    });

    // Paging: newest first, no overlap.
    const page1 = await listLeads(db, { limit: 2, offset: 0 }, true);
    const page2 = await listLeads(db, { limit: 2, offset: 2 }, true);
    const page3 = await listLeads(db, { limit: 2, offset: 4 }, true);
    expect([...page1, ...page2, ...page3].map((l) => l.id)).toEqual([
      dead,
      delivered,
      spam,
      lateOct,
      early,
    ]);
  });

  it("reports nonsense filter values per field instead of failing", () => {
    const { values, errors } = parseLeadFilters(
      new URLSearchParams(
        "form=<script>&from=2026-13-45&to=yesterday&state=lost&spam=maybe&page=-3",
      ),
    );
    expect(values).toEqual({ page: 1 });
    expect(Object.keys(errors).sort()).toEqual(["form", "from", "spam", "state", "to"]);
    const reversed = parseLeadFilters(new URLSearchParams("from=2026-11-05&to=2026-11-01"));
    expect(reversed.errors.to).toMatch(/on or after/);
    expect(reversed.values.from).toBe("2026-11-05");
  });

  it("shows one lead with every field under the form's own labels and its delivery record", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const id = await addLead(db, "contractor", { state: "dead" });
    const lead = await getLead(db, id, true);
    expect(lead).toMatchObject({
      formTitle: "Applicator / contractor opening form",
      language: "English",
      name: "Imran Qureshi",
      clientIp: "203.0.113.9",
      userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131",
      spam: false,
      state: "dead",
      forwarding: "failed",
      delivery: {
        attempts: 8,
        lastError: "CRM answered HTTP 503",
        lastStatus: 503,
        nextAttemptAt: null,
      },
    });
    const hindi = await getLead(db, await addLead(db, "dealer", { locale: "hi" }), true);
    expect(hindi?.language).toBe("Hindi");
    const section = (legend: string) => lead?.sections.find((s) => s.legend === legend)?.fields;
    expect(section("Depot details")).toContainEqual({
      name: "depot",
      label: "Depot",
      value: "Jaipur",
    });
    expect(section("Your business")).toContainEqual({
      name: "partyInExistence",
      label: "Party in existence",
      value: expect.stringContaining("(150)"),
    });
    expect(section("Your business")?.find((f) => f.name === "competitors")?.value).toMatch(
      /\(50\), .*\(70\)/,
    );
    // Sealed at rest (ADR 61), shown masked until revealed (ADR 65).
    expect(section("Tax and bank")).toContainEqual(
      expect.objectContaining({ name: "pan", value: "ABCPQ****K", masked: true }),
    );
    // Empty optional fields are not listed; every filled one is.
    const listed = lead!.sections.flatMap((s) => s.fields.map((f) => f.name)).sort();
    expect(listed).toEqual(Object.keys(lead!.data).sort());
    expect(await getLead(db, 9_999, true)).toBeNull();
  });
});

describe(`a barrier report from the accessibility statement on ${testDialect()}`, () => {
  it("is listed, filtered and shown under its own form, and goes to the CRM as a lead call", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const other = await addLead(db, "quick-contact");
    const id = await addLead(db, "barrier-report");
    expect(formOptions).toContainEqual({
      value: "barrier-report",
      label: "Accessibility barrier report",
    });
    const query = leadQueryOf(parseLeadFilters(new URLSearchParams("form=barrier-report")).values);
    const listed = await listLeads(db, query, true);
    expect(listed.map((lead) => lead.id)).toEqual([id]);
    expect(listed.map((lead) => lead.id)).not.toContain(other);
    expect(listed[0]).toMatchObject({
      formTitle: "Accessibility barrier report",
      name: "Meera Nair",
      email: "meera.nair@example.in",
    });
    const lead = await getLead(db, id, true);
    expect(lead?.fields).toContainEqual({
      name: "technology",
      label: "Assistive technology or browser you use",
      value: "NVDA 2025 with Firefox",
    });

    const claimed = (await claimDeliveries(db, { workerId: "w", limit: 10, leaseMs: 1_000 })).find(
      (delivery) => delivery.leadId === id,
    );
    expect(claimed?.lead).toMatchObject({
      call: "lead",
      formTitle: "Accessibility barrier report",
      name: "Meera Nair",
      email: "meera.nair@example.in",
      // No phone given: the CRM gets an empty mobile, never another field's value.
      mobile: "",
    });
    const request = crmRequest(claimed!.lead, {
      baseUrl: "https://crm.example.in",
      accountId: "kamo",
      timeoutMs: 1_000,
    });
    const remarks = new URL(request.url).searchParams.get("remarks");
    expect(remarks).toContain("Form: Accessibility barrier report");
    expect(remarks).toContain("Page where you met the barrier: /pickyourcolors");
    expect(remarks).toContain("What happened?: The shade search results are not announced");
  });
});

describe(`CSV export on ${testDialect()}`, () => {
  it("defuses spreadsheet formulas, quotes separators and keeps Unicode, with a byte-order mark", async () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(csvCell("+91 98200")).toBe("'+91 98200");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("Patil Hardware, Kolhapur")).toBe(`"Patil Hardware, Kolhapur"`);
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a = b")).toBe("a = b");

    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await addLead(db, "quick-contact", {
      overrides: { name: "प्रिया नायर", question: "=cmd|'/c calc'!A1", subject: '@risk, "quoted"' },
      locale: "hi",
    });
    await addLead(db, "dealer");
    const csv = leadsToCsv(await listLeads(db, {}, false));
    expect(csv.startsWith("\uFEFFid,created_at,form,language,")).toBe(true);
    const rows = csv.slice(1).split("\r\n");
    const row = rows.find((r) => r.includes(",quick-contact,"));
    const english = rows.find((r) => r.includes(",dealer,"));
    expect(row).toContain(",quick-contact,Hindi,प्रिया नायर,");
    expect(english).toContain(",dealer,English,");
    expect(row).not.toContain("_locale");
    expect(row).toContain(`'=cmd|'/c calc'!A1`);
    expect(row).toContain(`"'@risk, ""quoted"""`);
    expect(row).toContain(",not forwarded,pending,0,,no,");
  });
});

describe(`re-queue and un-flag, audited, on ${testDialect()}`, () => {
  it("re-queues one dead lead with a fresh attempt count and records who did it", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const dead = await addLead(db, "dealer", { state: "dead" });
    const delivered = await addLead(db, "dealer", { state: "delivered" });

    expect(await requeueDeadLead(db, sales, dead)).toEqual({ ok: true });
    const lead = await getLead(db, dead, true);
    expect(lead).toMatchObject({ state: "pending", delivery: { attempts: 0 } });
    expect(await claimDeliveries(db, { workerId: "w", limit: 5, leaseMs: 1_000 })).toHaveLength(1);

    // Twice, or on a lead that is not dead, or on no lead: refused, and nothing logged.
    expect(await requeueDeadLead(db, sales, dead)).toEqual({ ok: false, reason: "not-dead" });
    expect(await requeueDeadLead(db, sales, delivered)).toEqual({ ok: false, reason: "not-dead" });
    expect(await requeueDeadLead(db, sales, 9_999)).toEqual({ ok: false, reason: "not-found" });

    const entries = await auditRows(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: 7,
      actor_email: "kavita.rao@kamopaints.in",
      action: "lead.requeue",
      entity_type: "lead",
      entity_id: String(dead),
      client_ip: "10.20.1.15",
    });
    expect(entries[0]?.summary).toContain(`lead #${dead} (Dealer application, Suresh Patil)`);
    expect(JSON.parse(entries[0]!.before_json!)).toMatchObject({
      deliveryState: "dead",
      attempts: 8,
    });
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({
      deliveryState: "pending",
      attempts: 0,
    });
  });

  it("re-queues every dead lead in one audited change", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const a = await addLead(db, "dealer", { state: "dead" });
    const b = await addLead(db, "vendor", { state: "dead" });
    await addLead(db, "lets-talk", { spamReason: "sent in 0.4 s" });
    expect(await requeueAllDeadLeads(db, sales)).toEqual([a, b]);
    expect(await leadStateCounts(db)).toMatchObject({ dead: 0, pending: 2, held: 1 });
    expect(await requeueAllDeadLeads(db, sales)).toEqual([]);
    const entries = await auditRows(db);
    expect(entries.map((e) => e.action)).toEqual(["lead.requeue-all"]);
    expect(JSON.parse(entries[0]!.after_json!)).toEqual({
      deliveryState: "pending",
      leadIds: [a, b],
    });
  });

  it("un-flags false spam: the flag goes, the held delivery is queued, the old reason stays in the log", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const spam = await addLead(db, "lets-talk", { spamReason: "form sent in 1.2 s" });
    const genuine = await addLead(db, "lets-talk", {
      overrides: { question: "Anti-fungal primer?" },
    });
    expect(await claimDeliveries(db, { workerId: "w", limit: 5, leaseMs: 1_000 })).toHaveLength(1);

    expect(await unflagSpamLead(db, sales, spam)).toEqual({ ok: true });
    expect(await getLead(db, spam, true)).toMatchObject({
      spam: false,
      spamReason: null,
      state: "pending",
    });
    const [claimed] = await claimDeliveries(db, { workerId: "w", limit: 5, leaseMs: 1_000 });
    expect(claimed?.leadId).toBe(spam);

    expect(await unflagSpamLead(db, sales, spam)).toEqual({ ok: false, reason: "not-spam" });
    expect(await unflagSpamLead(db, sales, genuine)).toEqual({ ok: false, reason: "not-spam" });
    const entries = await auditRows(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "lead.unflag-spam", entity_id: String(spam) });
    expect(JSON.parse(entries[0]!.before_json!)).toEqual({
      spam: true,
      spamReason: "form sent in 1.2 s",
      deliveryState: "held",
    });
    expect(JSON.parse(entries[0]!.after_json!)).toEqual({
      spam: false,
      spamReason: null,
      deliveryState: "pending",
    });
  });

  it("changes nothing when its audit entry cannot be written", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    const dead = await addLead(db, "dealer", { state: "dead" });
    const spam = await addLead(db, "lets-talk", { spamReason: "honeypot field filled" });
    await db.schema.dropTable("audit_log").execute();
    await expect(requeueDeadLead(db, sales, dead)).rejects.toThrow();
    await expect(requeueAllDeadLeads(db, sales)).rejects.toThrow();
    await expect(unflagSpamLead(db, sales, spam)).rejects.toThrow();
    expect(await getLead(db, dead, true)).toMatchObject({ state: "dead" });
    expect(await getLead(db, spam, true)).toMatchObject({ spam: true, state: "held" });
  });
});
