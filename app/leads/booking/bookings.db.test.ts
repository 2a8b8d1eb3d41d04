import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "~/db/client.server";
import { storeLead } from "~/leads/delivery/store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { KeyRing, open, sealedWith } from "~/lib/crypto/sealed.server";
import { rowOfArea, type VisitArea } from "./areas";
import {
  VisitSlotTaken,
  bookVisit,
  bookingForLead,
  cancelVisit,
  moveVisit,
  parseReference,
  REFERENCE_ALPHABET,
  resealBookings,
  visitOffer,
} from "./store.server";
import { bookableDates, weekdayOf } from "./slots";

/**
 * Service areas, the slots a PIN is offered, and booking them so a slot is
 * never promised twice: many bookings of one slot at once, through two
 * database handles (two app servers), on SQLite and on PostgreSQL.
 */
let t: TestDatabase;
let db: DB;
/** Tomorrow at noon in India, from a fixed "now". */
const now = new Date("2026-12-01T06:30:00Z");
const dates = bookableDates(now);

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(async () => {
  await db.deleteFrom("visit_bookings").execute();
  await db.deleteFrom("visit_areas").execute();
  await db.deleteFrom("lead_deliveries").execute();
  await db.deleteFrom("leads").execute();
});

async function addArea(area: Partial<Omit<VisitArea, "id">> & { pins: string[] }): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto("visit_areas")
    .values({
      ...rowOfArea({
        name: "Test area",
        capacity: { morning: 2, afternoon: 2, evening: 0 },
        weeklyOff: [],
        closedDates: [],
        active: true,
        ...area,
      }),
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Stores a consultation lead, booking `visit` in the same transaction when given. */
async function storeBooking(
  on: DB,
  visit?: { pin: string; date: string; slot: "morning" | "afternoon" | "evening" },
) {
  return storeLead(on, {
    form: "consultation",
    sessionKey: randomUUID(),
    data: { name: "Test visitor", mobile: "9876543210", message: randomUUID() },
    clientIp: "127.0.0.1",
    userAgent: "test",
    alongside: visit
      ? async (trx, leadId) => {
          await bookVisit(trx, { leadId, locality: "Koramangala", ...visit }, now);
        }
      : undefined,
  });
}

describe("what a PIN code is offered", () => {
  it("says when a PIN is unknown, and when no area covers it", async () => {
    await addArea({ pins: ["560"] });
    expect(await visitOffer(db, "999999", now)).toEqual({ pin: "999999", status: "unknown" });
    expect(await visitOffer(db, "600020", now)).toMatchObject({
      status: "not-served",
      place: "Chennai, Tamil Nadu",
    });
  });

  it("offers the next 14 days from tomorrow in India, without days off or slots of no capacity", async () => {
    const sunday = dates.find((d) => weekdayOf(d) === 0)!;
    const closed = dates[3]!;
    await addArea({ pins: ["5600"], weeklyOff: [0], closedDates: [closed] });
    const offer = await visitOffer(db, "560034", now);
    if (offer.status !== "served") throw new Error(offer.status);
    expect(offer.place).toBe("Bengaluru, Karnataka");
    expect(offer.days[0]!.date).toBe("2026-12-02");
    const offered = offer.days.map((d) => d.date);
    expect(offered).not.toContain(sunday);
    expect(offered).not.toContain(closed);
    expect(offered.every((d) => dates.includes(d))).toBe(true);
    expect(offer.days.every((d) => d.slots.join() === "morning,afternoon")).toBe(true);
  });

  it("lets the area that matches more digits win, and ignores inactive areas", async () => {
    await addArea({ pins: ["56"], capacity: { morning: 1, afternoon: 0, evening: 0 } });
    await addArea({ pins: ["560034"], capacity: { morning: 0, afternoon: 0, evening: 4 } });
    await addArea({
      pins: ["5600"],
      capacity: { morning: 9, afternoon: 9, evening: 9 },
      active: false,
    });
    const exact = await visitOffer(db, "560034", now);
    const wide = await visitOffer(db, "560001", now);
    expect(exact.status === "served" && exact.days[0]!.slots).toEqual(["evening"]);
    expect(wide.status === "served" && wide.days[0]!.slots).toEqual(["morning"]);
  });

  it("stops offering a slot once it is full, and says so when nothing is left", async () => {
    const only = dates[0]!;
    await addArea({
      pins: ["560"],
      capacity: { morning: 1, afternoon: 0, evening: 0 },
      closedDates: dates.slice(1),
    });
    expect((await visitOffer(db, "560034", now)).status).toBe("served");
    await storeBooking(db, { pin: "560034", date: only, slot: "morning" });
    expect(await visitOffer(db, "560034", now)).toMatchObject({ status: "full" });
  });
});

describe("booking a visit", () => {
  it("stores the lead and its booking together, with a random reference of unambiguous characters", async () => {
    await addArea({ pins: ["560"] });
    const stored = await storeBooking(db, { pin: "560034", date: dates[0]!, slot: "morning" });
    const booking = await bookingForLead(db, stored.leadId);
    expect(booking).toMatchObject({ status: "booked", seat: 1, date: dates[0], slot: "morning" });
    expect(booking!.reference).toMatch(new RegExp(`^[${REFERENCE_ALPHABET}]{8}$`));
    expect(
      parseReference(
        ` ${booking!.reference.slice(0, 4).toLowerCase()}-${booking!.reference.slice(4)}`,
      ),
    ).toBe(booking!.reference);
    const second = await storeBooking(db, { pin: "560034", date: dates[0]!, slot: "morning" });
    const other = await bookingForLead(db, second.leadId);
    // Not sequential: nothing in one reference gives the next away.
    expect(other!.reference).not.toBe(booking!.reference);
  });

  it("refuses a slot on a day off or outside the window, and stores no lead for it", async () => {
    await addArea({ pins: ["560"], weeklyOff: [weekdayOf(dates[0]!)] });
    await expect(
      storeBooking(db, { pin: "560034", date: dates[0]!, slot: "morning" }),
    ).rejects.toThrow(VisitSlotTaken);
    await expect(
      storeBooking(db, { pin: "560034", date: "2026-12-01", slot: "afternoon" }),
    ).rejects.toThrow(VisitSlotTaken);
    await expect(
      storeBooking(db, { pin: "560034", date: dates[1]!, slot: "evening" }),
    ).rejects.toThrow(VisitSlotTaken);
    expect(await db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it(`40 bookings of a 3-visit slot at once, through two app servers: exactly 3 are booked (${testDialect()})`, async () => {
    await addArea({ pins: ["560"], capacity: { morning: 3, afternoon: 0, evening: 0 } });
    const second = openDatabase(t.options);
    try {
      const date = dates[2]!;
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          storeBooking(i % 2 === 0 ? db : second.db, { pin: "560034", date, slot: "morning" }),
        ),
      );
      const booked = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r) => r.status === "rejected");
      expect(booked).toHaveLength(3);
      expect(refused).toHaveLength(37);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          name: "VisitSlotTaken",
          reason: "full",
        });
      const rows = await db.selectFrom("visit_bookings").select(["seat", "lead_id"]).execute();
      expect(rows.map((r) => Number(r.seat)).sort()).toEqual([1, 2, 3]);
      // A refused booking left no lead behind: the visitor is asked to choose again.
      expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(3);
      expect(await visitOffer(db, "560034", now)).toMatchObject({ status: "served" });
      const offer = await visitOffer(db, "560034", now);
      expect(offer.status === "served" && offer.days.some((d) => d.date === date)).toBe(false);
    } finally {
      await second.close();
    }
  });
});

describe("changing a booking", () => {
  it("moves a visit only to a slot with a free seat; a cancelled one gives its seat up", async () => {
    await addArea({ pins: ["560"], capacity: { morning: 1, afternoon: 1, evening: 0 } });
    const [a, b] = [
      await storeBooking(db, { pin: "560034", date: dates[0]!, slot: "morning" }),
      await storeBooking(db, { pin: "560034", date: dates[0]!, slot: "afternoon" }),
    ];
    const first = (await bookingForLead(db, a.leadId))!;
    await expect(moveVisit(db, first, { date: dates[0]!, slot: "afternoon" }, now)).rejects.toThrow(
      VisitSlotTaken,
    );
    expect(await cancelVisit(db, (await bookingForLead(db, b.leadId))!.id, now)).toBe(true);
    expect(await cancelVisit(db, (await bookingForLead(db, b.leadId))!.id, now)).toBe(false);
    await moveVisit(db, first, { date: dates[0]!, slot: "afternoon" }, now);
    expect(await bookingForLead(db, a.leadId)).toMatchObject({ slot: "afternoon", seat: 1 });
    expect(await bookingForLead(db, b.leadId)).toMatchObject({ status: "cancelled", seat: null });
  });

  it(`20 reschedules into one free seat at once take it once (${testDialect()})`, async () => {
    await addArea({ pins: ["560"], capacity: { morning: 20, afternoon: 1, evening: 0 } });
    const leads = [];
    for (let i = 0; i < 20; i++)
      leads.push(await storeBooking(db, { pin: "560034", date: dates[4]!, slot: "morning" }));
    const second = openDatabase(t.options);
    try {
      const results = await Promise.allSettled(
        leads.map(async (lead, i) => {
          const on = i % 2 === 0 ? db : second.db;
          const booking = (await bookingForLead(on, lead.leadId))!;
          await on
            .transaction()
            .execute((trx) => moveVisit(trx, booking, { date: dates[4]!, slot: "afternoon" }, now));
        }),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const afternoon = await db
        .selectFrom("visit_bookings")
        .select("id")
        .where("slot", "=", "afternoon")
        .execute();
      expect(afternoon).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe("the home's locality at rest (ADR 61)", () => {
  it("is sealed in the table, read as typed, and re-sealed under a new key", async () => {
    await addArea({ pins: ["560034"] });
    const stored = await storeBooking(db, { pin: "560034", date: dates[0]!, slot: "morning" });
    const raw = async () =>
      (
        await db
          .selectFrom("visit_bookings")
          .select("locality")
          .where("lead_id", "=", stored.leadId)
          .executeTakeFirstOrThrow()
      ).locality;
    const before = await raw();
    expect(before).not.toContain("Koramangala");
    expect(sealedWith(before)).toBe(dataKeyRing().current.id);
    expect((await bookingForLead(db, stored.leadId))?.locality).toBe("Koramangala");

    const next = KeyRing.parse(`${KeyRing.generate("next").format()},${dataKeyRing().format()}`);
    expect(await resealBookings(db, next)).toEqual({ examined: 1, resealed: 1, unreadable: [] });
    expect(sealedWith(await raw())).toBe("next");
    expect(await resealBookings(db, next)).toEqual({ examined: 1, resealed: 0, unreadable: [] });
    expect(open(next, "visit_bookings.locality", await raw())).toBe("Koramangala");
  });
});
