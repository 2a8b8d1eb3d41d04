import type { DB } from "~/db/client.server";
import type { SignUpConsent } from "./store.server";
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
import {
  deleteSubscriber,
  deleteUnconfirmedBefore,
  findSubscriber,
  markConfirmed,
  saveChoices,
  storeSignUp,
  subscriberTallies,
  type AlertChoices,
  type Subscriber,
} from "./store.server";
import { mailboxOf } from "./mailbox";
import { pruneMailLimits, takeMail } from "./mail-limits.server";

/**
 * Subscribers (ADR 33): signing up, double opt-in, choices, unsubscribing.
 * The rows are the alerts store's (store.server.ts); this module holds the
 * rules around them.
 * A sign-up answers the same whatever the address's state, so the form tells
 * nobody who is subscribed; what differs is only the mail the address gets,
 * and a mailbox (every +tag and, at Gmail, every dotted form of it) gets at
 * most one such mail an hour, a recipient domain a set number.
 */
export const alertCategories: readonly string[] = documentPages.map((page) => page.category);

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The choices as stored: known categories only, each once. */
function knownChoices(choices: AlertChoices): AlertChoices {
  return {
    ...choices,
    categories: [...new Set(choices.categories)].filter((c) => alertCategories.includes(c)),
  };
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
  input: { email: string; locale: string; choices: AlertChoices; consent?: SignUpConsent },
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
      await storeSignUp(trx, email, { ...input, choices: knownChoices(input.choices) }, at);
      return "queued" as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  if (outcome === "queued") alertEvents.emit("queued");
  return outcome;
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
      ? await findSubscriber(database, "public_id", claim.publicId)
      : await findSubscriber(database, "id", claim.legacyId);
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
  await markConfirmed(database, found.subscriber.id, now.toISOString());
  return "confirmed";
}

export async function updateChoices(
  database: DB,
  subscriberId: number,
  choices: AlertChoices,
  now = new Date(),
): Promise<void> {
  await saveChoices(database, subscriberId, knownChoices(choices), now.toISOString());
}

/**
 * Deletes the address with its choices and every mail still queued for it
 * (ON DELETE CASCADE). False when the link names nobody (already gone).
 */
export async function unsubscribe(database: DB, token: string | null): Promise<boolean> {
  const found = await subscriberOfToken(database, token, "manage");
  if ("problem" in found) return false;
  return deleteSubscriber(database, found.subscriber.id);
}

/**
 * Sign-ups never confirmed: gone once their link has expired (with an hour's
 * grace). The sign-up mail counters whose hour is over go too.
 */
export async function pruneUnconfirmed(database: DB, now = new Date()): Promise<number> {
  await pruneMailLimits(database, now);
  const before = new Date(now.getTime() - (CONFIRM_LINK_HOURS + 1) * 3_600_000).toISOString();
  return deleteUnconfirmedBefore(database, before);
}

export interface SubscriberCounts {
  /** Confirmed subscribers who get each category (all-category subscribers counted in each). */
  perCategory: Array<{ category: string; immediate: number; digest: number }>;
  confirmed: number;
  unconfirmed: number;
}

export async function subscriberCounts(database: DB): Promise<SubscriberCounts> {
  const { total, confirmed, everything, chosen } = await subscriberTallies(database);
  const allOf = (digest: number) => everything.find((r) => r.digest === digest)?.n ?? 0;
  const chosenOf = (category: string, digest: number) =>
    chosen.find((r) => r.category === category && r.digest === digest)?.n ?? 0;
  return {
    perCategory: alertCategories.map((category) => ({
      category,
      immediate: allOf(0) + chosenOf(category, 0),
      digest: allOf(1) + chosenOf(category, 1),
    })),
    confirmed,
    unconfirmed: total - confirmed,
  };
}
