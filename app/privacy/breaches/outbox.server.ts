import { EventEmitter } from "node:events";
import type { DB } from "~/db/client.server";
import { consumeDue, type AttemptOutcome, type PassCounts } from "~/db/outbox/consumer.server";
import type { RetryPolicy } from "~/db/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/db/outbox/worker.server";
import { leadContacts } from "~/leads/delivery/store.server";
import { withoutContact } from "~/leads/booking/visitor-outbox.server";
import type { Mailer } from "~/lib/mail/mailer.server";
import { singleton } from "~/lib/singleton.server";
import { draftNotice } from "./notice.server";
import {
  NOTICE_TABLE,
  noticeQueue,
  noticesByIds,
  queueIncidentNotices,
  requeueDeadNotices,
  type IncidentView,
} from "./store.server";

/**
 * Sends the notices of a breach (Rule 7(1); ADR 65): one mail per affected
 * person, in their language, each its own delivery on the shared outbox
 * queue through consumeDue (leased claims, capped backoff, dead letters
 * with their error), so a bad address fails alone while the others go. The
 * address is read from the lead when the mail is written and never logged;
 * an SMTP error is stored with addresses and numbers hidden.
 */

/** Raised when notices are queued in this process, so the worker need not wait for its poll. */
export const breachNoticeEvents = singleton("breach-notice-events", () => new EventEmitter());
const wake = () => ({ emitter: breachNoticeEvents, event: "queued" });

/** Staff's "send the notices": the drafts become deliveries, once; the worker is woken. */
export async function sendIncidentNotices(
  db: DB,
  incidentId: number,
  now = new Date(),
): Promise<number | null> {
  const queued = await queueIncidentNotices(db, incidentId, now);
  if (queued) breachNoticeEvents.emit("queued");
  return queued;
}

/** An incident's failed notices back in the queue (staff's "try again"). */
export function retryIncidentNotices(db: DB, incidentId: number, now = new Date()) {
  return requeueDeadNotices(db, incidentId, wake(), now);
}

interface ClaimedNotice {
  id: number;
  locale: string;
  incident: IncidentView;
  name: string;
  email: string;
}

async function loadNotices(db: DB, ids: number[]): Promise<Map<number, ClaimedNotice>> {
  const notices = await noticesByIds(db, ids);
  const contacts = await leadContacts(
    db,
    notices.map((n) => n.leadId),
  );
  return new Map(
    notices.flatMap((n) => {
      const contact = contacts.get(n.leadId);
      return contact
        ? [
            [
              n.noticeId,
              {
                id: n.noticeId,
                locale: n.locale,
                incident: n.incident,
                name: contact.name,
                email: contact.email,
              },
            ] as const,
          ]
        : [];
    }),
  );
}

export interface BreachNoticeOptions {
  db: DB;
  mailer: Mailer;
  policy: RetryPolicy;
  siteUrl: string;
  /** Longer than one send can take. */
  leaseMs: number;
  batchSize?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

async function attempt(
  options: BreachNoticeOptions,
  notice: ClaimedNotice,
): Promise<AttemptOutcome> {
  // A lead without an address cannot be told by mail: final, so staff see it at once.
  if (!notice.email.includes("@"))
    return { ok: false, error: "the lead gave no email address", final: true };
  const draft = draftNotice(notice.incident, notice, options.siteUrl);
  const result = await options.mailer.send({
    to: notice.email,
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
  });
  if (result.ok)
    return {
      ok: true,
      extra: {
        sent_at: (options.now?.() ?? new Date()).toISOString(),
        provider_id: result.messageId,
      },
    };
  return { ok: false, error: withoutContact(result.error), final: !result.retryable };
}

/** One pass: claim due notices, write and send each, record each. */
export async function sendBreachNotices(
  options: BreachNoticeOptions,
  workerId: string,
): Promise<PassCounts> {
  if (!options.mailer.configured) return { delivered: 0, retrying: 0, dead: 0 };
  return consumeDue<ClaimedNotice>({
    name: "[breach notices]",
    queue: noticeQueue(options.db),
    table: NOTICE_TABLE,
    workerId,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs,
    policy: options.policy,
    ...(options.now ? { now: options.now() } : {}),
    load: (claimed) =>
      loadNotices(
        options.db,
        claimed.map((c) => c.id),
      ),
    attempt: (notice) =>
      attempt(options, notice).catch((error: unknown): AttemptOutcome => ({
        ok: false,
        error: withoutContact(
          `could not write or send the notice: ${error instanceof Error ? error.message : String(error)}`,
        ),
      })),
    ...(options.log ? { log: options.log } : {}),
  });
}

export function startBreachNoticeWorker(
  options: BreachNoticeOptions & { pollMs: number; workerId?: string },
): QueueWorker {
  return startQueueWorker({
    name: "[breach notices]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize: options.batchSize ?? 10,
    wakeOn: { emitter: breachNoticeEvents, event: "queued" },
    ...(options.log ? { log: options.log } : {}),
    async pass(workerId) {
      const pass = await sendBreachNotices(options, workerId);
      return pass.delivered + pass.retrying + pass.dead;
    },
  });
}
