import type { DB } from "~/db/client.server";
import { answerRequest, requestForStaff } from "~/privacy/requests/store.server";
import type { RequestState } from "~/privacy/requests/kinds";
import { recordAudit, type AuditActor } from "~/staff/audit/record.server";

/**
 * The grievance officer's side of the requests (ADR 63): every look at the
 * queue or at one request is in the audit log, as is every answer. The audit
 * holds the reference and the state, never the person's contact or words.
 */
export async function recordQueueViewed(
  db: DB,
  actor: AuditActor,
  what: { filter: string; page: number; total: number },
): Promise<void> {
  await recordAudit(db, actor, {
    action: "privacy-request.list",
    entityType: "privacy-request",
    summary: `Viewed the privacy requests (${what.filter}, ${what.total} found)`,
    after: what,
  });
}

/** One request, opened for staff, and the look at it recorded. */
export async function viewRequest(db: DB, actor: AuditActor, id: number) {
  const request = await requestForStaff(db, id);
  if (!request) return undefined;
  await recordAudit(db, actor, {
    action: "privacy-request.view",
    entityType: "privacy-request",
    entityId: id,
    summary: `Viewed privacy request ${request.reference} (${request.kind})`,
  });
  return request;
}

/** Staff's answer stored, and recorded with the states before and after. */
export async function replyToRequest(
  db: DB,
  actor: AuditActor & { user: { id: number; email: string } },
  id: number,
  answer: { state: RequestState; reply: string },
): Promise<boolean> {
  const changed = await answerRequest(db, id, { ...answer, staffEmail: actor.user.email });
  if (!changed) return false;
  await recordAudit(db, actor, {
    action: "privacy-request.answer",
    entityType: "privacy-request",
    entityId: id,
    summary: `Answered privacy request #${id}: ${changed.before} → ${changed.after}`,
    before: { state: changed.before },
    after: { state: changed.after, replied: answer.reply !== "" },
  });
  return true;
}
