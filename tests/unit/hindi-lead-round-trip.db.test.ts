import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { validateLead, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { leadLocaleOf } from "~/leads/delivery/lead-types";
import { parseFields } from "~/leads/delivery/outbox.server";
import { storeLead } from "~/leads/delivery/store.server";
import { leadsToCsv } from "~/staff/leads/leads-csv";
import { listLeads } from "~/staff/leads/leads.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../db-utils";
import { validLeads } from "../factories/leads";
import { startFakeCrm, type FakeCrm } from "../mocks/fake-crm";

/**
 * A lead typed in Devanagari on a Hindi page (issue 25) arrives whole at each
 * place it goes: the database (SQLite and PostgreSQL: *.db.test.ts runs on
 * both), the staff CSV export as a spreadsheet reads it, and the CRM, by both
 * of its calls. It lives here, not in app/leads, because it follows the lead
 * into the staff area, which public code may not import (eslint.config.js).
 */

let testDb: TestDatabase | undefined;
let crm: FakeCrm | undefined;
afterEach(async () => {
  await crm?.close();
  crm = undefined;
  await testDb?.cleanup();
  testDb = undefined;
});

const name = "मीरा देसाई";
const address = "प्लॉट 12, जीआईडीसी फ़ेज़ 2, वापी, गुजरात 396195";
// Quotes, a line break and a comma: the CSV must quote this cell and keep all of it.
const remarks = 'एल्किड और एक्रेलिक रेज़िन, 5 केएल रिएक्टर में।\n"गुणवत्ता जांच" हमारी अपनी लैब में होती है।';
const consultationRemarks = "अडयार में दो कमरों का फ़्लैट; बैठक के लिए कोई गर्म शेड चाहिए।";

const hindiLeads: Array<{ form: LeadFormId; values: LeadValues; texts: string[] }> = [
  {
    form: "vendor",
    values: { ...validLeads.vendor, contactName: name, address, processes: remarks },
    texts: [name, address, remarks],
  },
  {
    form: "consultation",
    values: { ...validLeads.consultation, name, message: consultationRemarks },
    texts: [name, consultationRemarks],
  },
];

async function storeHindiLeads(db: TestDatabase["handle"]["db"]) {
  for (const [index, { form, values }] of hindiLeads.entries()) {
    const checked = validateLead(form, values, "hi");
    if (!checked.success) throw new Error(JSON.stringify(checked.errors));
    await storeLead(db, {
      form,
      sessionKey: `hindi-round-trip-${index}`,
      data: checked.data,
      locale: "hi",
      clientIp: "127.0.0.1",
      userAgent: "vitest",
    });
  }
}

describe(`a lead in Devanagari on ${testDialect()}`, () => {
  it("is stored character for character, with the language it was sent in", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await storeHindiLeads(db);
    const rows = await db
      .selectFrom("leads")
      .select(["form", "name", "fields_json"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.form, row.name])).toEqual([
      ["vendor", name],
      ["consultation", name],
    ]);
    const vendor = parseFields(rows[0]!.fields_json);
    expect(vendor).toMatchObject({ contactName: name, address, processes: remarks });
    expect(leadLocaleOf(vendor)).toBe("hi");
    expect(parseFields(rows[1]!.fields_json)).toMatchObject({ message: consultationRemarks });
  });

  it("comes out of the staff CSV export as a spreadsheet reads it: UTF-8 with a byte-order mark", async () => {
    testDb = await createTestDatabase();
    await storeHindiLeads(testDb.handle.db);
    const bytes = Buffer.from(leadsToCsv(await listLeads(testDb.handle.db, {}, false)), "utf8");
    // Excel takes a CSV for UTF-8 only when it starts with the byte-order mark;
    // without it, Devanagari opens as mojibake in the system code page.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    const vendor = records.find((record) => record.form === "vendor");
    expect(vendor).toMatchObject({
      contact_name: name,
      contactName: name,
      address,
      processes: remarks,
    });
    expect(records.find((record) => record.form === "consultation")).toMatchObject({
      contact_name: name,
      message: consultationRemarks,
    });
  });

  it("reaches the CRM intact by both calls: query parameters and JSON body", async () => {
    testDb = await createTestDatabase();
    const db = testDb.handle.db;
    await storeHindiLeads(db);
    crm = await startFakeCrm();
    const config = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 2_000 };
    const policy = { maxAttempts: 3, baseMs: 1_000, capMs: 60_000 };
    expect(await deliverDueLeads({ db, config, policy, pollMs: 10 })).toMatchObject({
      delivered: 2,
    });
    const lead = crm.requests.find((request) => request.body === undefined);
    const consultation = crm.requests.find((request) => request.body !== undefined);
    // Call 1: every value percent-encoded as UTF-8 and decoded back by the CRM.
    expect(lead?.query.name).toBe(name);
    for (const text of hindiLeads[0]!.texts.slice(1)) expect(lead?.query.remarks).toContain(text);
    // Call 2: the JSON body.
    expect(consultation?.body).toMatchObject({ name });
    expect(String(consultation?.body?.remarks)).toContain(consultationRemarks);
  });
});
