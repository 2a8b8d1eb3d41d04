import type { DB } from "~/db/client.server";
import { leadsForNotice } from "~/leads/delivery/store.server";
import { localeInfo } from "~/lib/i18n/locales";
import { deadlineState } from "~/privacy/breaches/deadline";
import {
  breachReference,
  draftBoardReport,
  draftNotice,
  hasWordsIn,
} from "~/privacy/breaches/notice.server";
import { retryIncidentNotices, sendIncidentNotices } from "~/privacy/breaches/outbox.server";
import {
  getIncident,
  listIncidents,
  markBoardReported,
  noticeCounts,
  noticesOfIncident,
  recordIncident,
  updateIncident,
  type BreachSelection,
  type IncidentInput,
} from "~/privacy/breaches/store.server";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";
import type { LeadQuery } from "./breach-form.server";

/**
 * The breach register as the grievance officer works it (ADR 65): each
 * change through the register's store (~/privacy/breaches/store.server)
 * with its audit entry in the same transaction. The audit entries name the
 * incident, never a person.
 */

/** Every incident with its countdown, for the register's list. */
export async function registerOf(db: DB, now = new Date()) {
  const incidents = await listIncidents(db);
  return incidents.map((incident) => ({
    id: incident.id,
    reference: breachReference(incident.id),
    title: incident.title,
    foundAt: incident.foundAt,
    affectedCount: incident.affectedCount,
    noticesSentAt: incident.noticesSentAt,
    deadline: deadlineState(incident, now),
  }));
}

export type RecordResult = { ok: true; id: number } | { ok: false; error: string };

/** Records an incident with a drafted notice to each person its selection finds. */
export async function recordBreach(
  db: DB,
  actor: AuditActor,
  input: IncidentInput,
  selection: { record: BreachSelection; query: LeadQuery },
  now = new Date(),
): Promise<RecordResult> {
  return db.transaction().execute(async (trx): Promise<RecordResult> => {
    const people = await leadsForNotice(trx, selection.query);
    if (people.length === 0)
      return {
        ok: false,
        error:
          selection.record.by === "leads"
            ? "None of these lead numbers exists"
            : "No lead matches this form and these dates",
      };
    const id = await recordIncident(
      trx,
      input,
      {
        selection: selection.record,
        people: people.map((p) => ({ leadId: p.leadId, locale: p.locale })),
      },
      actor.user?.email ?? "(command line)",
      now,
    );
    await recordAudit(trx, actor, {
      action: "breach.record",
      entityType: "breach_incident",
      entityId: id,
      summary: `Recorded breach ${breachReference(id)} (${input.title}), ${people.length} people affected`,
      after: {
        title: input.title,
        foundAt: input.foundAt,
        kinds: input.kinds,
        selection: selection.record,
        affected: people.length,
      },
    });
    return { ok: true, id };
  });
}

export async function reviseBreach(db: DB, actor: AuditActor, id: number, input: IncidentInput) {
  return db.transaction().execute(async (trx) => {
    const before = await getIncident(trx, id);
    if (!before) return false;
    await updateIncident(trx, id, input);
    await recordAudit(trx, actor, {
      action: "breach.update",
      entityType: "breach_incident",
      entityId: id,
      summary: `Edited breach ${breachReference(id)} (${input.title})`,
      before: {
        title: before.title,
        foundAt: before.foundAt,
        occurredAt: before.occurredAt,
        kinds: before.kinds,
      },
      after: {
        title: input.title,
        foundAt: input.foundAt,
        occurredAt: input.occurredAt,
        kinds: input.kinds,
      },
    });
    return true;
  });
}

export type SendResult =
  | { ok: true; queued: number }
  | { ok: false; reason: "not-found" | "already-sent" | "hindi-missing"; count?: number };

/**
 * Sends the notices, once: refused while people who read Hindi would get the
 * English words for want of a Hindi text.
 */
export async function sendNoticesOf(
  db: DB,
  actor: AuditActor,
  id: number,
  now = new Date(),
): Promise<SendResult> {
  const incident = await getIncident(db, id);
  if (!incident) return { ok: false, reason: "not-found" };
  if (incident.noticesSentAt) return { ok: false, reason: "already-sent" };
  const { byLocale } = await noticeCounts(db, id);
  const hindi = byLocale.hi ?? 0;
  if (hindi > 0 && !hasWordsIn(incident, "hi"))
    return { ok: false, reason: "hindi-missing", count: hindi };
  const queued = await sendIncidentNotices(db, id, now);
  if (queued === null) return { ok: false, reason: "already-sent" };
  await recordAudit(db, actor, {
    action: "breach.send-notices",
    entityType: "breach_incident",
    entityId: id,
    summary: `Sent the notices of breach ${breachReference(id)} to ${queued} people`,
    after: { queued, byLocale },
  });
  return { ok: true, queued };
}

export async function recordBoardReport(db: DB, actor: AuditActor, id: number, now = new Date()) {
  const marked = await markBoardReported(db, id, now);
  if (marked)
    await recordAudit(db, actor, {
      action: "breach.board-reported",
      entityType: "breach_incident",
      entityId: id,
      summary: `Recorded the report of breach ${breachReference(id)} to the Data Protection Board`,
    });
  return marked;
}

export async function retryFailedNotices(db: DB, actor: AuditActor, id: number) {
  const count = await retryIncidentNotices(db, id);
  if (count > 0)
    await recordAudit(db, actor, {
      action: "breach.retry-notices",
      entityType: "breach_incident",
      entityId: id,
      summary: `Re-queued ${count} failed notice${count === 1 ? "" : "s"} of breach ${breachReference(id)}`,
    });
  return count;
}

/** Everything the incident's page shows: the facts, the countdown, the drafts, the notices. */
export async function breachPage(db: DB, id: number, siteUrl: string, now = new Date()) {
  const incident = await getIncident(db, id);
  if (!incident) return null;
  const [counts, notices] = await Promise.all([noticeCounts(db, id), noticesOfIncident(db, id)]);
  const locales = Object.keys(counts.byLocale).sort();
  // Staff review the notice in each language it goes out in, as the person will read it.
  const drafts = (locales.length > 0 ? locales : ["en"]).map((locale) => ({
    locale,
    language: localeInfo(locale).code === "hi" ? "Hindi" : "English",
    people: counts.byLocale[locale] ?? 0,
    ownWords: hasWordsIn(incident, locale),
    draft: draftNotice(incident, { name: "[name of the person]", locale }, siteUrl),
  }));
  const s = counts.byStatus;
  const boardReport = draftBoardReport(incident, {
    affectedCount: incident.affectedCount,
    byLocale: counts.byLocale,
    notices: {
      drafted: s.draft,
      queued: s.pending + s.delivering,
      delivered: s.delivered,
      failed: s.dead,
    },
  });
  return {
    incident,
    reference: breachReference(id),
    deadline: deadlineState(incident, now),
    counts: counts.byStatus,
    drafts: drafts.map(({ draft, ...rest }) => ({
      ...rest,
      subject: draft.subject,
      sections: draft.sections,
    })),
    boardReport,
    notices,
  };
}
