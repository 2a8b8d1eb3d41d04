import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { consentsOfLeads, recordLeadConsent } from "~/leads/consent/store.server";
import { storeLead } from "~/leads/delivery/store.server";
import { validateLead } from "~/leads/forms/lead-forms";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { contactOf } from "../identity/contact";
import { carryOut } from "./carry-out.server";

/**
 * What /privacy/requests carries out itself (ADR 63), through the subject's
 * data (ADR 64) and the consent store (ADR 62): a copy, in the person's
 * language, of what a proven mobile or address reaches; a withdrawal of
 * every purpose they consented to; an erasure. Each says what it did in
 * words that name nobody.
 */
let serverEnv: ServerEnv;
let t: TestDatabase;
let db: DB;
const mobile = "9820012345";
const at = new Date("2026-11-29T03:30:00.000Z");

beforeAll(async () => {
  serverEnv = setServerEnv({ FORM_SESSION_SECRET: "s".repeat(40) });
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
  await serverEnv.restore();
});

let sessions = 0;
beforeEach(async () => {
  const checked = validateLead("lets-talk", { ...validLeads["lets-talk"], phone: mobile });
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const stored = await storeLead(db, {
    form: "lets-talk",
    sessionKey: `carry-out-session-${String(++sessions).padStart(8, "0")}`,
    data: checked.data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
  });
  await recordLeadConsent(db, stored.leadId, {
    noticeVersion: "0123456789abcdef",
    locale: "en",
    purposes: ["request", "marketing"],
    channel: "page",
    at,
  });
});

describe("what the site carries out itself", () => {
  it("gives a copy of what the proven mobile reaches, in Hindi, with its purpose and recipient", async () => {
    const result = await carryOut(db, "copy", contactOf("sms", mobile)!, "hi", at);
    if (!result.done || !result.summary) throw new Error("no copy");
    const lead = result.summary.records.at(-1)!;
    expect(lead.items).toContainEqual(expect.objectContaining({ value: "Fatima Shaikh" }));
    expect(lead.purposes).toEqual(["आपकी पूछताछ का उत्तर देने के लिए"]);
    // Not yet delivered: on its way to the CRM.
    expect(lead.sharedWith).toEqual([expect.stringMatching(/^हमारा ग्राहक प्रबंधन सिस्टम,.*कतार में/)]);
    expect(result.outcome).not.toContain(mobile);
  });

  it("withdraws every purpose consented to, on every lead of the mobile", async () => {
    const result = await carryOut(db, "withdraw", contactOf("sms", mobile)!, "en", at);
    expect(result).toMatchObject({
      done: true,
      // Neither lead had reached the CRM: both stop, and the CRM is not called.
      outcome: expect.stringMatching(
        /^Consent withdrawn: \d+ purposes on 2 leads; 2 not yet sent will not be$/,
      ),
    });
    const leads = await db.selectFrom("leads").select("id").execute();
    const consents = await consentsOfLeads(
      db,
      leads.map((l) => Number(l.id)),
    );
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((c) => c.withdrawnAt === at.toISOString())).toBe(true);
  });

  it("erases what the mobile reaches, and the copy then holds nothing", async () => {
    const erased = await carryOut(db, "erase", contactOf("sms", mobile)!, "en", at);
    expect(erased).toMatchObject({
      done: true,
      outcome: expect.stringMatching(/^Erased \d+ rows \(erasure #\d+\)/),
    });
    const copy = await carryOut(db, "copy", contactOf("sms", mobile)!, "en", at);
    expect(copy).toMatchObject({ done: true, summary: { records: [] } });
  });
});
