import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { rowOfArea } from "~/leads/booking/areas";
import { bookingForLead } from "~/leads/booking/store.server";
import { bookWithLead } from "~/leads/booking/consultation-visit.server";
import { confirmationChannels, sentToOf } from "~/leads/booking/receipt.server";
import { bookableDates } from "~/leads/booking/slots";
import { validateLead } from "~/leads/forms/lead-forms";
import { storeLead } from "~/leads/delivery/store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { rescheduleBooking } from "./bookings.server";

/**
 * The confirmation page says where the visit's details went (ADR 45) only of
 * messages that carry the visit as it stands: queued for its latest event,
 * not refused for good. Read from the rows the booking and a staff change
 * really queue.
 */
let serverEnv: ServerEnv;
let t: TestDatabase;
let db: DB;
const now = new Date();
const [day1, day2] = bookableDates(now);
const staff = { user: { id: 7, email: "sales@kamopaints.in" }, clientIp: "127.0.0.1" };

beforeAll(async () => {
  serverEnv = setServerEnv({
    SITE_URL: "http://localhost:3382",
    FORM_SESSION_SECRET: "s".repeat(40),
  });
  t = await createTestDatabase();
  db = t.handle.db;
  const at = now.toISOString();
  await db
    .insertInto("visit_areas")
    .values({
      ...rowOfArea({
        name: "Bengaluru",
        pins: ["560"],
        capacity: { morning: 3, afternoon: 3, evening: 3 },
        weeklyOff: [],
        closedDates: [],
        active: true,
      }),
      created_at: at,
      updated_at: at,
    })
    .execute();
});
afterAll(async () => {
  await t.cleanup();
  await serverEnv.restore();
});

async function book(email: string, session: string) {
  const checked = validateLead("consultation", {
    ...validLeads.consultation,
    pin: "560034",
    locality: "Koramangala",
    email,
  });
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const data = { ...checked.data, visitDate: day1!, visitSlot: "morning" };
  const stored = await storeLead(db, {
    form: "consultation",
    sessionKey: `sent-to-session-${session.padEnd(20, "0")}`,
    data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    alongside: (trx, leadId) => bookWithLead(trx, leadId, data, "en"),
  });
  return (await bookingForLead(db, stored.leadId))!;
}

const kill = (bookingId: number, channel: "sms" | "email") =>
  db
    .updateTable("visit_messages")
    .set({ status: "dead", last_error: "refused (test)" })
    .where("booking_id", "=", bookingId)
    .where("channel", "=", channel)
    .execute();

describe(`where the confirmation says the details went, on ${testDialect()}`, () => {
  it("names the channels queued, masked, and drops one refused for good", async () => {
    const booking = await book("ananya.iyer@example.in", "a");
    expect(await confirmationChannels(db, booking.id)).toEqual(["email", "sms"]);
    expect(
      await sentToOf(db, booking.id, { mobile: "9876543210", email: "ananya.iyer@example.in" }),
    ).toEqual({ mobileEnd: "3210", email: "a•••@example.in" });
    await kill(booking.id, "sms");
    expect(await confirmationChannels(db, booking.id)).toEqual(["email"]);
  });

  it("says nothing of a mail never queued (no address given)", async () => {
    const booking = await book("", "b");
    expect(await confirmationChannels(db, booking.id)).toEqual(["sms"]);
  });

  it("after a reschedule, speaks of the reschedule's messages, not the booking's", async () => {
    const booking = await book("rohan@example.in", "c");
    expect(
      await rescheduleBooking(db, staff, booking.id, {
        date: day2!,
        slot: "evening",
        reason: "Customer asked for an evening",
      }),
    ).toEqual({ ok: true });
    expect(await confirmationChannels(db, booking.id)).toEqual(["email", "sms"]);
    // The new time's text refused for good: the booking's text, with the old time, does not count.
    await db
      .updateTable("visit_messages")
      .set({ status: "dead" })
      .where("booking_id", "=", booking.id)
      .where("event", "=", "rescheduled")
      .where("channel", "=", "sms")
      .execute();
    expect(await confirmationChannels(db, booking.id)).toEqual(["email"]);
  });
});
