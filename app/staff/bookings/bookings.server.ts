import type { DB } from "~/db/client.server";
import { nowIso } from "~/db/dialect";
import { slotsOffered, capacityOn, type VisitArea } from "~/leads/booking/areas";
import {
  VisitSlotTaken,
  bookingById,
  cancelVisit,
  formatReference,
  freeDays,
  loadArea,
  loadAreas,
  moveVisit,
  bookingListRows,
  insertArea,
  updateArea,
  type BookingListFilters,
  type BookingRow,
} from "~/leads/booking/store.server";
import { leadContact, leadContacts } from "~/leads/delivery/store.server";
import { slotIds, type SlotId } from "~/leads/booking/slots";
import { visitInEnglish } from "~/leads/booking/visit-words";
import { queueVisitorMessages, visitorMessageEvents } from "~/leads/booking/visitor-outbox.server";
import {
  changesOfBooking,
  queueVisitChange,
  requeueVisitChanges,
  visitChangeEvents,
} from "~/leads/booking/visit-outbox.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";

/**
 * The staff side of home visits (sales): bookings by day and area, moving
 * one to another slot with room or cancelling it with a reason, and the
 * service areas with their capacity. Every view and every change is in the
 * audit log: a booking list names people and where they live. Each change
 * goes to the CRM through the visit-change outbox, written in the change's
 * own transaction (visit-outbox.server.ts). The rows come from the leads'
 * stores (~/leads/booking/store.server and the two outboxes, and
 * ~/leads/delivery/store.server for the visitor's name). The counts are the
 * booking store's, which the routes call (countBookings, upcomingCounts).
 */

export interface BookingListItem {
  id: number;
  reference: string;
  date: string;
  slot: SlotId;
  status: "booked" | "cancelled";
  areaId: number;
  areaName: string;
  pin: string;
  locality: string;
  name: string;
  mobile: string;
  leadId: number;
}

/** Bookings in visit order (day, slot, area), a page at a time. */
export async function listBookings(
  db: DB,
  filters: BookingListFilters,
  page: { limit: number; offset: number },
): Promise<BookingListItem[]> {
  const rows = await bookingListRows(db, filters, page);
  const leads = await leadContacts(
    db,
    rows.map((r) => Number(r.lead_id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    reference: formatReference(r.reference),
    date: r.visit_date,
    slot: r.slot as SlotId,
    status: r.status,
    areaId: Number(r.area_id),
    areaName: r.area_name,
    pin: r.pin,
    locality: r.locality,
    // Every booking has its lead (ON DELETE CASCADE).
    name: leads.get(Number(r.lead_id))?.name ?? "",
    mobile: leads.get(Number(r.lead_id))?.mobile ?? "",
    leadId: Number(r.lead_id),
  }));
}

export interface DaySlot {
  slot: SlotId;
  capacity: number;
  bookings: BookingListItem[];
}

export interface DayArea {
  area: { id: number; name: string; active: boolean };
  /** Every slot the area offers, with the day's capacity (0 on a day off) and who is booked. */
  slots: DaySlot[];
  dayOff: boolean;
}

/** One day, area by area and slot by slot: capacity and the visits booked in it. */
export async function dayView(db: DB, date: string, areaId?: number): Promise<DayArea[]> {
  const areas = (await loadAreas(db)).filter((a) => (areaId ? a.id === areaId : a.active));
  const bookings = await listBookings(
    db,
    { from: date, to: date, status: "booked", ...(areaId ? { areaId } : {}) },
    { limit: 1_000, offset: 0 },
  );
  return areas.map((area) => {
    const slots = slotIds
      .filter(
        (slot) =>
          area.capacity[slot] > 0 || bookings.some((b) => b.areaId === area.id && b.slot === slot),
      )
      .map((slot) => ({
        slot,
        capacity: capacityOn(area, date, slot),
        bookings: bookings.filter((b) => b.areaId === area.id && b.slot === slot),
      }));
    return {
      area: { id: area.id, name: area.name, active: area.active },
      slots,
      dayOff: slotsOffered(area).every((slot) => capacityOn(area, date, slot) === 0),
    };
  });
}

/** The audit entry of looking at bookings: who looked, at what (no personal data in it). */
export async function recordBookingsViewed(
  db: DB,
  actor: AuditActor,
  what: { summary: string; entityId?: number; filters?: unknown },
): Promise<void> {
  await recordAudit(db, actor, {
    action: "booking.view",
    entityType: "visit-booking",
    entityId: what.entityId ?? null,
    summary: what.summary,
    ...(what.filters !== undefined ? { after: what.filters } : {}),
  });
}

export interface BookingDetail extends BookingRow {
  formattedReference: string;
  area: VisitArea | undefined;
  lead: { name: string; mobile: string; email: string };
  changes: Array<{
    id: number;
    kind: "rescheduled" | "cancelled";
    from: string;
    to: string | null;
    reason: string;
    staffEmail: string;
    createdAt: string;
    delivery: string;
    attempts: number;
    lastError: string | null;
  }>;
  /** Slots with room the visit could move to, day by day. */
  freeDays: Array<{ date: string; slots: SlotId[] }>;
}

export async function bookingDetail(db: DB, id: number): Promise<BookingDetail | undefined> {
  const booking = await bookingById(db, id);
  if (!booking) return undefined;
  const [area, lead, changes] = await Promise.all([
    loadArea(db, booking.areaId),
    leadContact(db, booking.leadId),
    changesOfBooking(db, id),
  ]);
  if (!lead) throw new Error(`booking ${id} has no lead`);
  return {
    ...booking,
    formattedReference: formatReference(booking.reference),
    area,
    lead,
    changes: changes.map((c) => ({
      id: Number(c.id),
      kind: c.kind,
      from: visitInEnglish(c.from_date, c.from_slot as SlotId),
      to: c.to_date && c.to_slot ? visitInEnglish(c.to_date, c.to_slot as SlotId) : null,
      reason: c.reason,
      staffEmail: c.staff_email,
      createdAt: c.created_at,
      delivery: c.status,
      attempts: Number(c.attempts),
      lastError: c.last_error,
    })),
    freeDays: area && booking.status === "booked" ? await freeDays(db, area) : [],
  };
}

export type ChangeResult =
  { ok: true } | { ok: false; reason: "not-found" | "not-booked" | "same-slot" | "full" };

/**
 * Moves a booked visit to a slot with a free seat, records why, and queues
 * the change for the CRM: one transaction, so the audit log, the booking
 * and the outbox never disagree.
 */
export async function rescheduleBooking(
  db: DB,
  actor: AuditActor,
  id: number,
  to: { date: string; slot: SlotId; reason: string },
  now = new Date(),
): Promise<ChangeResult> {
  const result = await db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const booking = await bookingById(trx, id);
    if (!booking) return { ok: false, reason: "not-found" };
    if (booking.status !== "booked") return { ok: false, reason: "not-booked" };
    if (booking.date === to.date && booking.slot === to.slot)
      return { ok: false, reason: "same-slot" };
    try {
      await moveVisit(trx, booking, to, now);
    } catch (error) {
      if (error instanceof VisitSlotTaken) return { ok: false, reason: "full" };
      throw error;
    }
    const changeId = await queueVisitChange(
      trx,
      {
        bookingId: id,
        kind: "rescheduled",
        from: { date: booking.date, slot: booking.slot },
        to: { date: to.date, slot: to.slot },
        reason: to.reason,
        staffEmail: actor.user?.email ?? "",
      },
      now,
    );
    // The visitor hears of it too, by SMS and mail (ADR 45).
    await queueVisitorMessages(
      trx,
      { bookingId: id, kind: "rescheduled", date: to.date, slot: to.slot, changeId },
      now,
    );
    await recordAudit(trx, actor, {
      action: "booking.reschedule",
      entityType: "visit-booking",
      entityId: id,
      summary: `Moved visit ${formatReference(booking.reference)} to ${visitInEnglish(to.date, to.slot)}`,
      before: { date: booking.date, slot: booking.slot },
      after: { date: to.date, slot: to.slot, reason: to.reason },
    });
    return { ok: true };
  });
  if (result.ok) {
    visitChangeEvents.emit("queued");
    visitorMessageEvents.emit("queued");
  }
  return result;
}

export async function cancelBooking(
  db: DB,
  actor: AuditActor,
  id: number,
  reason: string,
  now = new Date(),
): Promise<ChangeResult> {
  const result = await db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const booking = await bookingById(trx, id);
    if (!booking) return { ok: false, reason: "not-found" };
    // Checked on the row itself, so two people cancelling at once record it once.
    if (!(await cancelVisit(trx, id, now))) return { ok: false, reason: "not-booked" };
    const changeId = await queueVisitChange(
      trx,
      {
        bookingId: id,
        kind: "cancelled",
        from: { date: booking.date, slot: booking.slot },
        reason,
        staffEmail: actor.user?.email ?? "",
      },
      now,
    );
    await queueVisitorMessages(
      trx,
      { bookingId: id, kind: "cancelled", date: booking.date, slot: booking.slot, changeId },
      now,
    );
    await recordAudit(trx, actor, {
      action: "booking.cancel",
      entityType: "visit-booking",
      entityId: id,
      summary: `Cancelled visit ${formatReference(booking.reference)} of ${visitInEnglish(booking.date, booking.slot)}`,
      before: { status: "booked", date: booking.date, slot: booking.slot },
      after: { status: "cancelled", reason },
    });
    return { ok: true };
  });
  if (result.ok) {
    visitChangeEvents.emit("queued");
    visitorMessageEvents.emit("queued");
  }
  return result;
}

/** A booking's dead-lettered changes back in the CRM queue, in the audit log. */
export async function requeueBookingChanges(
  db: DB,
  actor: AuditActor,
  id: number,
): Promise<number> {
  const count = await requeueVisitChanges(db, id);
  if (count > 0)
    await recordAudit(db, actor, {
      action: "booking.requeue",
      entityType: "visit-booking",
      entityId: id,
      summary: `Re-queued ${count} change${count === 1 ? "" : "s"} of visit #${id} for the CRM`,
    });
  return count;
}

export type AreaInput = Omit<VisitArea, "id">;

/** Creates or updates a service area; the audit entry has its before and after. */
export async function saveArea(
  db: DB,
  actor: AuditActor,
  id: number | undefined,
  area: AreaInput,
): Promise<number> {
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    if (id === undefined) {
      const created = await insertArea(trx, area, at);
      await recordAudit(trx, actor, {
        action: "visit-area.create",
        entityType: "visit-area",
        entityId: created,
        summary: `Added the service area "${area.name}"`,
        after: area,
      });
      return created;
    }
    const before = await loadArea(trx, id);
    if (!before) throw new Error(`no service area ${id}`);
    await updateArea(trx, id, area, at);
    const { id: _id, ...was } = before;
    await recordAudit(trx, actor, {
      action: "visit-area.update",
      entityType: "visit-area",
      entityId: id,
      summary: `Changed the service area "${area.name}"`,
      before: was,
      after: area,
    });
    return id;
  });
}
