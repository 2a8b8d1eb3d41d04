import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import { pinPlace } from "~/places/pin-directory.server";
import {
  MAX_VISITS_PER_SLOT,
  areaForPin,
  areaOfRow,
  capacityOn,
  rowOfArea,
  type VisitArea,
} from "./areas";
import { newReference } from "./reference";
import { bookableDates, slotIds, type SlotId } from "./slots";
import type { VisitOffer } from "./visit-types";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { open, seal, sealedWith, type KeyRing } from "~/lib/crypto/sealed.server";
import { resealInBatches, type Resealed } from "~/lib/crypto/reseal.server";

export { formatReference, parseReference, REFERENCE_ALPHABET } from "./reference";

/**
 * The only module that reads or writes the visit_areas and visit_bookings
 * tables (a service area and the visits booked in it). Each booking's
 * changes and messages have their own owners, the two outboxes
 * (visit-outbox.server.ts: visit_changes; visitor-outbox.server.ts:
 * visit_messages). A booked visit shows on no cached public page (its
 * confirmation is private, no-store), so nothing here empties the page cache.
 *
 * Home visits: which slots a PIN code is offered, and taking one so that no
 * slot is ever promised to more visitors than its area can visit (issue 42,
 * ADR 41).
 *
 * A booked visit holds a numbered seat (1 to the slot's capacity) and the
 * unique index on (area, date, slot, seat) refuses a second holder, on
 * SQLite and PostgreSQL alike. A booking finds the lowest free seat and
 * inserts it with ON CONFLICT DO NOTHING: when two requests pick the same
 * seat, one gets it and the other, told nothing was inserted, tries the next
 * seat, until none is left and the slot is full. On PostgreSQL the area's row
 * is also locked for the transaction, so bookings for one area queue rather
 * than race (and a reschedule, an UPDATE, cannot hit the index); SQLite's
 * transactions take the write lock when they begin (ADR 35).
 */

export class VisitSlotTaken extends Error {
  constructor(readonly reason: "full" | "not-offered") {
    super(reason === "full" ? "that visit slot is full" : "that visit slot is not offered");
    this.name = "VisitSlotTaken";
  }
}

/** Every service area, active or not, oldest first. */
export async function loadAreas(db: DB): Promise<VisitArea[]> {
  const rows = await db.selectFrom("visit_areas").selectAll().orderBy("id").execute();
  return rows.map(areaOfRow);
}

export async function loadArea(db: DB, id: number): Promise<VisitArea | undefined> {
  const row = await db
    .selectFrom("visit_areas")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? areaOfRow(row) : undefined;
}

/** Booked visits per date and slot of one area, between two dates (inclusive). */
export async function bookedCounts(
  db: DB,
  areaId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("visit_bookings")
    .select(["visit_date", "slot", (eb) => eb.fn.countAll<number>().as("count")])
    .where("area_id", "=", areaId)
    .where("status", "=", "booked")
    .where("visit_date", ">=", from)
    .where("visit_date", "<=", to)
    .groupBy(["visit_date", "slot"])
    .execute();
  return new Map(rows.map((r) => [`${r.visit_date}.${r.slot}`, Number(r.count)]));
}

/** The free slots of an area's next days (days with none left out). */
export async function freeDays(
  db: DB,
  area: VisitArea,
  now = new Date(),
): Promise<Array<{ date: string; slots: SlotId[] }>> {
  const dates = bookableDates(now);
  const counts = await bookedCounts(db, area.id, dates[0]!, dates.at(-1)!);
  return dates
    .map((date) => ({
      date,
      slots: slotIds.filter(
        (slot) => capacityOn(area, date, slot) > (counts.get(`${date}.${slot}`) ?? 0),
      ),
    }))
    .filter((day) => day.slots.length > 0);
}

/** Where a PIN is, in words a person knows: its district and state. */
export function placeOfPin(pin: string): string | undefined {
  const place = pinPlace(pin);
  return place ? `${place.district}, ${place.state}` : undefined;
}

/** What the form may offer for a PIN code typed in full. */
export async function visitOffer(db: DB, pin: string, now = new Date()): Promise<VisitOffer> {
  const place = placeOfPin(pin);
  if (!place) return { pin, status: "unknown" };
  const area = areaForPin(await loadAreas(db), pin);
  if (!area) return { pin, status: "not-served", place };
  const days = await freeDays(db, area, now);
  return days.length > 0 ? { pin, status: "served", place, days } : { pin, status: "full", place };
}

/** Holds the area's row until the transaction ends (PostgreSQL; SQLite has one writer). */
async function lockArea(db: DB, areaId: number): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await db.selectFrom("visit_areas").select("id").where("id", "=", areaId).forUpdate().execute();
}

/**
 * Takes a free seat of `slot` on `date` in `area` for a booking: inserts it
 * (`insert`) or moves it there (`move`). Throws VisitSlotTaken when the slot
 * is not offered that day or has no seat left. Call inside a transaction.
 */
async function takeSeat(
  db: DB,
  area: VisitArea,
  date: string,
  slot: SlotId,
  now: Date,
  place: (seat: number) => Promise<boolean>,
): Promise<number> {
  const capacity = Math.min(capacityOn(area, date, slot), MAX_VISITS_PER_SLOT);
  if (capacity <= 0 || !bookableDates(now).includes(date)) throw new VisitSlotTaken("not-offered");
  await lockArea(db, area.id);
  const tried = new Set<number>();
  for (;;) {
    const held = await db
      .selectFrom("visit_bookings")
      .select("seat")
      .where("area_id", "=", area.id)
      .where("visit_date", "=", date)
      .where("slot", "=", slot)
      .where("seat", "is not", null)
      .execute();
    const taken = new Set([...held.map((h) => Number(h.seat)), ...tried]);
    let seat = 0;
    for (let s = 1; s <= capacity; s++)
      if (!taken.has(s)) {
        seat = s;
        break;
      }
    if (seat === 0) throw new VisitSlotTaken("full");
    if (await place(seat)) return seat;
    tried.add(seat); // someone else took it between our read and our write
  }
}

/** The home's locality is an address: sealed at rest (ADR 61), bound to this column. */
export const LOCALITY_CONTEXT = "visit_bookings.locality";
const LOCALITY = LOCALITY_CONTEXT;

export interface NewVisit {
  leadId: number;
  pin: string;
  locality: string;
  date: string;
  slot: SlotId;
  /** The language of the page it was booked on; its messages are in it (English when not given). */
  locale?: string;
}

/**
 * Books a visit for a stored lead, in the lead's own transaction (so a full
 * slot stores neither). Returns the booking's id and reference.
 */
export async function bookVisit(
  db: DB,
  visit: NewVisit,
  now = new Date(),
): Promise<{ bookingId: number; reference: string }> {
  const area = areaForPin(await loadAreas(db), visit.pin);
  if (!area) throw new VisitSlotTaken("not-offered");
  const at = now.toISOString();
  let booked: { bookingId: number; reference: string } | undefined;
  await takeSeat(db, area, visit.date, visit.slot, now, async (seat) => {
    const reference = await unusedReference(db);
    const row = await db
      .insertInto("visit_bookings")
      .values({
        reference,
        lead_id: visit.leadId,
        area_id: area.id,
        visit_date: visit.date,
        slot: visit.slot,
        seat,
        status: "booked",
        pin: visit.pin,
        locality: seal(dataKeyRing(), LOCALITY, visit.locality),
        ...(visit.locale ? { locale: visit.locale } : {}),
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(["area_id", "visit_date", "slot", "seat"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) booked = { bookingId: Number(row.id), reference };
    return row !== undefined;
  });
  return booked!;
}

/** A reference no booking has yet (a clash is one in 10^11, but cheap to rule out). */
async function unusedReference(db: DB): Promise<string> {
  for (;;) {
    const reference = newReference();
    const clash = await db
      .selectFrom("visit_bookings")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!clash) return reference;
  }
}

export interface BookingRow {
  id: number;
  reference: string;
  leadId: number;
  areaId: number;
  date: string;
  slot: SlotId;
  seat: number | null;
  status: "booked" | "cancelled";
  pin: string;
  locality: string;
  createdAt: string;
  updatedAt: string;
}

type RawBooking = {
  id: number;
  reference: string;
  lead_id: number;
  area_id: number;
  visit_date: string;
  slot: string;
  seat: number | null;
  status: "booked" | "cancelled";
  pin: string;
  locality: string;
  created_at: string;
  updated_at: string;
};

export function bookingOfRow(row: RawBooking): BookingRow {
  return {
    id: Number(row.id),
    reference: row.reference,
    leadId: Number(row.lead_id),
    areaId: Number(row.area_id),
    date: row.visit_date,
    slot: row.slot as SlotId,
    seat: row.seat === null ? null : Number(row.seat),
    status: row.status,
    pin: row.pin,
    locality: open(dataKeyRing(), LOCALITY, row.locality),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function bookingForLead(db: DB, leadId: number): Promise<BookingRow | undefined> {
  const row = await db
    .selectFrom("visit_bookings")
    .selectAll()
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  return row ? bookingOfRow(row) : undefined;
}

export async function bookingByReference(
  db: DB,
  reference: string,
): Promise<BookingRow | undefined> {
  const row = await db
    .selectFrom("visit_bookings")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row ? bookingOfRow(row) : undefined;
}

export async function bookingById(db: DB, id: number): Promise<BookingRow | undefined> {
  const row = await db
    .selectFrom("visit_bookings")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? bookingOfRow(row) : undefined;
}

/** Several bookings, by id (the outboxes' claimed changes and messages name theirs). */
export async function bookingsByIds(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, BookingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("visit_bookings")
    .selectAll()
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), bookingOfRow(row)]));
}

/**
 * Moves a booked visit to another slot with a free seat (throws
 * VisitSlotTaken otherwise). The caller records why, in the same transaction.
 */
export async function moveVisit(
  db: DB,
  booking: BookingRow,
  to: { date: string; slot: SlotId },
  now = new Date(),
): Promise<void> {
  const area = await loadArea(db, booking.areaId);
  if (!area) throw new VisitSlotTaken("not-offered");
  const at = now.toISOString();
  await takeSeat(db, area, to.date, to.slot, now, async (seat) => {
    // The area's row is locked on PostgreSQL and SQLite has one writer, so
    // the seat read as free is still free here: nothing can collide.
    const result = await db
      .updateTable("visit_bookings")
      .set({ visit_date: to.date, slot: to.slot, seat, updated_at: at })
      .where("id", "=", booking.id)
      .where("status", "=", "booked")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

/** Gives a booking's seat up; its date and slot stay for the record. False when already cancelled. */
export async function cancelVisit(db: DB, bookingId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("visit_bookings")
    .set({ status: "cancelled", seat: null, updated_at: now.toISOString() })
    .where("id", "=", bookingId)
    .where("status", "=", "booked")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Bookings per area, date and slot on one day, booked ones only. */
export async function dayCounts(
  db: DB,
  date: string,
): Promise<Array<{ areaId: number; slot: SlotId; count: number }>> {
  const rows = await db
    .selectFrom("visit_bookings")
    .select(["area_id", "slot", sql<number>`count(*)`.as("count")])
    .where("visit_date", "=", date)
    .where("status", "=", "booked")
    .groupBy(["area_id", "slot"])
    .execute();
  return rows.map((r) => ({
    areaId: Number(r.area_id),
    slot: r.slot as SlotId,
    count: Number(r.count),
  }));
}

/** The visit reference of each lead that booked one, by lead id (for the CRM call). */
export async function visitReferencesOf(
  db: DB,
  leadIds: readonly number[],
): Promise<Map<number, string>> {
  if (leadIds.length === 0) return new Map();
  const visits = await db
    .selectFrom("visit_bookings")
    .select(["lead_id", "reference"])
    .where("lead_id", "in", leadIds)
    .execute();
  return new Map(visits.map((v) => [Number(v.lead_id), v.reference]));
}

/** The bookings of these leads (a person's, for a copy of their data), oldest first. */
export async function bookingsOfLeads(db: DB, leadIds: readonly number[]): Promise<BookingRow[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("visit_bookings")
    .selectAll()
    .where("lead_id", "in", [...new Set(leadIds)])
    .orderBy("id")
    .execute();
  return rows.map(bookingOfRow);
}

/** The ids of these leads' bookings, whose changes and messages go before them (erasure). */
export async function bookingIdsOfLeads(db: DB, leadIds: readonly number[]): Promise<number[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("visit_bookings")
    .select("id")
    .where("lead_id", "in", [...new Set(leadIds)])
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Deletes bookings (erasure, retention), their seats freed with them. Call
 * the changes' and messages' outboxes first; the lead goes after.
 */
export async function deleteBookings(trx: DB, bookingIds: readonly number[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const result = await trx
    .deleteFrom("visit_bookings")
    .where("id", "in", [...new Set(bookingIds)])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Blanks the home's locality of bookings whose visit day is before
 * `visitBefore` (retention, ADR 64): the visit is long over and the address
 * is no longer needed; the booking (day, slot, area, PIN) stays with its
 * lead. Returns how many were blanked.
 */
export async function blankLocalitiesBefore(db: DB, visitBefore: string): Promise<number> {
  const result = await db
    .updateTable("visit_bookings")
    .set({ locality: "" })
    .where("visit_date", "<", visitBefore)
    .where("locality", "<>", "")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Adds a service area; returns its id. */
export async function insertArea(db: DB, area: Omit<VisitArea, "id">, at: string): Promise<number> {
  const row = await db
    .insertInto("visit_areas")
    .values({ ...rowOfArea(area), created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes a service area; false when there is no such area. */
export async function updateArea(
  db: DB,
  id: number,
  area: Omit<VisitArea, "id">,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("visit_areas")
    .set({ ...rowOfArea(area), updated_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The filters of the staff's booking list. */
export interface BookingListFilters {
  from?: string;
  to?: string;
  areaId?: number;
  status?: "booked" | "cancelled";
}

function listQuery(db: DB, filters: BookingListFilters) {
  let query = db
    .selectFrom("visit_bookings as b")
    .innerJoin("visit_areas as a", "a.id", "b.area_id");
  if (filters.from) query = query.where("b.visit_date", ">=", filters.from);
  if (filters.to) query = query.where("b.visit_date", "<=", filters.to);
  if (filters.areaId) query = query.where("b.area_id", "=", filters.areaId);
  if (filters.status) query = query.where("b.status", "=", filters.status);
  return query;
}

export async function countBookings(db: DB, filters: BookingListFilters): Promise<number> {
  const row = await listQuery(db, filters)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Bookings with their area's name in visit order (day, slot, area), a page at a time. */
export async function bookingListRows(
  db: DB,
  filters: BookingListFilters,
  page: { limit: number; offset: number },
) {
  const rows = await listQuery(db, filters)
    .select([
      "b.id",
      "b.reference",
      "b.visit_date",
      "b.slot",
      "b.status",
      "b.area_id",
      "a.name as area_name",
      "b.pin",
      "b.locality",
      "b.lead_id",
    ])
    .orderBy("b.visit_date")
    .orderBy((eb) =>
      eb
        .case()
        .when("b.slot", "=", "morning")
        .then(0)
        .when("b.slot", "=", "afternoon")
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy("a.name")
    .orderBy("b.id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const ring = dataKeyRing();
  return rows.map((row) => ({ ...row, locality: open(ring, LOCALITY, row.locality) }));
}

/** Booked visits per area from today on: what changing an area's capacity would touch. */
export async function upcomingCounts(db: DB, today: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("visit_bookings")
    .select(["area_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "=", "booked")
    .where("visit_date", ">=", today)
    .groupBy("area_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.area_id), Number(r.count)]));
}

/** The language a booking was made in and its lead, for the messages to the visitor. */
export async function bookingLocale(
  db: DB,
  bookingId: number,
): Promise<{ locale: string; leadId: number } | undefined> {
  const row = await db
    .selectFrom("visit_bookings")
    .select(["locale", "lead_id"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  return row ? { locale: row.locale, leadId: Number(row.lead_id) } : undefined;
}

/**
 * Seals every booking's locality under the ring's current key, while the
 * site runs (ADR 61; as resealLeads does for the leads).
 */
export function resealBookings(db: DB, ring: KeyRing, batch = 200): Promise<Resealed> {
  return resealInBatches(
    (after) =>
      db
        .selectFrom("visit_bookings")
        .select(["id", "locality"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(batch)
        .execute(),
    (row) =>
      sealedWith(row.locality) === ring.current.id
        ? undefined
        : seal(ring, LOCALITY, open(ring, LOCALITY, row.locality)),
    async (row, locality) => {
      const written = await db
        .updateTable("visit_bookings")
        .set({ locality })
        .where("id", "=", row.id)
        .where("locality", "=", row.locality)
        .executeTakeFirst();
      return Number(written.numUpdatedRows) === 1;
    },
  );
}
