import { EventEmitter } from "node:events";
import { randomInt } from "node:crypto";
import type { DB } from "~/db/client.server";
import { consumeDue, type AttemptOutcome, type PassCounts } from "~/db/outbox/consumer.server";
import { queueOf, type RetryPolicy } from "~/db/outbox/queue.server";
import { dataKeyRing } from "~/lib/crypto/data-keys.server";
import { KeyRing, keyedDigest, open, seal } from "~/lib/crypto/sealed.server";
import { singleton } from "~/lib/singleton.server";
import type { Channel, Contact } from "./contact";
import { currentRequestId } from "~/lib/log/context.server";

/**
 * The only module that reads or writes privacy_codes (ADR 63): the one-time
 * codes that prove a person holds the mobile or the address their data was
 * given with, before they may read, erase or ask about it (Act s. 11-14).
 *
 * - A code is six random digits, kept only as a keyed hash (HMAC under a key
 *   the data key ring derives), bound to the contact's digest: the database
 *   alone gives neither the code nor whose it is.
 * - It works for ten minutes, once, and dies after five wrong tries. Each
 *   check is one conditional UPDATE, so guesses sent all at once are counted
 *   one by one and none gets past the fifth, and two uses of the right code
 *   at once succeed once.
 * - Each row is also the delivery of its message on the shared outbox queue
 *   (app/db/outbox): `message` holds the destination and the code sealed
 *   (AES-256-GCM) until the message is sent or dead, then is cleared.
 */
export const CODE_RULES = {
  digits: 6,
  lifetimeMs: 10 * 60_000,
  maxWrongTries: 5,
} as const;

const TABLE = "privacy_codes";
const MESSAGE_CONTEXT = "privacy_codes.message";

/** Raised when a code is queued in this process, so the worker need not wait for its poll. */
export const codeEvents = singleton("privacy-code-events", () => new EventEmitter());

/** The keyed digest of a contact: how its codes and requests are found, never the contact itself. */
export function identityOf(contact: Contact, ring: KeyRing = dataKeyRing()): string {
  return keyedDigest(ring, "privacy.identity", `${contact.channel}:${contact.value}`);
}

/**
 * The digests of a contact under every key of the ring, the current first:
 * a request made before a key rotation is still found (ADR 63).
 */
export function identitiesOf(contact: Contact, ring: KeyRing = dataKeyRing()): string[] {
  return ring.ids().map((id) => identityOf(contact, new KeyRing([{ id, key: ring.key(id) }])));
}

function codeDigest(ring: KeyRing, identity: string, code: string): string {
  return keyedDigest(ring, "privacy.code", `${identity}:${code}`);
}

export interface IssuedCode {
  id: number;
  expiresAt: string;
}

/**
 * Stores a new code for `contact` and queues its message, in the person's
 * language. The caller has taken the rate limits (code-limits.server.ts).
 */
export async function issueCode(
  db: DB,
  contact: Contact,
  locale: string,
  now = new Date(),
  options: { ring?: KeyRing; code?: string } = {},
): Promise<IssuedCode> {
  const ring = options.ring ?? dataKeyRing();
  const code =
    options.code ?? String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, "0");
  const identity = identityOf(contact, ring);
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + CODE_RULES.lifetimeMs).toISOString();
  const row = await db
    .insertInto(TABLE)
    .values({
      channel: contact.channel,
      identity,
      code_digest: codeDigest(ring, identity, code),
      locale,
      created_at: at,
      expires_at: expiresAt,
      message: seal(ring, MESSAGE_CONTEXT, JSON.stringify({ to: contact.value, code })),
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      updated_at: at,
      request_id: currentRequestId(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  codeEvents.emit("queued");
  return { id: Number(row.id), expiresAt };
}

export type CodeCheck =
  | { ok: true }
  /** A wrong code; `triesLeft` more before it dies. */
  | { ok: false; reason: "wrong"; triesLeft: number }
  /** Expired, used, dead after wrong tries, or never issued for this contact: ask for a new one. */
  | { ok: false; reason: "spent" };

/** Checks a typed code against code `id` issued to `contact`; the right one works once. */
export async function checkCode(
  db: DB,
  check: { id: number; contact: Contact; code: string },
  now = new Date(),
  ring: KeyRing = dataKeyRing(),
): Promise<CodeCheck> {
  const at = now.toISOString();
  const identity = identityOf(check.contact, ring);
  const live = db
    .updateTable(TABLE)
    .where("id", "=", check.id)
    .where("identity", "=", identity)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .where("wrong_tries", "<", CODE_RULES.maxWrongTries);
  const typed = check.code.replace(/\s/g, "");
  if (/^\d+$/.test(typed)) {
    const used = await live
      .set({ used_at: at, updated_at: at })
      .where("code_digest", "=", codeDigest(ring, identity, typed))
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 1) return { ok: true };
  }
  const counted = await live
    .set((eb) => ({ wrong_tries: eb("wrong_tries", "+", 1), updated_at: at }))
    .returning("wrong_tries")
    .executeTakeFirst();
  if (!counted) return { ok: false, reason: "spent" };
  const triesLeft = CODE_RULES.maxWrongTries - Number(counted.wrong_tries);
  return triesLeft > 0 ? { ok: false, reason: "wrong", triesLeft } : { ok: false, reason: "spent" };
}

/** A claimed code's message, opened: where it goes and what it says. */
export interface CodeMessage {
  id: number;
  channel: Channel;
  locale: string;
  to: string;
  code: string;
  expiresAt: string;
}

/** A claimed row: its message, or a code that expired or was used while it waited. */
type LoadedCode = CodeMessage | { id: number; spent: true };

export interface CodeDeliveryPass {
  workerId: string;
  batchSize: number;
  leaseMs: number;
  policy: RetryPolicy;
  /** The channels this server can send on; the others wait. */
  channels: readonly Channel[];
  /** Sends one message; never given a code that has expired. */
  send(message: CodeMessage): Promise<AttemptOutcome>;
  now?: Date;
  ring?: KeyRing;
  log?: (line: string) => void;
}

/**
 * One pass of the codes' outbox: claim due messages on the channels this
 * server can send on, send each, record each; then clear the sealed text of
 * every message that is sent or dead, so no code outlives its delivery.
 */
export async function deliverDueCodes(db: DB, pass: CodeDeliveryPass): Promise<PassCounts> {
  const ring = pass.ring ?? dataKeyRing();
  const now = pass.now ?? new Date();
  const counts = await consumeDue<LoadedCode>({
    name: "[privacy codes]",
    queue: queueOf(db, TABLE),
    table: TABLE,
    workerId: pass.workerId,
    batchSize: pass.batchSize,
    leaseMs: pass.leaseMs,
    policy: pass.policy,
    only: { column: "channel", values: pass.channels },
    now,
    recordedAt: () => pass.now ?? new Date(),
    async load(claimed) {
      const rows = await db
        .selectFrom(TABLE)
        .select(["id", "channel", "locale", "message", "expires_at", "used_at"])
        .where(
          "id",
          "in",
          claimed.map((c) => c.id),
        )
        .execute();
      return new Map<number, LoadedCode>(
        rows.map((row): [number, LoadedCode] => {
          const id = Number(row.id);
          if (!row.message || row.used_at !== null || row.expires_at <= now.toISOString())
            return [id, { id, spent: true as const }];
          const { to, code } = JSON.parse(open(ring, MESSAGE_CONTEXT, row.message)) as {
            to: string;
            code: string;
          };
          return [
            id,
            { id, channel: row.channel, locale: row.locale, to, code, expiresAt: row.expires_at },
          ];
        }),
      );
    },
    async attempt(item) {
      // A code that expired (or was used) while it waited is not worth a text.
      if ("spent" in item)
        return { ok: false, error: "the code expired before it could be sent", final: true };
      return pass.send(item).then(
        (outcome) =>
          outcome.ok ? { ok: true, extra: { sent_at: new Date().toISOString() } } : outcome,
        (error: unknown): AttemptOutcome => ({
          ok: false,
          error: `could not send the code: ${error instanceof Error ? error.name : "error"}`,
        }),
      );
    },
    ...(pass.log ? { log: pass.log } : {}),
  });
  await db
    .updateTable(TABLE)
    .set({ message: null })
    .where("status", "in", ["delivered", "dead"])
    .where("message", "is not", null)
    .execute();
  return counts;
}

/** Codes whose time is long over: nothing in them is of use, to anyone. */
export async function pruneCodes(db: DB, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const result = await db
    .deleteFrom(TABLE)
    .where("expires_at", "<", dayAgo)
    .where("status", "in", ["delivered", "dead"])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** For the staff area and tests: where a code's message stands, without the code. */
export async function codeDelivery(db: DB, id: number) {
  return db
    .selectFrom(TABLE)
    .select(["status", "attempts", "last_error", "sent_at", "message", "wrong_tries", "used_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}
