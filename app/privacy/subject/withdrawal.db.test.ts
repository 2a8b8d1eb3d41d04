import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { rowOfArea } from "~/leads/booking/areas";
import { bookableDates } from "~/leads/booking/slots";
import { bookVisit } from "~/leads/booking/store.server";
import { queueVisitorMessages } from "~/leads/booking/visitor-outbox.server";
import { consentsOfLeads } from "~/leads/consent/store.server";
import { requeueDeliveries } from "~/leads/delivery/outbox.server";
import { leadsOfOwner, storeLead } from "~/leads/delivery/store.server";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { validateLead, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { markConfirmed, storeSignUp, subscriberOfEmail } from "~/investors/alerts/store.server";
import { applyRetention } from "~/privacy/retention/job.server";
import { defaultSchedule } from "~/privacy/retention/schedule";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { manualClock } from "../../../tests/manual-clock";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { deliverCrmErasures } from "./crm-erasure-outbox.server";
import { listErasures } from "./erasure-store.server";
import type { SubjectIdentity } from "./identity";
import { withdrawSubject } from "./withdraw.server";

/**
 * Issue 44, withdrawing consent (Act s. 6(4)-(6), ADR 70): processing stops
 * at once. A lead not yet sent never reaches the CRM (not by the worker, not
 * by a staff re-queue), one being sent when the person withdraws is not
 * recorded as delivered, what the CRM may hold it is asked to erase once
 * through the adapter and the outbox, an alert subscription ends, and the
 * retention job's next run erases the leads (s. 8(7)(a)). Someone else's
 * leads go on as before. The CRM is the fake CRM's HTTP server.
 */
let serverEnv: ServerEnv;
let crm: FakeCrm;
let t: TestDatabase;
let db: DB;

const person = {
  name: "Wilhelmina Withdrawton",
  mobile: "9876500022",
  email: "wilhelmina.withdrawton@example.in",
};
const byEmail: SubjectIdentity = { kind: "email", email: person.email };
const other = validLeads["lets-talk"];

beforeAll(async () => {
  serverEnv = setServerEnv({ SITE_URL: "http://localhost:3441" });
  crm = await startFakeCrm();
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
  await crm.close();
  await serverEnv.restore();
});

const config = () => ({ baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 3_000 });
const policy = { maxAttempts: 5, baseMs: 1_000, capMs: 1_000, random: () => 0 };
const leadCalls = () => crm.requests.filter((r) => r.path.includes("pushCRMDealMongo"));
const withdrawal = (at = new Date()) => ({
  by: "the person (identity proven by a one-time code)",
  reason: `consent withdrawn by ${person.name}`,
  at,
});

let sessions = 0;
async function store(form: LeadFormId, values: LeadValues): Promise<number> {
  const checked = validateLead(form, values);
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const stored = await storeLead(db, {
    form,
    sessionKey: `withdrawal-session-${String(++sessions).padStart(12, "0")}`,
    data: checked.data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    consent: {
      noticeVersion: "v-test",
      locale: "en",
      purposes: ["request", "marketing"],
      channel: "page",
      at: new Date(),
    },
  });
  return stored.leadId;
}

const deliver = () =>
  deliverDueLeads({ db, config: config(), policy, pollMs: 10, workerId: "leads" });

let delivered: number;
let queued: number;
let otherLead: number;

beforeEach(async () => {
  crm.requests.length = 0;
  crm.accepted.clear();
  crm.erasures.length = 0;
  crm.behave("ok");
  for (const table of [
    "erasure_crm_requests",
    "erasures",
    "visit_messages",
    "visit_changes",
    "visit_bookings",
    "visit_areas",
    "lead_deliveries",
    "leads",
    "alert_deliveries",
    "alert_subscriber_categories",
    "alert_subscribers",
  ] as const)
    await db.deleteFrom(table).execute();
  // One lead the CRM already has, then one still waiting, and someone else's.
  delivered = await store("lets-talk", { ...other, ...person, phone: person.mobile });
  expect(await deliver()).toMatchObject({ delivered: 1 });
  queued = await store("dealer", {
    ...validLeads.dealer,
    partnerName: person.name,
    mobile: person.mobile,
    email: person.email,
  });
  otherLead = await store("quick-contact", validLeads["quick-contact"]);
  const at = new Date().toISOString();
  await storeSignUp(
    db,
    person.email,
    { locale: "en", choices: { all: true, categories: [], digest: false } },
    at,
  );
  await markConfirmed(db, (await subscriberOfEmail(db, person.email))!.id, at);
  crm.requests.length = 0;
});

describe(`withdrawing consent, on ${testDialect()}`, () => {
  it("stops what was not yet sent for good, asks the CRM to erase once, and ends the alerts", async () => {
    const result = await withdrawSubject(db, byEmail, withdrawal());
    expect(result).toEqual({
      purposes: 4,
      leads: 2,
      deliveriesStopped: 1,
      visitMessagesDropped: 0,
      crmRequested: true,
      alertSubscriptionEnded: true,
    });
    const consents = await consentsOfLeads(db, [delivered, queued]);
    expect(consents.map((c) => c.withdrawnAt !== null)).toEqual([true, true, true, true]);
    expect(await subscriberOfEmail(db, person.email)).toBeUndefined();

    // The worker sends someone else's lead, and never the withdrawn one.
    expect(await deliver()).toMatchObject({ delivered: 1 });
    // Nor do the staff's re-queues: of that lead by id, or of every dead letter.
    expect(await requeueDeliveries(db, { leadIds: [queued] })).toBe(0);
    expect(await requeueDeliveries(db, {})).toBe(0);
    expect(await deliver()).toMatchObject({ delivered: 0 });
    expect(leadCalls().map((c) => c.query.mobile ?? c.body?.mobile)).not.toContain(person.mobile);
    expect(leadCalls()).toHaveLength(1);
    const states = Object.fromEntries(
      (await leadsOfOwner(db, { mobile: person.mobile })).map((l) => [l.id, l.status]),
    );
    expect(states).toEqual({ [delivered]: "delivered", [queued]: "withdrawn" });

    // The CRM erases what it got, once, through an outage.
    const clock = manualClock(Date.now());
    const pass = () =>
      deliverCrmErasures({
        db,
        config: config(),
        policy,
        pollMs: 10,
        workerId: "e",
        now: () => new Date(clock.now()),
      });
    crm.behave("error");
    expect(await pass()).toMatchObject({ retrying: 1 });
    crm.behave("ok");
    clock.advance(1_000);
    expect(await pass()).toMatchObject({ delivered: 1 });
    clock.advance(60_000);
    expect(await pass()).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(crm.erasures).toEqual([
      expect.objectContaining({ mobiles: [person.mobile], leadIds: [delivered] }),
    ]);
    const [record] = await listErasures(db);
    expect(record).toMatchObject({
      erasedBy: "the person (identity proven by a one-time code)",
      reason: "consent withdrawn by [removed]",
      crm: { status: "delivered" },
      counts: { alert_subscribers: 1 },
    });
  });

  it("lets the next retention run erase the person's leads, and nobody else's", async () => {
    await withdrawSubject(db, byEmail, withdrawal());
    const counts = await applyRetention(db, defaultSchedule, new Date());
    expect(counts.withdrawn_leads).toBe(2);
    expect(await leadsOfOwner(db, { mobile: person.mobile })).toEqual([]);
    const left = await db.selectFrom("leads").select("id").execute();
    expect(left.map((r) => Number(r.id))).toEqual([otherLead]);
  });

  it("does not record as delivered a lead whose CRM call was in flight, and erases it after", async () => {
    // The lead is on its way: the CRM is slow to answer when the person withdraws.
    crm.behave("slow", { slowMs: 1_500 });
    const sending = deliver();
    const personsCall = () =>
      leadCalls().some((c) => JSON.stringify(c.query).includes(person.mobile));
    await expect.poll(personsCall, { timeout: 5_000 }).toBe(true);
    const result = await withdrawSubject(db, byEmail, withdrawal());
    await sending;
    expect(result.deliveriesStopped).toBe(1);
    const states = (await leadsOfOwner(db, { mobile: person.mobile })).map((l) => l.status);
    expect(states).toEqual(["delivered", "withdrawn"]);
    // Its call may have landed, so the CRM is asked to erase that lead too,
    // but not before the call's lease has run out.
    crm.behave("ok");
    expect(
      await deliverCrmErasures({ db, config: config(), policy, pollMs: 10, workerId: "e" }),
    ).toMatchObject({ delivered: 0 });
    const clock = manualClock(Date.now() + 10 * 60_000);
    expect(
      await deliverCrmErasures({
        db,
        config: config(),
        policy,
        pollMs: 10,
        workerId: "e",
        now: () => new Date(clock.now()),
      }),
    ).toMatchObject({ delivered: 1 });
    expect(crm.erasures).toEqual([
      expect.objectContaining({ leadIds: expect.arrayContaining([delivered, queued]) }),
    ]);
  });
});

describe(`withdrawing consent with a visit booked, on ${testDialect()}`, () => {
  it("drops the texts and mails about the visit not yet sent, and nobody else's", async () => {
    const now = new Date();
    const [day] = bookableDates(now);
    const at = now.toISOString();
    await db
      .insertInto("visit_areas")
      .values({
        ...rowOfArea({
          name: "Bengaluru",
          pins: ["560"],
          capacity: { morning: 4, afternoon: 4, evening: 4 },
          weeklyOff: [],
          closedDates: [],
          active: true,
        }),
        created_at: at,
        updated_at: at,
      })
      .execute();
    const book = async (values: LeadValues) => {
      const checked = validateLead("consultation", values);
      if (!checked.success) throw new Error(JSON.stringify(checked.errors));
      await storeLead(db, {
        form: "consultation",
        sessionKey: `withdrawal-visit-${String(++sessions).padStart(12, "0")}`,
        data: { ...checked.data, visitDate: day!, visitSlot: "morning" },
        clientIp: "127.0.0.1",
        userAgent: "vitest",
        alongside: async (trx: DB, leadId: number) => {
          const { bookingId } = await bookVisit(trx, {
            leadId,
            pin: "560034",
            locality: "Koramangala",
            date: day!,
            slot: "morning",
          });
          await queueVisitorMessages(trx, {
            bookingId,
            kind: "booked",
            date: day!,
            slot: "morning",
          });
        },
      });
    };
    await book({
      ...validLeads.consultation,
      name: person.name,
      mobile: person.mobile,
      email: person.email,
      pin: "560034",
      locality: "Koramangala",
    });
    await book({ ...validLeads.consultation, pin: "560034", locality: "Koramangala" });
    const waiting = async () =>
      (await db.selectFrom("visit_messages").select("id").execute()).length;
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(2);

    const result = await withdrawSubject(db, byEmail, withdrawal());
    expect(result.visitMessagesDropped).toBe(before / 2);
    // The other visitor's messages still wait to be sent.
    expect(await waiting()).toBe(before / 2);
  });
});
