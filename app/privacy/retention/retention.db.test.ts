import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DB } from "~/db/client.server";
import { rowOfArea } from "~/leads/booking/areas";
import { bookableDates } from "~/leads/booking/slots";
import { bookVisit, bookingForLead } from "~/leads/booking/store.server";
import { queueVisitorMessages } from "~/leads/booking/visitor-outbox.server";
import { storeLead } from "~/leads/delivery/store.server";
import { validateLead, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { storeSignUp, markConfirmed, subscriberOfEmail } from "~/investors/alerts/store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { manualClock } from "../../../tests/manual-clock";
import { tablesHolding } from "../../../tests/raw-rows";
import { applyRetention, runRetentionIfDue, startRetentionJob } from "./job.server";
import { listRetentionRuns } from "./runs-store.server";
import { defaultSchedule } from "./schedule";

/**
 * Issue 44, "keep only as long as needed" (Act s. 8(7), Rule 8): a manual
 * clock crosses each boundary of the schedule, a day before (kept) and a day
 * after (gone), and each run is recorded once a day with its counts.
 */
let t: TestDatabase;
let db: DB;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 1 June 2027, 11:30 in India. */
const T0 = Date.parse("2027-06-01T06:00:00.000Z");
let clock: ReturnType<typeof manualClock>;
const at = (offsetMs: number) => new Date(T0 + offsetMs);

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(async () => {
  clock = manualClock(T0);
  for (const table of [
    "retention_runs",
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
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0).toISOString(),
    })
    .execute();
});

let sessions = 0;
/** A lead stored at the clock's time. */
async function store(
  form: LeadFormId,
  values: LeadValues,
  options: { spam?: boolean; visit?: { pin: string; locality: string; date: string } } = {},
) {
  const checked = validateLead(form, values);
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const now = new Date(clock.now());
  const { visit } = options;
  const stored = await storeLead(
    db,
    {
      form,
      sessionKey: `retention-session-${String(++sessions).padStart(12, "0")}`,
      data: checked.data,
      clientIp: "127.0.0.1",
      userAgent: "vitest",
      ...(options.spam ? { spamReason: "honeypot" } : {}),
      ...(visit
        ? {
            alongside: async (trx: DB, leadId: number) => {
              const { bookingId } = await bookVisit(
                trx,
                {
                  leadId,
                  pin: visit.pin,
                  locality: visit.locality,
                  date: visit.date,
                  slot: "morning",
                },
                now,
              );
              await queueVisitorMessages(
                trx,
                { bookingId, kind: "booked", date: visit.date, slot: "morning" },
                now,
              );
            },
          }
        : {}),
    },
    now,
  );
  return stored.leadId;
}

const quick = (name: string, phone: string, email: string): LeadValues => ({
  ...validLeads["lets-talk"],
  name,
  phone,
  email,
});

const exists = async (leadId: number) =>
  (await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst()) !==
  undefined;

const retain = (offsetMs: number) => applyRetention(db, defaultSchedule, at(offsetMs));

describe(`the retention schedule, on ${testDialect()}`, () => {
  it("erases a lead flagged as spam 30 days after it came, not a day sooner", async () => {
    const spam = await store(
      "lets-talk",
      quick("Spamuel Markerbot", "9876500101", "spam@example.in"),
      {
        spam: true,
      },
    );
    const kept = await store(
      "lets-talk",
      quick("Honest Sender", "9876500102", "honest@example.in"),
    );
    expect(await retain(29 * DAY)).toMatchObject({ spam_leads: 0 });
    expect(await exists(spam)).toBe(true);
    expect(await retain(31 * DAY)).toMatchObject({ spam_leads: 1, lead_deliveries: 1 });
    expect(await exists(spam)).toBe(false);
    expect(await exists(kept)).toBe(true);
    // Nothing of it is left anywhere.
    expect(await tablesHolding(db, ["Spamuel Markerbot", "9876500101"])).toEqual({});
  });

  it("erases a lead three years after its sender's last contact, with its booked visit", async () => {
    const [visitDay] = bookableDates(new Date(T0));
    const alone = await store(
      "consultation",
      {
        ...validLeads.consultation,
        name: "Idle Markerson",
        mobile: "9876500201",
        email: "",
        pin: "560034",
        locality: "Idle Lane",
      },
      { visit: { pin: "560034", locality: "Idle Lane", date: visitDay! } },
    );
    // Another person wrote twice: their first lead counts from the second.
    const first = await store(
      "lets-talk",
      quick("Twice Writer", "9876500202", "twice.1@example.in"),
    );
    // And a third, by e-mail, with another number the second time.
    const byMail = await store(
      "lets-talk",
      quick("Mail Writer", "9876500203", "mail.writer@example.in"),
    );
    clock.advance(400 * DAY);
    const second = await store(
      "lets-talk",
      quick("Twice Writer", "9876500202", "twice.2@example.in"),
    );
    await store("lets-talk", quick("Mail Writer", "9876500204", "Mail.Writer@example.in"));

    expect(await retain(1_094 * DAY)).toMatchObject({ idle_leads: 0 });
    expect(await exists(alone)).toBe(true);
    const after = await retain(1_096 * DAY);
    expect(after).toMatchObject({ idle_leads: 1, visit_bookings: 1, visit_messages: 1 });
    expect(await exists(alone)).toBe(false);
    expect(await exists(first)).toBe(true);
    expect(await exists(byMail)).toBe(true);
    expect(await tablesHolding(db, ["Idle Markerson", "9876500201"])).toEqual({});

    expect(await retain((400 + 1_094) * DAY)).toMatchObject({ idle_leads: 0 });
    expect(await retain((400 + 1_096) * DAY)).toMatchObject({ idle_leads: 4 });
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(false);
  });

  it("blanks a visit's home locality 90 days after the visit day, keeping the booking", async () => {
    const [visitDay] = bookableDates(new Date(T0));
    const leadId = await store(
      "consultation",
      { ...validLeads.consultation, pin: "560034", locality: "Koramangala" },
      { visit: { pin: "560034", locality: "Koramangala", date: visitDay! } },
    );
    // The visit day (IST) is the day after T0: its 90 days run from there.
    const dayOfVisit = Date.parse(`${visitDay}T00:00:00+05:30`) - T0;
    expect(await retain(dayOfVisit + 89 * DAY)).toMatchObject({ visit_addresses: 0 });
    expect((await bookingForLead(db, leadId))?.locality).toBe("Koramangala");
    expect(await retain(dayOfVisit + 91 * DAY)).toMatchObject({ visit_addresses: 1 });
    expect(await bookingForLead(db, leadId)).toMatchObject({ locality: "", pin: "560034" });
    expect(await exists(leadId)).toBe(true);
  });

  it("erases an alert sign-up never confirmed after 48 hours, and keeps a confirmed one", async () => {
    const iso = new Date(T0).toISOString();
    const choices = { all: true, categories: [], digest: false };
    await storeSignUp(db, "never.confirmed@example.in", { locale: "en", choices }, iso);
    await storeSignUp(db, "confirmed@example.in", { locale: "en", choices }, iso);
    await markConfirmed(db, (await subscriberOfEmail(db, "confirmed@example.in"))!.id, iso);

    expect(await retain(24 * HOUR)).toMatchObject({ unconfirmed_alert_sign_ups: 0 });
    expect(await retain(47 * HOUR)).toMatchObject({ unconfirmed_alert_sign_ups: 0 });
    expect(await subscriberOfEmail(db, "never.confirmed@example.in")).toBeDefined();
    expect(await retain(49 * HOUR)).toMatchObject({ unconfirmed_alert_sign_ups: 1 });
    expect(await subscriberOfEmail(db, "never.confirmed@example.in")).toBeUndefined();
    expect(await retain(72 * HOUR)).toMatchObject({ unconfirmed_alert_sign_ups: 0 });
    expect(await subscriberOfEmail(db, "confirmed@example.in")).toBeDefined();
    expect(await tablesHolding(db, ["never.confirmed@example.in"])).toEqual({});
  });

  it("runs once a day, whoever starts it, and records its counts", async () => {
    await store("lets-talk", quick("Spam Once", "9876500301", "spam.once@example.in"), {
      spam: true,
    });
    const first = await runRetentionIfDue(db, defaultSchedule, at(31 * DAY));
    expect(first).toMatchObject({ day: "2027-07-02", error: null });
    expect(first!.counts).toMatchObject({ spam_leads: 1 });
    // A second machine, or a restart, the same day: the day is taken.
    expect(await runRetentionIfDue(db, defaultSchedule, at(31 * DAY + 5 * HOUR))).toBeUndefined();
    const next = await runRetentionIfDue(db, defaultSchedule, at(32 * DAY));
    expect(next!.counts).toMatchObject({ spam_leads: 0 });
    const runs = await listRetentionRuns(db);
    expect(runs.map((r) => [r.day, r.counts.spam_leads])).toEqual([
      ["2027-07-03", 0],
      ["2027-07-02", 1],
    ]);
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
  });

  it("is started as a job that runs the day's retention, and stops on shutdown", async () => {
    await store("lets-talk", quick("Job Spam", "9876500401", "job.spam@example.in"), {
      spam: true,
    });
    let today = at(31 * DAY);
    const lines: string[] = [];
    const job = startRetentionJob({
      db,
      schedule: defaultSchedule,
      firstCheckMs: 1,
      checkEveryMs: 20,
      now: () => today,
      log: (line) => lines.push(line),
    });
    await vi.waitFor(async () => expect(await listRetentionRuns(db)).toHaveLength(1));
    await job.stop();
    expect(lines).toEqual(["[retention] run 2027-07-02: 2 rows erased or anonymised"]);
    // Stopped: the next day comes and nothing runs.
    today = at(32 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listRetentionRuns(db)).toHaveLength(1);
  });
});
