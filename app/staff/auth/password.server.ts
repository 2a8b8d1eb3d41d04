import crypto from "node:crypto";
import { promisify } from "node:util";
import { scryptCost } from "./scrypt-cost.server";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^15, r=8, p=1: about 32 MiB and tens of milliseconds per hash, the
// parameters OWASP lists for scrypt. Stored with the hash so they can be raised later.
export const PASSWORD_COST = { N: 32768, r: 8, p: 1 };
const COST = scryptCost(PASSWORD_COST);
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, {
    ...COST,
    maxmem: MAX_MEMORY,
  });
  return [
    "scrypt",
    COST.N,
    COST.r,
    COST.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(
    password.normalize("NFKC"),
    Buffer.from(salt, "base64url"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    },
  );
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, verified against when the email is unknown,
 * so a wrong email takes as long as a wrong password (no account probing by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomBytes(18).toString("base64url"));
  return decoyHash;
}

/** A password for a new account or a reset: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let out = "";
  for (const byte of crypto.randomBytes(20)) out += alphabet[byte % alphabet.length];
  return out.replace(/(.{5})(?!$)/g, "$1-");
}
