import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { crmLeadOf, parseFields } from "~/leads/delivery/outbox.server";
import { resealLeads, storeLead } from "~/leads/delivery/store.server";
import { validateLead, type LeadFormId } from "~/leads/forms/lead-forms";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { KeyRing, sealedWith } from "~/lib/crypto/sealed.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";

/**
 * Issue 44's safeguard (Rule 6; ADR 61): a partner's PAN, TIN, bank, date of
 * birth, anniversary and addresses are sealed in the database, raw file and
 * table alike, while staff and the CRM see them as typed; a new key re-seals
 * everything, older rows from before sealing included.
 */
let t: TestDatabase;
let db: DB;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(async () => {
  await db.deleteFrom("lead_deliveries").execute();
  await db.deleteFrom("leads").execute();
});

const contractor = validLeads.contractor;
/** What must never be found in clear at rest: each sealed field's value. */
const secrets = {
  pan: String(contractor.pan),
  tin: String(contractor.tin),
  dateOfBirth: String(contractor.dateOfBirth),
  marriageAnniversary: String(contractor.marriageAnniversary),
  officeAddress: String(contractor.officeAddress),
  bankerName: String(contractor.bankerName),
  bankerAddress: String(contractor.bankerAddress),
};

async function store(form: LeadFormId, values = validLeads[form], key = "sealed") {
  const checked = validateLead(form, values);
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  return storeLead(db, {
    form,
    sessionKey: `${key}-${Math.random().toString(36).slice(2)}-0000000000`,
    data: checked.data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
  });
}

const rawFields = async (id: number) =>
  (
    await db
      .selectFrom("leads")
      .select("fields_json")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).fields_json;

describe(`personal data sealed at rest, on ${testDialect()}`, () => {
  it("keeps no PAN, TIN, bank, birth date or address in clear in the table", async () => {
    const { leadId } = await store("contractor");
    const raw = await rawFields(leadId);
    for (const [field, value] of Object.entries(secrets)) {
      expect(raw, field).not.toContain(value);
      expect(JSON.parse(raw)[field], field).toMatch(/^sealed:v1:test:/);
    }
    // What the sales team searches by and the CRM is called with stays as it was.
    expect(raw).toContain(String(contractor.applicatorName));
    // The whole row, every column as text (the submission key included: a plain hash could be guessed).
    const row = await db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    const everything = JSON.stringify(row);
    for (const value of Object.values(secrets)) expect(everything).not.toContain(value);
  });

  it.runIf(testDialect() === "sqlite")(
    "keeps none of them in the SQLite file or its write-ahead log, byte for byte",
    async () => {
      await store("contractor");
      await store("dealer");
      const files = fs
        .readdirSync(t.options.dataDir)
        .filter((name) => name.startsWith("site.db"))
        .map((name) => fs.readFileSync(path.join(t.options.dataDir, name)));
      expect(files.length).toBeGreaterThan(0);
      const bytes = Buffer.concat(files);
      // The file does hold the lead (a name not sealed), so the search is not of an empty file.
      expect(bytes.includes(Buffer.from(String(contractor.applicatorName)))).toBe(true);
      for (const value of [...Object.values(secrets), String(validLeads.dealer.branchAndBank)])
        expect(bytes.includes(Buffer.from(value)), value).toBe(false);
    },
  );

  it.runIf(testDialect() === "postgres")(
    "keeps none of them in the PostgreSQL table, read as text by the server",
    async () => {
      await store("contractor");
      const { rows } = await sql<{ row: string }>`select leads::text as row from leads`.execute(db);
      expect(rows).toHaveLength(1);
      for (const value of Object.values(secrets)) expect(rows[0]!.row).not.toContain(value);
    },
  );

  it("reads every field back as typed, for staff and the CRM alike", async () => {
    const { leadId } = await store("contractor");
    // parseFields is the one reader of a lead's fields: the staff pages, the CSV and the CRM call use it.
    const fields = parseFields(await rawFields(leadId));
    for (const [field, value] of Object.entries(secrets)) expect(fields[field], field).toBe(value);
    const row = await db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    const call = JSON.stringify(crmLeadOf(leadId, row, "key"));
    for (const value of [secrets.pan, secrets.tin, secrets.bankerName])
      expect(call).toContain(value);
  });

  it("stores the same submission once, though its sealed text differs each time", async () => {
    const first = await store("contractor", validLeads.contractor, "same");
    const checked = validateLead("contractor", validLeads.contractor);
    if (!checked.success) throw new Error("invalid");
    const session = await db
      .selectFrom("leads")
      .select("submission_key")
      .where("id", "=", first.leadId)
      .executeTakeFirstOrThrow();
    const again = await storeLead(db, {
      form: "contractor",
      sessionKey: session.submission_key.split(":")[0]!,
      data: checked.data,
      clientIp: "127.0.0.1",
      userAgent: "vitest",
    });
    expect(again).toMatchObject({ leadId: first.leadId, duplicate: true });
  });

  it("re-seals everything under a new key, rows from before sealing included, and the old key may go", async () => {
    const { leadId } = await store("contractor");
    // A row stored before sealing began: its PAN in clear.
    const checked = validateLead("contractor", validLeads.contractor);
    if (!checked.success) throw new Error("invalid");
    const legacy = await db
      .insertInto("leads")
      .values({
        form: "contractor",
        submission_key: "legacy:1",
        name: "Legacy",
        email: "",
        mobile: "9829012345",
        fields_json: JSON.stringify(checked.data),
        spam: 0,
        spam_reason: null,
        client_ip: "127.0.0.1",
        user_agent: "vitest",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await rawFields(Number(legacy.id))).toContain(secrets.pan);

    const fresh = KeyRing.generate("next");
    const both = KeyRing.parse(`${fresh.format()},${dataKeyRing().format()}`);
    const done = await resealLeads(db, both, 1);
    expect(done).toEqual({ examined: 2, resealed: 2, unreadable: [] });
    for (const id of [leadId, Number(legacy.id)]) {
      const raw = JSON.parse(await rawFields(id)) as Record<string, string>;
      for (const field of Object.keys(secrets)) expect(sealedWith(raw[field]!), field).toBe("next");
    }
    // A second run finds nothing to do.
    expect(await resealLeads(db, both)).toEqual({ examined: 2, resealed: 0, unreadable: [] });
    // The new key alone opens everything: the old one may leave DATA_KEYS.
    const row = await db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    const { openFields } = await import("~/leads/delivery/sealed-fields.server");
    expect(openFields(JSON.parse(row.fields_json), fresh).pan).toBe(secrets.pan);
  });

  it("leaves a row it cannot open as it is, names it, and re-seals the rest", async () => {
    const { leadId: good } = await store("contractor");
    const { leadId: bad } = await store("contractor", {
      ...validLeads.contractor,
      pan: "ZZZZZ9999Z",
    });
    // Sealed under a key nobody has any more.
    const lost = KeyRing.generate("lost");
    const { sealFields } = await import("~/leads/delivery/sealed-fields.server");
    const checked = validateLead("contractor", validLeads.contractor);
    if (!checked.success) throw new Error("invalid");
    await db
      .updateTable("leads")
      .set({ fields_json: JSON.stringify(sealFields("contractor", checked.data, lost)) })
      .where("id", "=", bad)
      .execute();
    const before = await rawFields(bad);
    const next = KeyRing.parse(`${KeyRing.generate("next").format()},${dataKeyRing().format()}`);
    const done = await resealLeads(db, next);
    expect(done).toEqual({ examined: 2, resealed: 1, unreadable: [bad] });
    expect(await rawFields(bad)).toBe(before);
    expect(sealedWith(JSON.parse(await rawFields(good)).pan)).toBe("next");
  });
});
