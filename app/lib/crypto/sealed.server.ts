import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Personal data sealed at rest (ADR 61): AES-256-GCM from node:crypto, a
 * fresh 96-bit nonce per value, and the id of the key that sealed it written
 * in front, so a key ring can hold old keys while everything is re-sealed
 * under a new one. What the value is (which table and field) is bound in as
 * associated data: a sealed PAN copied into another field does not open.
 *
 *   sealed:v1:<key id>:<nonce>.<ciphertext>.<tag>   (base64url)
 *
 * A value without the prefix is taken as stored before sealing began, and
 * handed back as it is; `npm run privacy -- rotate-key` seals those too.
 */
const PREFIX = "sealed:v1:";
const KEY_BYTES = 32;
const NONCE_BYTES = 12;

export interface DataKey {
  id: string;
  key: Buffer;
}

/** Keys by id; the first seals, every one opens. */
export class KeyRing {
  readonly current: DataKey;
  readonly #byId: Map<string, Buffer>;

  constructor(keys: readonly DataKey[]) {
    if (keys.length === 0) throw new KeyRingError("the key ring has no key");
    const ids = new Set<string>();
    for (const { id, key } of keys) {
      if (!/^[A-Za-z0-9_-]{1,16}$/.test(id))
        throw new KeyRingError(`key id "${id}" must be 1 to 16 letters, digits, - or _`);
      if (key.length !== KEY_BYTES)
        throw new KeyRingError(`key "${id}" is ${key.length} bytes, not ${KEY_BYTES}`);
      if (ids.has(id)) throw new KeyRingError(`key id "${id}" appears twice`);
      ids.add(id);
    }
    this.current = keys[0]!;
    this.#byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** "id:base64,id:base64", as DATA_KEYS and the key file hold them. */
  static parse(text: string): KeyRing {
    return new KeyRing(
      text
        .split(",")
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const colon = pair.indexOf(":");
          if (colon < 1) throw new KeyRingError('each key must be written "id:base64key"');
          return { id: pair.slice(0, colon), key: Buffer.from(pair.slice(colon + 1), "base64") };
        }),
    );
  }

  /** A new ring of one random key: what a first start writes to the key file. */
  static generate(id: string): KeyRing {
    return new KeyRing([{ id, key: randomBytes(KEY_BYTES) }]);
  }

  /** The ring as DATA_KEYS writes it. */
  format(): string {
    return [...this.#byId].map(([id, key]) => `${id}:${key.toString("base64")}`).join(",");
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** The ids, the current one first. */
  ids(): string[] {
    return [...this.#byId.keys()];
  }

  key(id: string): Buffer {
    const key = this.#byId.get(id);
    if (!key) throw new KeyRingError(`no key "${id}" in the ring: add it back to DATA_KEYS`);
    return key;
  }

  /**
   * A key derived from the current one for a keyed hash (HKDF): a digest of
   * personal data that must not be open to guessing, as a plain hash of a
   * PAN would be.
   */
  hmacKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync("sha256", this.current.key, "", `kamo ${purpose}`, 32));
  }
}

export class KeyRingError extends Error {}

/** A sealed value that does not open: tampered with, or bound to another field. */
export class SealError extends Error {}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** Seals a value under the ring's current key, bound to `context` (for example "leads.pan"). */
export function seal(ring: KeyRing, context: string, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current.key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [nonce, body, cipher.getAuthTag()].map((part) => part.toString("base64url"));
  return `${PREFIX}${ring.current.id}:${parts.join(".")}`;
}

/** Opens a sealed value; a value that was never sealed comes back as it is. */
export function open(ring: KeyRing, context: string, value: string): string {
  if (!isSealed(value)) return value;
  const rest = value.slice(PREFIX.length);
  const colon = rest.indexOf(":");
  const [nonce, body, tag] = rest
    .slice(colon + 1)
    .split(".")
    .map((part) => Buffer.from(part, "base64url"));
  if (colon < 1 || !nonce || !body || !tag || nonce.length !== NONCE_BYTES || tag.length !== 16)
    throw new SealError(`a sealed ${context} is malformed`);
  const decipher = createDecipheriv("aes-256-gcm", ring.key(rest.slice(0, colon)), nonce);
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    // Never the value in the message: it is personal data.
    throw new SealError(`a sealed ${context} does not open: altered, or sealed for another field`);
  }
}

/** The id of the key that sealed a value, or undefined for one never sealed. */
export function sealedWith(value: string): string | undefined {
  if (!isSealed(value)) return undefined;
  const rest = value.slice(PREFIX.length);
  return rest.slice(0, rest.indexOf(":"));
}

/** A keyed digest (HMAC-SHA256, base64url) under a key the ring derives for `purpose`. */
export function keyedDigest(ring: KeyRing, purpose: string, text: string): string {
  return createHmac("sha256", ring.hmacKey(purpose)).update(text).digest("base64url");
}
