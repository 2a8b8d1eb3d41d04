import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { rowOfArea } from "~/leads/booking/areas";
import { bookVisit, bookingForLead, formatReference } from "~/leads/booking/store.server";
import { bookableDates } from "~/leads/booking/slots";
import { deliverVisitChanges } from "~/leads/booking/visit-outbox.server";
import { crmVisitChangeRequest } from "~/leads/crm/client.server";
import { deliverDueLeads } from "~/leads/delivery/worker.server";
import { validateLead } from "~/leads/forms/lead-forms";
import { storeLead } from "~/leads/delivery/store.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { cancelBooking, rescheduleBooking } from "./bookings.server";

/**
 * A change staff make to a booked visit reaches the CRM through its outbox
 * (issue 42): the contract of the call against the fake CRM's HTTP server,
 * a CRM that fails only delays it (same Idempotency-Key on every attempt,
 * counted once), a change waits for its lead to be in the CRM, and the
 * lead's own call carries the visit and its reference.
 */
let serverEnv: ServerEnv;
let crm: FakeCrm;
let t: TestDatabase;
let db: DB;
const SITE = "http://localhost:3372";
const now = new Date();
const [day1, day2] = bookableDates(now);
const staff = { user: { id: 7, email: "sales@kamopaints.in" }, clientIp: "127.0.0.1" };
const policy = { maxAttempts: 5, baseMs: 1, capMs: 1, random: () => 0 };

beforeAll(async () => {
  serverEnv = setServerEnv({ SITE_URL: SITE });
  crm = await startFakeCrm();
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
  await crm.close();
  await serverEnv.restore();
});
beforeEach(async () => {
  crm.requests.length = 0;
  crm.accepted.clear();
  crm.behave("ok");
  await db.deleteFrom("visit_bookings").execute();
  await db.deleteFrom("visit_areas").execute();
  await db.deleteFrom("lead_deliveries").execute();
  await db.deleteFrom("leads").execute();
  const at = now.toISOString();
  await db
    .insertInto("visit_areas")
    .values({
      ...rowOfArea({
        name: "Bengaluru",
        pins: ["560"],
        capacity: { morning: 2, afternoon: 2, evening: 2 },
        weeklyOff: [],
        closedDates: [],
        active: true,
      }),
      created_at: at,
      updated_at: at,
    })
    .execute();
});

const config = () => ({ baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 2_000 });

let sessions = 0;
async function bookedLead() {
  const checked = validateLead("consultation", {
    ...validLeads.consultation,
    pin: "560034",
    locality: "Koramangala",
    email: "",
  });
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const data = { ...checked.data, visitDate: day1!, visitSlot: "morning" };
  const stored = await storeLead(db, {
    form: "consultation",
    sessionKey: `visit-session-${String(++sessions).padStart(12, "0")}`,
    data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    alongside: (trx, leadId) =>
      bookVisit(trx, {
        leadId,
        pin: "560034",
        locality: "Koramangala",
        date: day1!,
        slot: "morning",
      }).then(() => undefined),
  });
  return (await bookingForLead(db, stored.leadId))!;
}

const deliverLeads = () =>
  deliverDueLeads({ db, config: config(), policy, pollMs: 10, workerId: "leads" });
const deliverChanges = () =>
  deliverVisitChanges({ db, config: config(), policy, pollMs: 10, workerId: "visits" });

describe("the CRM hears of a booked visit and of every change to it", () => {
  it("sends the lead with its visit and reference, then a reschedule as call 2 with both times", async () => {
    const booking = await bookedLead();
    const reference = formatReference(booking.reference);
    expect(await deliverLeads()).toMatchObject({ delivered: 1 });
    const leadCall = crm.requests.at(-1)!;
    expect(leadCall.body).toMatchObject({ name: "Ananya Iyer", mobile: "9840012345", email: "" });
    const leadRemarks = String(leadCall.body?.remarks);
    expect(leadRemarks).toContain(`Visit reference: ${reference}`);
    expect(leadRemarks).toContain(`Visit date: ${day1}`);
    expect(leadRemarks).toContain("Visit time: Morning, 10 am to 1 pm");
    expect(leadRemarks).toContain("PIN code of the home: 560034");
    expect(leadRemarks).toContain("Locality: Koramangala");

    expect(
      await rescheduleBooking(db, staff, booking.id, {
        date: day2!,
        slot: "evening",
        reason: "Customer asked for an evening",
      }),
    ).toEqual({ ok: true });
    expect(await deliverChanges()).toMatchObject({ delivered: 1 });
    const call = crm.requests.at(-1)!;
    expect(call.path).toBe(`/api/WebApi/pushCRMDealMongo/${crm.accountId}`);
    expect(call.query).toEqual({});
    expect(Object.keys(call.body ?? {})).toEqual(["name", "email", "mobile", "remarks"]);
    expect(call.body).toMatchObject({ name: "Ananya Iyer", email: "", mobile: "9840012345" });
    const lines = String(call.body?.remarks).split("\n");
    expect(lines[0]).toBe("Form: Home visit rescheduled");
    expect(lines[1]).toBe(`Reference: ${reference}`);
    expect(lines[2]).toMatch(/^Was: \w+day, \d{1,2} \w+ \d{4}, morning, 10 am to 1 pm \(IST\)$/);
    expect(lines[3]).toMatch(/^Now: \w+day, \d{1,2} \w+ \d{4}, evening, 4 to 7 pm \(IST\)$/);
    expect(lines.slice(4)).toEqual([
      "Where: 560034, Koramangala",
      "Reason: Customer asked for an evening",
      `Lead: ${SITE}/staff/leads/${booking.leadId}`,
    ]);
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The audit log has the change, with who made it and why.
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "after_json"])
      .where("entity_type", "=", "visit-booking")
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: "booking.reschedule", actor_email: "sales@kamopaints.in" }),
    ]);
    expect(audit[0]!.after_json).toContain("Customer asked for an evening");
  });

  it("a CRM that fails only delays a change: the same key on every attempt, delivered once", async () => {
    const booking = await bookedLead();
    await deliverLeads();
    expect(await cancelBooking(db, staff, booking.id, "Customer travelling")).toEqual({ ok: true });
    crm.behave("error");
    expect(await deliverChanges()).toMatchObject({ delivered: 0, retrying: 1 });
    const waiting = await db.selectFrom("visit_changes").selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "CRM answered HTTP 500",
    });
    await new Promise((r) => setTimeout(r, 5));
    crm.behave("ok");
    expect(await deliverChanges()).toMatchObject({ delivered: 1 });
    const sent = crm.requests.filter((r) =>
      String(r.body?.remarks).startsWith("Form: Home visit cancelled"),
    );
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(crm.accepted.get(sent[0]!.idempotencyKey!)).toBe(1);
    expect(String(sent[1]!.body?.remarks)).not.toContain("\nNow: ");
    expect(await db.selectFrom("visit_changes").select("status").executeTakeFirstOrThrow()).toEqual(
      {
        status: "delivered",
      },
    );
  });

  it("a change waits until its lead is in the CRM, so the CRM never hears of a change first", async () => {
    const booking = await bookedLead();
    await cancelBooking(db, staff, booking.id, "Duplicate booking");
    expect(await deliverChanges()).toMatchObject({ delivered: 0, retrying: 1 });
    expect(crm.requests).toHaveLength(0);
    const change = await db
      .selectFrom("visit_changes")
      .select("last_error")
      .executeTakeFirstOrThrow();
    expect(change.last_error).toBe(`waiting for lead ${booking.leadId} to reach the CRM first`);
    await deliverLeads();
    await new Promise((r) => setTimeout(r, 5));
    expect(await deliverChanges()).toMatchObject({ delivered: 1 });
    expect(crm.requests.map((r) => String(r.body?.remarks).split("\n")[0])).toEqual([
      "Form: Free consultation request",
      "Form: Home visit cancelled",
    ]);
  });

  it("builds the call the adapter documents: JSON to the account's endpoint, remarks led by the change", () => {
    const request = crmVisitChangeRequest(
      {
        reference: "7K4M-Q2XP",
        kind: "cancelled",
        name: "Ravi & Sons",
        email: "",
        mobile: "9876543210",
        was: "Wednesday, 2 December 2026, morning, 10 am to 1 pm (IST)",
        where: "560034, Koramangala",
        reason: "नहीं चाहिए",
        staffUrl: `${SITE}/staff/leads/4`,
        idempotencyKey: "change-key-1",
      },
      { baseUrl: "https://crm.example.com", accountId: "ACC 42", timeoutMs: 300 },
    );
    expect(request.url).toBe("https://crm.example.com/api/WebApi/pushCRMDealMongo/ACC%2042");
    expect(request.headers).toMatchObject({
      "Idempotency-Key": "change-key-1",
      "Content-Type": "application/json; charset=utf-8",
    });
    expect(JSON.parse(request.body!)).toEqual({
      name: "Ravi & Sons",
      email: "",
      mobile: "9876543210",
      remarks: [
        "Form: Home visit cancelled",
        "Reference: 7K4M-Q2XP",
        "Was: Wednesday, 2 December 2026, morning, 10 am to 1 pm (IST)",
        "Where: 560034, Koramangala",
        "Reason: नहीं चाहिए",
        `Lead: ${SITE}/staff/leads/4`,
      ].join("\n"),
    });
  });
});
