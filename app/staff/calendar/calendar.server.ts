import { db as defaultDb, type DB } from "~/db/client.server";
import {
  calendarEventSchema,
  cancelEvent,
  newEventUid,
  reviseEvent,
  type CalendarEvent,
  type EventChanges,
} from "~/investors/calendar/event";
import { companyDomain } from "~/content/facts";
import {
  getStoredEvent,
  insertEvent,
  listStoredEvents,
  reviseStoredEvent,
} from "~/investors/calendar/store.server";
import { publishedDocumentIds } from "~/investors/documents/store.server";
import { changeContent } from "~/db/content-change.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import { MAX_EVENT_DOCUMENTS } from "./event-form";

/**
 * Investor relations' changes to the financial calendar (ADR 20): add, edit,
 * cancel. Each change and its audit entry are one transaction; an edit raises
 * SEQUENCE through reviseEvent (a save without changes changes nothing), so a
 * subscribed calendar replaces its copy. A cancelled event is kept, never
 * deleted, so the feed tells subscribers (STATUS:CANCELLED). The calendar
 * store writes them and empties the page caches, so staff are told the public
 * calendar shows a change at once (changeContent, ADR 48).
 */
const UID_DOMAIN = companyDomain;

export type StaffEventResult =
  | { ok: true; event: CalendarEvent; changed: boolean }
  | { ok: false; errors: Record<string, string> };

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}

/**
 * What is wrong with the documents an event is to list, or null: at most
 * MAX_EVENT_DOCUMENTS, each a published document. The feed lists each one for
 * every subscriber; an id that names nothing the public can open is a mistake.
 */
async function documentsProblem(
  database: DB,
  ids: readonly number[] | undefined,
): Promise<Record<string, string> | null> {
  if (!ids || ids.length === 0) return null;
  if (ids.length > MAX_EVENT_DOCUMENTS)
    return { relatedDocumentIds: `list at most ${MAX_EVENT_DOCUMENTS} documents` };
  const found = await publishedDocumentIds(database, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return null;
  return {
    relatedDocumentIds:
      missing.length === 1
        ? `no published document has the number ${missing[0]}: list published documents only`
        : `no published documents have the numbers ${missing.join(", ")}: list published documents only`,
  };
}

export function listStaffEvents(database: DB = defaultDb()): Promise<CalendarEvent[]> {
  return listStoredEvents(database);
}

export function getStaffEvent(
  uid: string,
  database: DB = defaultDb(),
): Promise<CalendarEvent | undefined> {
  return getStoredEvent(uid, database);
}

/** A new event from staff's input (anything the event schema takes but uid, sequence and stamps). */
export async function createEvent(
  actor: AuditActor,
  input: Record<string, unknown>,
  now: Date = new Date(),
  database: DB = defaultDb(),
): Promise<StaffEventResult> {
  if (input.kind === "trading-window-closure")
    return { ok: false, errors: { kind: "closures follow the results dates; add those instead" } };
  const parsed = calendarEventSchema.safeParse({
    ...input,
    uid: newEventUid(UID_DOMAIN),
    sequence: 0,
    status: "scheduled",
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  const event = parsed.data;
  const documents = await documentsProblem(database, event.relatedDocumentIds);
  if (documents) return { ok: false, errors: documents };
  await changeContent(database, async (trx) => {
    const id = await insertEvent(trx, event);
    await recordAudit(trx, actor, {
      action: "calendar-event.create",
      entityType: "calendar-event",
      entityId: id,
      summary: `Added "${event.title}" on ${event.when.start} to the financial calendar`,
      after: event,
    });
  });
  return { ok: true, event, changed: true };
}

async function saveRevision(
  actor: AuditActor,
  uid: string,
  revise: (event: CalendarEvent) => CalendarEvent,
  action: "calendar-event.update" | "calendar-event.cancel",
  database: DB,
): Promise<StaffEventResult | undefined> {
  const revision = await changeContent(
    database,
    async (trx) => {
      const revision = await reviseStoredEvent<StaffEventResult>(trx, uid, (before) => {
        let after: CalendarEvent;
        try {
          after = revise(before);
        } catch (error) {
          const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> })
            .issues;
          if (issues) return { result: { ok: false, errors: errorsOf(issues) } };
          throw error;
        }
        if (after === before) return { result: { ok: true, event: before, changed: false } };
        return { result: { ok: true, event: after, changed: true }, after };
      });
      if (revision?.after)
        await recordAudit(trx, actor, {
          action,
          entityType: "calendar-event",
          entityId: revision.id,
          summary: `${action === "calendar-event.cancel" ? "Cancelled" : "Changed"} "${revision.after.title}" on ${revision.after.when.start} (sequence ${revision.after.sequence})`,
          before: revision.before,
          after: revision.after,
        });
      return revision;
    },
    // An unknown event, a refused change or a save without changes: the pages are as they were.
    (revision) => Boolean(revision?.after),
  );
  return revision?.result;
}

export async function updateEvent(
  actor: AuditActor,
  uid: string,
  changes: EventChanges<CalendarEvent>,
  now: Date = new Date(),
  database: DB = defaultDb(),
): Promise<StaffEventResult | undefined> {
  // Checked on an edit, not on a cancellation: an event whose document was
  // unpublished since can still be cancelled.
  const documents = await documentsProblem(database, changes.relatedDocumentIds);
  if (documents) return { ok: false, errors: documents };
  return saveRevision(
    actor,
    uid,
    (event) => reviseEvent(event, changes, now),
    "calendar-event.update",
    database,
  );
}

export function cancelStaffEvent(
  actor: AuditActor,
  uid: string,
  now: Date = new Date(),
  database: DB = defaultDb(),
): Promise<StaffEventResult | undefined> {
  return saveRevision(
    actor,
    uid,
    (event) => cancelEvent(event, now),
    "calendar-event.cancel",
    database,
  );
}
