import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { rowOfArea } from "~/leads/booking/areas";
import { bookableDates } from "~/leads/booking/slots";
import { bookVisit } from "~/leads/booking/store.server";
import { queueVisitChange } from "~/leads/booking/visit-outbox.server";
import { queueVisitorMessages } from "~/leads/booking/visitor-outbox.server";
import { storeLead } from "~/leads/delivery/store.server";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { validateLead, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { storeSignUp, markConfirmed, subscriberOfEmail } from "~/investors/alerts/store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { manualClock } from "../../../tests/manual-clock";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";
import { rawRowsByTable, tablesHolding } from "../../../tests/raw-rows";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { deliverCrmErasures } from "./crm-erasure-outbox.server";
import { eraseSubject } from "./erase.server";
import { listErasures } from "./erasure-store.server";
import { summariseSubject } from "./summary.server";
import type { SubjectIdentity } from "./identity";

/**
 * Issue 44, "erasure is real" (Act s. 12(3)): a person's copy of their data
 * lists what we hold, what for and who got it; erasing it leaves nothing of
 * them in any table (searched raw, sealed text included), touches nobody
 * else, leaves a record with nothing of them, and reaches the CRM (the fake
 * CRM's HTTP server, through the adapter and the outbox) exactly once, even
 * through an outage, within the attempt cap.
 */
let serverEnv: ServerEnv;
let crm: FakeCrm;
let t: TestDatabase;
let db: DB;
const now = new Date();
const [day1] = bookableDates(now);

/** The person whose data is asked for, in values found nowhere else. */
const person = {
  name: "Zoravar Markerton",
  mobile: "9876500011",
  email: "zoravar.markerton@example.in",
  locality: "Markerlane Cross",
  tin: "29MRKRT1234F1Z5",
};
const byMobile: SubjectIdentity = { kind: "mobile", mobile: person.mobile };
const byEmail: SubjectIdentity = { kind: "email", email: person.email };
/** Someone else, who must keep everything. */
const other = validLeads.consultation;
const otherIdentity: SubjectIdentity = { kind: "mobile", mobile: String(other.mobile) };

beforeAll(async () => {
  serverEnv = setServerEnv({ SITE_URL: "http://localhost:3440" });
  crm = await startFakeCrm();
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
  await crm.close();
  await serverEnv.restore();
});

const config = () => ({ baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 500 });
const policy = { maxAttempts: 5, baseMs: 1_000, capMs: 1_000, random: () => 0 };

let sessions = 0;
async function store(
  form: LeadFormId,
  values: LeadValues,
  booked?: { pin: string; locality: string },
) {
  const checked = validateLead(form, values);
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const data = booked ? { ...checked.data, visitDate: day1!, visitSlot: "morning" } : checked.data;
  const stored = await storeLead(db, {
    form,
    sessionKey: `erasure-session-${String(++sessions).padStart(12, "0")}`,
    data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    ...(booked
      ? {
          alongside: async (trx: DB, leadId: number) => {
            const { bookingId } = await bookVisit(trx, {
              leadId,
              pin: booked.pin,
              locality: booked.locality,
              date: day1!,
              slot: "morning",
            });
            await queueVisitorMessages(trx, {
              bookingId,
              kind: "booked",
              date: day1!,
              slot: "morning",
            });
            await queueVisitChange(trx, {
              bookingId,
              kind: "cancelled",
              from: { date: day1!, slot: "morning" },
              reason: "Asked to call first",
              staffEmail: "sales@kamopaints.in",
            });
          },
        }
      : {}),
  });
  return stored.leadId;
}

async function signUp(email: string) {
  const at = now.toISOString();
  await storeSignUp(
    db,
    email,
    { locale: "en", choices: { all: true, categories: [], digest: false } },
    at,
  );
  const subscriber = await subscriberOfEmail(db, email);
  await markConfirmed(db, subscriber!.id, at);
}

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
  // The person: a consultation that booked a visit, a dealer application, an alert subscription.
  await store(
    "consultation",
    {
      ...validLeads.consultation,
      name: person.name,
      mobile: person.mobile,
      email: person.email,
      pin: "560034",
      locality: person.locality,
    },
    { pin: "560034", locality: person.locality },
  );
  await store("dealer", {
    ...validLeads.dealer,
    partnerName: person.name,
    mobile: person.mobile,
    email: person.email,
    tin: person.tin,
  });
  await signUp(person.email);
  // Someone else, with the same kinds of data.
  await store(
    "consultation",
    { ...other, pin: "560035", locality: "Indiranagar" },
    {
      pin: "560035",
      locality: "Indiranagar",
    },
  );
  await store("dealer", validLeads.dealer);
  await signUp("someone.else@example.com");
});

const deliverLeads = () =>
  deliverDueLeads({ db, config: config(), policy, pollMs: 10, workerId: "leads" });

const eraseRequests = () => crm.requests.filter((r) => r.path.includes("eraseCRMContact"));

/** What the person typed, as it would be found in the raw rows. */
const markers = [person.name, person.mobile, person.email, person.locality, person.tin];

describe(`a person's data, on ${testDialect()}`, () => {
  it("is summarised with every field opened, its purpose, and who got it when", async () => {
    await deliverLeads();
    const summary = await summariseSubject(db, byMobile);
    expect(summary.leads.map((l) => l.form)).toEqual(["consultation", "dealer"]);
    const dealer = summary.leads[1]!;
    expect(dealer.purpose).toBe("partner-application");
    expect(dealer.unreadable).toBe(false);
    // Sealed at rest (ADR 61), opened for the person's own copy.
    expect(dealer.fields).toContainEqual(
      expect.objectContaining({ name: "tin", value: person.tin }),
    );
    expect(dealer.sharedWith).toEqual([{ recipient: "crm", at: expect.any(String) }]);
    expect(summary.bookings).toHaveLength(1);
    expect(summary.bookings[0]).toMatchObject({
      locality: person.locality,
      pin: "560034",
      purpose: "home-visit",
    });
    expect(summary.bookings[0]!.sharedWith).toContainEqual({ recipient: "sms-gateway", at: null });
    // A mobile does not reach a subscription given with an e-mail only.
    expect(summary.alertSubscriptions).toEqual([]);

    const mine = await summariseSubject(db, byEmail);
    expect(mine.leads).toHaveLength(2);
    expect(mine.alertSubscriptions).toEqual([
      expect.objectContaining({
        email: person.email,
        allCategories: true,
        purpose: "investor-alerts",
      }),
    ]);
    // Nobody else's data is in it.
    expect(JSON.stringify([summary, mine])).not.toContain(String(other.name));
  });

  it("erases the person from every table, raw and sealed, and nobody else", async () => {
    await deliverLeads();
    const before = await tablesHolding(db, markers);
    // The search can find them: the plain columns hold the name, number and address.
    expect(before).toMatchObject({ leads: 2, alert_subscribers: 1 });
    // Their sealed text too (the TIN, the locality), searched as stored.
    const sealed = (await rawRowsByTable(db))
      .get("leads")!
      .filter((row) => row.includes(person.mobile))
      .flatMap((row) => row.match(/sealed:v1:[^"\\]+/g) ?? []);
    const sealedLocality = (await rawRowsByTable(db))
      .get("visit_bookings")!
      .flatMap((row) => row.match(/sealed:v1:[^"\\,)]+/g) ?? []);
    expect(sealed.length).toBeGreaterThan(0);
    const otherBefore = await summariseSubject(db, otherIdentity);

    const erased = await eraseSubject(db, byEmail, {
      by: "grievance@kamopaints.in",
      reason: `Erasure request from ${person.name} (${person.mobile}, ${person.email})`,
      at: new Date(),
    });
    expect(erased.counts).toMatchObject({
      leads: 2,
      lead_deliveries: 2,
      visit_bookings: 1,
      visit_changes: 1,
      visit_messages: 2,
      alert_subscribers: 1,
      alert_subscriber_categories: 0,
    });
    expect(erased.crmRequested).toBe(true);
    expect(
      await deliverCrmErasures({ db, config: config(), policy, pollMs: 10, workerId: "e" }),
    ).toMatchObject({ delivered: 1 });
    expect(crm.erasures).toEqual([
      expect.objectContaining({
        mobiles: [person.mobile],
        emails: [person.email],
        leadIds: expect.any(Array),
      }),
    ]);

    // The request kept their numbers sealed only until the CRM confirmed.
    expect((await rawRowsByTable(db)).get("erasure_crm_requests")!.join()).not.toContain("sealed:");
    const ownSealed = sealed.filter((s) => s.length > 20);
    expect(await tablesHolding(db, [...markers, ...ownSealed])).toEqual({});
    // Only the other person's locality is left sealed in the bookings.
    expect(sealedLocality).toHaveLength(2);
    const left = (await rawRowsByTable(db)).get("visit_bookings")!.join("\n");
    expect(sealedLocality.filter((s) => left.includes(s))).toHaveLength(1);

    // Everyone else's data is as it was.
    expect(await summariseSubject(db, otherIdentity)).toEqual(otherBefore);
    expect(await subscriberOfEmail(db, "someone.else@example.com")).toBeDefined();

    // The record: what, when, why and by whom, and nothing of the person.
    const [record] = await listErasures(db);
    expect(record).toMatchObject({
      id: erased.erasureId,
      erasedBy: "grievance@kamopaints.in",
      counts: erased.counts,
      crm: { status: "delivered" },
    });
    expect(record!.reason).toBe("Erasure request from [removed] ([removed], [removed])");
    expect((await rawRowsByTable(db)).get("erasures")!.join()).not.toMatch(/Markerton|9876500011/);
  });

  it("does not call the CRM for what never reached it", async () => {
    const erased = await eraseSubject(db, byMobile, {
      by: "staff",
      reason: "request",
      at: new Date(),
    });
    expect(erased.counts.leads).toBe(2);
    expect(erased.crmRequested).toBe(false);
    expect(
      await deliverCrmErasures({ db, config: config(), policy, pollMs: 10, workerId: "e" }),
    ).toEqual({
      delivered: 0,
      retrying: 0,
      dead: 0,
    });
    expect(eraseRequests()).toHaveLength(0);
  });
});

describe(`the CRM's erase, on ${testDialect()}`, () => {
  it("goes through an outage and a timeout, and the CRM erases exactly once", async () => {
    await deliverLeads();
    await eraseSubject(db, byMobile, { by: "staff", reason: "request", at: new Date() });
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
    // Not due again until the backoff has passed.
    expect(await pass()).toMatchObject({ retrying: 0, delivered: 0 });
    clock.advance(1_000);
    expect(await pass()).toMatchObject({ retrying: 1 });
    crm.behave("hang");
    clock.advance(1_000);
    expect(await pass()).toMatchObject({ retrying: 1 });
    expect(crm.erasures).toHaveLength(0);
    crm.behave("ok");
    clock.advance(1_000);
    expect(await pass()).toMatchObject({ delivered: 1 });
    clock.advance(60_000);
    expect(await pass()).toEqual({ delivered: 0, retrying: 0, dead: 0 });

    expect(eraseRequests().map((r) => r.answered)).toEqual([500, 500, "hung-up", 200]);
    expect(new Set(eraseRequests().map((r) => r.idempotencyKey)).size).toBe(1);
    expect(crm.erasures).toHaveLength(1);
    expect(crm.erasures[0]).toMatchObject({ mobiles: [person.mobile] });
  });

  it("stops at the attempt cap, a dead letter with its error", async () => {
    await deliverLeads();
    const { erasureId } = await eraseSubject(db, byMobile, {
      by: "staff",
      reason: "request",
      at: new Date(),
    });
    crm.behave("error");
    const clock = manualClock(Date.now());
    const capped = { ...policy, maxAttempts: 3 };
    for (let i = 0; i < 6; i++) {
      await deliverCrmErasures({
        db,
        config: config(),
        policy: capped,
        pollMs: 10,
        workerId: "e",
        now: () => new Date(clock.now()),
      });
      clock.advance(10_000);
    }
    expect(eraseRequests()).toHaveLength(3);
    const [record] = await listErasures(db);
    expect(record).toMatchObject({
      id: erasureId,
      crm: { status: "dead", attempts: 3, lastError: "CRM answered HTTP 500" },
    });
    expect(crm.erasures).toHaveLength(0);
  });
});
