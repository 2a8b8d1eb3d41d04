import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { getDatabase, type DB } from "~/db/client.server";
import { nowIso } from "~/db/dialect";
import { readMeta, writeMetaOnce } from "~/db/meta.server";
import { getEnv } from "~/lib/env.server";
import { singleton } from "~/lib/singleton.server";
import type { FormSession } from "./form-session-token";

export { FORM_SESSION_FIELD } from "~/leads/forms/lead-result";

const SECRET_KEY = "form-session-secret";
const secretHolder = singleton("form-session-secret", () => ({
  secret: undefined as Buffer | undefined,
  loading: undefined as Promise<Buffer> | undefined,
}));

/** Reads (or creates, once, race-safely) the signing secret. */
export async function loadFormSessionSecret(db: DB = getDatabase().db): Promise<Buffer> {
  if (secretHolder.secret) return secretHolder.secret;
  secretHolder.loading ??= (async () => {
    const fromEnv = getEnv().FORM_SESSION_SECRET;
    if (fromEnv) return Buffer.from(fromEnv, "utf8");
    const existing = await readSecret(db);
    if (existing) return existing;
    // Two servers starting together both try; the primary key keeps the first.
    await writeMetaOnce(db, SECRET_KEY, randomBytes(32).toString("base64"), nowIso());
    const stored = await readSecret(db);
    if (!stored) throw new Error("form session secret could not be stored");
    return stored;
  })();
  try {
    secretHolder.secret = await secretHolder.loading;
    return secretHolder.secret;
  } catch (error) {
    secretHolder.loading = undefined; // try again on the next request
    throw error;
  }
}

async function readSecret(db: DB): Promise<Buffer | undefined> {
  const value = await readMeta(db, SECRET_KEY);
  return value === undefined ? undefined : Buffer.from(value, "base64");
}

/** For tests: forget the cached secret. */
export function resetFormSessionSecret(): void {
  secretHolder.secret = undefined;
  secretHolder.loading = undefined;
}

function sign(secret: Buffer, form: string, key: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`${form}|${key}|${issuedAt}`).digest("base64url");
}

/**
 * A fresh signed session for one rendering of a form. Always signed: a form
 * that went out unsigned could not be told from a bot's forgery, so its
 * visitor's lead would be held as spam. The secret is loaded before the server
 * listens (server/main.ts); this waits for it only in development or after a
 * failed start-up load.
 */
export async function createFormSession(form: string, now = Date.now()): Promise<FormSession> {
  const secret = secretHolder.secret ?? (await loadFormSessionSecret());
  const key = randomUUID();
  return { form, key, issuedAt: now, signature: sign(secret, form, key, now) };
}

/** The hidden input's value for a session. */
export function encodeFormSession(session: FormSession): string {
  return `${session.key}.${session.issuedAt}.${session.signature}`;
}

export type FormSessionProblem =
  "missing" | "malformed" | "unsigned" | "bad-signature" | "from-the-future";

/**
 * A checked session: trusted, with the time the form was served, or not, with
 * the reason. Every problem marks the lead as spam, because no form this site
 * serves leaves without a signed session. The key is the visitor's own when
 * well-formed (so a resubmission is still recognised), otherwise a new one.
 */
export type CheckedFormSession =
  | { key: string; issuedAt: number; problem?: undefined }
  | { key: string; issuedAt?: undefined; problem: FormSessionProblem };

const KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** Checks the hidden session input of a submitted form. Never throws for bad input. */
export async function checkFormSession(
  form: string,
  token: unknown,
  now = Date.now(),
): Promise<CheckedFormSession> {
  if (typeof token !== "string" || token === "") return { key: randomUUID(), problem: "missing" };
  const [key = "", issued = "", signature = "", ...rest] = token.split(".");
  if (!KEY_PATTERN.test(key) || !/^\d{1,15}$/.test(issued) || rest.length > 0)
    return { key: randomUUID(), problem: "malformed" };
  if (signature === "") return { key, problem: "unsigned" };
  const issuedAt = Number(issued);
  const secret = await loadFormSessionSecret();
  const expected = Buffer.from(sign(secret, form, key, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { key, problem: "bad-signature" };
  if (issuedAt > now + 60_000) return { key, problem: "from-the-future" };
  return { key, issuedAt };
}

/**
 * The posted session itself, when it checks out: a page that re-renders a form
 * without storing anything (the consultation's "show visit times" without
 * JavaScript) hands it back, so the fill clock keeps running from the first
 * load instead of starting again and flagging a quick visitor as a bot.
 */
export async function repostableFormSession(
  form: string,
  token: unknown,
  now = Date.now(),
): Promise<FormSession | undefined> {
  const checked = await checkFormSession(form, token, now);
  if (checked.problem !== undefined || typeof token !== "string") return undefined;
  const signature = token.split(".")[2] ?? "";
  return { form, key: checked.key, issuedAt: checked.issuedAt, signature };
}

export type { FormSession } from "./form-session-token";
