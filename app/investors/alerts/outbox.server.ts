import type { DB } from "~/db/client.server";
import { addDays, istDateOf } from "~/lib/ist";
import { pathOfCategory } from "~/investors/content";
import { getPublishedDocuments } from "~/investors/documents/documents.server";
import { formatDocumentDate } from "~/lib/i18n/format";
import { investorsIn } from "~/investors/localized-content";
import { localizeHref } from "~/lib/i18n/locales";
import { composeAlert, type AlertContent } from "~/lib/mail/compose";
import type { Mailer } from "~/lib/mail/mailer.server";
import { listHeaders } from "~/lib/mail/message";
import { consumeDue, type AttemptOutcome } from "~/db/outbox/consumer.server";
import { describeError, queueOf, requeue, type RetryPolicy } from "~/db/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/db/outbox/worker.server";
import { alertEvents } from "./events.server";
import { withForeignValue } from "./foreign-text";
import { alertMessages } from "./messages";
import type { AlertQueueEntry } from "./queue-entry";
import { ALERTS_PATH } from "./paths";
import { pruneUnconfirmed } from "./subscriptions.server";
import { signToken } from "./tokens.server";
import {
  ALERT_QUEUE_TABLE,
  alertedDocumentIds,
  alertMessageId,
  queueDigests,
  findSubscriber,
  selectDeliveries,
  type DeliveryRow,
  type Subscriber,
} from "./store.server";

/**
 * The alert mail queue: alert_deliveries on the shared leased queue
 * (db/outbox, ADR 6), one row per mail to one subscriber. The worker claims
 * rows, writes each mail in the subscriber's language, sends it through the
 * mailer and records the outcome only while it still holds the claim, so
 * several servers on one PostgreSQL never send a row twice, and a server
 * killed mid-send leaves its rows to another after the lease.
 */
const TABLE = ALERT_QUEUE_TABLE;
const queue = (db: DB) => queueOf(db, TABLE);

export { ALERTS_PATH };

export interface AlertWorkerOptions {
  db: DB;
  mailer: Mailer;
  policy: RetryPolicy;
  /** Public origin for every link in a mail (SITE_URL). */
  siteUrl: string;
  /** Longer than one send may take (the mailer's whole-send timeout), so a slow send is not repeated. */
  leaseMs: number;
  batchSize?: number;
  now?: () => Date;
  log?: (message: string) => void;
  /** Aborted on shutdown: no mail starts after it, and the unsent claims go back to the queue. */
  stopping?: AbortSignal;
}

export interface AlertPassResult {
  sent: number;
  retrying: number;
  dead: number;
  /** Rows settled without a mail: their document was unpublished before it went out. */
  skipped: number;
}

/**
 * Queues each digest subscriber's mail for the days in India that have ended
 * (yesterday, and the day before for a server that was down at midnight).
 * Unique (subscriber, day): any number of servers may run this at once.
 */
export async function scheduleDigests(database: DB, now = new Date()): Promise<void> {
  const today = istDateOf(now);
  const at = now.toISOString();
  for (const day of [addDays(today, -1), addDays(today, -2)]) await queueDigests(database, day, at);
}

/**
 * One pass over the due mails (consumeDue), one at a time: a batch is small,
 * and one SMTP connection per send is all a relay sees. A mail whose
 * subscriber left meanwhile is not recorded (the cascade deleted its row),
 * and one with nothing left to say is settled without a mail.
 */
export async function sendDueAlerts(
  options: AlertWorkerOptions,
  workerId: string,
): Promise<AlertPassResult> {
  const db = options.db;
  let skipped = 0;
  const counts = await consumeDue<DeliveryRow>({
    name: "[alerts] mail",
    queue: queue(db),
    table: TABLE,
    workerId,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs,
    policy: options.policy,
    now: options.now?.() ?? new Date(),
    // Outcomes at the time the relay answered, whatever clock the claim was made on.
    recordedAt: () => new Date(),
    oneAtATime: true,
    ...(options.stopping ? { stopping: options.stopping } : {}),
    load: (claimed) =>
      selectDeliveries(
        db,
        claimed.map((c) => c.id),
      ),
    async attempt(row): Promise<AttemptOutcome | undefined> {
      const outcome = await attemptMail(options, row);
      if (outcome.kind === "gone") return undefined;
      if (outcome.kind === "skipped") {
        skipped++;
        return { ok: true, extra: { last_error: "nothing left to send" } };
      }
      if (outcome.kind === "sent")
        return {
          ok: true,
          extra: { sent_at: new Date().toISOString(), message_id: outcome.messageId },
        };
      return { ok: false, error: outcome.error, final: outcome.final };
    },
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    // A settled skip is recorded as delivered; it is told apart here.
    sent: Math.max(0, counts.delivered - skipped),
    retrying: counts.retrying,
    dead: counts.dead,
    skipped,
  };
}

type MailAttempt =
  /** Unsubscribed meanwhile: the cascade already deleted the row, or will. */
  | { kind: "gone" }
  /** Nothing left to say (the document was unpublished). */
  | { kind: "skipped" }
  | { kind: "sent"; messageId: string }
  | { kind: "failed"; error: string; final: boolean };

/**
 * Composes and sends one row's mail. Whatever goes wrong with this mail (a
 * composition that throws, a message the mail schema refuses, a mailer that
 * throws) comes back as its failure, so it fails alone and the rest of the
 * batch goes out (issue 41).
 */
async function attemptMail(options: AlertWorkerOptions, row: DeliveryRow): Promise<MailAttempt> {
  const db = options.db;
  let subscriber: Subscriber | undefined;
  let mail: ComposedWithHeaders | undefined;
  try {
    subscriber = await findSubscriber(db, "id", row.subscriber_id);
    if (!subscriber) return { kind: "gone" };
    mail = await mailOf(db, row, subscriber, options.siteUrl);
  } catch (error) {
    return {
      kind: "failed",
      error: `could not compose the mail: ${describeError(error)}`,
      final: false,
    };
  }
  if (!mail) return { kind: "skipped" };
  try {
    const messageId = await alertMessageId(db, row.id, options.siteUrl);
    const outcome = await options.mailer.send({ to: subscriber.email, ...mail, messageId });
    if (outcome.ok) return { kind: "sent", messageId: outcome.messageId };
    return { kind: "failed", error: outcome.error, final: !outcome.retryable };
  } catch (error) {
    return {
      kind: "failed",
      error: `could not send the mail: ${describeError(error)}`,
      final: false,
    };
  }
}

interface ComposedWithHeaders {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The mail a queue row stands for, in the subscriber's language; undefined when nothing is left to say. */
export async function mailOf(
  db: DB,
  row: DeliveryRow,
  subscriber: Subscriber,
  siteUrl: string,
): Promise<ComposedWithHeaders | undefined> {
  const locale = subscriber.locale;
  const t = alertMessages.in(locale);
  const url = (path: string) => new URL(localizeHref(path, locale), siteUrl).toString();
  const subject = { publicId: subscriber.publicId, nonce: subscriber.nonce };
  const manageToken = await signToken("manage", subject);
  const footer = {
    lang: locale,
    reason: t("mail.reason", { site: new URL(siteUrl).host }),
    unsubscribeUrl: url(`${ALERTS_PATH}/unsubscribe?t=${manageToken}`),
    manageUrl: url(`${ALERTS_PATH}/manage?t=${manageToken}`),
  };
  let content: AlertContent | undefined;
  if (row.kind === "confirm") {
    // The link's 48 hours run from when the sign-up was queued, not from a late retry.
    const token = await signToken("confirm", subject, Date.parse(row.created_at));
    content = {
      ...footer,
      title: t("mail.confirm.title"),
      lines: [t("mail.confirm.body"), t("mail.confirm.expiry")],
      links: [{ label: t("mail.confirm.link"), url: url(`${ALERTS_PATH}/confirm?t=${token}`) }],
    };
  } else if (row.kind === "already") {
    content = { ...footer, title: t("mail.already.title"), lines: [t("mail.already.body")] };
  } else {
    const documents = await documentsOf(db, row, subscriber);
    if (documents.length === 0) return undefined;
    const pages = investorsIn(locale).documentPages;
    const categoryTitle = (category: string) =>
      pages.find((p) => p.category === category)?.title ?? category;
    const described = documents.map((d) => ({
      ...d,
      categoryTitle: categoryTitle(d.category),
      dateText: d.date ? formatDocumentDate(locale, d.date) : "",
      href: new URL(
        d.files[0]?.href ?? localizeHref(pathOfCategory(d.category) ?? "/investor-zone", locale),
        siteUrl,
      ).toString(),
    }));
    if (row.kind === "alert") {
      const d = described[0]!;
      content = {
        ...footer,
        title: withForeignValue(
          (title) => t("mail.alert.title", { title }),
          d.description,
          d.descriptionLang,
        ),
        lines: [
          t("mail.alert.category", { category: d.categoryTitle }),
          ...(d.dateText ? [t("mail.alert.date", { date: d.dateText })] : []),
        ],
        links: [
          { label: t("mail.alert.link"), url: d.href },
          {
            label: t("mail.alert.page", { category: d.categoryTitle }),
            url: url(pathOfCategory(d.category) ?? "/investor-zone"),
          },
        ],
      };
    } else {
      const day = formatDocumentDate(locale, row.digest_day ?? "");
      content = {
        ...footer,
        title: t("mail.digest.title", { date: day }),
        lines: [t("mail.digest.count", { count: described.length, date: day })],
        links: described.map((d) => ({
          label: withForeignValue(
            (title) =>
              t("mail.digest.item", { category: d.categoryTitle, date: d.dateText, title }),
            d.description,
            d.descriptionLang,
          ),
          url: d.href,
        })),
      };
    }
  }
  const composed = composeAlert(content, {
    unsubscribe: t("mail.unsubscribe"),
    manage: t("mail.manage"),
    footerSeparator: t("mail.footerSeparator"),
  });
  return {
    ...composed,
    headers: listHeaders({
      unsubscribeUrl: footer.unsubscribeUrl,
      listId: `investor-alerts.${new URL(siteUrl).hostname}`,
      listName: t("mail.listName"),
    }),
  };
}

async function documentsOf(db: DB, row: DeliveryRow, subscriber: Subscriber) {
  const alerts = (await alertedDocumentIds(db, row, subscriber.choices)).map((document_id) => ({
    document_id,
  }));
  const found = await getPublishedDocuments(
    alerts.map((a) => a.document_id),
    subscriber.locale,
    db,
  );
  return alerts.flatMap((a) => {
    const document = found.get(a.document_id);
    return document ? [document] : [];
  });
}

/** One pass: the day's digests, then due mails, then expired sign-ups. */
async function pass(options: AlertWorkerOptions, workerId: string): Promise<number> {
  const now = options.now?.() ?? new Date();
  await scheduleDigests(options.db, now);
  const result = await sendDueAlerts(options, workerId);
  await pruneUnconfirmed(options.db, now);
  return result.sent + result.retrying + result.dead + result.skipped;
}

export function startAlertWorker(
  options: AlertWorkerOptions & { pollMs: number; workerId?: string },
): QueueWorker {
  return startQueueWorker({
    name: "[alerts]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize: options.batchSize ?? 10,
    wakeOn: { emitter: alertEvents, event: "queued" },
    ...(options.log ? { log: options.log } : {}),
    pass: (workerId, stopping) => pass({ ...options, stopping }, workerId),
  });
}

/** Dead letters back in the queue with a fresh attempt count (staff area). */
export async function requeueDeadAlerts(database: DB, now = new Date()): Promise<number> {
  const count = await requeue(queue(database), TABLE, { statuses: ["dead"] }, now);
  if (count > 0) alertEvents.emit("queued");
  return count;
}

export type { AlertQueueEntry };
