import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { validateLead } from "~/leads/forms/lead-forms";
import { storeLead } from "~/leads/delivery/store.server";
import { createMailer, type Mailer } from "~/lib/mail/mailer.server";
import type { RetryPolicy } from "~/db/outbox/queue.server";
import { createSmsGateway } from "~/lib/sms/gateway.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { freePort } from "../../../tests/free-port";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/mocks/fake-sms-gateway";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/mocks/smtp-servers";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { rowOfArea } from "./areas";
import { bookingForLead, formatReference } from "./store.server";
import { bookWithLead } from "./consultation-visit.server";
import { bookableDates } from "./slots";
import { sendVisitorMessages, type VisitorMessageOptions } from "./visitor-outbox.server";

/**
 * The visitor hears of their booked visit (issue 42, ADR 45): a text to the
 * mobile through the SMS gateway (an independent fake of Kaleyra's API) and,
 * with an address, a mail with the .ics through SMTP (a real smtp-server),
 * in the language of the page they booked on, queued with the booking and
 * each staff change, each failing alone on the shared outbox queue.
 */
let serverEnv: ServerEnv;
let gateway: FakeSmsGateway;
let smtp: TestSmtpServer;
let mailer: Mailer;
let t: TestDatabase;
let db: DB;
const SITE = "http://localhost:3381";
const now = new Date();
const [day1] = bookableDates(now);
const policy: RetryPolicy = { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 };
const TEMPLATE_IDS = new Map(
  ["booked", "rescheduled", "cancelled"].flatMap((event, i) => [
    [`visit-${event}.en`, `110716000000000000${i}`],
    [`visit-${event}.hi`, `110716000000000010${i}`],
  ]),
);
const inputs = "surface=exterior&measure=walls&wallArea=1200";
const PLAN = `/consultation?codes=KP-0513,KP-0100&product=weather-classic-max&estimate=${encodeURIComponent(inputs)}`;

beforeAll(async () => {
  serverEnv = setServerEnv({ SITE_URL: SITE, FORM_SESSION_SECRET: "s".repeat(40) });
  gateway = await startFakeSmsGateway();
  smtp = await startSmtpServer();
  mailer = createMailer({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    requireTLS: false,
    from: "Kamo Paints <visits@kamopaints.in>",
    timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000, sendMs: 5_000 },
  });
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
  gateway.requests.length = 0;
  gateway.delivered.length = 0;
  gateway.refuse.clear();
  gateway.behave("ok");
  smtp.received.length = 0;
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

let sessions = 0;
/** A consultation booked the way the form books it (bookWithLead in the lead's transaction). */
async function book(
  options: { locale?: "en" | "hi"; email?: string; mobile?: string; name?: string } = {},
) {
  const locale = options.locale ?? "en";
  const checked = validateLead("consultation", {
    ...validLeads.consultation,
    name: options.name ?? "Ananya Iyer",
    mobile: options.mobile ?? "9840012345",
    pin: "560034",
    locality: "Koramangala",
    email: options.email ?? "",
  });
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const data = { ...checked.data, visitDate: day1!, visitSlot: "morning", planLink: PLAN };
  const stored = await storeLead(db, {
    form: "consultation",
    sessionKey: `message-session-${String(++sessions).padStart(12, "0")}`,
    data,
    locale,
    clientIp: "127.0.0.1",
    userAgent: "vitest",
    alongside: (trx, leadId) => bookWithLead(trx, leadId, data, locale),
  });
  return (await bookingForLead(db, stored.leadId))!;
}

const messages = () => db.selectFrom("visit_messages").selectAll().orderBy("id").execute();

/** The gateway as configured; generous timeout, as on a loaded 2-core machine. */
const smsTo = (baseUrl: string, timeoutMs = 5_000) => ({
  gateway: createSmsGateway({
    baseUrl,
    apiKey: gateway.apiKey,
    senderId: "KAMOPT",
    templateIds: TEMPLATE_IDS,
    timeoutMs,
  }),
  templateIds: TEMPLATE_IDS,
});

function options(over: Partial<VisitorMessageOptions> = {}): VisitorMessageOptions {
  return {
    db,
    sms: smsTo(gateway.url),
    mailer,
    policy,
    siteUrl: SITE,
    leaseMs: 60_000,
    ...over,
  };
}

describe("a booking queues the visitor's messages with it", () => {
  it("queues an SMS always and a mail only when an address was given, in the booking's transaction", async () => {
    const withMail = await book({ email: "ananya.iyer@example.in" });
    const withoutMail = await book({ mobile: "9840054321" });
    const rows = await messages();
    expect(rows.map((r) => [r.booking_id, r.event, r.channel, r.status])).toEqual([
      [withMail.id, "booked", "sms", "pending"],
      [withMail.id, "booked", "email", "pending"],
      [withoutMail.id, "booked", "sms", "pending"],
    ]);
    // Nothing personal is copied into the queue: the number and address stay on the lead.
    expect(JSON.stringify(rows)).not.toMatch(/9840012345|ananya/);
  });
});

describe("the worker sends them", () => {
  it("texts the mobile and mails the address in Hindi, with the reference, the plan, the time, the place and how to change it", async () => {
    const booking = await book({ locale: "hi", email: "ananya.iyer@example.in" });
    const logs: string[] = [];
    expect(await sendVisitorMessages(options({ log: (l) => logs.push(l) }), "w1")).toEqual({
      delivered: 2,
      retrying: 0,
      dead: 0,
    });
    const reference = formatReference(booking.reference);

    expect(gateway.delivered).toHaveLength(1);
    const text = gateway.delivered[0]!;
    expect(text.to).toBe("+919840012345");
    expect(text.sender).toBe("KAMOPT");
    expect(text.templateId).toBe(TEMPLATE_IDS.get("visit-booked.hi"));
    expect(text.body).toContain(`कामो पेंट्स: आपकी घर विज़िट बुक हो गई। रेफ़रेंस ${reference}।`);
    expect(text.body).toMatch(/2 शेड, Weather Classic Max/);
    expect(text.body).toContain("सुबह 10-1");
    expect(text.body).toContain("Koramangala, 560034");
    expect(text.body).toContain("1800 103 4455");
    expect(gateway.requests[0]!.form.unicode).toBe("1");

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual(["ananya.iyer@example.in"]);
    expect(mail.parsed.subject).toBe(`आपकी घर विज़िट बुक हो गई: ${reference}`);
    expect(mail.parsed.text).toContain(`रेफ़रेंस नंबर: ${reference}`);
    expect(mail.parsed.text).toContain("Weather Classic Max");
    expect(mail.parsed.text).toContain("सुबह, 10 से दोपहर 1 बजे तक");
    expect(mail.parsed.text).toContain("Koramangala, PIN 560034");
    expect(mail.parsed.text).toContain(`${SITE}/hi/consultation/booked/${booking.reference}?k=`);
    expect(mail.parsed.html).toContain('<html lang="hi">');
    expect(mail.parsed.html).toContain(reference);
    const ics = mail.parsed.attachments.find(
      (a) => a.filename === `kamo-visit-${booking.reference}.ics`,
    )!;
    expect(ics.mimeType).toBe("text/calendar");
    const calendar =
      typeof ics.content === "string" ? ics.content : new TextDecoder().decode(ics.content);
    expect(calendar).toContain(`UID:visit-${booking.reference.toLowerCase()}@`);
    expect(calendar).toContain("STATUS:CONFIRMED");
    expect(calendar).toContain(`DTSTART:${day1!.replace(/-/g, "")}T043000Z`);

    const rows = await messages();
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ["sms", "delivered", 1],
      ["email", "delivered", 1],
    ]);
    expect(rows[0]!.provider_id).toMatch(/:1$/);
    expect(rows[0]!.last_status).toBe(202);
    expect(rows[1]!.provider_id).toMatch(/^<.+@.+>$/);
    expect(rows.every((r) => r.sent_at !== null && r.locale === "hi")).toBe(true);
    expect(logs.join("\n")).not.toMatch(/9840012345|ananya|Ananya/);
  });

  it("a text the gateway refuses (4xx) is dead at once with the gateway's error, alone: the other visitor's text and the mail go out", async () => {
    await book({ mobile: "9840011111", email: "first@example.in", name: "Pooja Rao" });
    await book({ mobile: "9840022222" });
    gateway.refuse.add("+919840011111");
    const logs: string[] = [];
    expect(await sendVisitorMessages(options({ log: (l) => logs.push(l) }), "w1")).toEqual({
      delivered: 2,
      retrying: 0,
      dead: 1,
    });
    const rows = await messages();
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ["sms", "dead", 1],
      ["email", "delivered", 1],
      ["sms", "delivered", 1],
    ]);
    expect(rows[0]!.last_error).toContain("the SMS gateway answered 400: E413");
    expect(rows[0]!.last_status).toBe(400);
    // Its error says why, never whose number it was.
    expect(rows[0]!.last_error).not.toContain("9840011111");
    expect(logs.join("\n")).toContain("dead-lettered after 1 attempts");
    expect(logs.join("\n")).not.toMatch(/9840011111|first@example|Pooja/);
    // Not tried again.
    await sendVisitorMessages(options(), "w1");
    expect(gateway.requests.filter((r) => r.form.to === "+919840011111")).toHaveLength(1);
  });

  for (const fault of ["error", "hang"] as const) {
    it(`a gateway that ${fault === "error" ? "answers 500" : "never answers"} is retried up to the cap, then dead-lettered, and never tried past it`, async () => {
      await book();
      gateway.behave(fault);
      const at = (ms: number) => () => new Date(now.getTime() + ms);
      for (let pass = 0; pass < policy.maxAttempts + 2; pass++)
        await sendVisitorMessages(
          options({ now: at(pass * 60_000), sms: smsTo(gateway.url, 400) }),
          "w1",
        );
      const [row] = await messages();
      expect(row).toMatchObject({ status: "dead", attempts: policy.maxAttempts });
      expect(row!.last_error).toMatch(fault === "error" ? /answered 500/ : /no answer within/);
      expect(gateway.requests).toHaveLength(policy.maxAttempts);
    });
  }

  it("a gateway that is down (connection refused) keeps the text queued with its error, and it goes out once the gateway is back", async () => {
    await book();
    const down = `http://127.0.0.1:${await freePort()}/v1/${gateway.sid}`;
    const downOptions = options({ sms: smsTo(down) });
    expect(await sendVisitorMessages(downOptions, "w1")).toMatchObject({ retrying: 1 });
    const [waiting] = await messages();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.last_error).toContain("ECONNREFUSED");
    expect(
      await sendVisitorMessages(options({ now: () => new Date(now.getTime() + 60_000) }), "w1"),
    ).toMatchObject({ delivered: 1 });
    expect(gateway.delivered).toHaveLength(1);
  });

  it("without SMS configured, texts wait untouched while mails go out", async () => {
    await book({ email: "ananya.iyer@example.in" });
    const { sms: _unset, ...mailOnly } = options();
    expect(await sendVisitorMessages(mailOnly, "w1")).toMatchObject({ delivered: 1 });
    const rows = await messages();
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ["sms", "pending", 0],
      ["email", "delivered", 1],
    ]);
    expect(gateway.requests).toHaveLength(0);
  });

  it("a text whose DLT template has no id fails with that error, not the gateway's", async () => {
    await book();
    const none = new Map<string, string>();
    const base = options();
    await sendVisitorMessages({ ...base, sms: { ...base.sms!, templateIds: none } }, "w1");
    const [row] = await messages();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toBe("no DLT template id for visit-booked.en in SMS_TEMPLATE_IDS");
    expect(gateway.requests).toHaveLength(0);
  });
});
