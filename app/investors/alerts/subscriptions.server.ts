import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import { documentPages } from "~/investors/content";
import { getEnv } from "~/lib/env.server";
import {
  CONFIRM_LINK_HOURS,
  checkToken,
  mailboxDigest,
  tokenClaim,
  type TokenPurpose,
} from "./tokens.server";
import { alertEvents } from "./events.server";
import { queueSignUpMail } from "./store.server";
import { mailboxOf } from "./mailbox";
import { pruneMailLimits, takeMail } from "./mail-limits.server";

/**
 * Subscribers (ADR 33): signing up, double opt-in, choices, unsubscribing.
 * A sign-up answers the same whatever the address's state, so the form tells
 * nobody who is subscribed; what differs is only the mail the address gets,
 * and a mailbox (every +tag and, at Gmail, every dotted form of it) gets at
 * most one such mail an hour, a recipient domain a set number.
 */
export interface AlertChoices {
  /** Every category, including ones added later. */
  all: boolean;
  categories: string[];
  digest: boolean;
}

export const alertCategories: readonly string[] = documentPages.map((page) => page.category);

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

export interface SignUpMailLimits {
  /** Sign-up mails to one recipient domain an hour (0: no limit). */
  perDomainPerHour: number;
}

const mailLimitsFromEnv = (): SignUpMailLimits => ({
  perDomainPerHour: getEnv().ALERTS_CONFIRMATIONS_PER_DOMAIN_PER_HOUR,
});

/** A sign-up refused because its domain had its hour's mails: the form says when to try again. */
export interface DomainLimited {
  limited: "domain";
  retryAfterSeconds: number;
}

/** Thrown inside the sign-up's transaction so that the mailbox's count is given back. */
class Refused extends Error {
  constructor(readonly outcome: DomainLimited) {
    super("sign-up mail refused");
  }
}

/** A new subscriber's link id: 128 random bits, so links neither count nor can be guessed. */
export function newPublicId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * A sign-up from the form. New address: stored unconfirmed with a
 * confirmation mail. Unconfirmed: its choices are replaced and the
 * confirmation sent again. Confirmed: nothing changes (a stranger must not
 * edit someone's choices), and the address is told it is already subscribed,
 * with its manage link. "throttled": a mail went to this mailbox within the
 * hour, and nothing changes. DomainLimited: its domain had its hour's mails.
 */
export async function requestSubscription(
  database: DB,
  input: { email: string; locale: string; choices: AlertChoices },
  now = new Date(),
  limits: SignUpMailLimits = mailLimitsFromEnv(),
): Promise<"queued" | "throttled" | DomainLimited> {
  const email = normaliseEmail(input.email);
  const mailbox = mailboxOf(email);
  // Outside the transaction: the secret may be read from (or written to) the database.
  const mailboxKey = `mailbox:${await mailboxDigest(mailbox.key)}`;
  const at = now.toISOString();
  let outcome: "queued" | "throttled";
  try {
    outcome = await database.transaction().execute(async (trx) => {
      // The mailbox first: a repeat is the common case and costs no domain count.
      if (!(await takeMail(trx, mailboxKey, 1, now)).taken) return "throttled" as const;
      const domain = await takeMail(trx, `domain:${mailbox.domain}`, limits.perDomainPerHour, now);
      if (!domain.taken)
        throw new Refused({ limited: "domain", retryAfterSeconds: domain.retryAfterSeconds });
      await storeSignUp(trx, email, input, at);
      return "queued" as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  if (outcome === "queued") alertEvents.emit("queued");
  return outcome;
}

/** The sign-up's rows, once its mail is allowed. */
async function storeSignUp(
  trx: DB,
  email: string,
  input: { locale: string; choices: AlertChoices },
  at: string,
): Promise<void> {
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
      })
      .where("id", "=", claimed.id)
      .execute();
    await saveCategories(trx, claimed.id, input.choices);
  }
  await queueSignUpMail(trx, claimed.id, claimed.confirmed_at === null ? "confirm" : "already", at);
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

export function getSubscriber(database: DB, id: number): Promise<Subscriber | undefined> {
  return subscriberWhere(database, "id", id);
}

async function subscriberWhere(
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

/** The subscriber a signed link names, or why not. */
export async function subscriberOfToken(
  database: DB,
  token: string | null,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<{ subscriber: Subscriber } | { problem: "expired" | "invalid" }> {
  const claim = tokenClaim(token);
  const subscriber = !claim
    ? undefined
    : "publicId" in claim
      ? await subscriberWhere(database, "public_id", claim.publicId)
      : await getSubscriber(database, claim.legacyId);
  if (!subscriber || !token) return { problem: "invalid" };
  const check = await checkToken(token, purpose, subscriber, now);
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

/**
 * Sign-ups never confirmed: gone once their link has expired (with an hour's
 * grace). The sign-up mail counters whose hour is over go too.
 */
export async function pruneUnconfirmed(database: DB, now = new Date()): Promise<number> {
  await pruneMailLimits(database, now);
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
