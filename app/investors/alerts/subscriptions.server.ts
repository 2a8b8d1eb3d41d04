import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import { documentPages } from "~/investors/content";
import {
  CONFIRM_LINK_HOURS,
  checkToken,
  tokenSubscriberId,
  type TokenPurpose,
} from "./tokens.server";
import { alertEvents } from "./events.server";

/**
 * Subscribers (ADR 33): signing up, double opt-in, choices, unsubscribing.
 * A sign-up answers the same whatever the address's state, so the form tells
 * nobody who is subscribed; what differs is only the mail the address gets,
 * and an address gets at most one such mail an hour.
 */
export interface AlertChoices {
  /** Every category, including ones added later. */
  all: boolean;
  categories: string[];
  digest: boolean;
}

export const alertCategories: readonly string[] = documentPages.map((page) => page.category);

export const CONFIRMATION_MAIL_INTERVAL_MS = 3_600_000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function saveCategories(db: DB, subscriberId: number, choices: AlertChoices) {
  await db
    .deleteFrom("alert_subscriber_categories")
    .where("subscriber_id", "=", subscriberId)
    .execute();
  const categories = choices.all
    ? []
    : [...new Set(choices.categories)].filter((c) => alertCategories.includes(c));
  if (categories.length > 0)
    await db
      .insertInto("alert_subscriber_categories")
      .values(categories.map((category) => ({ subscriber_id: subscriberId, category })))
      .execute();
}

function queueMail(db: DB, subscriberId: number, kind: "confirm" | "already", at: string) {
  return db
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
    })
    .execute();
}

/**
 * A sign-up from the form. New address: stored unconfirmed with a
 * confirmation mail. Unconfirmed: its choices are replaced and the
 * confirmation sent again. Confirmed: nothing changes (a stranger must not
 * edit someone's choices), and the address is told it is already subscribed,
 * with its manage link. "throttled": a mail went to this address within the hour.
 */
export async function requestSubscription(
  database: DB,
  input: { email: string; locale: string; choices: AlertChoices },
  now = new Date(),
): Promise<"queued" | "throttled"> {
  const email = normaliseEmail(input.email);
  const at = now.toISOString();
  const since = new Date(now.getTime() - CONFIRMATION_MAIL_INTERVAL_MS).toISOString();
  const outcome = await database.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("alert_subscribers")
      .values({
        email,
        locale: input.locale,
        all_categories: input.choices.all ? 1 : 0,
        digest: input.choices.digest ? 1 : 0,
        link_nonce: randomBytes(12).toString("base64url"),
        confirmed_at: null,
        confirmation_sent_at: at,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      await saveCategories(trx, inserted.id, input.choices);
      await queueMail(trx, inserted.id, "confirm", at);
      return "queued" as const;
    }
    // Taking the hour's mail is one conditional write, so two servers cannot both send one.
    const claimed = await trx
      .updateTable("alert_subscribers")
      .set({ confirmation_sent_at: at, updated_at: at })
      .where("email", "=", email)
      .where((w) =>
        w.or([w("confirmation_sent_at", "is", null), w("confirmation_sent_at", "<=", since)]),
      )
      .returning(["id", "confirmed_at"])
      .executeTakeFirst();
    if (!claimed) return "throttled" as const;
    if (claimed.confirmed_at === null) {
      await trx
        .updateTable("alert_subscribers")
        .set({
          locale: input.locale,
          all_categories: input.choices.all ? 1 : 0,
          digest: input.choices.digest ? 1 : 0,
        })
        .where("id", "=", claimed.id)
        .execute();
      await saveCategories(trx, claimed.id, input.choices);
    }
    await queueMail(trx, claimed.id, claimed.confirmed_at === null ? "confirm" : "already", at);
    return "queued" as const;
  });
  if (outcome === "queued") alertEvents.emit("queued");
  return outcome;
}

export interface Subscriber {
  id: number;
  email: string;
  locale: string;
  nonce: string;
  confirmed: boolean;
  choices: AlertChoices;
}

export async function getSubscriber(database: DB, id: number): Promise<Subscriber | undefined> {
  const row = await database
    .selectFrom("alert_subscribers")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const categories = await database
    .selectFrom("alert_subscriber_categories")
    .select("category")
    .where("subscriber_id", "=", id)
    .orderBy("category")
    .execute();
  return {
    id: row.id,
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

/** The subscriber a signed link names, or why not. */
export async function subscriberOfToken(
  database: DB,
  token: string | null,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<{ subscriber: Subscriber } | { problem: "expired" | "invalid" }> {
  const id = tokenSubscriberId(token);
  const subscriber = id === undefined ? undefined : await getSubscriber(database, id);
  if (!subscriber || !token) return { problem: "invalid" };
  const check = await checkToken(
    token,
    purpose,
    { id: subscriber.id, nonce: subscriber.nonce },
    now,
  );
  return check === "valid" ? { subscriber } : { problem: check };
}

/** Double opt-in's second step. Confirming twice is harmless. */
export async function confirmSubscription(
  database: DB,
  token: string | null,
  now = new Date(),
): Promise<"confirmed" | "expired" | "invalid"> {
  const found = await subscriberOfToken(database, token, "confirm", now.getTime());
  if ("problem" in found) return found.problem;
  await database
    .updateTable("alert_subscribers")
    .set({ confirmed_at: now.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", found.subscriber.id)
    .where("confirmed_at", "is", null)
    .execute();
  return "confirmed";
}

export async function updateChoices(
  database: DB,
  subscriberId: number,
  choices: AlertChoices,
  now = new Date(),
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("alert_subscribers")
      .set({
        all_categories: choices.all ? 1 : 0,
        digest: choices.digest ? 1 : 0,
        updated_at: now.toISOString(),
      })
      .where("id", "=", subscriberId)
      .execute();
    await saveCategories(trx, subscriberId, choices);
  });
}

/**
 * Deletes the address with its choices and every mail still queued for it
 * (ON DELETE CASCADE). False when the link names nobody (already gone).
 */
export async function unsubscribe(database: DB, token: string | null): Promise<boolean> {
  const found = await subscriberOfToken(database, token, "manage");
  if ("problem" in found) return false;
  const result = await database
    .deleteFrom("alert_subscribers")
    .where("id", "=", found.subscriber.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Sign-ups never confirmed: gone once their link has expired (with an hour's grace). */
export async function pruneUnconfirmed(database: DB, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - (CONFIRM_LINK_HOURS + 1) * 3_600_000).toISOString();
  const result = await database
    .deleteFrom("alert_subscribers")
    .where("confirmed_at", "is", null)
    .where(sql<string>`coalesce(confirmation_sent_at, created_at)`, "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface SubscriberCounts {
  /** Confirmed subscribers who get each category (all-category subscribers counted in each). */
  perCategory: Array<{ category: string; immediate: number; digest: number }>;
  confirmed: number;
  unconfirmed: number;
}

export async function subscriberCounts(database: DB): Promise<SubscriberCounts> {
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
  const allOf = (digest: number) => Number(everything.find((r) => r.digest === digest)?.n ?? 0);
  const chosenOf = (category: string, digest: number) =>
    Number(chosen.find((r) => r.category === category && r.digest === digest)?.n ?? 0);
  const confirmed = Number(totals.confirmed ?? 0);
  return {
    perCategory: alertCategories.map((category) => ({
      category,
      immediate: allOf(0) + chosenOf(category, 0),
      digest: allOf(1) + chosenOf(category, 1),
    })),
    confirmed,
    unconfirmed: Number(totals.n) - confirmed,
  };
}
