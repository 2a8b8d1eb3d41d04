import { EventEmitter } from "node:events";
import type { DB } from "~/db/client.server";
import { site } from "~/content/site";
import { parseFields } from "~/leads/delivery/outbox.server";
import { leadContact, leadsOfVisits } from "~/leads/delivery/store.server";
import { leadMessages } from "~/leads/messages";
import { localeInfo, localizeHref } from "~/lib/i18n/locales";
import { escapeHtml } from "~/lib/mail/compose";
import type { Mailer } from "~/lib/mail/mailer.server";
import { consumeDue, type AttemptOutcome, type PassCounts } from "~/db/outbox/consumer.server";
import { queueOf, requeueDeadOf, type RetryPolicy } from "~/db/outbox/queue.server";
import { startQueueWorker, type QueueWorker } from "~/db/outbox/worker.server";
import { singleton } from "~/lib/singleton.server";
import { DLT_VARIABLE, fitVariable } from "~/lib/sms/dlt";
import type { SmsGateway } from "~/lib/sms/gateway.server";
import { bookingLocale, bookingsByIds, placeOfPin } from "./store.server";
import { changeIdsOf } from "./visit-outbox.server";
import { visitIcs } from "./ics.server";
import { consultationPlan, planOfQuery } from "~/leads/consultation/contributors";
import { formatReference } from "./reference";
import type { SlotId } from "./slots";
import { CONFIRMATION_PATH, visitToken } from "./visit-links.server";
import { visitorMessages } from "./visitor-messages";
import { fullDayName, slotName } from "./visit-words";
import { currentRequestId } from "~/lib/log/context.server";

/**
 * What a visitor is told about their booked visit, and when (ADR 45): a text
 * to their mobile, always, and a mail with the visit's .ics when they gave an
 * address, on booking and on each change staff make. Each is a row of
 * visit_messages written in the same transaction as the event, so a page
 * that says "sent to your mobile" says it only once it is queued, and each
 * is its own delivery on the shared outbox queue through consumeDue
 * (app/db/outbox/consumer.server.ts): leased claims, capped backoff, dead
 * letters with their error. A text the gateway refuses fails alone.
 *
 * Messages are in the language of the page the visit was booked on
 * (visit_bookings.locale). The number and the address are read from the
 * lead when sent, never copied into the queue, and never logged.
 */
const TABLE = "visit_messages";
const queue = (db: DB) => queueOf(db, TABLE);

export type VisitEventKind = "booked" | "rescheduled" | "cancelled";
export type Channel = "sms" | "email";

/** Raised when messages are queued in this process, so the worker need not wait for its poll. */
export const visitorMessageEvents = singleton("visitor-message-events", () => new EventEmitter());

/**
 * Queues the messages of one event; call in the event's own transaction.
 * Answers the channels queued: the SMS whenever the lead has a mobile, the
 * mail when it has an address.
 */
export async function queueVisitorMessages(
  db: DB,
  event: {
    bookingId: number;
    kind: VisitEventKind;
    date: string;
    slot: SlotId;
    changeId?: number;
  },
  now = new Date(),
): Promise<Channel[]> {
  const booking = await bookingLocale(db, event.bookingId);
  const contact = booking && (await leadContact(db, booking.leadId));
  if (!booking || !contact) return [];
  const row = { locale: booking.locale, mobile: contact.mobile, email: contact.email };
  const channels: Channel[] = [];
  if (/^\d{10}$/.test(row.mobile)) channels.push("sms");
  if (row.email.includes("@")) channels.push("email");
  if (channels.length === 0) return [];
  const at = now.toISOString();
  await db
    .insertInto(TABLE)
    .values(
      channels.map((channel) => ({
        booking_id: event.bookingId,
        change_id: event.changeId ?? null,
        event: event.kind,
        channel,
        locale: row.locale,
        visit_date: event.date,
        slot: event.slot,
        created_at: at,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        updated_at: at,
        request_id: currentRequestId(),
      })),
    )
    .execute();
  return channels;
}

/** A claimed message with what it needs to be written and sent. */
export interface QueuedMessage {
  id: number;
  event: VisitEventKind;
  channel: Channel;
  locale: string;
  date: string;
  slot: SlotId;
  createdAt: string;
  /** Changes made to the visit up to this message: the .ics SEQUENCE. */
  sequence: number;
  reference: string;
  pin: string;
  locality: string;
  bookedAt: string;
  mobile: string;
  email: string;
  fieldsJson: string;
}

async function loadMessages(db: DB, ids: number[]): Promise<Map<number, QueuedMessage>> {
  const messages = await db
    .selectFrom("visit_messages")
    .select([
      "id",
      "event",
      "channel",
      "locale",
      "visit_date",
      "slot",
      "created_at",
      "booking_id",
      "change_id",
    ])
    .where("id", "in", ids)
    .execute();
  // The booking and its lead from their stores (a message of a booking or lead gone is not loaded).
  const bookings = await bookingsByIds(
    db,
    messages.map((m) => Number(m.booking_id)),
  );
  const leads = await leadsOfVisits(
    db,
    [...bookings.values()].map((b) => b.leadId),
  );
  const rows = messages.flatMap((m) => {
    const booking = bookings.get(Number(m.booking_id));
    const lead = booking && leads.get(booking.leadId);
    return booking && lead ? [{ ...m, booking, lead }] : [];
  });
  const changes = await changeIdsOf(
    db,
    rows.map((r) => Number(r.booking_id)),
  );
  // A change's message counts itself; the booking's own (no change_id) counts none.
  const sequenceOf = (r: (typeof rows)[number]) =>
    r.change_id === null
      ? 0
      : (changes.get(Number(r.booking_id)) ?? []).filter((id) => id <= Number(r.change_id)).length;
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        event: r.event,
        channel: r.channel,
        locale: r.locale,
        date: r.visit_date,
        slot: r.slot as SlotId,
        createdAt: r.created_at,
        sequence: sequenceOf(r),
        reference: r.booking.reference,
        pin: r.booking.pin,
        locality: r.booking.locality,
        bookedAt: r.booking.createdAt,
        mobile: r.lead.mobile,
        email: r.lead.email,
        fieldsJson: r.lead.fieldsJson,
      },
    ]),
  );
}

/** The plan the visit was booked with, in one line ("2 shades, Weather Classic Max, ₹24,530"). */
export function planLine(fieldsJson: string, locale: string): string | undefined {
  const t = visitorMessages.in(locale);
  const fields = parseFields(fieldsJson);
  const link = typeof fields.planLink === "string" ? fields.planLink : "";
  const params = new URL(link || "/", "http://plan").searchParams;
  const { plan } = planOfQuery(params);
  const legacy = !plan.product && typeof fields.product === "string" ? fields.product : undefined;
  const summary = consultationPlan(plan, locale, legacy);
  const parts = [
    ...(summary.shades.length > 0 ? [t("plan.shades", { count: summary.shades.length })] : []),
    ...(summary.product ? [summary.product] : []),
    ...(summary.estimate ? [summary.estimate.total] : []),
  ];
  return parts.length > 0 ? parts.join(t("plan.separator")) : undefined;
}

/** "Wed, 2 Dec" in the message's language. */
function shortDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(localeInfo(locale).tag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A booked visit's SMS: the registered template's name, its text ({#var#} slots) and the values, in order. */
export function smsOf(message: QueuedMessage): {
  name: string;
  template: string;
  variables: string[];
} {
  const { locale } = message;
  const t = visitorMessages.in(locale);
  const fit = (value: string) => fitVariable(value, locale);
  const slot = t(`sms.slot.${message.slot}`);
  const values: Record<string, string> = {
    reference: formatReference(message.reference),
    what: fit(planLine(message.fieldsJson, locale) ?? t("sms.what")),
    when: fit(t("sms.when", { day: shortDay(message.date, locale), slot })),
    // The PIN is kept whole; the locality gives way.
    where: `${fitVariable(message.locality, locale, 30 - message.pin.length - 2)}, ${message.pin}`,
    phone: site.tollFree,
  };
  const key = `sms.${message.event}` as const;
  // Each value marked, to learn the order this language's sentence puts them in.
  const marked = t(
    key,
    Object.fromEntries(Object.keys(values).map((k) => [k, `\ue000${k}\ue000`])),
  );
  const order = [...marked.matchAll(/\ue000(\w+)\ue000/g)].map((m) => m[1]!);
  return {
    name: `visit-${message.event}.${locale}`,
    template: t(key, Object.fromEntries(Object.keys(values).map((k) => [k, DLT_VARIABLE]))),
    variables: order.map((k) => values[k]!),
  };
}

export interface VisitMail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/** A booked visit's mail: plain text and HTML saying the same, and the visit's .ics. */
export async function mailOf(message: QueuedMessage, siteUrl: string): Promise<VisitMail> {
  const { locale } = message;
  const t = visitorMessages.in(locale);
  const reference = formatReference(message.reference);
  const cancelled = message.event === "cancelled";
  const place = placeOfPin(message.pin);
  const what = planLine(message.fieldsJson, locale);
  const whatText = what
    ? `${leadMessages.in(locale)("booked.whatValue")}: ${what}`
    : leadMessages.in(locale)("booked.whatValue");
  const token = await visitToken(message.reference);
  const pageUrl = new URL(
    `${localizeHref(`${CONFIRMATION_PATH}/${message.reference}`, locale)}?k=${token}`,
    siteUrl,
  ).toString();
  const when = `${fullDayName(message.date, locale)}, ${slotName(message.slot, locale)}`;
  const where = `${message.locality}, PIN ${message.pin}${place ? ` (${place})` : ""}`;
  const lines = [
    t(`mail.lead.${message.event}`),
    t("mail.reference", { reference }),
    t("mail.what", { what: whatText }),
    t("mail.when", { when }),
    t("mail.where", { where }),
    cancelled
      ? t("mail.bookAgain", { phone: site.tollFree })
      : t("mail.change", { phone: site.tollFree }),
    t(cancelled ? "mail.icsCancelled" : "mail.ics", { reference: message.reference }),
  ];
  const subject = t(`mail.subject.${message.event}`, { reference });
  const reason = t("mail.reason", { site: new URL(siteUrl).host });
  const link = t("mail.page");
  const text = `${[subject, ...lines, `${link}: ${pageUrl}`, `--\n${reason}`].join("\n\n")}\n`;
  const lang = escapeHtml(localeInfo(locale).code);
  const html = [
    "<!doctype html>",
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1d2330;font:16px/1.5 sans-serif">',
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(pageUrl)}" style="color:#1f3a5f">${escapeHtml(link)}</a></p>`,
    `<p style="margin-top:24px;border-top:1px solid #c5cad3;padding-top:12px;font-size:14px">${escapeHtml(reason)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  const ics = visitIcs(
    {
      reference: message.reference,
      date: message.date,
      slot: message.slot,
      status: cancelled ? "cancelled" : "booked",
      locality: message.locality,
      pin: message.pin,
      sequence: message.sequence,
      createdAt: message.bookedAt,
      updatedAt: message.createdAt,
      url: pageUrl,
    },
    locale,
  );
  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: `kamo-visit-${message.reference}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: ics,
      },
    ],
  };
}

/** An error as stored and logged: numbers and addresses hidden (an SMTP refusal may quote the address). */
export function withoutContact(text: string): string {
  return text
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[address]")
    .replace(/\+?\d[\d\s-]{4,}\d/g, "[number]");
}

export interface VisitorMessageOptions {
  db: DB;
  /** Texts go out only with a gateway and the DLT template ids; without, they wait. */
  sms?: { gateway: SmsGateway; templateIds: ReadonlyMap<string, string> };
  /** Mails go out only with a configured mailer; without, they wait. */
  mailer?: Mailer;
  policy: RetryPolicy;
  siteUrl: string;
  /** Longer than one send can take. */
  leaseMs: number;
  batchSize?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

/** The channels this server can send on. */
export function channelsOf(options: Pick<VisitorMessageOptions, "sms" | "mailer">): Channel[] {
  return [
    ...(options.sms ? (["sms"] as const) : []),
    ...(options.mailer?.configured ? (["email"] as const) : []),
  ];
}

async function attempt(
  options: VisitorMessageOptions,
  message: QueuedMessage,
): Promise<AttemptOutcome> {
  const sentAt = () => (options.now?.() ?? new Date()).toISOString();
  if (message.channel === "sms") {
    const sms = options.sms;
    if (!sms) return { ok: false, error: "SMS is not configured (SMS_API_URL)" };
    const text = smsOf(message);
    const templateId = sms.templateIds.get(text.name);
    // A configuration fault staff can fix: retried up to the cap, then re-queueable.
    if (!templateId)
      return { ok: false, error: `no DLT template id for ${text.name} in SMS_TEMPLATE_IDS` };
    const result = await sms.gateway.send({
      to: message.mobile,
      templateId,
      template: text.template,
      variables: text.variables,
      ref: `visit-message-${message.id}`,
    });
    if (result.ok)
      return {
        ok: true,
        extra: { sent_at: sentAt(), provider_id: result.messageId, last_status: result.status },
      };
    return {
      ok: false,
      error: withoutContact(result.error),
      final: !result.retryable,
      extra: { last_status: result.status ?? null },
    };
  }
  const mailer = options.mailer;
  if (!mailer?.configured) return { ok: false, error: "mail is not configured (SMTP_URL)" };
  const mail = await mailOf(message, options.siteUrl);
  const result = await mailer.send({ to: message.email, ...mail });
  if (result.ok)
    return {
      ok: true,
      extra: { sent_at: sentAt(), provider_id: result.messageId, last_status: null },
    };
  return {
    ok: false,
    error: withoutContact(result.error),
    final: !result.retryable,
    extra: { last_status: "responseCode" in result ? (result.responseCode ?? null) : null },
  };
}

/** One pass: claim due messages on the channels this server can send on, send each, record each. */
export async function sendVisitorMessages(
  options: VisitorMessageOptions,
  workerId: string,
): Promise<PassCounts> {
  const channels = channelsOf(options);
  if (channels.length === 0) return { delivered: 0, retrying: 0, dead: 0 };
  return consumeDue<QueuedMessage>({
    name: "[visit messages]",
    queue: queue(options.db),
    table: TABLE,
    workerId,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs,
    policy: options.policy,
    only: { column: "channel", values: channels },
    ...(options.now ? { now: options.now() } : {}),
    load: (claimed) =>
      loadMessages(
        options.db,
        claimed.map((c) => c.id),
      ),
    attempt: (message) =>
      attempt(options, message).catch((error: unknown): AttemptOutcome => ({
        ok: false,
        error: withoutContact(
          `could not write or send the ${message.channel}: ${error instanceof Error ? error.message : String(error)}`,
        ),
      })),
    ...(options.log ? { log: options.log } : {}),
  });
}

export function startVisitorMessageWorker(
  options: VisitorMessageOptions & { pollMs: number; workerId?: string },
): QueueWorker {
  const batchSize = options.batchSize ?? 10;
  return startQueueWorker({
    name: "[visit messages]",
    ...(options.workerId ? { workerId: options.workerId } : {}),
    pollMs: options.pollMs,
    batchSize,
    wakeOn: { emitter: visitorMessageEvents, event: "queued" },
    ...(options.log ? { log: options.log } : {}),
    async pass(workerId) {
      const pass = await sendVisitorMessages(options, workerId);
      return pass.delivered + pass.retrying + pass.dead;
    },
  });
}

/** Messages waiting per channel (for the start-up line when a channel is not configured). */
export async function waitingMessages(db: DB): Promise<Record<Channel, number>> {
  const rows = await db
    .selectFrom(TABLE)
    .select(["channel", (eb) => eb.fn.countAll<number>().as("n")])
    .where("status", "in", ["pending", "delivering"])
    .groupBy("channel")
    .execute();
  const counts: Record<Channel, number> = { sms: 0, email: 0 };
  for (const r of rows) counts[r.channel] = Number(r.n);
  return counts;
}

/** A booking's dead messages back in the queue with a fresh attempt count (staff area). */
export async function requeueVisitorMessages(
  db: DB,
  bookingId: number,
  now = new Date(),
): Promise<number> {
  return requeueDeadOf(
    queue(db),
    TABLE,
    { column: "booking_id", id: bookingId },
    { emitter: visitorMessageEvents, event: "queued" },
    now,
  );
}

/** A booking's messages to the visitor: on which channel, for which event, how far they got. */
export function messagesOfBooking(db: DB, bookingId: number) {
  return db
    .selectFrom("visit_messages")
    .select(["channel", "change_id", "event", "status"])
    .where("booking_id", "=", bookingId)
    .execute();
}

/** Deletes the bookings' messages (erasure, retention; before their changes and bookings). Returns how many. */
export async function deleteMessagesOfBookings(
  trx: DB,
  bookingIds: readonly number[],
): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const result = await trx
    .deleteFrom("visit_messages")
    .where("booking_id", "in", [...new Set(bookingIds)])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Drops the bookings' messages not yet sent, whatever their state (their
 * sender withdrew consent, ADR 70); what was sent stays with its booking
 * until retention erases both. A message being sent now is dropped too: its
 * worker then finds no row to record on. Returns how many went.
 */
export async function dropUnsentMessagesOfBookings(
  trx: DB,
  bookingIds: readonly number[],
): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const result = await trx
    .deleteFrom("visit_messages")
    .where("booking_id", "in", [...new Set(bookingIds)])
    .where("status", "in", ["pending", "delivering", "dead"])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Each message sent about the bookings: its channel and when it went (null: not yet), by booking. */
export async function messagesSentOf(
  db: DB,
  bookingIds: readonly number[],
): Promise<Map<number, Array<{ channel: Channel; sentAt: string | null }>>> {
  const byBooking = new Map<number, Array<{ channel: Channel; sentAt: string | null }>>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("visit_messages")
    .select(["booking_id", "channel", "sent_at"])
    .where("booking_id", "in", [...new Set(bookingIds)])
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byBooking.get(Number(row.booking_id)) ?? [];
    list.push({ channel: row.channel, sentAt: row.sent_at });
    byBooking.set(Number(row.booking_id), list);
  }
  return byBooking;
}
