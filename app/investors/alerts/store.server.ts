import { randomBytes } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { istDateOf } from "~/lib/ist";
import { uniqueMessageId } from "~/lib/mail/message-id.server";
import type { AlertQueueEntry } from "./queue-entry";
import { currentRequestId } from "~/lib/log/context.server";

/**
 * The alerts store: the only module that reads or writes `alert_subscribers`
 * and `alert_subscriber_categories` (who gets which mails, ADR 33),
 * `investor_alerts` (one row per published document that alerted) and
 * `alert_deliveries` (the mail queue, one row per mail to one subscriber).
 * The four live and die together: an alert's mails are queued by one INSERT …
 * SELECT over the subscribers, and a subscriber's queued mails go with it (ON
 * DELETE CASCADE). The rules (the sign-up's limits, signed links) are in
 * subscriptions.server.ts; the worker in outbox.server.ts leases rows through
 * the shared queue (db/outbox, ADR 6), which is handed the table's name from
 * here, ALERT_QUEUE_TABLE. Nothing here changes a public page, so no page
 * cache is emptied.
 */

/** The queue table, for db/outbox's leased queue (claim, settle, requeue). */
export const ALERT_QUEUE_TABLE = "alert_deliveries";

/**
 * How every mail that is queued for many subscribers at once (INSERT …
 * SELECT from alert_subscribers: an alert, a day's digest) starts its life:
 * pending, not tried yet, due at once. The columns follow subscriber_id, kind
 * and what the mail is about.
 */
const queuedMailColumns = [
  "status",
  "attempts",
  "next_attempt_at",
  "created_at",
  "updated_at",
  "request_id",
] as const;

/** The values of queuedMailColumns, in their order, for a mail queued at `at`. */
function queuedMailValues(at: string) {
  // Typed for PostgreSQL, which cannot infer a parameter's type inside INSERT … SELECT.
  return [
    sql<string>`'pending'`.as("status"),
    sql<number>`0`.as("attempts"),
    sql<string>`cast(${at} as text)`.as("next_attempt_at"),
    sql<string>`cast(${at} as text)`.as("created_at"),
    sql<string>`cast(${at} as text)`.as("updated_at"),
    // The request that queued it (a staff publication), for the log (migration 0023).
    sql<string | null>`cast(${currentRequestId()} as text)`.as("request_id"),
  ] as const;
}

/**
 * Called inside the transaction that publishes a document (staff area), so
 * the alert exists exactly when the publication does. It stores the alert
 * and one queued mail per confirmed, immediate subscriber of the category;
 * digest subscribers get theirs from the daily digest (queueDigests).
 * Only a document's first publication alerts: unpublishing and publishing a
 * mistake again tells nobody twice.
 */
export async function storeDocumentAlert(
  trx: Transaction<Database>,
  document: { id: number; category: string },
  now = new Date(),
): Promise<number | undefined> {
  const at = now.toISOString();
  const alert = await trx
    .insertInto("investor_alerts")
    .values({
      document_id: document.id,
      category: document.category,
      digest_day: istDateOf(now),
      created_at: at,
    })
    .onConflict((oc) => oc.column("document_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!alert) return undefined;
  await trx
    .insertInto("alert_deliveries")
    .columns(["subscriber_id", "kind", "alert_id", ...queuedMailColumns])
    .expression((eb) =>
      eb
        .selectFrom("alert_subscribers as s")
        .select([
          "s.id",
          sql<string>`'alert'`.as("kind"),
          // Typed for PostgreSQL, which cannot infer a parameter's type inside INSERT … SELECT.
          sql<number>`cast(${alert.id} as integer)`.as("alert_id"),
          ...queuedMailValues(at),
        ])
        .where("s.confirmed_at", "is not", null)
        .where("s.digest", "=", 0)
        .where((w) =>
          w.or([
            w("s.all_categories", "=", 1),
            w.exists(
              w
                .selectFrom("alert_subscriber_categories as c")
                .select("c.subscriber_id")
                .whereRef("c.subscriber_id", "=", "s.id")
                .where("c.category", "=", document.category),
            ),
          ]),
        ),
    )
    .execute();
  return alert.id;
}

/** A sign-up's mail to one subscriber: the confirmation, or "already subscribed". */
export async function queueSignUpMail(
  db: DB,
  subscriberId: number,
  kind: "confirm" | "already",
  at: string,
): Promise<void> {
  await db
    .insertInto("alert_deliveries")
    .values({
      subscriber_id: subscriberId,
      kind,
      alert_id: null,
      digest_day: null,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
      request_id: currentRequestId(),
    })
    .execute();
}

/**
 * Queues one day's digest for each digest subscriber who has an alert that
 * day in a category they chose, published after they confirmed. Unique
 * (subscriber, day): any number of servers may run this at once.
 */
export async function queueDigests(database: DB, day: string, at: string): Promise<void> {
  await database
    .insertInto("alert_deliveries")
    .columns(["subscriber_id", "kind", "digest_day", ...queuedMailColumns])
    .expression((eb) =>
      eb
        .selectFrom("alert_subscribers as s")
        .select([
          "s.id",
          sql<string>`'digest'`.as("kind"),
          sql<string>`cast(${day} as text)`.as("digest_day"),
          ...queuedMailValues(at),
        ])
        .where("s.digest", "=", 1)
        .where("s.confirmed_at", "is not", null)
        // Some alert of that day the subscriber chose, published after they confirmed.
        .where((w) =>
          w.exists(
            w
              .selectFrom("investor_alerts as a")
              .select("a.id")
              .where("a.digest_day", "=", day)
              .whereRef("a.created_at", ">=", "s.confirmed_at")
              .where((v) =>
                v.or([
                  v("s.all_categories", "=", 1),
                  v.exists(
                    v
                      .selectFrom("alert_subscriber_categories as c")
                      .select("c.subscriber_id")
                      .whereRef("c.subscriber_id", "=", "s.id")
                      .whereRef("c.category", "=", "a.category"),
                  ),
                ]),
              ),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(["subscriber_id", "digest_day"]).doNothing())
    .execute();
}

/** A queued mail as the worker reads it. */
export interface DeliveryRow {
  id: number;
  subscriber_id: number;
  kind: "confirm" | "already" | "alert" | "digest";
  alert_id: number | null;
  digest_day: string | null;
  created_at: string;
}

/** The claimed rows, by id. */
export async function selectDeliveries(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, DeliveryRow>> {
  const rows = await db
    .selectFrom("alert_deliveries")
    .select(["id", "subscriber_id", "kind", "alert_id", "digest_day", "created_at"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The documents a mail is about: its alert's, or for a digest every alert
 * of its day in the subscriber's categories, in order of alerting.
 */
export async function alertedDocumentIds(
  db: DB,
  row: Pick<DeliveryRow, "kind" | "alert_id" | "digest_day">,
  chosen: { all: boolean; categories: readonly string[] },
): Promise<number[]> {
  let alerts: Array<{ document_id: number }> = [];
  if (row.kind === "alert" && row.alert_id !== null) {
    alerts = await db
      .selectFrom("investor_alerts")
      .select("document_id")
      .where("id", "=", row.alert_id)
      .execute();
  } else if (row.kind === "digest" && row.digest_day !== null) {
    alerts = await db
      .selectFrom("investor_alerts")
      .select("document_id")
      .where("digest_day", "=", row.digest_day)
      .$if(!chosen.all, (q) =>
        q.where("category", "in", chosen.categories.length ? [...chosen.categories] : [""]),
      )
      .orderBy("created_at")
      .execute();
  }
  return alerts.map((a) => a.document_id);
}

/**
 * The Message-ID of one alert mail: chosen before its first attempt and kept
 * on its row, so every attempt of that mail carries the same one. When a
 * relay took a mail but its answer was lost, the second copy is then
 * recognisably the same message to the receiver.
 */
export async function alertMessageId(db: DB, rowId: number, siteUrl: string): Promise<string> {
  const fresh = uniqueMessageId(`alert-${rowId}`, new URL(siteUrl).hostname);
  // Only where none is set: of two workers racing for one row (a lease that ran out), both
  // read back the first one written.
  await db
    .updateTable("alert_deliveries")
    .set({ message_id: fresh })
    .where("id", "=", rowId)
    .where("message_id", "is", null)
    .execute();
  const row = await db
    .selectFrom("alert_deliveries")
    .select("message_id")
    .where("id", "=", rowId)
    .executeTakeFirst();
  return row?.message_id ?? fresh;
}

/** The queue for the staff area, newest first: never the addresses (ADR 33). */
export async function listAlertQueue(
  database: DB,
  options: { status?: string; limit?: number } = {},
): Promise<{ entries: AlertQueueEntry[]; counts: Record<string, number> }> {
  const rows = await database
    .selectFrom("alert_deliveries as d")
    .leftJoin("investor_alerts as a", "a.id", "d.alert_id")
    .select([
      "d.id",
      "d.kind",
      "d.status",
      "d.attempts",
      "d.last_error",
      "d.digest_day",
      "d.created_at",
      "d.sent_at",
      "a.category",
      "a.document_id",
    ])
    .$if(options.status !== undefined, (q) => q.where("d.status", "=", options.status as never))
    .orderBy("d.id", "desc")
    .limit(options.limit ?? 100)
    .execute();
  const counted = await database
    .selectFrom("alert_deliveries")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return {
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      category: r.category,
      documentId: r.document_id,
      digestDay: r.digest_day,
      createdAt: r.created_at,
      sentAt: r.sent_at,
    })),
    counts: Object.fromEntries(counted.map((c) => [c.status, Number(c.n)])),
  };
}

// ---------------------------------------------------------------- subscribers

/** What a subscriber gets. */
export interface AlertChoices {
  /** Every category, including ones added later. */
  all: boolean;
  categories: string[];
  digest: boolean;
}

export interface Subscriber {
  /** Internal: the row's key. Links carry publicId. */
  id: number;
  publicId: string;
  email: string;
  locale: string;
  nonce: string;
  confirmed: boolean;
  choices: AlertChoices;
}

/** A new subscriber's link id: 128 random bits, so links neither count nor can be guessed. */
export function newPublicId(): string {
  return randomBytes(16).toString("base64url");
}

/** Replaces a subscriber's chosen categories (none stored when it gets them all). */
async function saveCategories(db: DB, subscriberId: number, choices: AlertChoices) {
  await db
    .deleteFrom("alert_subscriber_categories")
    .where("subscriber_id", "=", subscriberId)
    .execute();
  const categories = choices.all ? [] : choices.categories;
  if (categories.length > 0)
    await db
      .insertInto("alert_subscriber_categories")
      .values(categories.map((category) => ({ subscriber_id: subscriberId, category })))
      .execute();
}

/** The consent a sign-up is given with: the version of the notice beside the form, and where it was sent from. */
export interface SignUpConsent {
  noticeVersion: string;
  channel: string;
}

/**
 * A sign-up's rows, once its mail is allowed. New address: stored unconfirmed
 * with a confirmation mail. Unconfirmed: its choices are replaced and the
 * confirmation queued again. Confirmed: nothing changes (a stranger must not
 * edit someone's choices), and an "already subscribed" mail is queued.
 */
export async function storeSignUp(
  trx: DB,
  email: string,
  input: { locale: string; choices: AlertChoices; consent?: SignUpConsent },
  at: string,
): Promise<void> {
  // The consent goes with the choices it was given for: kept on a new or
  // unconfirmed sign-up, left alone on a confirmed one (ADR 62).
  const consent = {
    notice_version: input.consent?.noticeVersion ?? null,
    consent_channel: input.consent?.channel ?? null,
    consent_given_at: input.consent ? at : null,
  };
  const inserted = await trx
    .insertInto("alert_subscribers")
    .values({
      email,
      public_id: newPublicId(),
      locale: input.locale,
      all_categories: input.choices.all ? 1 : 0,
      digest: input.choices.digest ? 1 : 0,
      link_nonce: randomBytes(12).toString("base64url"),
      confirmed_at: null,
      confirmation_sent_at: at,
      ...consent,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) {
    await saveCategories(trx, inserted.id, input.choices);
    await queueSignUpMail(trx, inserted.id, "confirm", at);
    return;
  }
  const claimed = await trx
    .updateTable("alert_subscribers")
    .set({ confirmation_sent_at: at, updated_at: at })
    .where("email", "=", email)
    .returning(["id", "confirmed_at"])
    .executeTakeFirstOrThrow();
  if (claimed.confirmed_at === null) {
    await trx
      .updateTable("alert_subscribers")
      .set({
        locale: input.locale,
        all_categories: input.choices.all ? 1 : 0,
        digest: input.choices.digest ? 1 : 0,
        ...consent,
      })
      .where("id", "=", claimed.id)
      .execute();
    await saveCategories(trx, claimed.id, input.choices);
  }
  await queueSignUpMail(trx, claimed.id, claimed.confirmed_at === null ? "confirm" : "already", at);
}

/** One subscriber with its choices, by its row's key or by the id its links carry. */
export async function findSubscriber(
  database: DB,
  column: "id" | "public_id",
  value: number | string,
): Promise<Subscriber | undefined> {
  const row = await database
    .selectFrom("alert_subscribers")
    .selectAll()
    .where(column, "=", value)
    .executeTakeFirst();
  if (!row) return undefined;
  const categories = await database
    .selectFrom("alert_subscriber_categories")
    .select("category")
    .where("subscriber_id", "=", row.id)
    .orderBy("category")
    .execute();
  return {
    id: row.id,
    publicId: row.public_id,
    email: row.email,
    locale: row.locale,
    nonce: row.link_nonce,
    confirmed: row.confirmed_at !== null,
    choices: {
      all: row.all_categories === 1,
      categories: categories.map((c) => c.category),
      digest: row.digest === 1,
    },
  };
}

/** Marks a subscriber confirmed, once: a second confirmation changes nothing. */
export async function markConfirmed(database: DB, subscriberId: number, at: string) {
  await database
    .updateTable("alert_subscribers")
    .set({ confirmed_at: at, updated_at: at })
    .where("id", "=", subscriberId)
    .where("confirmed_at", "is", null)
    .execute();
}

/** A subscriber's new choices, in one transaction with its categories. */
export async function saveChoices(
  database: DB,
  subscriberId: number,
  choices: AlertChoices,
  at: string,
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("alert_subscribers")
      .set({ all_categories: choices.all ? 1 : 0, digest: choices.digest ? 1 : 0, updated_at: at })
      .where("id", "=", subscriberId)
      .execute();
    await saveCategories(trx, subscriberId, choices);
  });
}

/** Deletes one subscriber with its choices and queued mails (ON DELETE CASCADE); false when gone already. */
export async function deleteSubscriber(database: DB, subscriberId: number): Promise<boolean> {
  const result = await database
    .deleteFrom("alert_subscribers")
    .where("id", "=", subscriberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The subscriber signed up with this address (lower-cased, as stored), with its choices, or undefined. */
export async function subscriberOfEmail(
  database: DB,
  email: string,
): Promise<(Subscriber & { createdAt: string; confirmedAt: string | null }) | undefined> {
  const row = await database
    .selectFrom("alert_subscribers")
    .select(["id", "created_at", "confirmed_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!row) return undefined;
  const subscriber = await findSubscriber(database, "id", row.id);
  return subscriber && { ...subscriber, createdAt: row.created_at, confirmedAt: row.confirmed_at };
}

/**
 * When mail last went to a subscriber, and how many were sent: what a copy
 * of their data says was shared with our mail server.
 */
export async function mailsSentTo(
  database: DB,
  subscriberId: number,
): Promise<{ sent: number; lastSentAt: string | null }> {
  const row = await database
    .selectFrom("alert_deliveries")
    .select((eb) => [eb.fn.countAll<number>().as("sent"), eb.fn.max("sent_at").as("last")])
    .where("subscriber_id", "=", subscriberId)
    .where("status", "=", "delivered")
    .executeTakeFirst();
  return { sent: Number(row?.sent ?? 0), lastSentAt: row?.last ?? null };
}

/**
 * Deletes the subscriber of this address with its choices and its mails,
 * queued or sent (erasure). Answers how many rows of each went.
 */
export async function deleteSubscriberOfEmail(
  trx: DB,
  email: string,
): Promise<{ subscribers: number; categories: number; mails: number }> {
  const row = await trx
    .selectFrom("alert_subscribers")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (!row) return { subscribers: 0, categories: 0, mails: 0 };
  const mails = await trx
    .deleteFrom("alert_deliveries")
    .where("subscriber_id", "=", row.id)
    .executeTakeFirst();
  const categories = await trx
    .deleteFrom("alert_subscriber_categories")
    .where("subscriber_id", "=", row.id)
    .executeTakeFirst();
  const subscribers = await trx
    .deleteFrom("alert_subscribers")
    .where("id", "=", row.id)
    .executeTakeFirst();
  return {
    subscribers: Number(subscribers.numDeletedRows),
    categories: Number(categories.numDeletedRows),
    mails: Number(mails.numDeletedRows),
  };
}

/** Deletes the sign-ups never confirmed whose last confirmation mail was queued before `before`. */
export async function deleteUnconfirmedBefore(database: DB, before: string): Promise<number> {
  const result = await database
    .deleteFrom("alert_subscribers")
    .where("confirmed_at", "is", null)
    .where(sql<string>`coalesce(confirmation_sent_at, created_at)`, "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The raw counts behind the staff area's subscriber numbers. */
export interface SubscriberTallies {
  total: number;
  confirmed: number;
  /** Confirmed all-category subscribers, by digest (0 or 1). */
  everything: Array<{ digest: number; n: number }>;
  /** Confirmed subscribers of chosen categories, by category and digest. */
  chosen: Array<{ category: string; digest: number; n: number }>;
}

export async function subscriberTallies(database: DB): Promise<SubscriberTallies> {
  const totals = await database
    .selectFrom("alert_subscribers")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      sql<number>`sum(case when confirmed_at is null then 0 else 1 end)`.as("confirmed"),
    ])
    .executeTakeFirstOrThrow();
  const everything = await database
    .selectFrom("alert_subscribers")
    .select(["digest", (eb) => eb.fn.countAll<number>().as("n")])
    .where("confirmed_at", "is not", null)
    .where("all_categories", "=", 1)
    .groupBy("digest")
    .execute();
  const chosen = await database
    .selectFrom("alert_subscriber_categories as c")
    .innerJoin("alert_subscribers as s", "s.id", "c.subscriber_id")
    .select(["c.category", "s.digest", (eb) => eb.fn.countAll<number>().as("n")])
    .where("s.confirmed_at", "is not", null)
    .where("s.all_categories", "=", 0)
    .groupBy(["c.category", "s.digest"])
    .execute();
  return {
    total: Number(totals.n),
    confirmed: Number(totals.confirmed ?? 0),
    everything: everything.map((r) => ({ digest: r.digest, n: Number(r.n) })),
    chosen: chosen.map((r) => ({ category: r.category, digest: r.digest, n: Number(r.n) })),
  };
}
