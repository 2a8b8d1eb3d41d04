import fs from "node:fs";
import path from "node:path";
import { getEnv, type Env } from "~/lib/env.server";
import { forgetSingleton, singleton } from "~/lib/singleton.server";
import { KeyRing, KeyRingError } from "./sealed.server";

/**
 * The key ring that seals personal data at rest (ADR 61). DATA_KEYS when it
 * is set, as production should have it, from a secret store. Without it, a
 * single server on SQLite (the quick start, development, the tests) keeps a
 * ring in DATA_DIR/data-keys, generated on first use: the database file, a
 * copy of it or a backup of it then holds no readable PAN, though the folder
 * as a whole does. Several servers on PostgreSQL must share one ring, so
 * there DATA_KEYS is required in production (env.server.ts refuses to start
 * without it).
 */
export const KEY_FILE = "data-keys";

export function dataKeyRing(): KeyRing {
  const held = singleton("data-key-ring", () => ({
    ring: undefined as KeyRing | undefined,
    stamp: "",
  }));
  const env = getEnv();
  if (env.DATA_KEYS) {
    held.ring ??= KeyRing.parse(env.DATA_KEYS);
    return held.ring;
  }
  // The key file is read again when it changes: `npm run privacy -- rotate-key`
  // puts a new key in front, and every server seals with it from then on.
  const file = keyFilePath(env);
  const stamp = fileStamp(file);
  if (!held.ring || stamp !== held.stamp) {
    held.ring = keyFileRing(file);
    held.stamp = fileStamp(file);
  }
  return held.ring;
}

/** For tests that change DATA_KEYS or DATA_DIR: the next dataKeyRing() reads them again. */
export function forgetDataKeyRing(): void {
  forgetSingleton("data-key-ring");
}

export function keyFilePath(env: Pick<Env, "DATA_DIR">): string {
  return path.join(env.DATA_DIR, KEY_FILE);
}

/**
 * Puts a new key in front of the key file's ring, the old ones kept behind
 * it to open what they sealed. Only for the key file: DATA_KEYS is changed
 * where it is kept, and the servers restarted.
 */
export function addKeyToFile(env: Pick<Env, "DATA_DIR">, id: string): KeyRing {
  const file = keyFilePath(env);
  const old = keyFileRing(file);
  const fresh = KeyRing.generate(id);
  const ring = KeyRing.parse(`${fresh.format()},${old.format()}`);
  const draft = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, `${ring.format()}\n`, { mode: 0o600 });
  fs.renameSync(draft, file);
  return ring;
}

/** A new key's id: "k" and today's date, with a letter when today already has one. */
export function newKeyId(ring: KeyRing | undefined, today = new Date()): string {
  const base = `k${today.toISOString().slice(0, 10).replaceAll("-", "")}`;
  for (const suffix of ["", ..."bcdefghijklmnopqrstuvwxyz"]) {
    if (!ring?.has(`${base}${suffix}`)) return `${base}${suffix}`;
  }
  throw new KeyRingError("too many new keys today");
}

/** Which version of the file is there: a rename puts another file (inode) in place. */
function fileStamp(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.mtimeMs}`;
  } catch {
    return "";
  }
}

/**
 * The ring in the key file, written once: a new ring goes to a file of its
 * own and is linked into place, so two processes starting at once (cluster
 * workers) agree on one ring, and nobody reads a half-written file.
 */
function keyFileRing(file: string): KeyRing {
  const existing = readRing(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fresh = KeyRing.generate(newKeyId(undefined));
  const draft = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, `${fresh.format()}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const ring = readRing(file);
  if (!ring) throw new KeyRingError(`${file} could not be read back`);
  return ring;
}

function readRing(file: string): KeyRing | undefined {
  try {
    return KeyRing.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
