import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { rowOfArea } from "~/leads/booking/areas";
import { bookingForLead, formatReference } from "~/leads/booking/store.server";
import { bookWithLead } from "~/leads/booking/consultation-visit.server";
import { bookableDates } from "~/leads/booking/slots";
import {
  sendVisitorMessages,
  type VisitorMessageOptions,
} from "~/leads/booking/visitor-outbox.server";
import { validateLead } from "~/leads/forms/lead-forms";
import { storeLead } from "~/leads/delivery/store.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { createSmsGateway } from "~/lib/sms/gateway.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/mocks/fake-sms-gateway";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/mocks/smtp-servers";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { cancelBooking, rescheduleBooking } from "./bookings.server";

/**
 * When staff move or cancel a booked visit, the visitor hears of it (issue
 * 42, ADR 45): the change queues a text and a mail in its own transaction,
 * and the worker sends them through the fake Kaleyra gateway and a real SMTP
 * server, the .ics updating the same calendar event.
 */
let serverEnv: ServerEnv;
let gateway: FakeSmsGateway;
let smtp: TestSmtpServer;
let t: TestDatabase;
let db: DB;
const SITE = "http://localhost:3382";
const now = new Date();
const [day1, day2] = bookableDates(now);
const staff = { user: { id: 7, email: "sales@kamopaints.in" }, clientIp: "127.0.0.1" };
const TEMPLATE_IDS = new Map(
  ["booked", "rescheduled", "cancelled"].map((event, i) => [
    `visit-${event}.en`,
    `110716000000000000${i}`,
  ]),
);

beforeAll(async () => {
  serverEnv = setServerEnv({ SITE_URL: SITE, FORM_SESSION_SECRET: "s".repeat(40) });
  gateway = await startFakeSmsGateway();
  smtp = await startSmtpServer();
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
  await gateway.close();
  await smtp.close();
  await serverEnv.restore();
});
beforeEach(async () => {
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

async function book() {
  const checked = validateLead("consultation", {
    ...validLeads.consultation,
    pin: "560034",
    locality: "Koramangala",
    email: "ananya.iyer@example.in",
  });
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const data = { ...checked.data, visitDate: day1!, visitSlot: "morning" };
  const stored = await storeLead(db, {
    form: "consultation",
    sessionKey: "staff-change-session-000000000001",
    data,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    alongside: (trx, leadId) => bookWithLead(trx, leadId, data, "en"),
  });
  return (await bookingForLead(db, stored.leadId))!;
}

const messages = () => db.selectFrom("visit_messages").selectAll().orderBy("id").execute();

const options = (): VisitorMessageOptions => ({
  db,
  sms: {
    gateway: createSmsGateway({
      baseUrl: gateway.url,
      apiKey: gateway.apiKey,
      senderId: "KAMOPT",
      templateIds: TEMPLATE_IDS,
      timeoutMs: 5_000,
    }),
    templateIds: TEMPLATE_IDS,
  },
  mailer: createMailer({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    requireTLS: false,
    from: "Kamo Paints <visits@kamopaints.in>",
    timeouts: { connectionMs: 5_000, greetingMs: 5_000, socketMs: 5_000, sendMs: 10_000 },
  }),
  policy: { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 },
  siteUrl: SITE,
  leaseMs: 60_000,
});

describe("staff changes reach the visitor", () => {
  it("a reschedule and a cancellation each text and mail the visitor, the .ics updating the same event", async () => {
    const booking = await book();
    await sendVisitorMessages(options(), "w1");
    expect(
      await rescheduleBooking(db, staff, booking.id, {
        date: day2!,
        slot: "evening",
        reason: "Customer asked for an evening",
      }),
    ).toEqual({ ok: true });
    expect(await cancelBooking(db, staff, booking.id, "Customer is travelling")).toEqual({
      ok: true,
    });
    expect(await sendVisitorMessages(options(), "w1")).toMatchObject({ delivered: 4 });
    const rows = await messages();
    expect(rows.map((r) => [r.event, r.channel, r.visit_date, r.slot, r.status])).toEqual([
      ["booked", "sms", day1, "morning", "delivered"],
      ["booked", "email", day1, "morning", "delivered"],
      ["rescheduled", "sms", day2, "evening", "delivered"],
      ["rescheduled", "email", day2, "evening", "delivered"],
      ["cancelled", "sms", day2, "evening", "delivered"],
      ["cancelled", "email", day2, "evening", "delivered"],
    ]);
    const reference = formatReference(booking.reference);
    const [, moved, cancelled] = gateway.delivered;
    expect(moved!.templateId).toBe(TEMPLATE_IDS.get("visit-rescheduled.en"));
    expect(moved!.body).toContain(`your home visit ${reference} is moved to`);
    expect(moved!.body).toContain("4-7pm");
    expect(cancelled!.body).toContain(`your home visit ${reference} of`);
    expect(cancelled!.body).toContain("is cancelled. To book again, call 1800 103 4455.");
    const icsOf = (i: number) => {
      const a = smtp.received[i]!.parsed.attachments[0]!;
      return typeof a.content === "string" ? a.content : new TextDecoder().decode(a.content);
    };
    expect(smtp.received[1]!.parsed.subject).toBe(`Your home visit ${reference} has a new time`);
    expect(icsOf(1)).toContain("SEQUENCE:1");
    expect(icsOf(1)).toContain(`DTSTART:${day2!.replace(/-/g, "")}T103000Z`);
    expect(smtp.received[2]!.parsed.subject).toBe(`Your home visit ${reference} is cancelled`);
    expect(icsOf(2)).toContain("SEQUENCE:2");
    expect(icsOf(2)).toContain("STATUS:CANCELLED");
  });
});
