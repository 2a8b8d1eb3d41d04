import crypto from "node:crypto";
import { promisify } from "node:util";
import type { DB } from "~/db/client.server";
import { RECOVERY_CODE_COUNT } from "./factor-limits";
import { scryptCost } from "./scrypt-cost.server";

/**
 * The only module that reads or writes `staff_recovery_codes` (ADR 53).
 * One-time recovery codes: made, stored as scrypt hashes, matched and used
 * up. Ten codes of ten characters from Crockford's base32 (50 random bits
 * each), shown once; the database keeps only hashes, all codes of one set
 * under one salt, so a typed code costs one hash to match against the set.
 * At N=2^13 guessing a stolen hash back costs far more than the code is
 * worth, while matching one takes a few milliseconds.
 */
export { RECOVERY_CODE_COUNT };

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const COST = scryptCost({ N: 8192, r: 8, p: 1 });
const KEY_LENGTH = 32;
// Crockford's base32: no i, l, o or u, so nothing is mistaken when read off paper.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

function newCode(): string {
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  const letters = [...crypto.randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join("");
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/**
 * A typed code as it is hashed: lower case, without spaces or dashes, with
 * the letters Crockford's alphabet leaves out read as the digits they look
 * like. Null when it cannot be a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return /^[0-9a-hjkmnp-tv-z]{10}$/.test(code) ? code : null;
}

async function hashCode(code: string, salt: Buffer, cost = COST): Promise<Buffer> {
  return scrypt(code, salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 });
}

export interface PreparedCodes {
  /** To show the member, once. */
  codes: string[];
  hashes: string[];
}

/** New codes and their hashes, made before any transaction (hashing takes a while). */
export async function prepareRecoveryCodes(): Promise<PreparedCodes> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const salt = crypto.randomBytes(16);
  const keys = await Promise.all(codes.map((code) => hashCode(normalizeRecoveryCode(code)!, salt)));
  const hashes = keys.map((key) =>
    ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join(
      "$",
    ),
  );
  return { codes, hashes };
}

/** Replaces every code of the account, used or not, with a prepared set. */
export async function storeRecoveryCodes(
  db: DB,
  userId: number,
  prepared: PreparedCodes,
  now = new Date(),
): Promise<void> {
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("staff_recovery_codes")
    .values(
      prepared.hashes.map((code_hash) => ({
        user_id: userId,
        code_hash,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

export async function deleteRecoveryCodes(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
}

export async function recoveryCodesLeft(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface ParsedHash {
  id: number;
  params: string;
  salt: Buffer;
  key: Buffer;
  cost: { N: number; r: number; p: number };
}

function parseHash(id: number, stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return null;
  return {
    id,
    params: [n, r, p, salt].join("$"),
    salt: Buffer.from(salt, "base64url"),
    key: Buffer.from(key, "base64url"),
    cost: { N: Number(n), r: Number(r), p: Number(p) },
  };
}

/**
 * The id of the account's unused code that `typed` is, or null. Nothing is
 * used up here: claimRecoveryCode does that, once.
 */
export async function matchRecoveryCode(
  db: DB,
  userId: number,
  typed: string,
): Promise<number | null> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return null;
  const rows = await db
    .selectFrom("staff_recovery_codes")
    .select(["id", "code_hash"])
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  const hashes = rows
    .map((row) => parseHash(row.id, row.code_hash))
    .filter((h): h is ParsedHash => h !== null);
  // One hash per salt: a set shares one, so this is one scrypt for ten codes.
  const keys = new Map<string, Promise<Buffer>>();
  let found: number | null = null;
  for (const hash of hashes) {
    if (!keys.has(hash.params)) keys.set(hash.params, hashCode(code, hash.salt, hash.cost));
    const key = await keys.get(hash.params)!;
    // Every row is compared, so the time does not tell which one matched.
    if (key.length === hash.key.length && crypto.timingSafeEqual(key, hash.key)) found = hash.id;
  }
  return found;
}

/** Marks a code used, once: of several requests with the same code, one gets true. */
export async function claimRecoveryCode(db: DB, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
