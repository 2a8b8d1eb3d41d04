import type { ExpressionBuilder } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";

/**
 * Sign-in limits, kept in the database so every app server counts together
 * (ADR 7). An attempt is counted, atomically, BEFORE the password is checked;
 * one that does not fit is refused without a password check, so a burst of
 * simultaneous guesses cannot slip past the limit while the slow hash runs.
 *
 * - address: every attempt from one client address, whatever the account;
 * - pair: one account from one address: the lock an attacker's guesses run
 *   into, without locking the owner, who signs in from elsewhere;
 * - account: attempts on one account from addresses it has never signed in
 *   from: past a few, each must wait a growing delay (capped) after the one
 *   before. Addresses the account signed in from lately skip this, so
 *   somebody hammering the account cannot keep its owner out;
 * - reauth: a signed-in member re-entering their password or code (password
 *   change, two-step change), so a stolen session cannot guess them.
 *
 * Successful attempts hand their count back; failures keep it until the
 * window ends. Unknown emails are counted like real ones, so neither the
 * answers nor the waits reveal which accounts exist.
 */
export const SIGN_IN_LIMITS = {
  address: { maxAttempts: 20, windowMinutes: 15 },
  pair: { maxAttempts: 5, windowMinutes: 15 },
  reauth: { maxAttempts: 5, windowMinutes: 15 },
  account: { freeAttempts: 5, windowMinutes: 24 * 60, firstDelaySeconds: 2, maxDelaySeconds: 60 },
  /** An address the account signed in from within this many days is familiar. */
  familiarDays: 90,
} as const;

type WindowRule = { maxAttempts: number; windowMinutes: number };
type Limits = Database["staff_sign_in_limits"];
type LimitsBuilder = ExpressionBuilder<{ staff_sign_in_limits: Limits }, "staff_sign_in_limits">;

const TABLE = "staff_sign_in_limits";
const MINUTE = 60_000;

export function limitKeys(email: string, ip: string) {
  const account = email.trim().toLowerCase();
  return {
    address: `address:${ip}`,
    // The address part is an IPv4 address or an IPv6 "…::/64" and so always
    // ends where the account begins: an odd email cannot forge another pair's key.
    pair: `pair:${ip}/${account}`,
    account: `account:${account}`,
  };
}

export type LimitScope = "address" | "pair" | "account" | "reauth";

export interface Refusal {
  /** locked: this address (or pair) used up its attempts; slowed: the account's delay. */
  reason: "locked" | "slowed";
  scope: LimitScope;
  retryAt: Date;
}

/** What a counted attempt holds, to settle it once the password has been checked. */
export interface AttemptTicket {
  keys: { address: string; pair: string; account: string | null };
  /** The attempt's number within each window, 1-based. */
  counts: { address: number; pair: number; account: number | null };
}

class Refused extends Error {
  constructor(readonly scope: LimitScope) {
    super(`sign-in attempt refused (${scope})`);
  }
}

const expiredBefore = (rule: { windowMinutes: number }, now: Date) =>
  new Date(now.getTime() - rule.windowMinutes * MINUTE).toISOString();

/** One more attempt in the stored window, or the first of a new one once it has expired. */
function nextCount(eb: LimitsBuilder, expired: string, nowIso: string) {
  const windowOver = eb(`${TABLE}.window_started_at`, "<=", expired);
  return {
    attempts: eb
      .case()
      .when(windowOver)
      .then(1)
      .else(eb(`${TABLE}.attempts`, "+", 1))
      .end(),
    window_started_at: eb
      .case()
      .when(windowOver)
      .then(nowIso)
      .else(eb.ref(`${TABLE}.window_started_at`))
      .end(),
  };
}

/**
 * Counts one attempt on a windowed key when the window has room, as one
 * conditional upsert: concurrent attempts on every server see each other's
 * counts. Returns the attempt's number, or null when the key is full.
 */
async function countInWindow(
  db: DB,
  key: string,
  rule: WindowRule,
  now: Date,
): Promise<number | null> {
  const nowIso = now.toISOString();
  const expired = expiredBefore(rule, now);
  const row = await db
    .insertInto(TABLE)
    .values({ key, attempts: 1, window_started_at: nowIso })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet((eb) => nextCount(eb, expired, nowIso))
        .where((eb) =>
          eb.or([
            eb(`${TABLE}.window_started_at`, "<=", expired),
            eb(`${TABLE}.attempts`, "<", rule.maxAttempts),
          ]),
        ),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/**
 * Seconds the next unfamiliar attempt must wait after attempt number `n` on
 * an account: none for the first few, then doubling up to the cap.
 */
export function accountDelaySeconds(n: number): number {
  const rule = SIGN_IN_LIMITS.account;
  if (n < rule.freeAttempts) return 0;
  return Math.min(rule.firstDelaySeconds * 2 ** (n - rule.freeAttempts), rule.maxDelaySeconds);
}

/**
 * The time the next attempt may come, as SQL on the attempt number the row
 * is being given: a CASE over the few steps before the delay reaches its cap.
 */
function nextAllowedAt(eb: LimitsBuilder, expired: string, now: Date) {
  const rule = SIGN_IN_LIMITS.account;
  const after = (n: number) =>
    new Date(now.getTime() + accountDelaySeconds(n) * 1000).toISOString();
  let chain = eb.case().when(`${TABLE}.window_started_at`, "<=", expired).then(after(1));
  let n = rule.freeAttempts - 1;
  // "attempts < n" on the stored row means the new attempt's number is at most n.
  for (; accountDelaySeconds(n) < rule.maxDelaySeconds; n++)
    chain = chain.when(`${TABLE}.attempts`, "<", n).then(after(n));
  return chain.else(after(n)).end();
}

/** Counts an attempt on the account's shared slot when its delay has passed; its number, or null. */
async function countOnAccount(db: DB, key: string, now: Date): Promise<number | null> {
  const nowIso = now.toISOString();
  const expired = expiredBefore(SIGN_IN_LIMITS.account, now);
  const row = await db
    .insertInto(TABLE)
    .values({ key, attempts: 1, window_started_at: nowIso, next_allowed_at: nowIso })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet((eb) => ({
          ...nextCount(eb, expired, nowIso),
          next_allowed_at: nextAllowedAt(eb, expired, now),
        }))
        .where((eb) =>
          eb.or([
            eb(`${TABLE}.window_started_at`, "<=", expired),
            eb(`${TABLE}.next_allowed_at`, "is", null),
            eb(`${TABLE}.next_allowed_at`, "<=", nowIso),
          ]),
        ),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/** Whether the account signed in successfully from this address lately. */
async function isFamiliar(db: DB, pairKey: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom(TABLE)
    .select("last_success_at")
    .where("key", "=", pairKey)
    .executeTakeFirst();
  if (!row?.last_success_at) return false;
  return (
    now.getTime() - new Date(row.last_success_at).getTime() <
    SIGN_IN_LIMITS.familiarDays * 1440 * MINUTE
  );
}

/** When a refused attempt may be made again. */
async function retryTime(db: DB, key: string, scope: LimitScope, now: Date): Promise<Date> {
  const row = await db
    .selectFrom(TABLE)
    .select(["window_started_at", "next_allowed_at"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return now;
  if (scope === "account") return new Date(row.next_allowed_at ?? now.toISOString());
  const minutes = SIGN_IN_LIMITS[scope].windowMinutes;
  return new Date(new Date(row.window_started_at).getTime() + minutes * MINUTE);
}

/**
 * Counts a sign-in attempt on its address, its (account, address) pair and,
 * from an unfamiliar address, on the account, all or none (one transaction).
 * Call before checking the password; a refusal means: do not check it.
 */
export async function takeSignInAttempt(
  db: DB,
  email: string,
  ip: string,
  now = new Date(),
): Promise<{ ok: true; ticket: AttemptTicket } | { ok: false; refusal: Refusal }> {
  const keys = limitKeys(email, ip);
  const familiar = await isFamiliar(db, keys.pair, now);
  try {
    const ticket = await db.transaction().execute(async (trx): Promise<AttemptTicket> => {
      const address = await countInWindow(trx, keys.address, SIGN_IN_LIMITS.address, now);
      if (address === null) throw new Refused("address");
      const pair = await countInWindow(trx, keys.pair, SIGN_IN_LIMITS.pair, now);
      if (pair === null) throw new Refused("pair");
      let account: number | null = null;
      if (!familiar) {
        account = await countOnAccount(trx, keys.account, now);
        if (account === null) throw new Refused("account");
      }
      return {
        keys: { address: keys.address, pair: keys.pair, account: familiar ? null : keys.account },
        counts: { address, pair, account },
      };
    });
    return { ok: true, ticket };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const key = error.scope === "account" ? keys.account : keys[error.scope as "address" | "pair"];
    return {
      ok: false,
      refusal: {
        reason: error.scope === "account" ? "slowed" : "locked",
        scope: error.scope,
        retryAt: await retryTime(db, key, error.scope, now),
      },
    };
  }
}

/** Hands back the counts of an attempt that was not a failed guess. */
async function handBack(db: DB, keys: (string | null)[]): Promise<void> {
  const own = keys.filter((k): k is string => k !== null);
  await db
    .updateTable(TABLE)
    .set((eb) => ({
      attempts: eb
        .case()
        .when("attempts", ">", 0)
        .then(eb("attempts", "-", 1))
        .else(0)
        .end(),
    }))
    .where("key", "in", own)
    .execute();
}

/** A right password: the counts go back, and the address becomes familiar for the account. */
export async function settleSuccess(db: DB, ticket: AttemptTicket, now = new Date()) {
  await handBack(db, [ticket.keys.address, ticket.keys.pair, ticket.keys.account]);
  await db
    .updateTable(TABLE)
    .set({ last_success_at: now.toISOString() })
    .where("key", "=", ticket.keys.pair)
    .execute();
}

/** A right password still waiting for its two-step code: not a failed guess. */
export async function settleUnfinished(db: DB, ticket: AttemptTicket): Promise<void> {
  await handBack(db, [ticket.keys.address, ticket.keys.pair, ticket.keys.account]);
}

/** What a failed attempt set off, for the audit log: each happens once per window. */
export interface FailureEffects {
  pairLocked: Date | null;
  addressLocked: Date | null;
  accountSlowed: boolean;
}

/**
 * A failed attempt keeps its counts. The attempt that used a key's last
 * allowance locks it until the window ends (and says so once); the one that
 * used the account's last free attempt starts the slow-down.
 */
export async function settleFailure(
  db: DB,
  ticket: AttemptTicket,
  now = new Date(),
): Promise<FailureEffects> {
  const lockedAt = async (scope: "address" | "pair") =>
    ticket.counts[scope] === SIGN_IN_LIMITS[scope].maxAttempts
      ? retryTime(db, ticket.keys[scope], scope, now)
      : null;
  return {
    pairLocked: await lockedAt("pair"),
    addressLocked: await lockedAt("address"),
    accountSlowed: ticket.counts.account === SIGN_IN_LIMITS.account.freeAttempts,
  };
}

/**
 * Counts a signed-in member's re-entry of their password or code. Returns a
 * function to hand the count back when it was right, or the refusal.
 */
export async function takeReauthAttempt(
  db: DB,
  userId: number,
  now = new Date(),
): Promise<{ ok: true; handBack: () => Promise<void> } | { ok: false; refusal: Refusal }> {
  const key = `reauth:${userId}`;
  const count = await countInWindow(db, key, SIGN_IN_LIMITS.reauth, now);
  if (count === null)
    return {
      ok: false,
      refusal: {
        reason: "locked",
        scope: "reauth",
        retryAt: await retryTime(db, key, "reauth", now),
      },
    };
  return { ok: true, handBack: () => handBack(db, [key]) };
}

/** Deletes counters nobody needs: old windows, keeping addresses still familiar. */
export async function pruneSignInLimits(db: DB, now = new Date()): Promise<void> {
  const twoDaysAgo = new Date(now.getTime() - 2 * 1440 * MINUTE).toISOString();
  const familiarSince = new Date(
    now.getTime() - SIGN_IN_LIMITS.familiarDays * 1440 * MINUTE,
  ).toISOString();
  await db
    .deleteFrom(TABLE)
    .where("window_started_at", "<", twoDaysAgo)
    .where((eb) =>
      eb.or([eb("last_success_at", "is", null), eb("last_success_at", "<", familiarSince)]),
    )
    .execute();
}
